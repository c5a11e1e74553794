import { describe, expect, it } from "vitest";
import { seededChat } from "../support/seeded-chat";

/** Issue 28, the fifty-third session: what the last review left wrong, beside the listings' own tests in listing-stock.test.ts. */
const { converse } = seededChat();

describe("the last review's wrong answers", () => {
  it("whether commission is paid when a home does not sell is what the agency agreement must say", async () => {
    for (const question of ["do i pay commission if it doesnt sell", "would we still have to pay commission if the house doesn't sell?"])
      expect(await converse(question), question).toMatch(/^Commission is not set by law[^]*the commission and when they are paid/);
    // (Not the FAQ on selling and buying at once, which shares its "sell" and "pay".)
    expect(await converse("do i pay the agent if it doesnt sell")).not.toMatch(/sell and buy at the same time/);
  });

  it("news of an application made is handed over", async () => {
    expect(await converse("we submitted an application last week for the leppington place, any update?")).toMatch(
      /^I'm sorry, I don't know the answer[^]*\(\/contact\)/,
    );
  });
});
