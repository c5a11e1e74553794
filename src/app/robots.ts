import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/site-url";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/login", "/signup", "/forgot-password", "/reset-password", "/invite"] },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
