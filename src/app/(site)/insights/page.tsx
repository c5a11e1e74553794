import type { Metadata } from "next";
import { connection } from "next/server";
import { BlogMessage } from "@/components/blog/blog-message";
import { InsightsBrowser } from "@/components/blog/insights-browser";
import type { PostCardData } from "@/components/blog/post-card";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PageHero } from "@/components/sections/page-hero";
import { buildMetadata } from "@/content/seo/metadata";
import { toPostCard } from "@/components/blog/post-cards";
import { listVisiblePosts } from "@/server/blog/posts";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";

export const metadata: Metadata = buildMetadata({
  title: "Real Estate Insights",
  description:
    "Market updates, suburb profiles and practical guides for buying, selling and renting in Gregory Hills, Oran Park and South West Sydney.",
  path: "/insights",
  keywords: ["South West Sydney property market", "real estate blog", "Gregory Hills market update"],
});

async function loadPosts(): Promise<PostCardData[] | null> {
  try {
    return (await listVisiblePosts(await getDb())).map(toPostCard);
  } catch (error) {
    logger.error({ err: error }, "could not load the blog listing");
    return null;
  }
}

/**
 * Rendered from the database, not at build time: the production server keeps the rendered page in memory and renders
 * it again whenever a post changes or a scheduled one falls due (scripts/content-pages.ts). Not behind a Suspense
 * boundary: the list is part of the page's HTML, readable without JavaScript.
 */
async function PostListing() {
  await connection();
  const posts = await loadPosts();
  if (posts === null) return <BlogMessage title="Error loading blog posts" message="Please try again later" />;
  return <InsightsBrowser posts={posts} />;
}

export default function InsightsPage() {
  return (
    <>
      <PageHero
        eyebrow="Real Estate Insights"
        title="News and advice from South West Sydney"
        intro="Market updates, suburb guides and plain-English advice for buyers, sellers, landlords and tenants."
      />
      <div className="container-page py-10">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Insights", path: "/insights" },
          ]}
        />
        <div className="mt-10 pb-16">
          <PostListing />
        </div>
      </div>
      <section aria-labelledby="stay-updated" className="bg-ink-100/60 py-16">
        <div className="container-page grid items-center gap-8 md:grid-cols-2">
          <div>
            <h2 id="stay-updated" className="text-h2 font-medium text-ink">
              Stay Updated
            </h2>
            <p className="mt-3 max-w-lg text-lead text-muted">
              Local market updates, suburb news and tips for buying, selling and renting, straight to your inbox.
            </p>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </>
  );
}
