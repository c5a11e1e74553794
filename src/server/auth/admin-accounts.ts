import "server-only";
import { count, eq } from "drizzle-orm";
import { signupSchema } from "@/lib/validation/auth";
import { validate } from "@/lib/validation/first-error";
import type { Db } from "@/server/db";
import { user, userRoles } from "@/server/db/schema";
import type { Auth } from "./auth";

/** A refusal with a message meant for the person at the terminal or in the server log. */
export class AdminAccountError extends Error {}

export interface AdminCredentials {
  email: string;
  password: string;
}

export type AdminOutcome = { status: "created" | "promoted" | "already-admin"; userId: string; email: string };

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The sign-up form's rules apply to admins too. */
function checkCredentials({ email, password }: AdminCredentials): AdminCredentials {
  const result = validate(signupSchema, { email, password, confirmPassword: password });
  if (!result.ok) throw new AdminAccountError(result.message);
  return { email: normaliseEmail(result.data.email), password };
}

export async function adminCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  return row?.n ?? 0;
}

async function grantAdmin(db: Db, userId: string): Promise<boolean> {
  const inserted = await db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing().returning({ id: userRoles.id });
  return inserted.length > 0;
}

/** A new account that can sign in at once (its address counts as confirmed) and is an admin. */
export async function createAdminAccount(db: Db, auth: Auth, credentials: AdminCredentials): Promise<AdminOutcome> {
  const { email, password } = checkCredentials(credentials);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new AdminAccountError(
      `An account for ${email} already exists. To make it an admin, run: npm run admin -- promote --email ${email}`,
    );
  }
  const created = await ctx.internalAdapter.createUser(
    { email, name: email.split("@")[0] ?? email, emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(password),
  });
  await grantAdmin(db, created.id);
  return { status: "created", userId: created.id, email };
}

/**
 * Makes an existing account an admin. Only a confirmed address: otherwise whoever signed up first with a
 * colleague's address (and chose its password) would become the admin once the colleague clicked the link.
 */
export async function promoteToAdmin(db: Db, rawEmail: string): Promise<AdminOutcome> {
  const email = normaliseEmail(rawEmail);
  const [account] = await db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, email)).limit(1);
  if (!account)
    throw new AdminAccountError(
      `No account uses ${email}. Sign up at /signup first, or run: npm run admin -- create --email ${email} --password …`,
    );
  if (!account.emailVerified) {
    throw new AdminAccountError(
      `${email} has not confirmed its e-mail address yet. Open the link in the confirmation e-mail, then promote it.`,
    );
  }
  const granted = await grantAdmin(db, account.id);
  return { status: granted ? "promoted" : "already-admin", userId: account.id, email };
}

/**
 * First start: with no admin at all, ADMIN_EMAIL/ADMIN_PASSWORD create one. An existing account with that
 * address is promoted only when ADMIN_PASSWORD is its password (which also proves who set it up).
 */
export async function ensureInitialAdmin(db: Db, auth: Auth, credentials: AdminCredentials): Promise<AdminOutcome | { status: "skipped" }> {
  if ((await adminCount(db)) > 0) return { status: "skipped" };
  const { email, password } = checkCredentials(credentials);
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (!existing) return createAdminAccount(db, auth, { email, password });

  const hash = existing.accounts.find((a) => a.providerId === "credential")?.password;
  if (!hash || !(await ctx.password.verify({ hash, password }))) {
    throw new AdminAccountError(
      `An account for ADMIN_EMAIL ${email} already exists with a different password, so it was not made an admin. ` +
        `Sign in as that account's owner and run: npm run admin -- promote --email ${email}`,
    );
  }
  if (!existing.user.emailVerified) await ctx.internalAdapter.updateUser(existing.user.id, { emailVerified: true });
  await grantAdmin(db, existing.user.id);
  return { status: "promoted", userId: existing.user.id, email };
}
