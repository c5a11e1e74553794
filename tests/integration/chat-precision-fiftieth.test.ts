import { describe, expect, it } from "vitest";
import { plainMessage } from "@/server/chat/plain-message";
import { stockQuestionBeside } from "@/server/chat/stock-questions";
import { seededChat } from "../support/seeded-chat";

/**
 * Issue 28, the fiftieth session: a question about the agency's homes asked beside another one ("… for rent in Oran
 * Park? and how much is the bond usually") answered only the homes. Wordings of our own.
 */
const { converse } = seededChat();

describe("a search of the homes and another question in one message", () => {
  it("each is answered, in the order asked, when the site lists no homes", async () => {
    const answer = await converse("any 3 bed houses for rent in Oran Park? and how much is the bond usually");
    expect(answer).toMatch(/^No homes for lease are listed on our website at the moment\.[^]*The bond is at most 4 weeks' rent/);
    const hours = await converse("what time do you close on saturday? also got any rentals in leppington");
    expect(hours).toMatch(/^Our office is open[^]*No homes for lease are listed/);
  });

  it("a part that asks about the homes searched, or says nothing of its own, stays with the search", () => {
    expect(stockQuestionBeside("what's sold lately in Leppington? also what's your commission")).toEqual({
      stock: "what's sold lately in Leppington?",
      other: "what's your commission",
      stockFirst: true,
    });
    // ("there" is the suburb searched.)
    expect(stockQuestionBeside("any homes for sale in Gregory Hills and what are the schools like there?")).toEqual({
      stock: "any homes for sale in Gregory Hills",
      other: "what are the schools like in Gregory Hills?",
      stockFirst: true,
    });
    for (const message of [
      "any rentals in Oran Park? do any of them take pets?",
      "any rentals available and what are the schools like there?",
      "any 4 bed houses for sale in Oran Park? we have a budget of 900k",
      "any houses for sale in Oran Park? which is the cheapest?",
      "what are your office hours?",
      // (A preamble is no question of its own.)
      "Can I ask something? Any houses for sale in Leppington?",
    ])
      expect(stockQuestionBeside(message), message).toBeNull();
  });
});

describe("after a search, a question of another subject (the review's findings)", () => {
  it("is answered, not taken for the search again", async () => {
    expect(await converse("any rentals in Oran Park?", "Thanks! And how much is the bond?")).toMatch(/at most 4 weeks' rent/);
    expect(await converse("any houses for sale in leppington?", "Ok thanks. And do you do property management too?")).toMatch(
      /property management/,
    );
  });

  it("a name is no typo: 'Wen' stays Wen", () => {
    expect(plainMessage("my name is Wen, 0412 345 678")).toContain("Wen");
  });
});
