import { describe, expect, it } from "vitest";
import { agencyDate } from "@/lib/format/date";
import { initialNswFacts, nswFactTopics, nswFactsOf, nswFactsSchema, type NswFacts } from "./nsw-facts";

const message = (change: Partial<NswFacts["pets"]>) => {
  const result = nswFactsSchema.safeParse({ ...initialNswFacts, pets: { ...initialNswFacts.pets, ...change } });
  return result.success ? null : result.error.issues[0]?.message;
};

const tomorrow = (() => {
  const day = new Date(`${agencyDate()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
})();

describe("the NSW rules in brief", () => {
  it("starts with every topic the issue lists, each answered with an official source and its 'as of' date", () => {
    expect(nswFactsSchema.safeParse(initialNswFacts).success).toBe(true);
    expect(Object.keys(initialNswFacts)).toEqual(nswFactTopics.map((topic) => topic.key));
    for (const fact of Object.values(initialNswFacts)) {
      expect(fact.sourceUrl).toMatch(/^https:\/\/([a-z0-9-]+\.)+gov\.au\//);
      expect(fact.asOf).toBe("2026-11-26");
      // Short enough for the chat to quote whole in an answer of at most 130 words.
      expect(fact.answer.split(/\s+/).length).toBeLessThanOrEqual(80);
    }
    // Duty is never computed: the stamp duty answer links Revenue NSW's calculator.
    expect(initialNswFacts.stampDuty.sourceUrl).toContain("revenue.nsw.gov.au/erevenue/calculators");
  });

  it("gives each page its own topics, in order, with the date written out", () => {
    expect(nswFactsOf(initialNswFacts, "rental").map((fact) => fact.key)).toEqual([
      "rentIncrease",
      "bond",
      "pets",
      "bills",
      "breakLease",
      "repairs",
      "inspections",
      "managementFees",
    ]);
    expect(nswFactsOf(initialNswFacts, "buying").map((fact) => fact.key)).toEqual(["coolingOff", "deposit", "stampDuty", "firstHome"]);
    expect(nswFactsOf(initialNswFacts, "selling").map((fact) => fact.key)).toEqual(["agentFees", "openHomesTenanted", "priceGuide"]);
    expect(nswFactsOf(initialNswFacts, "rental")[0]).toMatchObject({
      question: "How much notice is needed for a rent increase?",
      sourceName: "NSW Government: rent increases",
      asOfText: "As of 26 November 2026",
    });
  });

  it("refuses a fact without an answer, with a source that is not an official page, or dated in the future, naming the topic", () => {
    expect(message({ answer: "  " })).toBe("Pets: the answer is required");
    expect(message({ answer: "Yes." })).toBe("Pets: the answer must be at least 40 characters");
    expect(message({ answer: "x".repeat(481) })).toBe("Pets: the answer must be less than 481 characters");
    expect(message({ sourceName: "" })).toBe("Pets: the source's name is required");
    expect(message({ sourceUrl: "" })).toBe("Pets: the source's link is required");
    const notOfficial = "Pets: the source's link must be an official page: https:// and a .gov.au address, without spaces or a ?";
    expect(message({ sourceUrl: "https://www.tenantsrights.org.au/factsheet-pets" })).toBe(notOfficial);
    expect(message({ sourceUrl: "http://www.nsw.gov.au/pets" })).toBe(notOfficial);
    expect(message({ sourceUrl: "https://www.nsw.gov.au/pets?x=1" })).toBe(notOfficial);
    expect(message({ asOf: "" })).toBe("Pets: the 'as of' date is required");
    expect(message({ asOf: "26/11/2026" })).toBe("Pets: the 'as of' date must be a date (yyyy-mm-dd)");
    expect(message({ asOf: tomorrow })).toBe("Pets: the 'as of' date cannot be in the future");
    expect(message({ sourceUrl: " https://www.nsw.gov.au/housing-and-construction/rules " })).toBeNull();
  });

  it("refuses a document with a topic missing", () => {
    const withoutPets: Partial<NswFacts> = { ...initialNswFacts };
    delete withoutPets.pets;
    expect(nswFactsSchema.safeParse(withoutPets).success).toBe(false);
  });
});
