import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/env";
import type { MailTransport } from "./outbox";

/**
 * Timeouts short enough that one send always ends well inside the outbox's claim lease,
 * so a slow server cannot make a second worker pick up a message that is still being sent.
 */
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({ url: smtpUrl, ...timeouts });
}

const globalKey = Symbol.for("ironbark.mailTransport");
type GlobalWithTransport = typeof globalThis & { [globalKey]?: MailTransport };

/** The configured SMTP transport, or null when SMTP_URL is not set (mail then waits in the outbox). */
export function getMailTransport(): MailTransport | null {
  if (!env.SMTP_URL) return null;
  const store = globalThis as GlobalWithTransport;
  store[globalKey] ??= createMailTransport(env.SMTP_URL);
  return store[globalKey];
}
