import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { placeholderPortrait } from "@/lib/team/team-member";
import type { Db } from "@/server/db";
import { teamMembers } from "@/server/db/schema";

/* A post's author is a member of the team (spec: "Authors are chosen from a fixed team list"), now kept in the database. */

export interface PostAuthor {
  slug: string;
  name: string;
  role: string;
  imageUrl: string;
}

export interface AuthorOption {
  value: string;
  label: string;
}

/** The team member a post names, retired members included (an older post keeps its author); null when none. */
export async function findPostAuthor(db: Db, slug: string): Promise<PostAuthor | null> {
  const [row] = await db
    .select({ slug: teamMembers.slug, name: teamMembers.name, role: teamMembers.role, portrait: teamMembers.portrait })
    .from(teamMembers)
    .where(eq(teamMembers.slug, slug))
    .limit(1);
  return row ? { slug: row.slug, name: row.name, role: row.role, imageUrl: row.portrait ?? placeholderPortrait } : null;
}

/** The editor's author choices: the team in its order, retired members last and marked. */
export async function listAuthorOptions(db: Db): Promise<AuthorOption[]> {
  const rows = await db
    .select({ slug: teamMembers.slug, name: teamMembers.name, role: teamMembers.role, retiredAt: teamMembers.retiredAt })
    .from(teamMembers)
    .orderBy(sql`${teamMembers.retiredAt} is not null`, asc(teamMembers.sortOrder));
  return rows.map((row) => ({ value: row.slug, label: `${row.name}, ${row.role}${row.retiredAt ? " (retired)" : ""}` }));
}

/** The slug of the member a stored post names (posts keep the author's name, not a reference); "" when none has it. */
export async function authorSlugByName(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ slug: teamMembers.slug })
    .from(teamMembers)
    .where(eq(teamMembers.name, name))
    .orderBy(sql`${teamMembers.retiredAt} is not null`)
    .limit(1);
  return row?.slug ?? "";
}
