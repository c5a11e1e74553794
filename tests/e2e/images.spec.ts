import { expect, test } from "@playwright/test";
import * as cheerio from "cheerio";
import sharp from "sharp";
import { signInAsAdmin } from "./support/admin";

/*
 * Images: an uploaded photo is offered in several widths as AVIF or WebP, the article's cover (its largest
 * paint) loads at once with high priority, cards wait until they near the viewport, and every image has its
 * size in the markup so nothing shifts as it arrives.
 */

test("an uploaded cover is served responsive, as AVIF or WebP, eager on its article and lazy in the listing", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const photo = await sharp({ create: { width: 2000, height: 1050, channels: 3, background: { r: 180, g: 140, b: 100 } } })
    .png()
    .toBuffer();
  const upload = await page.request.post("/api/admin/uploads", {
    multipart: { file: { name: "cover.png", mimeType: "image/png", buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const slug = `responsive-cover-${Date.now()}`;
  const created = await page.request.post("/api/admin/posts", {
    data: {
      title: "A post with a photo",
      slug,
      excerpt: "Checking the cover's widths and formats.",
      content: "<p>Cover check.</p>",
      category: "Local",
      authorSlug: "daniel-whitford",
      readTime: "1 min read",
      isPublished: true,
      scheduledDate: "",
      featuredImage: url,
    },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: string } };

  try {
    await page.goto(`/insights/${slug}`);
    const cover = page.locator('main img[srcset*="uploads"]').first();
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    await expect(cover).not.toHaveAttribute("loading", "lazy");
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("height", "630");
    const srcset = (await cover.getAttribute("srcset"))!;
    const candidates = srcset.split(", ").map((candidate) => candidate.split(" ")[0]!);
    expect(candidates.length).toBeGreaterThan(4);
    for (const candidate of candidates) expect(candidate).toContain(`/_next/image?url=${encodeURIComponent(url)}&w=`);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // One address, the format the browser accepts.
    const avif = await page.request.get(candidates[2]!, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(avif.headers()["content-type"]).toBe("image/avif");
    const webp = await page.request.get(candidates[2]!, { headers: { accept: "image/webp,*/*" } });
    expect(webp.headers()["content-type"]).toBe("image/webp");
    // Smaller widths really are smaller files.
    const smallest = await page.request.get(candidates[0]!, { headers: { accept: "image/webp,*/*" } });
    const largest = await page.request.get(candidates.at(-1)!, { headers: { accept: "image/webp,*/*" } });
    expect((await smallest.body()).length).toBeLessThan((await largest.body()).length);

    // In the listing, the card (newest first) gets the same widths once it nears the viewport.
    await page.goto("/insights");
    const card = page.getByRole("article").filter({ hasText: "A post with a photo" }).locator("img").first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("srcset", /_next\/image\?url=%2Fuploads%2F/);
  } finally {
    expect((await page.request.delete(`/api/admin/posts/${post.id}`)).status()).toBe(204);
  }
});

// The first card is in view as these pages open (on /insights it is the largest paint).
for (const path of ["/insights", "/suburb-comparison"]) {
  test(`the first card's image on ${path} comes with the page's HTML at high priority; the other cards wait`, async ({ page, request }) => {
    const $ = cheerio.load(await (await request.get(path)).text());
    // Outside <noscript> (whose content is text here): the images the browser sees with scripting on.
    const cards = $("article img")
      .toArray()
      .map((img) => $(img));
    expect(cards.length).toBeGreaterThan(1);
    expect(cards[0]!.attr("src")).toBeTruthy();
    expect(cards[0]!.attr("fetchpriority")).toBe("high");
    for (const card of cards.slice(1)) {
      expect(card.attr("src")).toBeUndefined();
      expect(card.attr("fetchpriority")).toBeUndefined();
    }

    await page.goto(path);
    const first = page.getByRole("article").first();
    await expect(first.locator("[data-loaded]").first()).toHaveAttribute("data-loaded", "true");
    await expect(first.locator("img").first()).toHaveCSS("opacity", "1");
  });
}

for (const path of ["/", "/insights", "/team", "/gregory-hills", "/mission"]) {
  test(`every image on ${path} has its size in the markup, and those below the fold wait`, async ({ page }) => {
    await page.goto(path, { waitUntil: "load" });
    const images = await page.locator("img").evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => ({
        html: img.outerHTML.slice(0, 100),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        top: img.getBoundingClientRect().top,
        src: img.getAttribute("src"),
        loading: img.getAttribute("loading"),
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(Number(image.width), image.html).toBeGreaterThan(0);
      expect(Number(image.height), image.html).toBeGreaterThan(0);
      // Far below the fold: not fetched yet (no src until near, or the browser's own lazy loading).
      if (image.top > 3000) expect(image.src === null || image.loading === "lazy", image.html).toBe(true);
    }
  });
}
