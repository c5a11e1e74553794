import { route } from "@/server/http/route";
import { sitemapResponse } from "@/server/seo/sitemap-response";

// Lists the visible blog posts, the active team and the listings, so it is built per request (and never opens the database during the build).
export const dynamic = "force-dynamic";

export const GET = route({ maxBodyBytes: 0 }, () => sitemapResponse(null));
