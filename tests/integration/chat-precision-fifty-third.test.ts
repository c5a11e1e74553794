import { describe, expect, it } from "vitest";
import { seededChat, ownMatterHandedOver } from "../support/seeded-chat";

/** Issue 28, the fifty-third session: what the last review left wrong, beside the listings' own tests in listing-stock.test.ts. */
const { converse } = seededChat();

describe("the last review's wrong answers", () => {
  it("whether commission is paid when a home does not sell is what the agency agreement must say", async () => {
    for (const question of [
      "do i pay commission if it doesnt sell",
      "would we still have to pay commission if the house doesn't sell?",
      // (Paying "the agent" or "you" is the commission too, not the FAQ on selling and buying at once.)
      "do i pay the agent if it doesnt sell",
      "do i pay you if it doesnt sell",
    ])
      expect(await converse(question), question).toMatch(/^Commission is not set by law[^]*the commission and when they are paid/);
  });

  it("news of an application made is handed over", async () => {
    expect(await converse("we submitted an application last week for the leppington place, any update?")).toMatch(ownMatterHandedOver);
  });
});

describe("English written word for word from another language, and long formal messages (the forty-first batch)", () => {
  it("a rent put up, 'since 2 years', 'there is any limit': the rule on rent increases", async () => {
    const answer = await converse("My tenant is paying $550 since 2 years. Can I make it $650? there is any limit how much?");
    expect(answer).toMatch(/60 days' written notice/);
    expect(answer).toMatch(/There is no cap on an increase/);
  });

  it("moving management 'in the middle of the lease', and 'what happen with the bond and the keys', is switching", async () => {
    expect(
      await converse("Can I move my property management to Ironbark in the middle of the lease? What happen with the bond and the keys?"),
    ).toMatch(/we handle the handover from your current agent, including the tenant, bond and keys/);
  });

  it("the deposit on a price told is worked out beside the article's 'often 10 per cent'", async () => {
    expect(
      await converse("Hello, we are first home buyer. House is $720,000, how much deposit we need to pay when sign contract?"),
    ).toContain("On a price of $720,000, a 10% deposit is $72,000.");
  });

  it("'we want to give offer. what is the next step?' is how to make an offer", async () => {
    expect(
      await converse("we went to open home in Wensley Avenue gregory hills on saturday", "we want to give offer. what is the next step?"),
    ).toMatch(/^Put your offer in writing/);
  });

  it("'please check for me' of the visitor's own bond is handed over to the team", async () => {
    expect(
      await converse("I moved out from my rental in Oran Park 3 weeks ago. why my bond not returned yet? please check for me"),
    ).toMatch(ownMatterHandedOver);
  });

  it("the rent a home would fetch, asked at the end of a long story, is the rental estimate", async () => {
    expect(
      await converse(
        "Hello. We are moving overseas for two years for work and would like to rent out our home in Oran Park instead of selling it. Could you tell us what rent we might be able to get?",
      ),
    ).toMatch(/rental estimate/);
    // (Of "it", beside how long it sits empty, both parts are still answered.)
    const both = await converse(
      "I own a 4 bed in Gregory Hills and might rent it out instead of selling. Can you tell me what rent it would get, and how long would it sit empty?",
    );
    expect(both).toMatch(/two to three weeks/);
  });
});

describe("the review of the forty-first batch's mends: what they must not catch", () => {
  it("a tenant asking for a lower rent is no rent increase", async () => {
    for (const question of [
      "The rent is $600 a week, can we make it $550? we are tenants",
      "can we make it $20 cheaper if we sign 2 years lease? rent is $580",
    ])
      expect(await converse(question), question).not.toMatch(/60 days' written notice/);
  });

  it("'please check for me' hands over only a matter of the visitor's own", async () => {
    expect(await converse("could you please check for me what the bond is on a $600 a week rental?")).toMatch(/\$2,400/);
  });

  it("moving out 'in the middle of the lease' is still a tenant leaving", async () => {
    expect(await converse("what if i need to move in the middle of the lease?")).not.toMatch(/handover from your current agent/);
  });

  it("documents to apply are no buying passage (since the fifty-seventh session, the checks on a rental application)", async () => {
    expect(await converse("what documents i need for apply?")).toMatch(/^I'm sorry, I don't know the answer/);
    // (On an agency's site, applying is for a rental: what we check on an application answers it.)
    expect(await converse("what documents do i need to apply?")).toMatch(/identity, income, rental history and references/);
  });
});
