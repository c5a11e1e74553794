"use client";

import { formatDollars, formatWholeNumber } from "@/lib/format/number";
import { offeredLandSizes, offeredPrices, type SearchTab } from "@/lib/listings/search-query";
import { searchFieldClasses } from "./search-field-classes";

const { field, fieldLabel } = searchFieldClasses;

/*
 * The search form's lists of prices and counts. Client components although they keep no state: their props are a few
 * words where their options (some seventy) would travel in every search page's payload as elements.
 */

/** A labelled select of numbers, "Any" first. */
function NumberSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: number | null;
  options: { value: number; text: string }[];
}) {
  return (
    <div>
      <label htmlFor={`search-${name}`} className={fieldLabel}>
        {label}
      </label>
      <select id={`search-${name}`} name={name} defaultValue={value === null ? "" : String(value)} className={field}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PriceSelect({ name, label, value, tab }: { name: "min" | "max"; label: string; value: number | null; tab: SearchTab }) {
  const offered = offeredPrices[tab === "rent" ? "rent" : "sale"];
  const prices = value !== null && !offered.includes(value) ? [...offered, value].sort((a, b) => a - b) : offered;
  const options = prices.map((n) => ({ value: n, text: tab === "rent" ? `${formatDollars(n)} pw` : formatDollars(n) }));
  return <NumberSelect name={name} label={label} value={value} options={options} />;
}

const counts = [1, 2, 3, 4, 5].map((n) => ({ value: n, text: `${n}+` }));

export function CountSelect({ name, label, value }: { name: "beds" | "baths" | "cars"; label: string; value: number | null }) {
  return <NumberSelect name={name} label={label} value={value} options={counts} />;
}

const landSizes = offeredLandSizes.map((m2) => ({ value: m2, text: `${formatWholeNumber(m2)} m²+` }));

export function LandSelect({ value }: { value: number | null }) {
  return <NumberSelect name="land" label="Land size" value={value} options={landSizes} />;
}
