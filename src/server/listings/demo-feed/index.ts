import "server-only";
import { drawingSvg, renderDrawing } from "./drawings";
import { buildDemoListings, type DemoAgent, type DemoListing } from "./model";
import { createRandom } from "./random";
import { renderReaxml } from "./xml";

export type { DemoAgent, DemoListing } from "./model";

/** The agency's code in the demo feed's `agentID` (REA customer codes are six letters). */
export const demoAgentId = "IRNBRK";

/** About 40 homes for sale, 15 rentals and 80 sales over the last 18 months (issue 29, item 8). */
export const demoFeedCounts = { sale: 40, rental: 15, sold: 80 } as const;

export interface DemoFeedOptions {
  seed: number | string;
  /** The team's agents; each listing names one or two of them as its listing agents. */
  agents: readonly DemoAgent[];
  /** The feed's moment: inspections fall on the next Saturdays after it, sold dates in the 18 months before it. */
  now: Date;
  agentId?: string;
  counts?: { sale: number; rental: number; sold: number };
  /** Width in pixels of the drawn photos and floor plans (3:2); 1024 by default, above REAXML's preferred 800 × 600. */
  imageWidth?: number;
}

export interface DemoFeed {
  /** A REAXML `propertyList`; each image is named by its `file=` attribute. */
  xml: string;
  /** The JPEG of each `file=` in the XML. */
  images: Map<string, Buffer>;
  listings: DemoListing[];
}

/**
 * A synthetic REAXML feed of the agency's stock in its four suburbs, with photos and floor plans drawn in code.
 * Deterministic: the same seed, agents and `now` give the same XML and the same image bytes.
 */
export async function generateDemoFeed(options: DemoFeedOptions): Promise<DemoFeed> {
  const listings = buildDemoListings(createRandom(options.seed), {
    now: options.now,
    agents: options.agents,
    counts: options.counts ?? demoFeedCounts,
    images: true,
  });
  const xml = renderReaxml(listings, { agentId: options.agentId ?? demoAgentId, now: options.now });
  const width = options.imageWidth ?? 1024;
  const jobs = listings.flatMap((listing) => listing.images.map((image) => ({ listing, image })));
  const rendered = new Array<Buffer>(jobs.length);
  // Two at a time: the machine's cores, without holding every drawing in memory at once.
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < jobs.length; index = next++) {
      const { listing, image } = jobs[index]!;
      rendered[index] = await renderDrawing(drawingSvg(listing, image), width);
    }
  };
  await Promise.all([worker(), worker()]);
  // In the order of the XML, whatever order the drawings finished in.
  const images = new Map(jobs.map(({ image }, index) => [image.file, rendered[index]!] as const));
  return { xml, images, listings };
}

/**
 * The demo feed's kind of stock as REAXML alone, no photos drawn: for a quick import where photos are not wanted (the
 * chat evaluation with listings, tests/chat-evaluation/run.ts). Deterministic for the same options.
 */
export function generateDemoFeedXml(options: Omit<DemoFeedOptions, "imageWidth">): string {
  const listings = buildDemoListings(createRandom(options.seed), {
    now: options.now,
    agents: options.agents,
    counts: options.counts ?? demoFeedCounts,
    images: false,
  });
  return renderReaxml(listings, { agentId: options.agentId ?? demoAgentId, now: options.now });
}

const benchmarkAgents: readonly DemoAgent[] = [
  { name: "Bench Agent One", email: "one@bench.example", phone: "0491 570 001" },
  { name: "Bench Agent Two", email: "two@bench.example", phone: "0491 570 002" },
  { name: "Bench Agent Three", email: "three@bench.example", phone: "0491 570 003" },
];

/**
 * A large REAXML file for the import benchmark: `n` listings (40 % for sale, 20 % rentals, the rest sold), no
 * images. Deterministic for the same arguments.
 */
export function generateBenchmarkFeed(
  n: number,
  options: { seed?: number | string; now?: Date; agents?: readonly DemoAgent[]; agentId?: string } = {},
): string {
  if (!Number.isInteger(n) || n < 1) throw new Error("The benchmark feed needs a whole number of listings, at least 1");
  const now = options.now ?? new Date("2026-01-01T00:00:00Z");
  const sale = Math.round(n * 0.4);
  const rental = Math.round(n * 0.2);
  const listings = buildDemoListings(createRandom(options.seed ?? "benchmark"), {
    now,
    agents: options.agents ?? benchmarkAgents,
    counts: { sale, rental, sold: n - sale - rental },
    images: false,
  });
  return renderReaxml(listings, { agentId: options.agentId ?? demoAgentId, now });
}
