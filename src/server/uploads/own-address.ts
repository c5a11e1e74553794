import "server-only";
import { env } from "@/env";
import { uploadNamePattern } from "./names";

/**
 * Whether an image address is one of our own uploads: `/uploads/<name>`, or `<S3_PUBLIC_URL>/<name>` when uploads are
 * served from a CDN or the bucket. Any other host is refused where only our own images belong (a team portrait: an
 * agent could otherwise make every visitor of /team fetch a tracker's image, security audit finding 7).
 */
export function isOwnUploadAddress(address: string, publicUrl: string | undefined = env.S3_PUBLIC_URL): boolean {
  const bases = ["/uploads", ...(publicUrl ? [publicUrl.replace(/\/+$/, "")] : [])];
  return bases.some((base) => address.startsWith(`${base}/`) && uploadNamePattern.test(address.slice(base.length + 1)));
}
