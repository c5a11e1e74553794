import { SMTPServer } from "smtp-server";
import { ports } from "./ports";

/** Port of the SMTP_URL the e2e server sends to (playwright.config.ts webServer env). */
export const mailCatcherPort = ports.mail;

export interface CaughtMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  raw: string;
}

function decodeQuotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === "=" ? text.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * A message holding this text is refused at the end of its data (550), as a mail server refuses a message for good:
 * the site's outbox keeps it unsent, and a test can see what the admin sees of an e-mail that did not go.
 */
export const refusedByMailCatcher = "[refused by the test mail server]";

/**
 * An SMTP server on the fixed port that keeps every message, so a test can open the links sent by the site (and refuses
 * the ones holding `refusedByMailCatcher`).
 */
export async function startMailCatcher(port: number = mailCatcherPort): Promise<{ messages: CaughtMail[]; close(): Promise<void> }> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS of 127.0.0.1 per connection: without a resolver it cost each message a lookup.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = decodeQuotedPrintable(Buffer.concat(chunks).toString("latin1"));
        if (raw.includes(refusedByMailCatcher)) {
          callback(Object.assign(new Error("Message refused for the test"), { responseCode: 550 }));
          return;
        }
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The first link matching `pattern` in the newest message to `email`, waiting up to `timeoutMs` for it to arrive. */
async function waitForLink(
  messages: readonly CaughtMail[],
  email: string,
  pattern: RegExp,
  what: string,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = [...messages].reverse().find((m) => m.to.includes(email) && pattern.test(m.raw));
    const link = mail?.raw.match(pattern)?.[0];
    if (link) return link.replace(/&amp;/g, "&");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${what} e-mail reached ${email}`);
}

/** The confirmation link sent to `email`, waiting up to `timeoutMs` for it to arrive. */
export function waitForVerificationLink(messages: readonly CaughtMail[], email: string, timeoutMs = 20_000): Promise<string> {
  return waitForLink(messages, email, /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?[^\s"<>]+/, "confirmation", timeoutMs);
}

/** The password-reset link sent to `email`, waiting up to `timeoutMs` for it to arrive. */
export function waitForPasswordResetLink(messages: readonly CaughtMail[], email: string, timeoutMs = 20_000): Promise<string> {
  return waitForLink(messages, email, /https?:\/\/[^\s"<>]+\/api\/auth\/reset-password\/[^\s"<>]+/, "password reset", timeoutMs);
}

/** The staff invitation link sent to `email`, waiting up to `timeoutMs` for it to arrive. */
export function waitForInvitationLink(messages: readonly CaughtMail[], email: string, timeoutMs = 20_000): Promise<string> {
  return waitForLink(messages, email, /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/, "staff invitation", timeoutMs);
}
