import { describe, expect, it } from "vitest";
import { applyPublishToggle, applyScheduledDate, isVisible, postStatus, publishedDateOnSave, type PublishState } from "./post-status";

const now = new Date("2026-11-22T09:00:00.000Z");
const oneSecondLater = new Date(now.getTime() + 1000);
const oneSecondEarlier = new Date(now.getTime() - 1000);
const nextWeek = new Date("2026-11-29T09:00:00.000Z");
const lastWeek = new Date("2026-11-15T09:00:00.000Z");

describe("postStatus, isVisible and publishedDateOnSave", () => {
  it.each<[string, PublishState, string, boolean, Date | null]>([
    ["draft, no date", { isPublished: false, scheduledDate: null }, "draft", false, null],
    ["draft, future date", { isPublished: false, scheduledDate: nextWeek }, "draft", false, nextWeek],
    ["draft, past date", { isPublished: false, scheduledDate: lastWeek }, "draft", false, lastWeek],
    ["published, no date", { isPublished: true, scheduledDate: null }, "published", true, now],
    ["published, past date", { isPublished: true, scheduledDate: lastWeek }, "published", true, lastWeek],
    ["published, date one second ago", { isPublished: true, scheduledDate: oneSecondEarlier }, "published", true, oneSecondEarlier],
    ["published, date exactly now", { isPublished: true, scheduledDate: new Date(now) }, "published", true, now],
    ["published, date one second ahead", { isPublished: true, scheduledDate: oneSecondLater }, "scheduled", false, oneSecondLater],
    ["published, date next week", { isPublished: true, scheduledDate: nextWeek }, "scheduled", false, nextWeek],
  ])("%s", (_name, state, kind, visible, publishedDate) => {
    const status = postStatus(state, now);
    expect(status.kind).toBe(kind);
    if (status.kind === "scheduled") expect(status.date).toBe(state.scheduledDate);
    expect(isVisible(state, now)).toBe(visible);
    expect(publishedDateOnSave(state, now)).toEqual(publishedDate);
  });

  it("a scheduled post becomes visible once its moment arrives", () => {
    const state = { isPublished: true, scheduledDate: nextWeek };
    expect(isVisible(state, new Date(nextWeek.getTime() - 1))).toBe(false);
    expect(isVisible(state, nextWeek)).toBe(true);
    expect(postStatus(state, nextWeek)).toEqual({ kind: "published" });
  });

  it("saves the scheduled date itself, not a copy of now", () => {
    expect(publishedDateOnSave({ isPublished: true, scheduledDate: nextWeek }, now)).toBe(nextWeek);
    expect(publishedDateOnSave({ isPublished: true, scheduledDate: null }, now)).toBe(now);
  });
});

describe("applyPublishToggle", () => {
  it.each<[PublishState, boolean, PublishState]>([
    [{ isPublished: false, scheduledDate: null }, true, { isPublished: true, scheduledDate: null }],
    [{ isPublished: true, scheduledDate: nextWeek }, true, { isPublished: true, scheduledDate: null }],
    [{ isPublished: false, scheduledDate: nextWeek }, true, { isPublished: true, scheduledDate: null }],
    [{ isPublished: true, scheduledDate: null }, false, { isPublished: false, scheduledDate: null }],
    [{ isPublished: true, scheduledDate: nextWeek }, false, { isPublished: false, scheduledDate: nextWeek }],
  ])("%j ticked %s → %j", (state, checked, expected) => {
    expect(applyPublishToggle(state, checked)).toEqual(expected);
  });

  it("keeps the form's other fields and does not mutate", () => {
    const form = { title: "Hello", isPublished: false, scheduledDate: nextWeek };
    expect(applyPublishToggle(form, true)).toEqual({ title: "Hello", isPublished: true, scheduledDate: null });
    expect(form).toEqual({ title: "Hello", isPublished: false, scheduledDate: nextWeek });
  });
});

describe("applyScheduledDate", () => {
  it.each<[PublishState, Date | null, PublishState]>([
    [{ isPublished: false, scheduledDate: null }, nextWeek, { isPublished: true, scheduledDate: nextWeek }],
    [{ isPublished: true, scheduledDate: null }, nextWeek, { isPublished: true, scheduledDate: nextWeek }],
    [{ isPublished: true, scheduledDate: lastWeek }, nextWeek, { isPublished: true, scheduledDate: nextWeek }],
    [{ isPublished: true, scheduledDate: nextWeek }, null, { isPublished: true, scheduledDate: null }],
    [{ isPublished: false, scheduledDate: nextWeek }, null, { isPublished: false, scheduledDate: null }],
  ])("%j given %j → %j", (state, date, expected) => {
    expect(applyScheduledDate(state, date)).toEqual(expected);
  });

  it("entering a date then ticking publish leaves a post published now", () => {
    const state = applyPublishToggle(applyScheduledDate({ isPublished: false, scheduledDate: null }, nextWeek), true);
    expect(postStatus(state, now)).toEqual({ kind: "published" });
    expect(publishedDateOnSave(state, now)).toBe(now);
  });

  it("keeps the form's other fields", () => {
    expect(applyScheduledDate({ slug: "a", isPublished: false, scheduledDate: null }, nextWeek)).toEqual({
      slug: "a",
      isPublished: true,
      scheduledDate: nextWeek,
    });
  });
});
