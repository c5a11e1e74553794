import { describe, expect, it } from "vitest";
import { agencyNotification } from "./templates";

describe("agencyNotification", () => {
  it("states when the lead arrived on Sydney's clock, not in UTC", () => {
    // The audit's lead: 20:46 UTC on Wednesday 25 November is 7:46 am on Thursday 26 November in Sydney (AEDT).
    const mail = agencyNotification({
      id: "lead-1",
      kind: "contact",
      fullName: "Sam Seller",
      email: "sam@example.com",
      details: {},
      receivedAt: new Date("2026-11-25T20:46:54.020Z"),
    });
    expect(mail.text).toMatch(/^Received: Thu,? 26 Nov, 7:46\sam AEDT$/m);
    expect(mail.html).toMatch(/Received Thu,? 26 Nov, 7:46\sam AEDT/);
    expect(mail.text).not.toContain("2026-11-25T20:46:54.020Z");
  });
});
