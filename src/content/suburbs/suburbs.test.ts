import { describe, expect, it } from "vitest";
import { unknownAgencyTokens } from "@/lib/site-content/agency-tokens";
import { suburbComparison } from "./comparison";
import { findFullSuburbGuide, findSuburbGuide, suburbGuides, suburbPaths } from "./index";
import {
  buyingStepKeys,
  comparisonFeatureKeys,
  featureKeys,
  sellingBenefitKeys,
  type FullSuburbGuide,
  type ShortSuburbGuide,
  type SuburbGuide,
} from "./types";

const names = suburbGuides.map((guide) => guide.name);

/** Every human-readable string in a value, skipping links, images and identifiers. */
function collectText(value: unknown, skipKeys: ReadonlySet<string> = new Set(["href", "image", "slug", "key", "variant"])): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => collectText(item, skipKeys));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (skipKeys.has(key) ? [] : collectText(item, skipKeys)));
  }
  return [];
}

/** The text of a suburb's landing page: everything except its /buying and /selling sub-pages. */
function landingText(guide: SuburbGuide): string {
  const { seo, hero, imageAlt, features, market, cta } = guide;
  const parts: unknown[] = [seo, hero, imageAlt, features, market, cta];
  if (guide.variant === "full") parts.push(guide.faqs, guide.cards);
  else parts.push(guide.marketCards);
  return collectText(parts).join(" ");
}

function words(text: string): string[] {
  let stripped = text.toLowerCase();
  for (const name of names) stripped = stripped.split(name.toLowerCase()).join(" ");
  return stripped.match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
}

function trigrams(text: string): Set<string> {
  const list = words(text);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < list.length; i += 1) grams.add(`${list[i]} ${list[i + 1]} ${list[i + 2]}`);
  return grams;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

function pairs<T>(items: readonly T[]): [T, T][] {
  return items.flatMap((a, i) => items.slice(i + 1).map((b): [T, T] => [a, b]));
}

function full(slug: string): FullSuburbGuide {
  const guide = findFullSuburbGuide(slug);
  if (!guide) throw new Error(`${slug} should be a full guide`);
  return guide;
}

function short(slug: string): ShortSuburbGuide {
  const guide = findSuburbGuide(slug);
  if (guide?.variant !== "short") throw new Error(`${slug} should be a short guide`);
  return guide;
}

const fullGuides = [full("gregory-hills"), full("oran-park")];
const shortGuides = [short("leppington"), short("gledswood-hills")];

describe("suburb guides", () => {
  it("has the four suburbs with the spec's postcodes", () => {
    expect(Object.fromEntries(suburbGuides.map((guide) => [guide.slug, guide.postcode]))).toEqual({
      "gregory-hills": "2557",
      "gledswood-hills": "2557",
      "oran-park": "2570",
      leppington: "2179",
    });
  });

  it("uses the slug for the image and the suburb name in the hero title", () => {
    for (const guide of suburbGuides) {
      expect(guide.image).toBe(`/art/suburbs/${guide.slug}.svg`);
      expect(guide.hero.title).toBe(`Real Estate in ${guide.name}`);
      expect(guide.imageAlt.length).toBeGreaterThan(20);
      expect(guide.seo.description.length).toBeLessThanOrEqual(170);
    }
  });

  it("has six feature tiles, one per key, in display order", () => {
    for (const guide of suburbGuides) {
      expect(guide.features.map((tile) => tile.key)).toEqual([...featureKeys]);
    }
  });

  it("gives Gregory Hills and Oran Park six FAQs and sub-pages, and the short guides none", () => {
    for (const guide of fullGuides) {
      expect(guide.faqs).toHaveLength(6);
      expect(guide).not.toHaveProperty("marketCards");
    }
    for (const guide of shortGuides) {
      expect(guide.marketCards).toHaveLength(3);
      expect(guide).not.toHaveProperty("faqs");
      expect(guide).not.toHaveProperty("buying");
      expect(guide).not.toHaveProperty("selling");
    }
  });

  it("shows the events calendar only for Gregory Hills", () => {
    expect(fullGuides.filter((guide) => guide.showEvents).map((guide) => guide.slug)).toEqual(["gregory-hills"]);
  });

  it("has three why-buy points, four buying steps and six selling benefits", () => {
    for (const guide of fullGuides) {
      expect(guide.buying.whyBuy).toHaveLength(3);
      expect(guide.buying.steps.map((step) => step.key)).toEqual([...buyingStepKeys]);
      expect(guide.buying.faqs).toHaveLength(6);
      expect(guide.selling.benefits.map((benefit) => benefit.key)).toEqual([...sellingBenefitKeys]);
      expect(guide.selling.faqs).toHaveLength(6);
    }
  });

  it("points each call to action where the spec says", () => {
    const ctas = Object.fromEntries(suburbGuides.map((guide) => [guide.slug, [guide.cta.primary.href, guide.cta.secondary.href]]));
    expect(ctas).toEqual({
      "gregory-hills": ["/contact", "/selling"],
      "oran-park": ["/contact", "/buy?location=oran-park"],
      "gledswood-hills": ["/contact", "/selling"],
      leppington: ["/contact", "/selling"],
    });
    expect(full("oran-park").cta.secondary.label).toBe("Browse Properties");
    for (const guide of fullGuides) {
      expect([guide.buying.cta.primary.href, guide.buying.cta.secondary.href]).toEqual(["/contact", `/${guide.slug}`]);
      expect([guide.selling.cta.primary.href, guide.selling.cta.secondary.href]).toEqual(["/selling", "/contact"]);
    }
  });

  it("lists the eight guide paths", () => {
    expect(suburbPaths).toEqual([
      "/gregory-hills",
      "/gregory-hills/buying",
      "/gregory-hills/selling",
      "/oran-park",
      "/oran-park/buying",
      "/oran-park/selling",
      "/gledswood-hills",
      "/leppington",
    ]);
  });

  it("finds guides by slug", () => {
    expect(findSuburbGuide("oran-park")?.name).toBe("Oran Park");
    expect(findSuburbGuide("camden")).toBeUndefined();
    expect(findFullSuburbGuide("leppington")).toBeUndefined();
  });

  it("has no empty or placeholder text", () => {
    for (const text of collectText([suburbGuides, suburbComparison])) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
      // The agency's details by reference ({{hours}}, {{phone}}…) are filled in where the text is shown; nothing else.
      expect(unknownAgencyTokens(text), text).toEqual([]);
    }
  });

  it("writes each landing page in its own words (word-trigram Jaccard < 0.2 with suburb names removed)", () => {
    for (const [a, b] of pairs(suburbGuides)) {
      const similarity = jaccard(trigrams(landingText(a)), trigrams(landingText(b)));
      expect(similarity, `${a.slug} vs ${b.slug}`).toBeLessThan(0.2);
    }
  });

  it("writes the Gregory Hills and Oran Park sub-pages in their own words", () => {
    const [gh, op] = fullGuides;
    if (!gh || !op) throw new Error("missing full guides");
    for (const page of ["buying", "selling"] as const) {
      const similarity = jaccard(trigrams(collectText(gh[page]).join(" ")), trigrams(collectText(op[page]).join(" ")));
      expect(similarity, page).toBeLessThan(0.2);
    }
  });

  it("has substantial landing-page text for every suburb", () => {
    for (const guide of suburbGuides) {
      expect(words(landingText(guide)).length, guide.slug).toBeGreaterThan(450);
      expect(guide.market.paragraphs.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("suburb comparison", () => {
  it("compares Gregory Hills and Oran Park with every feature rated 1-5", () => {
    expect(suburbComparison.suburbs.map((suburb) => [suburb.name, suburb.postcode, suburb.url])).toEqual([
      ["Gregory Hills", "2557", "/gregory-hills"],
      ["Oran Park", "2570", "/oran-park"],
    ]);
    for (const suburb of suburbComparison.suburbs) {
      expect(Object.keys(suburb.features).sort()).toEqual([...comparisonFeatureKeys].sort());
      for (const key of comparisonFeatureKeys) {
        expect(suburb.features[key].rating).toBeGreaterThanOrEqual(1);
        expect(suburb.features[key].rating).toBeLessThanOrEqual(5);
      }
      expect(suburb.pros).toHaveLength(4);
      expect(suburb.cons).toHaveLength(3);
    }
  });

  it("has a 'which is right' option per suburb and the spec's call to action", () => {
    expect(suburbComparison.whichIsRight.options.map((option) => option.suburb)).toEqual(["gregory-hills", "oran-park"]);
    for (const option of suburbComparison.whichIsRight.options) expect(option.bestFor.length).toBeGreaterThan(0);
    expect([suburbComparison.cta.primary.href, suburbComparison.cta.secondary.href]).toEqual(["/contact", "/suburb-reports"]);
  });
});
