import "server-only";
import { businessDueTime } from "@/lib/leads/business-hours";
import type { DbOrTx } from "@/server/db";
import { getLeadSettings, replyCalendar } from "./lead-settings";
import { chooseLeadOwner, type LeadOwner, type RoutableLead } from "./lead-routing";

export interface LeadAssignment {
  /** The staff member who answers it; null: the principal. */
  ownerId: string | null;
  /** Who is e-mailed at once about it: the owner, or the principal. Null for a newsletter sign-up. */
  notifyEmail: string | null;
  replyDueAt: Date | null;
  routedBy: LeadOwner["by"] | null;
}

/**
 * A new lead's owner and reply clock, decided in the transaction that stores it. A newsletter sign-up expects no reply:
 * no owner, no clock, and nobody is e-mailed.
 */
export async function assignNewLead(tx: DbOrTx, lead: RoutableLead, receivedAt: Date): Promise<LeadAssignment> {
  if (lead.kind === "newsletter") return { ownerId: null, notifyEmail: null, replyDueAt: null, routedBy: null };
  const settings = await getLeadSettings(tx);
  const owner = await chooseLeadOwner(tx, lead);
  return {
    ownerId: owner.userId,
    notifyEmail: owner.by === "principal" ? settings.principalEmail : owner.email,
    replyDueAt: businessDueTime(receivedAt, replyCalendar(settings)),
    routedBy: owner.by,
  };
}
