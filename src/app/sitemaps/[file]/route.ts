import { sitemapPartNumber } from "@/lib/seo/sitemap-xml";
import { route } from "@/server/http/route";
import { sitemapResponse } from "@/server/seo/sitemap-response";

// One sitemap under /sitemap.xml's index (/sitemaps/2.xml), once the site has more addresses than one sitemap holds.
export const dynamic = "force-dynamic";

export const GET = route<{ file: string }>({ maxBodyBytes: 0 }, async (_request, { file }) => {
  const part = sitemapPartNumber(file);
  if (part === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return sitemapResponse(part);
});
