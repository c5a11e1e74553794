import { describe, expect, it } from "vitest";
import { seededChat } from "../support/seeded-chat";

/** Issue 28, the fifty-fifth session. */
const { converse } = seededChat();

describe("buyers coming through a tenanted home", () => {
  it("'how much notice before buyers come through?' is the notice of a showing, not every notice of entry beside it", async () => {
    for (const question of [
      "How much notice does my tenant need before buyers come through the house?",
      "how much notice do my tenants need before buyers can come through the house the first time",
    ]) {
      const answer = await converse(question);
      expect(answer, question).toMatch(/^The tenant must get 14 days' written notice before the home is first shown to buyers\./);
      expect(answer, question).not.toMatch(/routine inspection needs at least 7 days/);
    }
  });

  it("a routine inspection or a tradesperson coming in is still entry", async () => {
    expect(await converse("how much notice do you have to give before coming through for a routine inspection?")).toMatch(
      /routine inspection needs at least 7 days' written notice/,
    );
  });
});

describe("open homes and a price range in a tenanted home", () => {
  it("'how do open homes work when the house is tenanted?' is the rule for showing a tenanted home, not the week's list", async () => {
    const answer = await converse("How do open homes work when the house is tenanted?");
    expect(answer).toMatch(/^The tenant must get 14 days' written notice before the home is first shown to buyers\./);
    expect(answer).not.toContain("](/open-homes)");
  });

  it("a seller's 'can I list it at $850k–$950k?' is the price-range rule, beside the tenanted showings asked too", async () => {
    const answer = await converse("Can I list it at $850k–$950k? Also it's tenanted, how do open homes work?");
    expect(answer).toMatch(/^The agent must write a reasonable estimated selling price[^.]*; a range can be no wider than 10%\./);
    expect(answer).toMatch(/The tenant must get 14 days' written notice before the home is first shown to buyers\./);
  });
});

describe("a price range searched for", () => {
  const { converse: ask } = seededChat({ listings: true, now: new Date("2026-12-07T01:00:00Z") });

  it("'$700k to $800k' and '650-750k' are a range of prices even without 'between'", async () => {
    for (const [question, search] of [
      ["any houses listed at $700k to $800k in oran park?", "location=oran-park&min=700000&max=800000&type=house"],
      ["houses for sale in oran park $700k-$800k", "location=oran-park&min=700000&max=800000&type=house"],
      ["rentals in leppington $600-700 a week", "location=leppington&min=600&max=700"],
    ] as const) {
      const answer = await ask(question);
      expect(answer, question).toContain(search);
      // (No home outside the range is offered: every price given is within it, or withheld.)
      for (const [, price] of answer.matchAll(/\): \$([\d,]+)/g)) {
        const value = Number(price!.replace(/,/g, ""));
        expect(value, question).toBeGreaterThanOrEqual(search.includes("min=600") ? 600 : 700_000);
        expect(value, question).toBeLessThanOrEqual(search.includes("max=700&") || search.endsWith("max=700") ? 700 : 800_000);
      }
    }
  });
});
