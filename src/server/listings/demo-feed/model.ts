import { formatCalendarDayMonth } from "@/lib/format/date";
import { addDays, inspectionText, isoDate, nextSaturday, sydneyDate, type LocalDate } from "./dates";
import {
  demoFeatures,
  demoHeadlines,
  demoInsides,
  demoOpenings,
  demoOutsides,
  demoRentalNotes,
  demoSolar,
  demoSuburbs,
  type DemoCategory,
  type DemoSuburb,
} from "./data";
import type { Random } from "./random";
import { formatDollars } from "@/lib/format/number";

export interface DemoAgent {
  name: string;
  email: string;
  phone: string;
}

export type DemoListingKind = "sale" | "rental" | "sold";

/** How a demo house looks in its drawings, chosen once per listing so its photos and floor plan agree. */
export interface DemoLook {
  wall: string;
  trim: string;
  roof: string;
  roofStyle: "hip" | "gable" | "skillion";
  storeys: 1 | 2;
  door: string;
  sky: "day" | "evening";
  tree: boolean;
  floor: string;
  accent: string;
}

export interface DemoImage {
  /** REAXML slot: `m` (main), `a`–`z`, or a floor plan's `1`/`2`. */
  id: string;
  kind: "photo" | "floorplan";
  view: "front" | "living" | "plan";
  file: string;
}

export interface DemoListing {
  kind: DemoListingKind;
  uniqueId: string;
  modTime: Date;
  agents: DemoAgent[];
  suburb: DemoSuburb;
  streetNumber: string;
  street: string;
  category: DemoCategory;
  headline: string;
  description: string;
  bedrooms: number;
  bathrooms: number;
  ensuite: number;
  garages: number;
  livingAreas: number;
  features: string[];
  solarPanels: boolean;
  pool: boolean;
  landArea: number;
  frontage: number;
  buildingArea: number;
  /** The search price (sale) — on a lawful listing the displayed figure is this same single figure. */
  price: number;
  priceDisplay: boolean;
  priceView: string;
  auction: { date: LocalDate; minutes: number } | null;
  underOffer: boolean;
  inspections: string[];
  rent: { weekly: number; bond: number; dateAvailable: LocalDate } | null;
  sold: { price: number; display: boolean; date: LocalDate } | null;
  images: DemoImage[];
  look: DemoLook;
}

const walls = ["#e9e4da", "#d8d2c4", "#8c8a84", "#b5a48c", "#f1efe9", "#a35d3f", "#6f6a63", "#c9b79c"];
const trims = ["#2f2f2f", "#4b4f54", "#f4f4f2", "#3a3f44"];
const roofs = ["#3b3f44", "#55595e", "#8e9196", "#2b2d30", "#6b5a4a"];
const doors = ["#2f2f2f", "#7a4e2d", "#1f3b4d", "#4a5a3a"];
const floors = ["#c89f73", "#a57c52", "#d9cdbd", "#8f6d4c"];
const accents = ["#d98c5f", "#6f8f7b", "#3f6e8c", "#c9a227", "#9b5d73"];

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
}

const categoryFactor: Record<DemoCategory, number> = { House: 1, Townhouse: 0.7, "DuplexSemi-detached": 0.82 };
const categoryWord: Record<DemoCategory, string> = { House: "home", Townhouse: "townhouse", "DuplexSemi-detached": "duplex" };

export interface BuildOptions {
  now: Date;
  agents: readonly DemoAgent[];
  counts: { sale: number; rental: number; sold: number };
  /** Draw images for each listing (the demo feed) or none (the benchmark). */
  images: boolean;
  /** Sold listings go back this many days at most (18 months). */
  soldWithinDays?: number;
}

/** The demo listings, decided entirely by the random generator, the options and `now`. */
export function buildDemoListings(random: Random, options: BuildOptions): DemoListing[] {
  if (options.agents.length === 0) throw new Error("The demo feed needs at least one agent (name, email, phone)");
  const today = sydneyDate(options.now);
  const soldWithinDays = options.soldWithinDays ?? 547;
  const used = new Set<string>();
  const listings: DemoListing[] = [];
  const plan: DemoListingKind[] = [
    ...new Array<DemoListingKind>(options.counts.sale).fill("sale"),
    ...new Array<DemoListingKind>(options.counts.rental).fill("rental"),
    ...new Array<DemoListingKind>(options.counts.sold).fill("sold"),
  ];
  const serials: Record<DemoListingKind, number> = { sale: 0, rental: 0, sold: 0 };
  const prefix: Record<DemoListingKind, string> = { sale: "S", rental: "R", sold: "H" };

  for (const [index, kind] of plan.entries()) {
    const r = random.fork(`listing-${index}`);
    const suburb = demoSuburbs[index % demoSuburbs.length]!;
    serials[kind] += 1;
    const uniqueId = `IBR-${prefix[kind]}-${String(serials[kind]).padStart(4, "0")}`;

    let street = r.pick(suburb.streets);
    let streetNumber = String(r.int(1, 120));
    for (let attempt = 0; used.has(`${suburb.name}|${street}|${streetNumber}`); attempt++) {
      street = r.pick(suburb.streets);
      streetNumber = String(r.int(1, 160 + attempt * 40));
    }
    used.add(`${suburb.name}|${street}|${streetNumber}`);

    const categoryRoll = r.next();
    const category: DemoCategory = categoryRoll < 0.74 ? "House" : categoryRoll < 0.92 ? "Townhouse" : "DuplexSemi-detached";
    const bedrooms = category === "House" ? r.pick([3, 4, 4, 4, 5, 5]) : category === "Townhouse" ? r.pick([3, 3, 4]) : r.pick([3, 4]);
    const bathrooms = bedrooms >= 5 ? 3 : bedrooms === 4 ? r.pick([2, 2, 3]) : r.pick([1, 2, 2]);
    const garages = category === "Townhouse" ? r.pick([1, 1, 2]) : r.pick([1, 2, 2, 2]);
    const landArea = category === "House" ? roundTo(r.int(300, 700), 5) : category === "Townhouse" ? r.int(160, 260) : r.int(250, 340);
    const frontage = roundTo(category === "House" ? landArea / 30 : landArea / 24, 0.5);
    const buildingArea = roundTo(bedrooms * 42 + bathrooms * 12 + r.int(-15, 25), 1);
    const pool = category === "House" && landArea > 520 && r.chance(0.3);
    const solarPanels = r.chance(0.55);
    const features = demoFeatures.filter((_, i) => i < 3 || r.chance(0.6));
    const storeys: 1 | 2 = category === "Townhouse" || bedrooms >= 5 ? 2 : r.chance(0.4) ? 2 : 1;

    const look: DemoLook = {
      wall: r.pick(walls),
      trim: r.pick(trims),
      roof: r.pick(roofs),
      roofStyle: r.pick(["hip", "hip", "gable", "skillion"] as const),
      storeys,
      door: r.pick(doors),
      sky: r.chance(0.8) ? "day" : "evening",
      tree: r.chance(0.7),
      floor: r.pick(floors),
      accent: r.pick(accents),
    };

    const first = r.int(0, options.agents.length - 1);
    const agents = [options.agents[first]!];
    if (options.agents.length > 1 && r.chance(0.2)) agents.push(options.agents[(first + 1) % options.agents.length]!);

    // Price: the suburb's level for this kind of home, land and size, within ±6 %.
    const value =
      suburb.houseBase *
      categoryFactor[category] *
      (1 +
        (bedrooms - 4) * 0.08 +
        (bathrooms - 2) * 0.03 +
        (category === "House" ? ((landArea - 450) / 450) * 0.25 : 0) +
        (pool ? 0.03 : 0)) *
      (1 + (r.next() - 0.5) * 0.12);

    const values = {
      suburb: suburb.name,
      street,
      place: r.pick(suburb.nearby),
      land: landArea,
      beds: bedrooms,
      kind: categoryWord[category],
      garage: garages >= 2 ? "double garage" : "single garage",
    };
    const paragraphs = [
      fill(r.pick(demoOpenings), values),
      r.pick(demoInsides),
      fill(r.pick(demoOutsides), values) + (solarPanels ? ` ${demoSolar}` : ""),
      `Within easy reach of ${values.place} and ${r.pick(suburb.nearby.filter((p) => p !== values.place))}, with schools, parks and transport close by.`,
    ];

    let price = roundTo(value, 5000);
    let priceDisplay = true;
    let priceView = formatDollars(price);
    let auction: DemoListing["auction"] = null;
    let underOffer = false;
    let inspections: string[] = [];
    let rent: DemoListing["rent"] = null;
    let sold: DemoListing["sold"] = null;
    let modTime: Date;

    const saturday = nextSaturday(today);
    const slot = 9 * 60 + 15 * r.int(0, 22);
    if (kind === "sale") {
      const method = r.next();
      if (method < 0.25) {
        auction = { date: addDays(saturday, 7 * r.int(2, 5)), minutes: 10 * 60 + 30 * r.int(0, 8) };
        priceView = "Auction";
      } else if (method < 0.4) {
        priceDisplay = false;
        priceView = "Contact Agent";
      }
      underOffer = auction === null && r.chance(0.12);
      if (!underOffer && r.chance(0.9)) {
        inspections = [inspectionText(saturday, slot, slot + 30)];
        if (r.chance(0.6)) inspections.push(inspectionText(addDays(saturday, 7), slot, slot + 30));
      }
      modTime = new Date(options.now.getTime() - r.int(2 * 3600, 21 * 86400) * 1000);
    } else if (kind === "rental") {
      const weekly = roundTo(suburb.rentBase * categoryFactor[category] * (1 + (bedrooms - 4) * 0.07) * (1 + (r.next() - 0.5) * 0.08), 10);
      rent = { weekly, bond: weekly * 4, dateAvailable: addDays(today, r.int(0, 28)) };
      price = weekly;
      priceView = `${formatDollars(weekly)} per week`;
      inspections = [inspectionText(saturday, slot, slot + 15)];
      paragraphs.push(fill(r.pick(demoRentalNotes), { available: formatCalendarDayMonth(isoDate(rent.dateAvailable)) }));
      modTime = new Date(options.now.getTime() - r.int(2 * 3600, 10 * 86400) * 1000);
    } else {
      const daysAgo = r.int(1, soldWithinDays);
      const date = addDays(today, -daysAgo);
      // Prices rose about 5 % a year: older sales were cheaper.
      const soldPrice = roundTo(value * (1 - (0.05 * daysAgo) / 365), 1000);
      sold = { price: soldPrice, display: r.chance(0.85), date };
      price = roundTo(soldPrice, 5000);
      priceView = formatDollars(price);
      // Reported sold a day or two after the contract date, never after now.
      modTime = new Date(Math.min(options.now.getTime() - 3600_000, date.getTime() + r.int(24, 72) * 3600_000));
    }

    const headline = fill(r.pick(demoHeadlines), values);
    const images: DemoImage[] = [];
    if (options.images) {
      const file = (slot: string) => `${uniqueId.toLowerCase()}-${slot}.jpg`;
      images.push({ id: "m", kind: "photo", view: "front", file: file("m") });
      if (kind !== "sold") {
        images.push({ id: "a", kind: "photo", view: "living", file: file("a") });
        images.push({ id: "1", kind: "floorplan", view: "plan", file: file("fp1") });
      }
    }

    listings.push({
      kind,
      uniqueId,
      modTime,
      agents,
      suburb,
      streetNumber,
      street,
      category,
      headline,
      description: paragraphs.join("\n\n"),
      bedrooms,
      bathrooms,
      ensuite: bedrooms >= 4 ? 1 : 0,
      garages,
      livingAreas: bedrooms >= 4 ? 2 : 1,
      features,
      solarPanels,
      pool,
      landArea,
      frontage,
      buildingArea,
      price,
      priceDisplay,
      priceView,
      auction,
      underOffer,
      inspections,
      rent,
      sold,
      images,
      look,
    });
  }
  return listings;
}
