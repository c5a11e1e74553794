"use client";

import { tickerSources, type TickerSource } from "@/lib/site-content/headlines";
import { useSubmitted } from "./content-form";

const labels: Record<TickerSource, { title: string; text: string }> = {
  headlines: { title: "Headlines written here", text: "The list below, in its order." },
  "latest-posts": { title: "Latest posts", text: "The titles of the 12 newest published posts, each linking to its article." },
};

/** Where the ticker's headlines come from. A plain radio group: it posts with or without JavaScript. */
export function TickerSourceField({ initial }: { initial: TickerSource }) {
  const submitted = useSubmitted("source");
  const checked = typeof submitted === "string" && (tickerSources as readonly string[]).includes(submitted) ? submitted : initial;
  return (
    <fieldset className="rounded-lg border border-line bg-white p-5 sm:p-8">
      <legend className="px-1 font-display text-xl font-medium text-ink">Source of the headlines</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {tickerSources.map((source) => (
          <label
            key={source}
            className="flex cursor-pointer gap-3 rounded-md border border-line p-4 has-[:checked]:border-clay has-[:checked]:bg-clay/5"
          >
            <input type="radio" name="source" value={source} defaultChecked={source === checked} className="mt-1 accent-clay" />
            <span>
              <span className="block font-semibold text-ink">{labels[source].title}</span>
              <span className="block text-sm text-muted">{labels[source].text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
