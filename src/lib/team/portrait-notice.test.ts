import { describe, expect, it } from "vitest";
import { isPortraitRefusal, portraitNoticeNamed, portraitNotices } from "./portrait-notice";

describe("the portrait form's notice in the address", () => {
  it("reads the codes the route sends, and nothing else", () => {
    expect(portraitNoticeNamed("uploaded")).toBe("uploaded");
    expect(portraitNoticeNamed("not-an-image")).toBe("not-an-image");
    for (const other of ["Your account is locked, call 0400 000 000", "toString", "__proto__", "", undefined, ["uploaded"]])
      expect(portraitNoticeNamed(other)).toBeNull();
  });

  it("tells a refusal from a change made", () => {
    const refusals = Object.keys(portraitNotices).filter((code) => isPortraitRefusal(code as keyof typeof portraitNotices));
    expect(refusals).toEqual(["no-file", "too-large", "not-an-image", "over-allowance", "failed", "not-yours"]);
  });
});
