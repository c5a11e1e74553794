import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { ArticleBody } from "@/components/blog/article-body";
import { ArticleByline } from "@/components/blog/article-byline";
import { ArticleNotFound } from "@/components/blog/article-not-found";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { coverSize, postImage } from "@/lib/blog/cover";
import { formatDisplayDate } from "@/lib/format/date";
import { responsiveImage } from "@/lib/media/responsive-image";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/content/seo/metadata";
import { articleSocialImage } from "@/content/seo/social-cards";
import { articleSchema } from "@/content/seo/schema";
import { loadArticle } from "@/server/blog/article";
import { postDate } from "@/server/blog/posts";
import { answerPageWithStatus } from "@/server/http/page-status";

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  await connection();
  const { slug } = await params;
  const post = await loadArticle(slug);
  // Next's own 404 pages get a robots meta from Next; this one is rendered as a page (see below), so it says so itself.
  if (!post) return { title: "Blog Post Not Found", robots: { index: false, follow: false } };
  return buildMetadata({
    title: post.metaTitle?.trim() || post.title,
    description: post.metaDescription?.trim() || post.excerpt,
    path: `/insights/${post.slug}`,
    keywords: [post.category],
    socialImage: articleSocialImage(post),
    type: "article",
    publishedTime: postDate(post).toISOString(),
    modifiedTime: post.updatedAt.toISOString(),
  });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  // Per request: a scheduled post becomes readable on its date, an unpublished one disappears at once.
  await connection();
  const { slug } = await params;
  const post = await loadArticle(slug);
  // Not notFound(): rendered per request, its content would reach the visitor only through JavaScript
  // (src/server/http/page-status.ts). Rendered here instead, and answered 404.
  if (!post) {
    await answerPageWithStatus(404);
    return <ArticleNotFound />;
  }

  const path = `/insights/${post.slug}`;
  const image = postImage(post);
  const date = postDate(post);

  return (
    <>
      <JsonLd
        data={articleSchema({
          headline: post.title,
          description: post.metaDescription?.trim() || post.excerpt,
          path,
          image,
          datePublished: date.toISOString(),
          dateModified: post.updatedAt.toISOString(),
          authorName: post.authorName,
        })}
      />
      <article>
        <header className="bg-ink pb-14 pt-40 text-sand sm:pt-44">
          <div className="container-page max-w-4xl">
            <Breadcrumbs
              tone="light"
              items={[
                { name: "Home", path: "/" },
                { name: "Insights", path: "/insights" },
                { name: post.title, path },
              ]}
            />
            <p className="eyebrow mt-8 text-clay-300">{post.category}</p>
            <h1 className="mt-3 text-h1 font-medium text-sand">{post.title}</h1>
            <p className="mt-5 text-lead text-sand/85">{post.excerpt}</p>
            <ArticleByline
              authorName={post.authorName}
              authorRole={post.authorRole}
              authorImage={post.authorImage}
              date={formatDisplayDate(date)}
              dateTime={date.toISOString()}
              readTime={post.readTime}
            />
          </div>
        </header>
        <div className="container-page max-w-4xl pb-20">
          {/* eslint-disable-next-line @next/next/no-img-element -- artwork or an uploaded image; the page's largest paint, so loaded eagerly */}
          <img
            {...responsiveImage(image, { ...coverSize, sizes: "(min-width: 56rem) 56rem, 100vw" })}
            alt=""
            width={coverSize.width}
            height={coverSize.height}
            fetchPriority="high"
            decoding="async"
            className="-mt-6 aspect-[1200/630] w-full rounded-lg bg-sand-200 object-cover shadow-lift"
          />
          <div className="mx-auto mt-12 max-w-3xl">
            <ArticleBody html={post.safeHtml} />
            <p className="mt-14 border-t border-line pt-8">
              <Link href="/insights" className="inline-flex items-center gap-2 font-semibold text-clay underline-offset-4 hover:underline">
                <ArrowLeft aria-hidden className="size-4" />
                Back to Insights
              </Link>
            </p>
          </div>
        </div>
      </article>
    </>
  );
}
