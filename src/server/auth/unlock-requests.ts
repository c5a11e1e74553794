import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { emailSchema } from "@/lib/validation/fields";
import { validate } from "@/lib/validation/first-error";
import type { Db } from "@/server/db";
import type { BackgroundJob } from "@/server/jobs/runner";
import { logger } from "@/server/log";
import { unlockAccount } from "./sign-in-throttle";

/*
 * `npm run admin -- unlock` while the site holds the embedded database (PGlite serves one process, so the command
 * cannot open it): the command leaves a request file in DATA_DIR/admin-requests/ and the running site's job applies
 * it within a second and writes the answer beside it. Whoever can write that folder can already read and change the
 * database files and DATA_DIR/auth-secret, so the folder grants nothing new; no port is opened and no secret is
 * passed around (SECURITY.md, "Sessions and accounts").
 */

export const unlockRequestsFolder = (dataDir: string) => path.join(dataDir, "admin-requests");

/** Requests older than this are dropped unanswered: the command that wrote them has given up. */
const staleAfterMs = 60_000;

interface UnlockAnswer {
  ok: boolean;
  wasLocked?: boolean;
  message?: string;
}

/** Written to a temporary name and renamed, so the reader never sees half a file. */
async function writeAtomically(file: string, content: unknown): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(content), { mode: 0o600 });
  await fs.rename(temporary, file);
}

/**
 * The command's side: asks the running site to unlock `email` and waits for its answer. Throws with a sentence for
 * the operator when the site does not answer within `timeoutMs` (the request is then withdrawn).
 */
export async function requestUnlockFromRunningSite(
  dataDir: string,
  email: string,
  options: { timeoutMs?: number; pollMs?: number } = {},
): Promise<{ wasLocked: boolean }> {
  const { timeoutMs = 15_000, pollMs = 200 } = options;
  const folder = unlockRequestsFolder(dataDir);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const request = path.join(folder, `${id}.request.json`);
  const answerFile = path.join(folder, `${id}.answer.json`);
  await writeAtomically(request, { command: "unlock", email, requestedAt: new Date().toISOString() });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await fs.readFile(answerFile, "utf8").catch(() => null);
    if (text !== null) {
      await fs.rm(answerFile, { force: true });
      const answer = JSON.parse(text) as UnlockAnswer;
      if (!answer.ok) throw new Error(answer.message ?? "The running site could not unlock the account.");
      return { wasLocked: answer.wasLocked === true };
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  await fs.rm(request, { force: true });
  throw new Error(
    `The running site did not answer within ${Math.round(timeoutMs / 1000)} s. Is it this version of the site, and running? ` +
      "Otherwise stop it and run the command again.",
  );
}

/** The site's side: applies every waiting request once. Returns how many it answered. */
export async function applyUnlockRequests(db: Db, dataDir: string, now: Date = new Date()): Promise<number> {
  const folder = unlockRequestsFolder(dataDir);
  const names = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  let answered = 0;
  for (const name of names) {
    const match = /^([0-9a-f-]{36})\.request\.json$/.exec(name);
    if (!match) continue;
    const file = path.join(folder, name);
    const text = await fs.readFile(file, "utf8").catch(() => null);
    await fs.rm(file, { force: true });
    if (text === null) continue;
    const answer = await answerRequest(db, text, now);
    if (answer === null) continue;
    await writeAtomically(path.join(folder, `${match[1]}.answer.json`), answer);
    answered++;
  }
  return answered;
}

async function answerRequest(db: Db, text: string, now: Date): Promise<UnlockAnswer | null> {
  let request: { command?: unknown; email?: unknown; requestedAt?: unknown };
  try {
    request = JSON.parse(text) as typeof request;
  } catch {
    return { ok: false, message: "The request could not be read." };
  }
  const requestedAt = typeof request.requestedAt === "string" ? Date.parse(request.requestedAt) : NaN;
  if (!Number.isFinite(requestedAt) || now.getTime() - requestedAt > staleAfterMs) return null;
  if (request.command !== "unlock") return { ok: false, message: "Unknown request." };
  const email = validate(emailSchema, request.email);
  if (!email.ok) return { ok: false, message: email.message };
  const { wasLocked } = await unlockAccount(db, email.data);
  logger.info({ wasLocked }, "sign-in lock lifted by npm run admin -- unlock");
  return { ok: true, wasLocked };
}

/** Every second while the site runs on the embedded database: answers `npm run admin -- unlock`. */
export function unlockRequestsJob(dataDir: string): BackgroundJob {
  return {
    name: "unlock-requests",
    intervalMs: 1000,
    async runOnce() {
      const { getDb } = await import("@/server/db");
      await applyUnlockRequests(await getDb(), dataDir);
      return "idle";
    },
  };
}
