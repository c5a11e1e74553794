import "server-only";
import { and, asc, eq, isNull, max, ne, sql } from "drizzle-orm";
import { teamSlug } from "@/lib/team/team-member";
import type { ValidTeamMember } from "@/lib/validation/team-member";
import type { Db, Tx } from "@/server/db";
import { teamMembers, teamSlugRedirects, user } from "@/server/db/schema";
import { PublicError } from "@/server/errors";
import type { TeamEditor } from "./team-access";
import type { TeamMemberRow } from "./team-members";
import { isOwnUploadAddress } from "@/server/uploads/own-address";

/* The admin's Team page: every member with their state, and the writes, each checked against who is making it. */

export const teamMessages = {
  notFound: "This team member no longer exists.",
  ownOnly: "You can only edit your own profile.",
  editorsOnly: "Only an admin or an editor can do that.",
  noAccount: "No account uses that e-mail address.",
  accountTaken: "That account is already linked to another team member.",
  portraitNotOurs: "Portrait must be an uploaded image: upload the picture here rather than linking to another site.",
} as const;

export function slugTakenMessage(slug: string): string {
  return `Another team member's profile is already at /team/${slug}. Add a middle initial or a second name to tell them apart.`;
}

export interface AdminTeamMember extends TeamMemberRow {
  /** The e-mail of the linked staff account, if any. */
  accountEmail: string | null;
}

/** Members in the order the team page shows them; retired members last. An agent sees only their own profile. */
export async function listAdminTeam(db: Db, editor: TeamEditor): Promise<AdminTeamMember[]> {
  const rows = await db
    .select({ member: teamMembers, accountEmail: user.email })
    .from(teamMembers)
    .leftJoin(user, eq(user.id, teamMembers.userId))
    .where(editor.scope === "own" ? eq(teamMembers.userId, editor.userId) : undefined)
    .orderBy(sql`${teamMembers.retiredAt} is not null`, asc(teamMembers.sortOrder), asc(teamMembers.createdAt));
  return rows.map(({ member, accountEmail }) => ({ ...member, accountEmail }));
}

/** One member for the edit form; null when there is none, or it is not this agent's own. */
export async function findAdminTeamMember(db: Db, editor: TeamEditor, id: string): Promise<AdminTeamMember | null> {
  const [row] = await db
    .select({ member: teamMembers, accountEmail: user.email })
    .from(teamMembers)
    .leftJoin(user, eq(user.id, teamMembers.userId))
    .where(eq(teamMembers.id, id))
    .limit(1);
  if (!row || (editor.scope === "own" && row.member.userId !== editor.userId)) return null;
  return { ...row.member, accountEmail: row.accountEmail };
}

function requireAll(editor: TeamEditor): void {
  if (editor.scope !== "all") throw new PublicError(teamMessages.editorsOnly);
}

async function memberForEdit(tx: Tx, editor: TeamEditor, id: string): Promise<TeamMemberRow> {
  const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update").limit(1);
  if (!row) throw new PublicError(teamMessages.notFound, 404);
  if (editor.scope === "own" && row.userId !== editor.userId) throw new PublicError(teamMessages.ownOnly);
  return row;
}

/** The slug a name gives, refused when another member has it; an old address of someone else's is taken over. */
async function claimSlug(tx: Tx, name: string, memberId: string | null): Promise<string> {
  const slug = teamSlug(name);
  const [holder] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(memberId ? and(eq(teamMembers.slug, slug), ne(teamMembers.id, memberId)) : eq(teamMembers.slug, slug))
    .limit(1);
  if (holder) throw new PublicError(slugTakenMessage(slug), 409);
  await tx.delete(teamSlugRedirects).where(eq(teamSlugRedirects.oldSlug, slug));
  return slug;
}

/** The account with this e-mail, for linking to a profile; blank unlinks. */
async function accountId(tx: Tx, email: string | null, memberId: string | null): Promise<string | null> {
  if (!email) return null;
  const [account] = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`)
    .limit(1);
  if (!account) throw new PublicError(teamMessages.noAccount);
  const [other] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(memberId ? and(eq(teamMembers.userId, account.id), ne(teamMembers.id, memberId)) : eq(teamMembers.userId, account.id))
    .limit(1);
  if (other) throw new PublicError(teamMessages.accountTaken, 409);
  return account.id;
}

/** The portrait's address: drawn artwork, or an upload from our own storage, never another host. */
function assertOwnPortrait(portrait: string | null): void {
  if (portrait === null || portrait.startsWith("/art/team/") || isOwnUploadAddress(portrait)) return;
  throw new PublicError(teamMessages.portraitNotOurs);
}

function memberColumns(fields: ValidTeamMember) {
  assertOwnPortrait(fields.portrait);
  return {
    name: fields.name,
    role: fields.role,
    email: fields.email,
    phone: fields.phone,
    summary: fields.summary,
    bio: fields.bio,
    specialties: fields.specialties,
    portrait: fields.portrait,
    bookingUrl: fields.bookingUrl,
  };
}

/** Adds a member at the end of the team page (admins and editors). */
export async function addTeamMember(
  db: Db,
  editor: TeamEditor,
  fields: ValidTeamMember,
  accountEmail: string | null = null,
): Promise<{ id: string; slug: string }> {
  requireAll(editor);
  return db.transaction(async (tx) => {
    const slug = await claimSlug(tx, fields.name, null);
    const userId = await accountId(tx, accountEmail, null);
    const [last] = await tx.select({ order: max(teamMembers.sortOrder) }).from(teamMembers);
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...memberColumns(fields), slug, userId, sortOrder: (last?.order ?? 0) + 1 })
      .returning({ id: teamMembers.id, slug: teamMembers.slug });
    return row!;
  });
}

/**
 * Replaces a member's fields. A new name gives a new address, and the old one is kept as a permanent redirect to it.
 * `accountEmail` (undefined: unchanged) is for admins and editors only.
 */
export async function updateTeamMember(
  db: Db,
  editor: TeamEditor,
  id: string,
  fields: ValidTeamMember,
  accountEmail?: string | null,
): Promise<{ id: string; slug: string }> {
  if (accountEmail !== undefined) requireAll(editor);
  return db.transaction(async (tx) => {
    const row = await memberForEdit(tx, editor, id);
    const slug = await claimSlug(tx, fields.name, id);
    if (slug !== row.slug) {
      await tx
        .insert(teamSlugRedirects)
        .values({ oldSlug: row.slug, memberId: id })
        .onConflictDoUpdate({ target: teamSlugRedirects.oldSlug, set: { memberId: id } });
    }
    const userId = accountEmail === undefined ? row.userId : await accountId(tx, accountEmail, id);
    await tx
      .update(teamMembers)
      .set({ ...memberColumns(fields), slug, userId })
      .where(eq(teamMembers.id, id));
    return { id, slug };
  });
}

/**
 * Sets or clears (null) a member's portrait on its own, as the edit page's upload form does without JavaScript (with it,
 * the upload only returns the address and the profile's save records it).
 */
export async function setTeamMemberPortrait(db: Db, editor: TeamEditor, id: string, portrait: string | null): Promise<{ id: string }> {
  assertOwnPortrait(portrait);
  return db.transaction(async (tx) => {
    await memberForEdit(tx, editor, id);
    await tx.update(teamMembers).set({ portrait }).where(eq(teamMembers.id, id));
    return { id };
  });
}

/** Moves an active member one place up or down the team page, swapping with the neighbour there. */
export async function moveTeamMember(db: Db, editor: TeamEditor, id: string, direction: "up" | "down"): Promise<{ moved: boolean }> {
  requireAll(editor);
  return db.transaction(async (tx) => {
    // Locked in order so two moves at once cannot interleave.
    const active = await tx
      .select({ id: teamMembers.id, sortOrder: teamMembers.sortOrder })
      .from(teamMembers)
      .where(isNull(teamMembers.retiredAt))
      .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.createdAt))
      .for("update");
    const index = active.findIndex((member) => member.id === id);
    if (index === -1) throw new PublicError(teamMessages.notFound, 404);
    const neighbour = active[direction === "up" ? index - 1 : index + 1];
    if (!neighbour) return { moved: false };
    const current = active[index]!;
    // Equal orders (rows written by hand) would swap to themselves: number the list first.
    const orders = active.map((member, position) => ({ id: member.id, order: position + 1 }));
    const target = orders[direction === "up" ? index - 1 : index + 1]!.order;
    for (const member of orders) {
      const order = member.id === current.id ? target : member.id === neighbour.id ? index + 1 : member.order;
      await tx.update(teamMembers).set({ sortOrder: order }).where(eq(teamMembers.id, member.id));
    }
    return { moved: true };
  });
}

/** Takes a member off the site: their address then redirects to /team. The record stays, to bring them back. */
export async function retireTeamMember(db: Db, editor: TeamEditor, id: string, now: Date = new Date()): Promise<{ id: string }> {
  requireAll(editor);
  const rows = await db.update(teamMembers).set({ retiredAt: now }).where(eq(teamMembers.id, id)).returning({ id: teamMembers.id });
  if (rows.length === 0) throw new PublicError(teamMessages.notFound, 404);
  return { id };
}

/** Puts a retired member back on the team page, last. */
export async function restoreTeamMember(db: Db, editor: TeamEditor, id: string): Promise<{ id: string }> {
  requireAll(editor);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ order: max(teamMembers.sortOrder) })
      .from(teamMembers)
      .where(isNull(teamMembers.retiredAt));
    const rows = await tx
      .update(teamMembers)
      .set({ retiredAt: null, sortOrder: (last?.order ?? 0) + 1 })
      .where(eq(teamMembers.id, id))
      .returning({ id: teamMembers.id });
    if (rows.length === 0) throw new PublicError(teamMessages.notFound, 404);
    return { id };
  });
}
