import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { logger } from "@/server/log";
import { missingAuthSecretSentence } from "@/server/unsafe-configuration";

const fileName = "auth-secret";

/**
 * The secret that signs session cookies. BETTER_AUTH_SECRET when set; otherwise one is generated on
 * first use and kept (mode 600) in DATA_DIR, so sessions survive restarts with no configuration.
 * Several instances on PostgreSQL share no folder, so there the variable is required.
 */
export function resolveAuthSecret(): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  // The start refuses this too (src/server/unsafe-configuration.ts); scripts that build auth themselves land here.
  if (env.DATABASE_URL) throw new Error(missingAuthSecretSentence);
  return readOrCreateSecret(path.resolve(env.DATA_DIR));
}

export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, fileName);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // "wx": if another process wrote one first, keep theirs.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFileSync(file, "utf8").trim();
    throw error;
  }
  logger.warn(
    { file },
    "BETTER_AUTH_SECRET is not set: generated one and saved it in the data folder; set the variable to manage it yourself",
  );
  return secret;
}
