import { describe, expect, it } from "vitest";
import { lawTopics } from "./law-topics";

describe("the law topics' hand-over pages", () => {
  it("are official NSW pages", () => {
    for (const topic of lawTopics) expect(new URL(topic.source.url).hostname, topic.id).toMatch(/\.nsw\.gov\.au$/);
  });

  it("send a rent-increase question to the page with the rules since October 2024, not Fair Trading's older one", () => {
    const rentIncrease = lawTopics.find((topic) => topic.id === "rent-increase");
    expect(rentIncrease?.source.url).toBe("https://www.nsw.gov.au/housing-and-construction/renting-a-place-to-live/rent-increases");
  });
});
