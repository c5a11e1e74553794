import { absoluteUrl } from "@/lib/seo/site-url";
import { CrawlPanel } from "./crawl-panel";
import { SitemapCard } from "./sitemap-card";

/** The SEO & Crawl Tools tab: the sitemap (open, copy its address) and the site auditor. */
export async function SeoTab() {
  return (
    <div className="flex flex-col gap-8">
      <SitemapCard sitemapUrl={absoluteUrl("/sitemap.xml")} />
      {/* The default address is the agency's own site (spec section 2). */}
      <CrawlPanel defaultUrl={absoluteUrl("/")} />
    </div>
  );
}
