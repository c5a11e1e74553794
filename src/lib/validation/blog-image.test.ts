import { describe, expect, it } from "vitest";
import { aiImageErrorToast, imagePromptSchema, maxImageUploadBytes, uploadErrorToast } from "./blog-image";
import { validate } from "./first-error";

describe("blog image rules", () => {
  it("allows 5 MB as 5 × 1024 × 1024 bytes", () => {
    expect(maxImageUploadBytes).toBe(5_242_880);
  });

  it("requires a description for the AI image, blank or missing", () => {
    for (const input of [{ prompt: "" }, { prompt: "   \n" }, {}, null, "text"]) {
      expect(validate(imagePromptSchema, input)).toEqual({ ok: false, message: "Please enter a description for the image" });
    }
    expect(validate(imagePromptSchema, { prompt: "  A home at dusk " })).toEqual({ ok: true, data: { prompt: "A home at dusk" } });
    expect(validate(imagePromptSchema, { prompt: "x".repeat(501) }).ok).toBe(false);
  });
});

describe("uploadErrorToast", () => {
  it("shows the server's title and description", () => {
    expect(uploadErrorToast(400, { error: "Invalid file type", message: "Please upload an image file" })).toEqual({
      title: "Invalid file type",
      description: "Please upload an image file",
    });
  });

  it("turns a bare error into 'Upload failed' with that message", () => {
    expect(uploadErrorToast(401, { error: "Please sign in." })).toEqual({ title: "Upload failed", description: "Please sign in." });
  });

  it("recognises a 413 from a proxy without our body", () => {
    expect(uploadErrorToast(413, "<html>")).toEqual({ title: "File too large", description: "Please upload an image smaller than 5MB" });
  });
});

describe("aiImageErrorToast", () => {
  it("maps 429 and 402 to the spec's toasts whatever the body", () => {
    expect(aiImageErrorToast(429, null)).toEqual({ title: "Rate Limit", description: "Too many requests. Please try again in a moment." });
    expect(aiImageErrorToast(402, "oops")).toEqual({ title: "Payment Required", description: "Please add credits to your workspace." });
  });

  it("shows a validation message as it is and everything else as the generic failure", () => {
    expect(aiImageErrorToast(400, { error: "Please enter a description for the image" })).toEqual({
      title: "Please enter a description for the image",
    });
    expect(aiImageErrorToast(502, { error: "Error", message: "Failed to generate image. Please try again." })).toEqual({
      title: "Error",
      description: "Failed to generate image. Please try again.",
    });
    expect(aiImageErrorToast(500, undefined).description).toBe("Failed to generate image. Please try again.");
  });
});
