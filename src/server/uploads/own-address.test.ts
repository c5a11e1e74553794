import { describe, expect, it } from "vitest";
import { isOwnUploadAddress } from "./own-address";

const name = `${"a".repeat(32)}-1767225600000.webp`;

describe("isOwnUploadAddress", () => {
  it("accepts our uploads path and S3_PUBLIC_URL's address, with or without its trailing slash", () => {
    expect(isOwnUploadAddress(`/uploads/${name}`, undefined)).toBe(true);
    expect(isOwnUploadAddress(`https://cdn.ironbark.example/uploads/${name}`, "https://cdn.ironbark.example/uploads")).toBe(true);
    expect(isOwnUploadAddress(`https://cdn.ironbark.example/${name}`, "https://cdn.ironbark.example/")).toBe(true);
    expect(isOwnUploadAddress(`/uploads/${name}`, "https://cdn.ironbark.example")).toBe(true);
  });

  it.each([
    `https://tracker.evil.example/${name}`,
    `https://cdn.ironbark.example.evil.example/${name}`,
    `https://cdn.ironbark.example/other/${name}`,
    `https://cdn.ironbark.example@evil.example/${name}`,
    `//cdn.ironbark.example/${name}`,
    `/uploads/../${name}`,
    `/uploads/${name}?x=1`,
    "/uploads/not-an-upload.webp",
  ])("refuses %s", (address) => {
    expect(isOwnUploadAddress(address, "https://cdn.ironbark.example")).toBe(false);
  });

  it("refuses every https host while S3_PUBLIC_URL is unset", () => {
    expect(isOwnUploadAddress(`https://cdn.ironbark.example/${name}`, undefined)).toBe(false);
  });
});
