import { describe, expect, it } from "vitest";
import { postStatusLabel } from "./status-label";

const now = new Date("2026-11-22T09:00:00.000Z");

describe("postStatusLabel", () => {
  it.each([
    [{ isPublished: false, scheduledDate: null }, "Draft"],
    [{ isPublished: false, scheduledDate: new Date("2026-12-01T00:00:00Z") }, "Draft"],
    [{ isPublished: true, scheduledDate: null }, "Published"],
    [{ isPublished: true, scheduledDate: new Date(now.getTime() - 1000) }, "Published"],
    [{ isPublished: true, scheduledDate: now }, "Published"],
    [{ isPublished: true, scheduledDate: new Date(now.getTime() + 1000) }, "Scheduled: November 22, 2026"],
    [{ isPublished: true, scheduledDate: new Date("2026-12-24T23:00:00Z") }, "Scheduled: December 25, 2026"],
  ])("%o → %s", (post, label) => {
    expect(postStatusLabel(post, now)).toBe(label);
  });
});
