import { describe, expect, it } from "vitest";
import { withWorkedFigures } from "./worked-figures";

const bondRule = "The bond is at most 4 weeks' rent, with no extra pet bond. Source: [NSW](https://example.nsw.gov.au).";
const depositRule = "The standard NSW contract asks for a 10% deposit, but 5% is common. More: [Buying guide](/buying).";

describe("a share the answer's rule gives, worked out for the figure asked about", () => {
  it("gives the most bond for the weekly rent named, beside the rule, once", () => {
    const worked = withWorkedFigures("the 4br on ur rent page is $720pw. max bond?", bondRule);
    expect(worked).toBe(
      "The bond is at most 4 weeks' rent, with no extra pet bond. For a rent of $720 a week, that is at most $2,880. Source: [NSW](https://example.nsw.gov.au).",
    );
    expect(withWorkedFigures("max bond on $720pw?", worked)).toBe(worked);
    expect(withWorkedFigures("how much bond for a 650 a week rental?", bondRule)).toContain("that is at most $2,600.");
  });

  it("gives a 10% deposit on the price named, in millions or thousands", () => {
    expect(withWorkedFigures("How much is the deposit on a $1.28m house?", depositRule)).toContain(
      "On a price of $1,280,000, a 10% deposit is $128,000.",
    );
    expect(withWorkedFigures("deposit on 850k?", depositRule)).toContain("On a price of $850,000, a 10% deposit is $85,000.");
  });

  it("leaves an answer alone when the question names no figure, asks of something else, or the rule is not given", () => {
    expect(withWorkedFigures("how much is the bond?", bondRule)).toBe(bondRule);
    expect(withWorkedFigures("the rent is $720pw, when is it due?", bondRule)).toBe(bondRule);
    expect(withWorkedFigures("max bond on $720pw?", "I'm sorry, I don't know.")).toBe("I'm sorry, I don't know.");
    expect(withWorkedFigures("deposit for a $500 a week rental?", depositRule)).toBe(depositRule);
  });

  it("gives the bond for the rent said just before, when the question points at it or the visitor told it", () => {
    expect(
      withWorkedFigures("whats the bond going to be on that", bondRule, Infinity, ["im looking at a $720pw house in gregory hills"]),
    ).toContain("For a rent of $720 a week, that is at most $2,880.");
    // (Told in a statement of the last two turns: "the rent is $585 per week → what's the most they can ask as bond?")
    expect(withWorkedFigures("how much is the bond?", bondRule, Infinity, ["im looking at a $720pw house"])).toContain("$2,880");
    expect(
      withWorkedFigures("What's the most they can ask for as bond?", bondRule, Infinity, [
        "applying for a townhouse",
        "the rent is $585 per week",
      ]),
    ).toContain("For a rent of $585 a week, that is at most $2,340.");
    // (Not a rent asked about in a question before, which was answered in its turn; nor three turns back.)
    expect(withWorkedFigures("how much is the bond?", bondRule, Infinity, ["is $720pw a fair rent in GH?"])).toBe(bondRule);
    expect(withWorkedFigures("how much is the bond?", bondRule, Infinity, ["we pay $720pw", "we have a dog", "and two kids"])).toBe(
      bondRule,
    );
    // (Nor for a question that asks no amount, nor for a search's limit: "houses under 1.1m → who holds the deposit?")
    expect(withWorkedFigures("who holds the deposit until settlement?", depositRule, Infinity, ["buying for $740,000"])).toBe(depositRule);
    expect(withWorkedFigures("how much is the deposit?", depositRule, Infinity, ["houses for sale oran park under 1.1m"])).toBe(
      depositRule,
    );
    expect(
      withWorkedFigures("What will the deposit be?", depositRule, Infinity, ["Buying in Oran Park for $740,000", "exchanging soon"]),
    ).toContain("$74,000");
    // (Nor a figure that is not the home's: pay, a loan, the visitor's own sale, a rent before, a neighbour's sale.)
    for (const told of ["my pay is $900 per week", "our last rental was $520 a week", "we rent at $500 a week now"])
      expect(withWorkedFigures("what's the max bond they can ask?", bondRule, Infinity, [told]), told).toBe(bondRule);
    for (const told of ["the bank will lend us $700k", "we sold ours for 900k", "the house next door sold for $1.1m"])
      expect(withWorkedFigures("how much deposit do I need?", depositRule, Infinity, [told]), told).toBe(depositRule);
    // ("One of your rentals" is another home than the one whose rent was said.)
    expect(withWorkedFigures("bond on one of your rentals?", bondRule, Infinity, ["we pay $550pw now"])).toBe(bondRule);
  });

  it("works out the break fee for how far into the fixed term the tenant is", () => {
    const breakRule =
      "On a fixed term of 3 years or less, the break fee is 4 weeks' rent if under a quarter of the term has passed, 3 weeks' if under half, 2 weeks' if under three quarters, then 1 week's. Source: [NSW](https://example.nsw.gov.au).";
    expect(withWorkedFigures("5 months into a 12 month lease, moving for work. how much to break it?", breakRule)).toContain(
      "5 of 12 months gone is under half: a fee of 3 weeks' rent.",
    );
    expect(withWorkedFigures("we have 2 months left on a 12 month lease, what's the break fee?", breakRule)).toContain(
      "10 of 12 months gone is three quarters or more: a fee of 1 week's rent.",
    );
    expect(withWorkedFigures("2 months into a 1 year lease, can we break it?", breakRule)).toContain("a fee of 4 weeks' rent");
    // (No term said, or a term longer than the rule's: the rule alone.)
    expect(withWorkedFigures("how much to break my lease?", breakRule)).toBe(breakRule);
    expect(withWorkedFigures("10 months into a 5 year lease, can I break it?", breakRule)).toBe(breakRule);
    // (The tenant's fee, not what a landlord who ends the lease owes.)
    expect(withWorkedFigures("landlord wants to break the lease, 5 months into a 12 month lease", breakRule)).toBe(breakRule);
  });

  it("makes room in a long answer with the rule's later sentences, never its source", () => {
    const long = `The bond is at most 4 weeks' rent. The refund takes about 2 working days. ${"Word ".repeat(20).trim()}. Source: [NSW](https://example.nsw.gov.au).`;
    const worked = withWorkedFigures("bond on $500 a week?", long, 42);
    expect(worked).toBe(
      `The bond is at most 4 weeks' rent. For a rent of $500 a week, that is at most $2,000. ${"Word ".repeat(20).trim()}. Source: [NSW](https://example.nsw.gov.au).`,
    );
    // (A sentence that leans on one taken out goes with it, never left to lean on the worked figure.)
    const article =
      "At exchange the buyer pays the deposit, often 10 per cent of the price. For the loan, most lenders look for a 20% deposit of the price. That is separate from the deposit paid on the contract. Settlement follows. More: [Settlement](/insights/settlement).";
    expect(withWorkedFigures("house price $680,000, deposit how much?", article, 40)).toBe(
      "At exchange the buyer pays the deposit, often 10 per cent of the price. On a price of $680,000, a 10% deposit is $68,000. Settlement follows. More: [Settlement](/insights/settlement).",
    );
  });
});
