import { describe, expect, it } from "vitest";
import { detectIntent, detectLeadContext, detectSuburb, latestIntent } from "./intent";

describe("detectIntent", () => {
  it.each([
    ["I'm thinking of selling my house", "sell"],
    ["What's my home worth?", "value"],
    ["Can I get a free appraisal?", "value"],
    ["Could someone come out and give them a price on their house?", "value"],
    // (A price on a service is a quote, not a home's value.)
    ["Could you get us a price on a building and pest inspection?", null],
    // A rental appraisal (the rent a home would earn) is a landlord's question, not the home's value.
    ["can you do a free rental appraisal?", "rent"],
    ["I'd like a valuation of the rent on my townhouse", "rent"],
    ["We want to buy our first home", "buy"],
    ["I need a property manager for my rental", "rent"],
    // Listing a home for rent is a landlord's; for sale, a seller's.
    ["how do I list my property for rent with you?", "rent"],
    ["I want to list my house for sale", "sell"],
    ["Are you open on Saturday?", null],
  ])("%s → %s", (text, intent) => {
    expect(detectIntent(text)).toBe(intent);
  });
});

describe("detectSuburb", () => {
  it.each([
    ["selling in oran park", "Oran Park"],
    ["GregoryHills homes", "Gregory Hills"],
    ["gledswood-hills", "Gledswood Hills"],
    ["Leppington station", "Leppington"],
    // Nicknames: "Gleddy Hills", "Lepo".
    ["Gleddy Hills, that's the one with the old homestead right?", "Gledswood Hills"],
    ["anything in lepo?", "Leppington"],
    ["schools in op?", "Oran Park"],
    ["is there an op shop near the station?", null],
    ["Camden", null],
  ])("%s → %s", (text, suburb) => {
    expect(detectSuburb(text)).toBe(suburb);
  });
});

describe("lead context", () => {
  const messages = [
    { role: "user", content: "How long to sell in Oran Park?" },
    { role: "assistant", content: "30–45 days." },
    { role: "user", content: "And settlement?" },
  ];
  it("takes the intent from the latest message, the suburb from any", () => {
    expect(detectLeadContext(messages)).toEqual({ intent: null, suburb: "Oran Park" });
    expect(latestIntent(messages)).toBe("sell");
  });
});
