import "server-only";
import { asc, eq, isNull } from "drizzle-orm";
import { auPhoneE164, placeholderPortrait, type TeamMember } from "@/lib/team/team-member";
import type { Db } from "@/server/db";
import { teamMembers, teamSlugRedirects } from "@/server/db/schema";

/* The team as the public pages show it: the active members in the admin's order, and what a /team/{slug} address is. */

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/** A row as the card and the profile show it. */
export function toTeamMember(row: TeamMemberRow): TeamMember {
  const image = row.portrait ?? placeholderPortrait;
  return {
    name: row.name,
    slug: row.slug,
    role: row.role,
    email: row.email,
    phone: { display: row.phone, e164: auPhoneE164(row.phone) },
    summary: row.summary,
    bio: row.bio,
    specialties: row.specialties,
    image,
    imageUrl: image,
    ...(row.bookingUrl ? { calendlyUrl: row.bookingUrl } : {}),
  };
}

/** The members on the team page, in order; retired members are left out. */
export async function listActiveTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(isNull(teamMembers.retiredAt))
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.createdAt));
  return rows.map(toTeamMember);
}

/** What /team/{slug} answers: the profile, a permanent redirect to a renamed member's new address, or /team. */
export type TeamSlugAnswer =
  { kind: "member"; member: TeamMember; updatedAt: Date } | { kind: "moved"; slug: string } | { kind: "retired" } | { kind: "unknown" };

export async function resolveTeamSlug(db: Db, slug: string): Promise<TeamSlugAnswer> {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.slug, slug)).limit(1);
  if (row) return row.retiredAt ? { kind: "retired" } : { kind: "member", member: toTeamMember(row), updatedAt: row.updatedAt };
  const [moved] = await db
    .select({ slug: teamMembers.slug, retiredAt: teamMembers.retiredAt })
    .from(teamSlugRedirects)
    .innerJoin(teamMembers, eq(teamMembers.id, teamSlugRedirects.memberId))
    .where(eq(teamSlugRedirects.oldSlug, slug))
    .limit(1);
  if (!moved) return { kind: "unknown" };
  return moved.retiredAt ? { kind: "retired" } : { kind: "moved", slug: moved.slug };
}
