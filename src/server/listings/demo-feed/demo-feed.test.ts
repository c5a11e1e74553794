import { createHash } from "node:crypto";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { team } from "@/content/team";
import { demoFeedCounts, generateBenchmarkFeed, generateDemoFeed, type DemoFeed } from "./index";

const agents = team.map((member) => ({ name: member.name, email: member.email, phone: member.phone.display }));
// A Wednesday afternoon in Sydney's daylight-saving summer.
const now = new Date("2026-11-25T03:30:00Z");
const sydneyToday = "2026-11-25";

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => ["residential", "rental", "img", "floorplan", "inspection", "listingAgent"].includes(name),
});

function parse(xml: string): { residential: Node[]; rental: Node[]; root: Node } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const root = (parser.parse(xml) as { propertyList: Node }).propertyList;
  return { residential: (root.residential as Node[] | undefined) ?? [], rental: (root.rental as Node[] | undefined) ?? [], root };
}

const text = (value: unknown): string =>
  typeof value === "object" && value !== null ? String((value as Node)["#text"] ?? "") : String(value ?? "");
const attr = (value: unknown, name: string): string => String((value as Node | undefined)?.[`@${name}`] ?? "");
const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** REAXML's only legal inspection form. */
const inspectionForm =
  /^(\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{4}) (1[0-2]|[1-9]):[0-5]\d(am|pm) to (1[0-2]|[1-9]):[0-5]\d(am|pm)$/;
const monthIndex = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 } as const;
/** A REAXML date-time without a zone (`YYYY-MM-DD-hh:mm:ss`). */
const reaxmlDateTime = /^\d{4}-\d{2}-\d{2}-\d{2}:\d{2}:\d{2}$/;

describe("generateDemoFeed", () => {
  let feed: DemoFeed;
  let parsed: ReturnType<typeof parse>;

  beforeAll(async () => {
    feed = await generateDemoFeed({ seed: 2557, agents, now, imageWidth: 240 });
    parsed = parse(feed.xml);
  }, 120_000);

  it("holds 40 homes for sale, 15 rentals and 80 sales, in the four suburbs", () => {
    const current = parsed.residential.filter((l) => attr(l, "status") === "current");
    const sold = parsed.residential.filter((l) => attr(l, "status") === "sold");
    expect(current).toHaveLength(demoFeedCounts.sale);
    expect(sold).toHaveLength(demoFeedCounts.sold);
    expect(parsed.rental).toHaveLength(demoFeedCounts.rental);
    expect(parsed.rental.every((l) => attr(l, "status") === "current")).toBe(true);

    const all = [...parsed.residential, ...parsed.rental];
    const places = new Set(all.map((l) => `${text((l.address as Node).suburb)} ${text((l.address as Node).postcode)}`));
    expect([...places].sort()).toEqual(["Gledswood Hills 2557", "Gregory Hills 2557", "Leppington 2179", "Oran Park 2570"]);
    const ids = all.map((l) => text(l.uniqueID));
    expect(new Set(ids).size).toBe(all.length);
    const addresses = all.map(
      (l) => `${text((l.address as Node).streetNumber)} ${text((l.address as Node).street)} ${text((l.address as Node).suburb)}`,
    );
    expect(new Set(addresses).size).toBe(all.length);
    expect(parsed.root["@username"]).toBeUndefined();
    expect(parsed.root["@password"]).toBeUndefined();
  });

  it("gives every listing REAXML's required parts: modTime, identity, beds, baths, a description and a team agent", () => {
    const emails = new Set(agents.map((a) => a.email));
    for (const listing of [...parsed.residential, ...parsed.rental]) {
      expect(attr(listing, "modTime")).toMatch(reaxmlDateTime);
      expect(text(listing.agentID)).toBe("IRNBRK");
      expect(text(listing.uniqueID)).toMatch(/^IBR-[SRH]-\d{4}$/);
      const features = listing.features as Node;
      expect(Number(text(features.bedrooms))).toBeGreaterThanOrEqual(3);
      expect(Number(text(features.bathrooms))).toBeGreaterThanOrEqual(1);
      expect(text(listing.description).length).toBeGreaterThan(200);
      expect(Number(text((listing.landDetails as Node).area))).toBeGreaterThan(100);
      const listingAgents = listing.listingAgent as Node[];
      expect(listingAgents.length).toBeGreaterThanOrEqual(1);
      for (const agent of listingAgents) expect(emails.has(text(agent.email))).toBe(true);
      // A modTime is never after the feed's own date.
      expect(attr(listing, "modTime") <= attr(parsed.root, "date")).toBe(true);
    }
  });

  it("gives every listing a main photo whose file is in the images, and every named file is a JPEG that is there", async () => {
    const named = new Set<string>();
    for (const listing of [...parsed.residential, ...parsed.rental]) {
      const objects = listing.objects as Node;
      const imgs = (objects.img as Node[]) ?? [];
      const main = imgs.find((img) => attr(img, "id") === "m");
      expect(main, text(listing.uniqueID)).toBeDefined();
      for (const object of [...imgs, ...((objects.floorplan as Node[] | undefined) ?? [])]) {
        const file = attr(object, "file");
        expect(feed.images.has(file), file).toBe(true);
        named.add(file);
      }
      if (attr(listing, "status") === "current") expect((objects.floorplan as Node[]).length).toBe(1);
    }
    expect([...feed.images.keys()].sort()).toEqual([...named].sort());
    for (const file of [...named].slice(0, 6)) {
      const metadata = await sharp(feed.images.get(file)!).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: 240, height: 160, space: "srgb" });
    }
    // Drawn per listing: the photos of different homes differ.
    const fronts = [...feed.images.entries()].filter(([name]) => name.endsWith("-m.jpg")).map(([, bytes]) => digest(bytes));
    expect(new Set(fronts).size).toBe(fronts.length);
  });

  it("shows only NSW-lawful prices: one figure (the search price), Auction or Contact Agent, never a range or 'offers over'", () => {
    for (const listing of parsed.residential.filter((l) => attr(l, "status") === "current")) {
      const view = text(listing.priceView);
      const price = Number(text(listing.price));
      expect(price).toBeGreaterThan(400_000);
      expect(view).not.toMatch(/over|above|from|\+|offers|-|–|to /i);
      if (view === "Auction") {
        expect(attr(listing.authority, "value")).toBe("auction");
        expect(attr(listing.auction, "date")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
        expect(attr(listing.auction, "date").slice(0, 10) > sydneyToday).toBe(true);
      } else if (view === "Contact Agent") {
        expect(attr(listing.price, "display")).toBe("no");
      } else {
        expect(view).toBe(`$${price.toLocaleString("en-AU")}`);
        expect(attr(listing.price, "display")).toBe("yes");
      }
    }
    const views = parsed.residential.filter((l) => attr(l, "status") === "current").map((l) => text(l.priceView));
    expect(views).toContain("Auction");
    expect(views.filter((v) => v.startsWith("$")).length).toBeGreaterThan(20);
    expect(parsed.residential.some((l) => attr(l.underOffer, "value") === "yes")).toBe(true);
  });

  it("gives every rental a fixed weekly rent, a bond and a date available, never 'Now'", () => {
    for (const listing of parsed.rental) {
      const weekly = Number(text(listing.rent));
      expect(attr(listing.rent, "period")).toBe("week");
      expect(attr(listing.rent, "display")).toBe("yes");
      expect(weekly).toBeGreaterThanOrEqual(400);
      expect(weekly).toBeLessThanOrEqual(1200);
      expect(text(listing.priceView)).toBe(`$${weekly} per week`);
      expect(Number(text(listing.bond))).toBe(weekly * 4);
      expect(text(listing.dateAvailable)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(text(listing.dateAvailable) >= sydneyToday).toBe(true);
    }
  });

  it("dates every sale in the past 18 months, never in the future", () => {
    const eighteenMonthsAgo = "2025-05-25";
    const dates = parsed.residential
      .filter((l) => attr(l, "status") === "sold")
      .map((l) => {
        const details = l.soldDetails as Node;
        expect(["yes", "no"]).toContain(attr(details.soldPrice, "display"));
        expect(Number(text(details.soldPrice))).toBeGreaterThan(400_000);
        return text(details.soldDate);
      });
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(date < sydneyToday).toBe(true);
      expect(date >= eighteenMonthsAgo).toBe(true);
    }
    // Spread over the period, not bunched at one end.
    expect(dates.some((d) => d < "2025-11-25")).toBe(true);
    expect(dates.some((d) => d > "2026-06-01")).toBe(true);
    // No current listing carries soldDetails.
    expect(parsed.residential.filter((l) => attr(l, "status") === "current").every((l) => l.soldDetails === undefined)).toBe(true);
  });

  it("writes inspections only in REAXML's legal form, on upcoming Saturdays", () => {
    let count = 0;
    for (const listing of [...parsed.residential, ...parsed.rental]) {
      const inspections = ((listing.inspectionTimes as Node | undefined)?.inspection as unknown[] | undefined) ?? [];
      if (attr(listing, "status") === "sold") expect(inspections).toEqual([]);
      for (const inspection of inspections.map(text)) {
        const match = inspectionForm.exec(inspection);
        expect(match, inspection).not.toBeNull();
        const day = new Date(Date.UTC(Number(match![3]), monthIndex[match![2] as keyof typeof monthIndex], Number(match![1])));
        expect(day.getUTCDay()).toBe(6);
        expect(day.toISOString().slice(0, 10) > sydneyToday).toBe(true);
        count++;
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  it("is deterministic: the same seed gives the same XML and images; another seed another feed", async () => {
    const again = await generateDemoFeed({ seed: 2557, agents, now, imageWidth: 240, counts: { sale: 3, rental: 2, sold: 2 } });
    const first = await generateDemoFeed({ seed: 2557, agents, now, imageWidth: 240, counts: { sale: 3, rental: 2, sold: 2 } });
    expect(again.xml).toBe(first.xml);
    expect([...again.images].map(([name, bytes]) => `${name}:${digest(bytes)}`)).toEqual(
      [...first.images].map(([name, bytes]) => `${name}:${digest(bytes)}`),
    );
    const other = await generateDemoFeed({ seed: 2570, agents, now, imageWidth: 240, counts: { sale: 3, rental: 2, sold: 2 } });
    expect(other.xml).not.toBe(first.xml);
  });

  it("refuses to make a feed without agents", async () => {
    await expect(generateDemoFeed({ seed: 1, agents: [], now })).rejects.toThrow(/at least one agent/);
  });
});

describe("generateBenchmarkFeed", () => {
  it("writes 5,000 well-formed listings without images, the same for the same arguments", () => {
    const xml = generateBenchmarkFeed(5000);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.match(/<residential modTime="[^"]+" status="current">/g)).toHaveLength(2000);
    expect(xml.match(/<residential modTime="[^"]+" status="sold">/g)).toHaveLength(2000);
    expect(xml.match(/<rental modTime="[^"]+" status="current">/g)).toHaveLength(1000);
    expect(xml).not.toContain("<objects>");
    const ids = xml.match(/<uniqueID>[^<]+<\/uniqueID>/g) ?? [];
    expect(new Set(ids).size).toBe(5000);

    const small = generateBenchmarkFeed(200);
    expect(generateBenchmarkFeed(200)).toBe(small);
    const { residential, rental } = parse(small);
    expect(residential.length + rental.length).toBe(200);
  }, 60_000);

  it("refuses a count that is not a positive whole number", () => {
    expect(() => generateBenchmarkFeed(0)).toThrow(/at least 1/);
    expect(() => generateBenchmarkFeed(2.5)).toThrow(/whole number/);
  });
});
