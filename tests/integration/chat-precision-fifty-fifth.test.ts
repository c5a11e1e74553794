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
