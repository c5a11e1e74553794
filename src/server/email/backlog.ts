import "server-only";
import { count, eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { outbox } from "@/server/db/schema";

/**
 * The admin's banner: with no SMTP_URL, messages wait in the outbox and nobody receives them. The number waiting,
 * or null when there is nothing to say (mail is configured, or nothing waits).
 */
export async function unsentMailWithoutSmtp(db: Db, smtpConfigured: boolean): Promise<number | null> {
  if (smtpConfigured) return null;
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, "pending"));
  const waiting = row?.n ?? 0;
  return waiting > 0 ? waiting : null;
}

/** "E-mail is not configured: 3 messages are waiting. Set SMTP_URL to send them." */
export function unsentMailSentence(waiting: number): string {
  const messages = waiting === 1 ? "1 message is waiting" : `${waiting} messages are waiting`;
  return `E-mail is not configured: ${messages}. Set SMTP_URL to send ${waiting === 1 ? "it" : "them"}.`;
}
