import "server-only";
import { suburbGuides } from "@/content/suburbs";
import { env, eventsIcsUrlVariables } from "@/env";

export interface IcsFeed {
  /** The suburb's name as events store it, e.g. "Gregory Hills". */
  suburb: string;
  url: string;
}

/**
 * A configured suburb key as the suburb's display name: "gregory-hills", "GREGORY_HILLS" and
 * "Gregory Hills" all name Gregory Hills; a suburb without a guide is title-cased from its key.
 */
export function suburbNameFromKey(key: string): string {
  const words = key
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  const slug = words.join("-");
  const guide = suburbGuides.find((g) => g.slug === slug);
  return guide?.name ?? words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}

/** The feeds to import: EVENTS_ICS_FEEDS entries, then EVENTS_ICS_URL_<SUBURB> ones (which win for the same suburb). */
export function configuredIcsFeeds(
  feedMap: Readonly<Record<string, string>> = env.EVENTS_ICS_FEEDS,
  urlVariables: Readonly<Record<string, string>> = eventsIcsUrlVariables,
): IcsFeed[] {
  const bySuburb = new Map<string, string>();
  for (const [key, url] of [...Object.entries(feedMap), ...Object.entries(urlVariables)]) bySuburb.set(suburbNameFromKey(key), url);
  return [...bySuburb].map(([suburb, url]) => ({ suburb, url }));
}
