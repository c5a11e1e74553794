import "server-only";
import { reencodeImage, type ProcessedImage } from "./process";
import { newUploadName } from "./names";
import { uploadStorage } from "./storage";
import type { UploadStorage } from "./upload-storage";

export interface StoredImage {
  /** Public URL, e.g. /uploads/3f9c…-1767225600000.png */
  url: string;
  name: string;
  format: ProcessedImage["format"];
  width: number;
  height: number;
  bytes: number;
}

/**
 * The one path every image takes into storage (admin uploads and AI covers alike): sniffed by its bytes,
 * re-encoded by sharp without metadata, stored under a fresh random name. Throws NotAnImageError when the
 * bytes are not a supported image.
 */
export async function storeImage(bytes: Uint8Array, storage: UploadStorage = uploadStorage()): Promise<StoredImage> {
  const image = await reencodeImage(bytes);
  const name = newUploadName(image.extension);
  await storage.put(name, image.data);
  return {
    url: storage.publicUrl(name),
    name,
    format: image.format,
    width: image.width,
    height: image.height,
    bytes: image.data.byteLength,
  };
}
