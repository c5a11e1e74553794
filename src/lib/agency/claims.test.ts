import { describe, expect, it } from "vitest";
import { replyPromiseMinutes } from "@/lib/leads/business-hours";
import { agencyClaims, claimText } from "./claims";

describe("the agency's claims", () => {
  it("read as the spec writes them", () => {
    expect(claimText).toEqual({
      daysOnMarket: "21 days",
      views: "500,000",
      viewsPerCampaign: "500,000+",
      viewsShort: "500K+",
      yearsExperience: "10+",
      replyWithin: "within 2 hours",
      replyWithinInWords: "within two hours",
      replyBusinessHours: "2 business hours",
      inspectionEvery: "every 3 months",
      inspectionEveryInWords: "every three months",
    });
  });

  it("set the reply clock: a lead is due the promised hours after it arrives", () => {
    expect(replyPromiseMinutes).toBe(agencyClaims.replyWithinHours * 60);
  });
});
