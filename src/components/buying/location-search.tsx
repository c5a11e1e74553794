"use client";

import { MapPin, Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition, type FormEvent } from "react";
import { notifyError } from "@/components/feedback/notify";
import { cn } from "@/lib/cn";
import { parseSearchQuery, searchHref } from "@/lib/listings/search-query";

interface LocationSearchProps {
  label: string;
  placeholder: string;
}

/**
 * The buying hero's suburb/postcode search: a plain GET form to /buy (the listing search reads a suburb's name or a
 * postcode as typed). With JavaScript a blank entry is refused with the spec's toast instead of showing every listing,
 * and a search is a client-side navigation to its canonical address (`/buy?location=oran-park`), as the search page's
 * own form does.
 */
export function LocationSearch({ label, placeholder }: LocationSearchProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const location = String(new FormData(event.currentTarget).get("location") ?? "").trim();
    event.preventDefault();
    if (location === "") {
      notifyError("Please enter a location", "Enter a suburb or postcode to search for properties");
      return;
    }
    startTransition(() => router.push(searchHref(parseSearchQuery("buy", { location }))));
  }

  return (
    <div className="mt-8 max-w-2xl">
      <form
        role="search"
        aria-label="Property search"
        action="/buy"
        method="get"
        onSubmit={onSubmit}
        aria-busy={pending}
        noValidate
        className="flex flex-col gap-3 rounded-xl bg-white p-2 shadow-lift sm:flex-row"
      >
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
        <button
          type="submit"
          className={cn(
            "inline-flex h-13 items-center justify-center gap-2 rounded-lg bg-clay px-7 font-semibold text-white transition-colors hover:bg-clay-600",
            pending && "cursor-progress opacity-75",
          )}
        >
          <Search aria-hidden className="size-5" />
          Search
        </button>
      </form>
    </div>
  );
}
