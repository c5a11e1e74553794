import { route } from "@/server/http/route";
import { logger } from "@/server/log";
import { contentTypeOfUpload, uploadCacheControl } from "@/server/uploads/names";
import { uploadStorage } from "@/server/uploads/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * Serves uploaded images from storage. Only names of the exact upload pattern are looked up (so no
 * path traversal or other files), always with the image's own type and `nosniff`. Names are unique and
 * files never change, so browsers and CDNs may keep them for a year.
 */
export const GET = route<{ name: string }>({ maxBodyBytes: 0 }, async (_request, { name }) => {
  const contentType = contentTypeOfUpload(name);
  if (!contentType) return notFound();

  let data: Buffer | null;
  try {
    data = await uploadStorage().get(name);
  } catch (error) {
    logger.error({ err: error, name }, "could not read an upload");
    return new Response("Could not read the file", { status: 500, headers: { "Cache-Control": "no-store" } });
  }
  if (!data) return notFound();

  return new Response(new Uint8Array(data), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(data.byteLength),
      "Cache-Control": uploadCacheControl,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
