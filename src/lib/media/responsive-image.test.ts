import { describe, expect, it } from "vitest";
import { responsiveImage } from "./responsive-image";

describe("responsiveImage", () => {
  it("gives an uploaded photo a srcset of optimised widths", () => {
    const image = responsiveImage("/uploads/abc.png", { width: 1200, height: 630, sizes: "100vw" });
    expect(image.sizes).toBe("100vw");
    const widths = image.srcSet!.split(", ").map((candidate) => {
      const [url, descriptor] = candidate.split(" ");
      expect(url).toMatch(/^\/_next\/image\?url=%2Fuploads%2Fabc\.png&w=\d+&q=75$/);
      return Number(descriptor!.replace("w", ""));
    });
    expect(widths.length).toBeGreaterThan(4);
    expect(widths).toContain(640);
    expect(image.src).toMatch(/^\/_next\/image\?url=%2Fuploads%2Fabc\.png&w=\d+&q=75$/);
  });

  it("leaves artwork and other sites' addresses as they are", () => {
    expect(responsiveImage("/art/blog/market.svg", { width: 1200, height: 630, sizes: "100vw" })).toEqual({ src: "/art/blog/market.svg" });
    expect(responsiveImage("https://example.com/a.jpg", { width: 1200, height: 630, sizes: "100vw" })).toEqual({
      src: "https://example.com/a.jpg",
    });
  });
});
