import "server-only";
import sharp from "sharp";
import { portraitAspect } from "@/lib/team/team-member";
import { newUploadName } from "@/server/uploads/names";
import { reencodeImage } from "@/server/uploads/process";
import { uploadStorage } from "@/server/uploads/storage";
import type { UploadStorage } from "@/server/uploads/upload-storage";

/** The stored portrait's size: twice the card's 400 × 500, for sharp screens. */
export const portraitSize = { width: portraitAspect.width * 200, height: portraitAspect.height * 200 } as const;

/**
 * A team member's portrait: checked and cleaned as every upload is (sniffed by its bytes, re-encoded without metadata,
 * ../uploads/process.ts), then cropped to the card's 4:5 around what draws the eye (sharp's "attention" strategy,
 * usually the face) and stored as WebP under a fresh upload name. Throws NotAnImageError when the bytes are not an
 * image we accept.
 */
export async function storePortrait(
  bytes: Uint8Array,
  storage: UploadStorage = uploadStorage(),
): Promise<{ url: string; name: string; bytes: number; width: number; height: number }> {
  const cleaned = await reencodeImage(bytes);
  const { data, info } = await sharp(cleaned.data)
    .resize({ ...portraitSize, fit: "cover", position: sharp.strategy.attention, withoutEnlargement: false })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  const name = newUploadName("webp");
  await storage.put(name, data);
  return { url: storage.publicUrl(name), name, bytes: data.byteLength, width: info.width, height: info.height };
}
