"use client";

import { Copy, ExternalLink } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";

/** Opens the generated sitemap in a new tab, and copies its public address (for Search Console and the like). */
export function SitemapCard({ sitemapUrl }: { sitemapUrl: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(sitemapUrl);
      notifySuccess("Copied", "The sitemap URL is on your clipboard.");
    } catch {
      notifyError("Copy failed", "Select the address and copy it yourself.");
    }
  }

  return (
    <section aria-labelledby="sitemap-heading" className="rounded-lg border border-line bg-white p-6">
      <h2 id="sitemap-heading" className="text-lg font-semibold text-ink">
        Sitemap
      </h2>
      <p className="mt-1 text-sm text-muted">
        Generated on every request from the public pages and the published blog posts; robots.txt points search engines to it.
      </p>
      <p className="mt-3 break-all rounded-md bg-sand px-3 py-2 font-mono text-sm text-ink" data-testid="sitemap-url">
        {sitemapUrl}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* Relative, so it opens on whichever address the admin is using. */}
        <a href="/sitemap.xml" target="_blank" rel="noopener noreferrer" className={buttonClasses("outline", "sm")}>
          <ExternalLink aria-hidden="true" />
          Open sitemap
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy URL
        </Button>
      </div>
    </section>
  );
}
