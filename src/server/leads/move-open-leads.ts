import "server-only";
import { and, count, eq, ne } from "drizzle-orm";
import { enquiries, leadNotes, user } from "@/server/db/schema";
import type { DbOrTx } from "@/server/db";
import { tellNewOwner } from "./admin-leads";
import { nextAgentInTurn } from "./lead-routing";

/*
 * A departing staff member's open leads (any status but Closed) find a new owner: the principal, or the remaining
 * agents in turn. Run in the transaction that deactivates them, after their role row is gone, so the round robin
 * cannot hand a lead back to them and a failure moves nothing.
 */

export const openLeadDestinations = ["principal", "round-robin"] as const;
export type OpenLeadDestination = (typeof openLeadDestinations)[number];

const isOpenLeadOf = (userId: string) => and(eq(enquiries.ownerId, userId), ne(enquiries.status, "closed"));

/** How many open leads this person owns. */
export async function countOpenLeads(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enquiries).where(isOpenLeadOf(userId));
  return Number(row?.n ?? 0);
}

/**
 * Gives each open lead of `fromUserId` to its new owner (oldest lead first), e-mails the new owner, and records the
 * move as a note in the lead's history, written by `actor`. Returns how many moved and to whom (null: the principal).
 */
export async function moveOpenLeads(
  tx: DbOrTx,
  input: { fromUserId: string; to: OpenLeadDestination; actor: { id: string; name: string } },
  now: Date = new Date(),
): Promise<Array<{ leadId: string; ownerId: string | null }>> {
  const leads = await tx
    .select()
    .from(enquiries)
    .where(isOpenLeadOf(input.fromUserId))
    .orderBy(enquiries.createdAt, enquiries.id)
    .for("update");
  if (leads.length === 0) return [];
  const [from] = await tx.select({ name: user.name }).from(user).where(eq(user.id, input.fromUserId));
  const fromName = from?.name || "a former staff member";

  const moved: Array<{ leadId: string; ownerId: string | null }> = [];
  for (const lead of leads) {
    const agent = input.to === "round-robin" ? await nextAgentInTurn(tx) : null;
    const ownerId = agent?.userId ?? null;
    const [updated] = await tx.update(enquiries).set({ ownerId, assignedAt: now }).where(eq(enquiries.id, lead.id)).returning();
    if (!updated) continue;
    const [owner] = ownerId ? await tx.select({ name: user.name }).from(user).where(eq(user.id, ownerId)) : [];
    const destination = owner ? `${owner.name} (agents in turn)` : "the principal";
    await tx.insert(leadNotes).values({
      enquiryId: lead.id,
      authorId: input.actor.id,
      authorName: input.actor.name,
      text: `Moved from ${fromName} to ${destination}: ${fromName} was deactivated.`,
      createdAt: now,
    });
    await tellNewOwner(tx, updated, now);
    moved.push({ leadId: lead.id, ownerId });
  }
  return moved;
}
