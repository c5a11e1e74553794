import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SiteChrome } from "@/components/layout/site-chrome";
import { site } from "@/content/site";

/*
 * No `robots` here: for every 404 Next itself writes <meta name="robots" content="noindex"> (NonIndex in
 * next/dist/server/app-render/app-render.js, for any status above 400) and offers no way to turn it off, so a
 * `robots` entry would be a second robots meta (vercel/next.js#79529). The spec's 'nofollow' hint is the price of
 * a single tag; the 404 status itself already keeps the page out of search indexes.
 */
export const metadata: Metadata = {
  title: { absolute: `Page not found | ${site.name}` },
};

/**
 * Any unknown path, and notFound() outside a segment with its own not-found: HTTP 404 in the public pages' frame
 * (this page renders outside the (site) layout), with a way home and a few pages to try.
 */
export default function NotFound() {
  return (
    <SiteChrome solidHeader>
      {/* Below the fixed ticker and header. */}
      <NotFoundMessage topSpace="pt-40 sm:pt-44" />
    </SiteChrome>
  );
}
