import "server-only";
import { and, eq } from "drizzle-orm";
import { redirect, unstable_rethrow } from "next/navigation";
import { getDb } from "@/server/db";
import { userRoles } from "@/server/db/schema";
import { PublicError } from "@/server/errors";
import { logger } from "@/server/log";
import { broadestRole, meets, type PermissionRequirement, type StaffRole } from "@/lib/auth/permissions";
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

/** A JSON refusal for route handlers: `if (!check.ok) return adminDeniedResponse(check)`. */
export function adminDeniedResponse(check: { status: 401 | 403; message: string }): Response {
  return Response.json({ error: check.message }, { status: check.status });
}

/** The staff role of a user (the broadest of their rows), or null for a member. Any exception counts as "none". */
export async function staffRoleOf(userId: string): Promise<StaffRole | null> {
  try {
    const db = await getDb();
    const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    return broadestRole(rows.map((row) => row.role));
  } catch (error) {
    logger.error({ err: error, userId }, "role check failed; treating the user as not staff");
    return null;
  }
}

export type PermissionCheck =
  { ok: true; userId: string; email: string; role: StaffRole } | { ok: false; status: 401 | 403; message: string };

export const permissionDeniedMessage = "You don't have permission to do that.";

/**
 * For every admin server action and route handler that needs one permission (src/lib/auth/permissions.ts): 401
 * without a session, 403 for a member or a staff role without it. `null` asks only for a staff role; an array for any one
 * of its permissions.
 */
export async function requirePermission(permission: PermissionRequirement): Promise<PermissionCheck> {
  const current = await sessionOrNull();
  if (!current) return { ok: false, status: 401, message: "Please sign in." };
  const role = await staffRoleOf(current.user.id);
  if (role === null) return { ok: false, status: 403, message: accessDeniedDescription };
  if (!meets(role, permission)) return { ok: false, status: 403, message: permissionDeniedMessage };
  return { ok: true, userId: current.user.id, email: current.user.email, role };
}

/** For admin pages: anonymous → /login; no staff role → /login?denied=1; a staff role without the permission → /admin. */
export async function requirePermissionPage(
  permission: PermissionRequirement,
): Promise<{ userId: string; email: string; role: StaffRole }> {
  const check = await requirePermission(permission);
  if (!check.ok) {
    if (check.status === 401) redirect("/login");
    redirect(check.message === accessDeniedDescription ? "/login?denied=1" : "/admin");
  }
  return { userId: check.userId, email: check.email, role: check.role };
}

/**
 * Inside a server action's handler, after `safeAction({ authorize })` said yes: the caller, read again (authorize only
 * answers yes or no). A session that ended in between is refused with the same message.
 */
export async function permittedCaller(permission: PermissionRequirement): Promise<{ userId: string; email: string; role: StaffRole }> {
  const check = await requirePermission(permission);
  if (!check.ok) throw new PublicError(check.message, check.status);
  return { userId: check.userId, email: check.email, role: check.role };
}
