import "server-only";
import { and, asc, count, eq, inArray, max, ne, sql } from "drizzle-orm";
import { broadestRole, type StaffRole } from "@/lib/auth/permissions";
import { lockedAccounts, normaliseSignInEmail, unlockAccount } from "@/server/auth/sign-in-throttle";
import type { Db } from "@/server/db";
import { enquiries, formerStaff, session, signInEvents, user, userRoles } from "@/server/db/schema";
import type { DbOrTx } from "@/server/db";
import { PublicError } from "@/server/errors";
import { countOpenLeads, moveOpenLeads, type OpenLeadDestination } from "@/server/leads/move-open-leads";

/*
 * The staff: whoever has a user_roles row. Everyone else relies on that invariant, so deactivating someone deletes
 * their row (and every session they hold, so an open admin tab is signed out on its next request) and keeps their
 * former role in former_staff only, for a reactivation. Role changes and deactivations run one at a time under a lock,
 * so two admins demoting each other at once cannot leave the agency without an admin.
 */

export class StaffError extends PublicError {}

export const staffMessages = {
  lastAdmin: "The agency needs at least one admin. Make someone else an admin first.",
  deactivateSelf: "You can't deactivate your own account. Ask another admin to do it.",
  notStaff: "This person is no longer on the staff. Refresh the page to see the current list.",
  notFormerStaff: "This person is not a former staff member. Refresh the page to see the current list.",
  unknownAccount: "This account no longer exists. Refresh the page to see the current list.",
  openLeadsNeedAHome: (n: number) =>
    `They own ${n} open lead${n === 1 ? "" : "s"}. Choose where ${n === 1 ? "it goes" : "they go"}: to the principal, or to the other agents in turn.`,
} as const;

export interface StaffMember {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  lastSignInAt: Date | null;
  /** The end of their sign-in lock while locked (SECURITY.md, "Sessions and accounts"), otherwise null. */
  lockedUntil: Date | null;
  /** Leads they own that are not Closed: deactivating them asks where these go. */
  openLeads: number;
}

export interface FormerStaffMember {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  deactivatedAt: Date;
}

/** Everyone with a staff role, by name, with their last sign-in. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ userId: user.id, name: user.name, email: user.email, role: userRoles.role })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .orderBy(asc(user.name), asc(user.email));
  if (rows.length === 0) return [];
  const lastSignIns = await db
    .select({ userId: signInEvents.userId, at: max(signInEvents.createdAt) })
    .from(signInEvents)
    .where(inArray(signInEvents.userId, [...new Set(rows.map((row) => row.userId))]))
    .groupBy(signInEvents.userId);
  const lastSignIn = new Map(lastSignIns.map((row) => [row.userId, row.at]));
  const locks = await lockedAccounts(
    db,
    rows.map((row) => row.email),
  );
  const openLeads = new Map(
    (
      await db
        .select({ ownerId: enquiries.ownerId, n: count() })
        .from(enquiries)
        .where(and(inArray(enquiries.ownerId, [...new Set(rows.map((row) => row.userId))]), ne(enquiries.status, "closed")))
        .groupBy(enquiries.ownerId)
    ).map((row) => [row.ownerId, Number(row.n)]),
  );

  const members = new Map<string, StaffMember>();
  for (const row of rows) {
    const known = members.get(row.userId);
    const role = broadestRole(known ? [known.role, row.role] : [row.role])!;
    const lockedUntil = locks.get(normaliseSignInEmail(row.email)) ?? null;
    members.set(row.userId, {
      userId: row.userId,
      name: row.name,
      email: row.email,
      role,
      lastSignInAt: lastSignIn.get(row.userId) ?? null,
      lockedUntil,
      openLeads: openLeads.get(row.userId) ?? 0,
    });
  }
  return [...members.values()];
}

/** Deactivated staff, most recent first: the role they had, for 'Reactivate'. */
export async function listFormerStaff(db: Db): Promise<FormerStaffMember[]> {
  return db
    .select({ userId: user.id, name: user.name, email: user.email, role: formerStaff.role, deactivatedAt: formerStaff.deactivatedAt })
    .from(formerStaff)
    .innerJoin(user, eq(user.id, formerStaff.userId))
    .orderBy(sql`${formerStaff.deactivatedAt} desc`);
}

async function lockStaff(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ironbark:staff'))`);
}

async function rolesOf(tx: DbOrTx, userId: string): Promise<StaffRole[]> {
  return (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role);
}

async function otherAdmins(tx: DbOrTx, userId: string): Promise<number> {
  const rows = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
  return rows.filter((row) => row.userId !== userId).length;
}

/** One role per person: their rows are replaced by one. Refuses to leave the agency without an admin. */
export async function changeStaffRole(db: Db, userId: string, role: StaffRole): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStaff(tx);
    const current = await rolesOf(tx, userId);
    if (current.length === 0) throw new StaffError(staffMessages.notStaff, 404);
    if (current.length === 1 && current[0] === role) return;
    if (current.includes("admin") && role !== "admin" && (await otherAdmins(tx, userId)) === 0)
      throw new StaffError(staffMessages.lastAdmin, 409);
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values({ userId, role });
  });
}

/**
 * Role removed (remembered in former_staff), every session ended at once, and their open leads moved where the admin
 * said (the principal, or the remaining agents in turn), each move noted in the lead's history — all in one
 * transaction. Returns how many leads moved.
 */
export async function deactivateStaff(
  db: Db,
  actorUserId: string,
  userId: string,
  options: { openLeadsTo: OpenLeadDestination | null } = { openLeadsTo: null },
  now: Date = new Date(),
): Promise<{ movedLeads: number }> {
  if (actorUserId === userId) throw new StaffError(staffMessages.deactivateSelf, 409);
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const current = await rolesOf(tx, userId);
    const role = broadestRole(current);
    if (role === null) throw new StaffError(staffMessages.notStaff, 404);
    if (role === "admin" && (await otherAdmins(tx, userId)) === 0) throw new StaffError(staffMessages.lastAdmin, 409);
    const openLeads = await countOpenLeads(tx, userId);
    if (openLeads > 0 && options.openLeadsTo === null) throw new StaffError(staffMessages.openLeadsNeedAHome(openLeads), 409);
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx
      .insert(formerStaff)
      .values({ userId, role, deactivatedBy: actorUserId, deactivatedAt: now })
      .onConflictDoUpdate({ target: formerStaff.userId, set: { role, deactivatedBy: actorUserId, deactivatedAt: now } });
    await tx.delete(session).where(eq(session.userId, userId));
    const [actor] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, actorUserId));
    if (openLeads === 0 || options.openLeadsTo === null) return { movedLeads: 0 };
    const moved = await moveOpenLeads(
      tx,
      { fromUserId: userId, to: options.openLeadsTo, actor: { id: actorUserId, name: actor?.name || actor?.email || "An admin" } },
      now,
    );
    return { movedLeads: moved.length };
  });
}

/** Gives a former staff member their role back; they sign in again with their own password. */
export async function reactivateStaff(db: Db, userId: string): Promise<StaffRole> {
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const [former] = await tx.delete(formerStaff).where(eq(formerStaff.userId, userId)).returning({ role: formerStaff.role });
    if (!former) throw new StaffError(staffMessages.notFormerStaff, 404);
    await tx.insert(userRoles).values({ userId, role: former.role }).onConflictDoNothing();
    return former.role;
  });
}

/** Adds a role to an account (an accepted invitation): it replaces any role it had, and it is no longer former staff. */
export async function grantStaffRole(tx: DbOrTx, userId: string, role: StaffRole): Promise<void> {
  await lockStaff(tx);
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values({ userId, role });
  await tx.delete(formerStaff).where(eq(formerStaff.userId, userId));
}

/** The Staff page's Unlock: lifts a colleague's sign-in lock (as `npm run admin -- unlock` does). */
export async function unlockStaffAccount(db: Db, userId: string): Promise<{ name: string; email: string; wasLocked: boolean }> {
  const [account] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) throw new StaffError(staffMessages.unknownAccount);
  const { wasLocked } = await unlockAccount(db, account.email);
  return { ...account, wasLocked };
}
