import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { unsentMailSentence, unsentMailWithoutSmtp } from "@/server/email/backlog";
import { logger } from "@/server/log";
import { requirePermissionPage } from "./roles";
import { listRecentSignIns, type SignInHistoryRow } from "./sign-in-history";

/** The sign-in history page's rows: staff.manage only (anyone else is sent to /login, /login?denied=1 or /admin). */
export async function signInHistoryForAdmin(): Promise<SignInHistoryRow[]> {
  await requirePermissionPage("staff.manage");
  return listRecentSignIns(await getDb());
}

/**
 * The banner across admin pages while e-mail cannot leave: its sentence, or null. A failed count only hides the
 * banner; it never takes an admin page down.
 */
export async function unsentMailBanner(smtpConfigured: boolean = Boolean(env.SMTP_URL)): Promise<string | null> {
  if (smtpConfigured) return null;
  try {
    const waiting = await unsentMailWithoutSmtp(await getDb(), smtpConfigured);
    return waiting === null ? null : unsentMailSentence(waiting);
  } catch (error) {
    logger.error({ err: error }, "could not count the mail waiting in the outbox");
    return null;
  }
}
