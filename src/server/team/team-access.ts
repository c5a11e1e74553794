import "server-only";
import { redirect } from "next/navigation";
import { can, type StaffRole } from "@/lib/auth/permissions";
import { permissionDeniedMessage, requirePermission } from "@/server/auth/roles";

/**
 * Who may change the team: `content.manage` (admins, editors) every member; `profile.own` (agents) only the profile
 * linked to their own account, and not its place, its retirement or its account link.
 */
export type TeamEditor = { scope: "all"; userId: string } | { scope: "own"; userId: string };

export type TeamEditorCheck = { ok: true; editor: TeamEditor } | { ok: false; status: 401 | 403; message: string };

/** What a staff member with `role` may change of the team, or null for nothing. */
export function teamEditorOf(role: StaffRole, userId: string): TeamEditor | null {
  if (can(role, "content.manage")) return { scope: "all", userId };
  if (can(role, "profile.own")) return { scope: "own", userId };
  return null;
}

/** For the team's server actions. */
export async function requireTeamEditor(): Promise<TeamEditorCheck> {
  const check = await requirePermission(null);
  if (!check.ok) return check;
  const editor = teamEditorOf(check.role, check.userId);
  return editor ? { ok: true, editor } : { ok: false, status: 403, message: permissionDeniedMessage };
}

/** For safeAction({ authorize }). */
export async function isTeamEditor(): Promise<boolean> {
  return (await requireTeamEditor()).ok;
}

/** For the admin's team pages: anonymous → /login; not staff → /login?denied=1; staff without either permission → /admin. */
export async function requireTeamEditorPage(): Promise<TeamEditor> {
  const check = await requireTeamEditor();
  if (check.ok) return check.editor;
  if (check.status === 401) redirect("/login");
  redirect(check.message === permissionDeniedMessage ? "/admin" : "/login?denied=1");
}
