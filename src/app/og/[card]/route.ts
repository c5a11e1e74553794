import { findStaticSocialCard, staticSocialCards } from "@/content/seo/social-cards";
import { renderSocialCard, socialCardResponse } from "@/server/social-cards/render";

/*
 * The social cards of the static pages (og:image, twitter:image), /og/{key}.png, drawn once at build time. The
 * page's metadata links to /og/{key}.png?v={version}: the version changes with what the card shows, so a shared
 * preview is fetched again after an edit (the query is ignored here).
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { card: string }[] {
  return staticSocialCards().map((card) => ({ card: `${card.key}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }): Promise<Response> {
  const { card: file } = await params;
  const card = file.endsWith(".png") ? findStaticSocialCard(file.slice(0, -".png".length)) : undefined;
  if (!card) return new Response("Not found", { status: 404 });
  return socialCardResponse(await renderSocialCard(card), { immutable: false });
}
