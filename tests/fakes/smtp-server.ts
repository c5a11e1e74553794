import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable undone in the parts that use it, enough to search for text. */
  raw: string;
}

export interface FakeSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** SMTP connections opened so far, and those still open. */
  connections: { opened: number; open: number };
  /** Stops listening; `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\r?\n/g, "");
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
  return Buffer.from(bytes).toString("latin1");
}

/**
 * Undoes quoted-printable in the parts that declare it, and only there: headers are never
 * QP-encoded, and a 7bit part or a header holding `token=91zK…` must stay exactly as sent.
 */
function readableMessage(raw: Buffer): string {
  const lines = raw.toString("latin1").split(/(?<=\n)/);
  const boundaries = new Set<string>();
  let out = "";
  let inHeaders = true;
  let headers = "";
  let body = "";
  const flushBody = () => {
    out += /^content-transfer-encoding:\s*quoted-printable/im.test(headers) ? decodeQuotedPrintable(body) : body;
    body = "";
  };
  for (const line of lines) {
    const trimmed = line.trimEnd();
    if (inHeaders) {
      out += line;
      headers += line;
      const boundary = headers.replace(/\r?\n[ \t]+/g, " ").match(/boundary="?([^";\r\n]+)"?/i)?.[1];
      if (boundary) boundaries.add(boundary);
      if (trimmed === "") inHeaders = false;
    } else if (trimmed.startsWith("--") && [...boundaries].some((b) => trimmed === `--${b}` || trimmed === `--${b}--`)) {
      flushBody();
      out += line;
      inHeaders = !trimmed.endsWith("--") || !boundaries.has(trimmed.slice(2, -2));
      headers = "";
    } else {
      body += line;
    }
  }
  flushBody();
  return Buffer.from(out, "latin1").toString("utf8");
}

/** A real SMTP server on 127.0.0.1 (random port) that accepts every message and keeps it in `messages`. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const connections = { opened: 0, open: 0 };
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        // No reverse DNS of 127.0.0.1 per connection: without a resolver it cost each message a lookup.
        disableReverseLookup: true,
        logger: false,
        onConnect(_session, callback) {
          connections.opened += 1;
          connections.open += 1;
          callback();
        },
        onClose() {
          connections.open -= 1;
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            messages.push({
              from,
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: readableMessage(Buffer.concat(chunks)),
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
    connections,
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
