import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone, enough to search for text. */
  raw: string;
}

export interface FakeSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Stops listening; `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function decodeQuotedPrintable(raw: Buffer): string {
  const bytes: number[] = [];
  const text = raw.toString("latin1").replace(/=\r?\n/g, "");
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

/** A real SMTP server on 127.0.0.1 (random port) that accepts every message and keeps it in `messages`. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            messages.push({
              from,
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: decodeQuotedPrintable(Buffer.concat(chunks)),
            });
            callback();
          });
        },
      });
      s.on("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  await listen();
  const fake: FakeSmtpServer = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start: listen,
  };
  return fake;
}
