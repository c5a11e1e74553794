import { describe, expect, it } from "vitest";
import { unsubscribedEverythingMessage, unsubscribeEverythingLabel } from "./unsubscribe-everything";

describe("unsubscribe from everything", () => {
  it("names the newsletter when it ends it too", () => {
    expect(unsubscribeEverythingLabel(true)).toBe("Unsubscribe from all alerts and the newsletter");
    expect(unsubscribedEverythingMessage(true)).toBe("Unsubscribed from every alert and the newsletter.");
  });

  it("speaks of alerts alone when there is no newsletter to end", () => {
    expect(unsubscribeEverythingLabel(false)).toBe("Unsubscribe from all alerts");
    expect(unsubscribedEverythingMessage(false)).toBe("Unsubscribed from every alert.");
  });
});
