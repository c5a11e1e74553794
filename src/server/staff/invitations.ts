import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { env } from "@/env";
import type { Auth } from "@/server/auth/auth";
import { type StaffRole } from "@/lib/auth/permissions";
import type { Db } from "@/server/db";
import { staffInvitations, user, userRoles } from "@/server/db/schema";
import { enqueueMail } from "@/server/email/outbox";
import { invitationMail } from "./invitation-mail";
import { grantStaffRole, StaffError, staffMessages } from "./staff";

/*
 * Invitations to join the staff. The link carries a random token; the database keeps only its SHA-256, so a copy of
 * the table cannot be turned into working links. A link works once and for seven days; a new invitation to the same
 * address replaces any earlier one. Whoever opens it proves they read that inbox, as a password-reset link does:
 * - no account, or one whose address was never confirmed (someone may have signed up with it to wait for a promotion),
 *   → they choose a name and password, the address counts as confirmed, and any session of the old account ends;
 * - a confirmed account → the role is added to it and its password stays.
 */

export const invitationValidDays = 7;
const invitationValidMs = invitationValidDays * 24 * 60 * 60_000;

export const invitationMessages = {
  alreadyStaff: "This person is already on the staff. Change their role in the list instead.",
  expired: "This invitation has expired. Ask an admin to send you a new one.",
  used: "This invitation has already been used. Sign in with your e-mail address and password.",
  unknown: "This invitation link is not valid. It may have been replaced by a newer invitation: use the link in the latest e-mail.",
  passwordNeeded: "Please choose a password.",
} as const;

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationUrl(token: string, siteUrl: string = env.SITE_URL): string {
  return `${siteUrl.replace(/\/+$/, "")}/invite/${token}`;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  createdAt: Date;
}

/** Invitations not yet accepted and not expired, oldest first. */
export async function listPendingInvitations(db: Db, now: Date = new Date()): Promise<PendingInvitation[]> {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
    })
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(asc(staffInvitations.createdAt));
}

export interface NewInvitation {
  email: string;
  role: StaffRole;
  invitedBy: { userId: string; email: string };
}

/** Stores the invitation and queues its e-mail in one transaction; returns the link (for tests and the log only). */
export async function inviteStaff(db: Db, invitation: NewInvitation, now: Date = new Date()): Promise<{ id: string; url: string }> {
  const email = normaliseEmail(invitation.email);
  const token = randomBytes(32).toString("base64url");
  const url = invitationUrl(token);
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .select({ id: user.id })
      .from(user)
      .innerJoin(userRoles, eq(userRoles.userId, user.id))
      .where(eq(user.email, email))
      .limit(1);
    if (staff) throw new StaffError(invitationMessages.alreadyStaff, 409);
    // Only the newest invitation to an address works.
    await tx.delete(staffInvitations).where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)));
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email,
        role: invitation.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: invitation.invitedBy.userId,
        expiresAt: new Date(now.getTime() + invitationValidMs),
      })
      .returning({ id: staffInvitations.id });
    await enqueueMail(tx, [invitationMail(email, invitation.role, invitation.invitedBy.email, url, invitationValidDays)], now);
    return { id: row!.id, url };
  });
}

export type InvitationLookup =
  | {
      status: "usable";
      email: string;
      role: StaffRole;
      /** A confirmed account uses the address: no password to choose. */ hasAccount: boolean;
    }
  | { status: "expired" | "used" | "unknown"; message: string };

/** What the invitation page shows for a link. */
export async function lookUpInvitation(db: Db, token: string, now: Date = new Date()): Promise<InvitationLookup> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) return { status: "unknown", message: invitationMessages.unknown };
  if (row.acceptedAt) return { status: "used", message: invitationMessages.used };
  if (row.expiresAt <= now) return { status: "expired", message: invitationMessages.expired };
  const [account] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, row.email)).limit(1);
  return { status: "usable", email: row.email, role: row.role, hasAccount: account?.verified === true };
}

export interface Acceptance {
  token: string;
  /** Both required unless a confirmed account already uses the address. */
  name?: string;
  password?: string;
}

/**
 * Accepts an invitation: claims it (one statement, so a link works once even when opened twice at the same moment),
 * makes or updates the account through better-auth's adapter, and gives it the role. A failure after the claim
 * gives the link back.
 */
export async function acceptInvitation(
  db: Db,
  auth: Auth,
  acceptance: Acceptance,
  now: Date = new Date(),
): Promise<{ email: string; role: StaffRole }> {
  const tokenHash = hashInvitationToken(acceptance.token);
  const [claimed] = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .returning();
  if (!claimed) {
    const lookup = await lookUpInvitation(db, acceptance.token, now);
    throw new StaffError(lookup.status === "usable" ? invitationMessages.used : lookup.message, 409);
  }
  try {
    const userId = await accountFor(auth, claimed.email, acceptance);
    await db.transaction(async (tx) => {
      const current = (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map(
        (row) => row.role,
      );
      const otherAdmins = (await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"))).filter(
        (row) => row.userId !== userId,
      );
      if (current.includes("admin") && claimed.role !== "admin" && otherAdmins.length === 0)
        throw new StaffError(staffMessages.lastAdmin, 409);
      await grantStaffRole(tx, userId, claimed.role);
      await tx.update(staffInvitations).set({ acceptedBy: userId }).where(eq(staffInvitations.id, claimed.id));
    });
    return { email: claimed.email, role: claimed.role };
  } catch (error) {
    await db.update(staffInvitations).set({ acceptedAt: null }).where(eq(staffInvitations.id, claimed.id));
    throw error;
  }
}

async function accountFor(auth: Auth, email: string, acceptance: Acceptance): Promise<string> {
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing?.user.emailVerified) return existing.user.id;
  if (!acceptance.name || !acceptance.password) throw new StaffError(invitationMessages.passwordNeeded, 400);
  const hash = await ctx.password.hash(acceptance.password);

  if (existing) {
    // Unconfirmed: whoever signed up with the address never proved it was theirs. The invitee has; the account is theirs now.
    await ctx.internalAdapter.deleteUserSessions(existing.user.id);
    await ctx.internalAdapter.updateUser(existing.user.id, { name: acceptance.name, emailVerified: true });
    if (await ctx.internalAdapter.findCredentialAccount(existing.user.id)) await ctx.internalAdapter.updatePassword(existing.user.id, hash);
    else
      await ctx.internalAdapter.linkAccount({
        userId: existing.user.id,
        providerId: "credential",
        accountId: existing.user.id,
        password: hash,
      });
    return existing.user.id;
  }
  const created = await ctx.internalAdapter.createUser({ email, name: acceptance.name, emailVerified: true }, { method: "invitation" });
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: hash });
  return created.id;
}

/** Withdraws an invitation not yet accepted: its link then says it is not valid. */
export async function withdrawInvitation(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id });
  if (deleted.length === 0)
    throw new StaffError("This invitation has already been accepted or withdrawn. Refresh the page to see the current list.", 404);
}
