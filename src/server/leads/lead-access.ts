import "server-only";
import { eq } from "drizzle-orm";
import type { LeadStatusValue } from "@/lib/leads/lead-options";
import { can, type StaffRole } from "@/lib/auth/permissions";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { user, type LeadStatus } from "@/server/db/schema";
import type { LeadScope } from "./admin-leads";

// The browser's list of statuses (lead-options) and the table's (schema) must agree; this fails to compile otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const leadStatusListsAgree: Same<LeadStatus, LeadStatusValue> = true;

/** leads.all sees every lead; leads.own only the leads they own. */
export function leadScopeFor(role: StaffRole, userId: string): LeadScope {
  return can(role, "leads.all") ? { all: true } : { all: false, ownerId: userId };
}

export interface LeadActor {
  userId: string;
  name: string;
  scope: LeadScope;
}

/** The signed-in staff member working on leads (leads.own at least), with what they may see; null when refused. */
export async function currentLeadActor(): Promise<LeadActor | null> {
  const check = await requirePermission("leads.own");
  if (!check.ok) return null;
  const [row] = await (await getDb()).select({ name: user.name }).from(user).where(eq(user.id, check.userId)).limit(1);
  return { userId: check.userId, name: row?.name || check.email, scope: leadScopeFor(check.role, check.userId) };
}
