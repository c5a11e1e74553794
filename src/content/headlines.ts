import type { Ticker } from "@/lib/site-content/headlines";

/**
 * The 12 fixed headlines of the 'Latest Property News' ticker above the header. Each is short
 * (under 90 characters), unique (the ticker keys on the text) and worded cautiously: local
 * commentary, not reported statistics.
 */
export const newsHeadlines: readonly string[] = [
  "Gregory Hills: well-priced family homes still selling in around 30 to 60 days",
  "Oran Park buyers keep competing for homes within walking distance of the Podium",
  "Badgerys Creek airport brings new jobs and transport links closer to the South West",
  "Leppington station on the T2 and T5 lines remains a drawcard for rail commuters",
  "M12 Motorway: a faster link between the M7 and the Western Sydney airport precinct",
  "Gledswood Hills: elevated blocks with views attract upsizing families",
  "Rental demand stays firm across Camden Council suburbs, agents report",
  "New schools and childcare places continue to open across Oran Park and surrounds",
  "Acreage around Camden and Cobbitty draws buyers chasing space and privacy",
  "Leppington town centre planning points to the next wave of local growth",
  "Presentation still pays: move-in-ready homes are drawing the most inspections",
  "Interest rate outlook remains the big question for South West Sydney buyers",
];

/** The ticker document's first content: the 12 fixed headlines above, without links. */
export const initialTicker: Ticker = { source: "headlines", headlines: newsHeadlines.map((text) => ({ text, href: "" })) };
