import { describe, expect, it } from "vitest";
import { allows, handsOver, refusesOn, seededChat } from "../support/seeded-chat";

/**
 * Issue 28, the forty-fourth session: what last session's reviews found wrong on both sides of the change, and what
 * this session's tuning mended, each with wordings of our own.
 */
const { converse } = seededChat();

describe("a smell of gas", () => {
  it("'I smell gas near the meter' is an urgent repair, not the gas bill", async () => {
    for (const question of ["i smell gas near the meter", "there's a gas leak in my rental"]) {
      const answer = await converse(question);
      expect(answer, question).toMatch(/Urgent repairs include/);
      expect(answer, question).not.toMatch(/separately metered/);
    }
  });

  it("'… who do I call?' is how to report it (the property manager), not one of the team by a word of the question", async () => {
    for (const question of ["i smell gas near the meter, who do i call", "gas leak at my rental who do i call"]) {
      const answer = await converse(question);
      expect(answer, question).toMatch(/Contact your property manager/);
      expect(answer, question).not.toMatch(/\/team\//);
    }
  });

  it("the gas bill is still the bills rule", async () => {
    expect(await converse("who pays the gas bill in a rental?")).toMatch(/separately metered/);
  });
});

describe("open homes wanted on a Sunday in the home the visitor rents", () => {
  it("'the agent showing our rental wants opens on sunday': the rule for showing a tenanted home, not the office hours", async () => {
    const answer = await converse("the agent showing our rental wants opens on sunday");
    expect(answer).toMatch(/not on Sundays or public holidays/);
    expect(answer).not.toMatch(/Monday to Friday/);
  });

  it("the office opening on a Saturday is still the office hours", async () => {
    expect(await converse("does the office opens on saturdays?")).toMatch(/Monday to Friday/);
  });
});

describe("the head of another body", () => {
  it("'who heads the Camden council?' is none of our team", async () => {
    for (const question of ["who heads the camden council?", "who runs the council in camden?"]) {
      const answer = await converse(question);
      expect(answer, question).not.toMatch(/\/team\//);
      handsOver(answer);
    }
  });

  it("'who runs the scholarship program?' is still ours", async () => {
    expect(await converse("who runs the scholarship program?")).toMatch(/\/team\/daniel-whitford/);
  });
});

describe("fair dealing from last session's reviews", () => {
  it("a vendor who 'only wants offers from aussie families' is refused on race", async () => {
    refusesOn("race", "vendor only wants offers from aussie families");
    refusesOn("race", "the owner will only take applications from white families");
  });

  it("a steep block, buyers with a disability, construction trucks with the kids around, first-home-buyer homes: answered", async () => {
    for (const question of [
      "will a steep block discourage buyers with a disability?",
      "we don't want a street full of construction trucks with the kids around",
      "pick out best first home buyer homes for young couples",
    ])
      allows(question);
  });
});
