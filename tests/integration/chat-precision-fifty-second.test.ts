import { describe, expect, it } from "vitest";
import { seededChat, ownMatterHandedOver } from "../support/seeded-chat";

/**
 * Issue 28, the fifty-second session: what the fortieth batch's tuning half showed (an ordinary week of the chat), beside
 * the listings' own tests in listing-stock.test.ts.
 */
const { converse } = seededChat();

describe("an ordinary week's questions the site answers", () => {
  it("a valuation asked as a visit is the free price update, and whether it is charged for", async () => {
    const answer = await converse("can someone come out and value my place? do you charge for that");
    expect(answer).toContain("(/selling#appraisal)");
    expect(answer).toMatch(/free/);
    expect(answer).not.toMatch(/Gregory Hills typically sells/);
  });

  it("auction or private sale for an ordinary home is the selling FAQ", async () => {
    expect(await converse("is auction better than a private sale for a normal family home?")).toMatch(
      /^Auction or private treaty: which is better\?[^]*\(\/selling\)/,
    );
    // ("Standard property management fee" keeps its property: the fee's rule, not inspections.)
    expect(await converse("Is there a standard property management fee in NSW or does each agency just set its own?")).toMatch(
      /negotiable/,
    );
  });

  it("the closest station to a suburb is what its guide says of the stations near it", async () => {
    expect(await converse("closest train station to GH?")).toMatch(/Leppington and Campbelltown stations[^]*\(\/gregory-hills\)/);
    expect(await converse("whats the nearest train station to gledswood hills")).toMatch(/Leppington station[^]*\(\/gledswood-hills\)/);
    expect(await converse("closest train station to oran park?")).toMatch(/The nearest station is Leppington/);
    // With no place named, the page that says which station is nearest.
    for (const question of ["nearest train station", "closest station to my house?"])
      expect(await converse(question), question).toMatch(/The nearest station is Leppington/);
  });

  it("moving a rental's management to us is switching", async () => {
    expect(await converse("can i move the management of my rental from another agency to you while the tenant is still in?")).toMatch(
      /we handle the handover from your current agent/,
    );
  });

  it("the break fee is worked out for how far into the lease the tenant is, typed in a hurry", async () => {
    expect(await converse("5 months into a 12 mnth lease, movin for work. how much to brake it?")).toContain(
      "5 of 12 months gone is under half: a fee of 3 weeks' rent.",
    );
  });

  it("the review's findings: a lease's length is not how fast homes lease; a landlord ending the lease is no tenant's fee", async () => {
    expect(await converse("how many mnths lease do you do")).not.toMatch(/lease within two to three weeks/);
    expect(await converse("my landlord wants to end our lease early, we're 5 months into a 12 month lease. what do they owe?")).not.toMatch(
      /months gone is/,
    );
    // (The site's own answer to renting out instead of selling stays the answer.)
    expect(await converse("thinking of renting out instead of selling — what would it get a week?")).toMatch(
      /a rental estimate alongside a sale appraisal/,
    );
  });

  it("an application made is its agent's news, not how applications work", async () => {
    expect(await converse("i applied for one of your rentals last week, any news on it")).toMatch(ownMatterHandedOver);
  });
});
