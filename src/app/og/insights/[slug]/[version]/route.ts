import { articleCard, articleCardVersion, articleFallbackArt } from "@/content/seo/social-cards";
import { findVisiblePost } from "@/server/blog/posts";
import { getDb } from "@/server/db";
import { renderSocialCard, socialCardResponse } from "@/server/social-cards/render";

/*
 * An article's social card, /og/insights/{slug}/{version}.png: its title over its cover. Drawn on first request
 * (articles live in the database) and kept by browsers and CDNs for a year, since the version in the address is
 * the post's last edit. A request for an older version gets the current card with a short lifetime; a post that
 * is not visible (draft, scheduled, deleted) has no card.
 */

/** Recently drawn cards, by slug and version: a shared link brings many crawlers at once. */
const drawn = new Map<string, Buffer>();
const keep = 32;

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string; version: string }> }): Promise<Response> {
  const { slug, version: file } = await params;
  const post = file.endsWith(".png") ? await findVisiblePost(await getDb(), slug) : null;
  if (!post) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

  const version = articleCardVersion(post);
  const key = `${post.slug}/${version}`;
  let png = drawn.get(key);
  if (!png) {
    png = await renderSocialCard(articleCard(post), { fallbackArtSrc: articleFallbackArt(post) });
    drawn.set(key, png);
    if (drawn.size > keep) drawn.delete(drawn.keys().next().value!);
  }
  return socialCardResponse(png, { immutable: file === `${version}.png` });
}
