import "server-only";
import { and, asc, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/server/db";
import { enquiries, user } from "@/server/db/schema";
import { enqueueMail } from "@/server/email/outbox";
import { overdueLeadEscalation } from "@/server/email/templates";
import { getLeadSettings } from "./lead-settings";
import { overdueCondition } from "./overdue";

const defaultBatchSize = 50;

/** Overdue at `now` and not yet escalated. */
const unansweredPastDue = (now: Date) => and(overdueCondition(now), isNull(enquiries.overdueAt));

/**
 * Marks the leads whose reply is overdue at `now` and e-mails the principal about each, in one transaction per batch.
 * The leads are taken with FOR UPDATE SKIP LOCKED and marked in the same transaction, so however many instances run
 * this at once, each lead is escalated once. Returns how many were escalated.
 */
export async function escalateOverdueLeads(db: Db, now: Date = new Date(), options: { batchSize?: number } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: enquiries.id,
        kind: enquiries.type,
        fullName: enquiries.fullName,
        email: enquiries.email,
        phone: enquiries.phone,
        receivedAt: enquiries.createdAt,
        replyDueAt: enquiries.replyDueAt,
        ownerId: enquiries.ownerId,
      })
      .from(enquiries)
      .where(unansweredPastDue(now))
      .orderBy(asc(enquiries.replyDueAt))
      .limit(options.batchSize ?? defaultBatchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;

    await tx
      .update(enquiries)
      .set({ overdueAt: now })
      .where(
        inArray(
          enquiries.id,
          due.map((lead) => lead.id),
        ),
      );

    const ownerIds = [...new Set(due.map((lead) => lead.ownerId).filter((id): id is string => id !== null))];
    const owners =
      ownerIds.length === 0
        ? []
        : await tx.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, ownerIds));
    const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
    const { principalEmail } = await getLeadSettings(tx);

    await enqueueMail(
      tx,
      due.map((lead) => {
        const owner = lead.ownerId ? ownerById.get(lead.ownerId) : undefined;
        return {
          kind: "lead-overdue" as const,
          to: principalEmail,
          replyTo: owner?.email,
          enquiryId: lead.id,
          ...overdueLeadEscalation({
            ...lead,
            replyDueAt: lead.replyDueAt ?? now,
            owner: owner ? { name: owner.name, email: owner.email } : null,
          }),
        };
      }),
      now,
    );
    return due.length;
  });
}
