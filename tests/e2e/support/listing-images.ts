import sharp from "sharp";
import { startFakeListingImagesServer } from "../../fakes/listing-images-server";
import { ports } from "./ports";

/*
 * The CRM's image host for the listing specs: the suite's server may fetch listing photos from it
 * (LISTINGS_MEDIA_ALLOWED_HOSTS in playwright.config.ts), so the photo worker stores them as it would a CRM's and a
 * listing is published once its main photo is stored (docs/listings.md). Started by the global setup.
 */
export const listingImagesPort = ports.listingImages;
export const listingImagesUrl = `http://127.0.0.1:${listingImagesPort}`;

/** The photos the journey's listing names: each a different colour, so each is its own image. */
const pictures: Record<string, [number, number, number]> = {
  "/gallery/m.jpg": [176, 196, 222],
  "/gallery/a.jpg": [222, 196, 160],
  "/gallery/b.jpg": [160, 200, 170],
  "/gallery/plan.jpg": [245, 245, 240],
};

export async function startListingImages(): Promise<() => Promise<void>> {
  const server = await startFakeListingImagesServer(listingImagesPort);
  for (const [path, [r, g, b]] of Object.entries(pictures)) {
    const body = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g, b } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    server.files.set(path, { body, contentType: "image/jpeg" });
  }
  return () => server.close();
}
