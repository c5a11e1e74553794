"use client";

import { formatDollars } from "@/lib/format/number";
import { offeredPrices, type SearchTab } from "@/lib/listings/search-query";
import { searchFieldClasses } from "./search-field-classes";

const { field, fieldLabel } = searchFieldClasses;

/*
 * The search form's lists of prices and counts. Client components although they keep no state: their props are a few
 * words where their options (some seventy) would travel in every search page's payload as elements.
 */

export function PriceSelect({ name, label, value, tab }: { name: "min" | "max"; label: string; value: number | null; tab: SearchTab }) {
  const options = offeredPrices[tab === "rent" ? "rent" : "sale"];
  const all = value !== null && !options.includes(value) ? [...options, value].sort((a, b) => a - b) : options;
  return (
    <div>
      <label htmlFor={`search-${name}`} className={fieldLabel}>
        {label}
      </label>
      <select id={`search-${name}`} name={name} defaultValue={value === null ? "" : String(value)} className={field}>
        <option value="">Any</option>
        {all.map((n) => (
          <option key={n} value={n}>
            {tab === "rent" ? `${formatDollars(n)} pw` : formatDollars(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CountSelect({ name, label, value }: { name: "beds" | "baths" | "cars"; label: string; value: number | null }) {
  return (
    <div>
      <label htmlFor={`search-${name}`} className={fieldLabel}>
        {label}
      </label>
      <select id={`search-${name}`} name={name} defaultValue={value === null ? "" : String(value)} className={field}>
        <option value="">Any</option>
        {[1, 2, 3, 4, 5].map((n) => (
          <option key={n} value={n}>
            {n}+
          </option>
        ))}
      </select>
    </div>
  );
}
