import { describe, expect, it } from "vitest";
import { plainYes } from "./yes";

describe("a plain yes", () => {
  it("is a yes word with up to three agreeing words, to an offer or to a callback's confirmation alike", () => {
    for (const yes of ["yes", "Yes please!", "yes ok, good", "correct, thanks", "that's right", "why not", "yep go ahead thanks"])
      expect(plainYes.test(yes), yes).toBe(true);
  });

  it("is not a thank-you, a yes with a question after it, or a no", () => {
    for (const other of ["great, thanks", "thanks", "yes but how much is it?", "no thanks", "ok so what does it cost"])
      expect(plainYes.test(other), other).toBe(false);
  });
});
