import { describe, expect, it } from "vitest";
import type { PostFormValues } from "@/lib/validation/blog-post";
import { draftOfferFor, type PostDraft } from "./use-post-draft";

const values = { title: "Kept in the browser" } as PostFormValues;
const draft = (savedAt: string, base?: string): PostDraft => ({ values, savedAt, base });

describe("draftOfferFor: an unsaved copy never replaces newer work", () => {
  it("offers a new post's copy", () => {
    expect(draftOfferFor(draft("2026-11-26T01:00:00Z"), undefined)).toMatchObject({ replacesNewerSave: false });
  });

  it("offers a copy started from the version the server has", () => {
    expect(draftOfferFor(draft("2026-11-26T01:00:00Z", "2026-11-26T00:00:00.000Z"), "2026-11-26T00:00:00.000Z")).toMatchObject({
      replacesNewerSave: false,
    });
  });

  it("does not offer a copy written before the post's last save", () => {
    expect(draftOfferFor(draft("2026-11-26T01:00:00Z", "2026-11-26T00:00:00.000Z"), "2026-11-26T02:00:00.000Z")).toBeNull();
    // A copy from before versions were recorded counts as started from an unknown, earlier version.
    expect(draftOfferFor(draft("2026-11-26T01:00:00Z"), "2026-11-26T02:00:00.000Z")).toBeNull();
  });

  it("offers a copy written after a later save, saying it would replace that save", () => {
    expect(draftOfferFor(draft("2026-11-26T03:00:00Z", "2026-11-26T00:00:00.000Z"), "2026-11-26T02:00:00.000Z")).toMatchObject({
      replacesNewerSave: true,
    });
  });

  it("does not offer a copy whose times cannot be read", () => {
    expect(draftOfferFor(draft("yesterday", "2026-11-26T00:00:00.000Z"), "2026-11-26T02:00:00.000Z")).toBeNull();
  });
});
