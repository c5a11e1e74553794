import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claimText } from "@/lib/agency/claims";

/*
 * Facts written once (issue 26, item 5): the agency's time zone and its date formats live in src/lib/format/, its
 * claims (days on market, reply promise, inspection frequency, campaign views) in src/lib/agency/claims.ts. This scans
 * the production code for a copy written anywhere else; a test file may name them in what it asserts.
 */

const root = path.resolve(import.meta.dirname, "..", "..");

function productionFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = productionFiles("src").map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

/** The files outside `home` whose text matches `pattern`. */
function copiesOutside(home: string, pattern: RegExp): string[] {
  return files.filter(({ file, text }) => !file.startsWith(home) && pattern.test(text)).map(({ file }) => file);
}

describe("one fact, one place", () => {
  it("names the agency's time zone only in src/lib/format/time-zone.ts", () => {
    expect(files.some(({ file }) => file === "src/lib/format/time-zone.ts")).toBe(true);
    expect(copiesOutside("src/lib/format/time-zone.ts", /Australia\/Sydney/)).toEqual([]);
  });

  it("formats dates only in src/lib/format/", () => {
    expect(copiesOutside("src/lib/format/", /\bDateTimeFormat\b|toLocale(Date|Time)String/)).toEqual([]);
  });

  it.each(Object.entries(claimText).filter(([name]) => name !== "views"))(
    'writes the claim %s ("%s") only in src/lib/agency/claims.ts',
    (name, text) => {
      // A client's testimonial is their own words, kept as they wrote them.
      const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      // "21 days" alone is also a notice period in the tenancy law the chat quotes: only "21 days on market" is the claim.
      const copy = new RegExp(name === "daysOnMarket" ? `\\b${escaped}( average)? on market` : `\\b${escaped}`, "i");
      const copies = copiesOutside("src/lib/agency/claims.ts", copy);
      expect(copies.filter((file) => file !== "src/content/testimonials.ts")).toEqual([]);
    },
  );
});
