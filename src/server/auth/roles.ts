import "server-only";
import { and, eq } from "drizzle-orm";
import { redirect, unstable_rethrow } from "next/navigation";
import { getDb } from "@/server/db";
import { userRoles } from "@/server/db/schema";
import { logger } from "@/server/log";
import { getCurrentSession, type CurrentSession } from "./session";

export const accessDeniedTitle = "Access Denied";
export const accessDeniedDescription = "You don't have admin privileges.";

/** Spec section 7 "Admin check": a user_roles row with role 'admin'. Any exception counts as "not admin". */
export async function isAdmin(userId: string): Promise<boolean> {
  try {
    const db = await getDb();
    const rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
      .limit(1);
    return rows.length === 1;
  } catch (error) {
    logger.error({ err: error, userId }, "admin check failed; treating the user as not admin");
    return false;
  }
}

async function sessionOrNull(): Promise<CurrentSession | null> {
  try {
    return await getCurrentSession();
  } catch (error) {
    // Next signals "render this dynamically" by throwing; that is not a failed session read.
    unstable_rethrow(error);
    logger.error({ err: error }, "could not read the session; treating the request as anonymous");
    return null;
  }
}

export type AdminCheck =
  | { ok: true; userId: string; email: string }
  | { ok: false; status: 401 | 403; message: string };

/**
 * For every admin server action and route handler: the gate in front of /admin is a convenience, this is
 * the security. 401 without a session, 403 for a signed-in user who is not an admin.
 */
export async function requireAdmin(): Promise<AdminCheck> {
  const current = await sessionOrNull();
  if (!current) return { ok: false, status: 401, message: "Please sign in." };
  if (!(await isAdmin(current.user.id))) return { ok: false, status: 403, message: accessDeniedDescription };
  return { ok: true, userId: current.user.id, email: current.user.email };
}

/** For `safeAction({ authorize })`. */
export async function isCurrentUserAdmin(): Promise<boolean> {
  return (await requireAdmin()).ok;
}

/** A JSON refusal for route handlers: `if (!check.ok) return adminDeniedResponse(check)`. */
export function adminDeniedResponse(check: Extract<AdminCheck, { ok: false }>): Response {
  return Response.json({ error: check.message }, { status: check.status });
}

/** For admin pages and layouts: anonymous → /login; signed in without the role → /login?denied=1. */
export async function requireAdminPage(): Promise<{ userId: string; email: string }> {
  const check = await requireAdmin();
  if (!check.ok) redirect(check.status === 401 ? "/login" : "/login?denied=1");
  return { userId: check.userId, email: check.email };
}
