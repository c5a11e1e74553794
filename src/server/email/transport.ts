import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/env";
import type { MailTransport } from "./outbox";

/**
 * Timeouts short enough that one send always ends well inside the outbox's claim lease,
 * so a slow server cannot make a second worker pick up a message that is still being sent.
 */
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** One SMTP connection per message. */
export function createMailTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({ url: smtpUrl, ...timeouts });
}

/**
 * A transport for one delivery round: the round's messages share one SMTP connection (connecting, TLS and
 * authentication once instead of per message, which made a backlog of a few hundred take a minute), and `close`
 * ends it, so no idle connection outlives the round. Null when SMTP_URL is not set (mail then waits in the outbox).
 */
export function openRoundMailTransport(smtpUrl: string | undefined = env.SMTP_URL): (MailTransport & { close(): void }) | null {
  if (!smtpUrl) return null;
  return nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, ...timeouts });
}
