import { teamMemberCard, teamMemberCardVersion } from "@/content/seo/social-cards";
import { getDb } from "@/server/db";
import { renderSocialCard, socialCardResponse } from "@/server/social-cards/render";
import { resolveTeamSlug } from "@/server/team/team-members";

/*
 * A team member's social card, /og/team/{slug}/{version}.png: their portrait, name and role. Drawn on first request
 * (the team lives in the database) and kept for a year, since the version in the address is the member's last edit.
 * A request for an older version gets the current card with a short lifetime; a retired or unknown member has none.
 */

/** Recently drawn cards, by slug and version: a shared link brings many crawlers at once. */
const drawn = new Map<string, Buffer>();
const keep = 16;

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string; version: string }> }): Promise<Response> {
  const { slug, version: file } = await params;
  const answer = file.endsWith(".png") ? await resolveTeamSlug(await getDb(), slug) : null;
  if (answer?.kind !== "member") return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

  const version = teamMemberCardVersion(answer.updatedAt);
  const key = `${answer.member.slug}/${version}`;
  let png = drawn.get(key);
  if (!png) {
    png = await renderSocialCard(teamMemberCard(answer.member));
    drawn.set(key, png);
    if (drawn.size > keep) drawn.delete(drawn.keys().next().value!);
  }
  return socialCardResponse(png, { immutable: file === `${version}.png` });
}
