import fs from "node:fs";
import path from "node:path";

export const missingAuthSecretSentence =
  "BETTER_AUTH_SECRET is not set. With DATABASE_URL every app instance must sign sessions with the same secret: " +
  "set BETTER_AUTH_SECRET to at least 32 random characters (openssl rand -base64 48).";

export const serverActionsKeyMismatchSentence =
  "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY differs from the key this build was made with: build again with it set " +
  "(npm run build, or npm start rebuilds), or instances built separately answer each other's forms with " +
  '"Failed to find Server Action".';

export const missingS3CredentialsSentence =
  "S3_BUCKET is set but S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is not: set both to the bucket's access key, " +
  "or unset S3_BUCKET to keep uploads in DATA_DIR/uploads.";

export const withoutProductionServerSentence =
  "This build runs only behind its own server, which sets the Content-Security-Policy, the client's address and the " +
  "error statuses: start it with `npm start` (scripts/server.ts), not `next start`.";

export interface ConfigurationFacts {
  /** A production run (`next start` or `npm start`) without scripts/server.ts in front: undefined or false otherwise. */
  productionWithoutServer?: boolean;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  /** NEXT_SERVER_ACTIONS_ENCRYPTION_KEY as the server runs with it. */
  serverActionsKey: string | undefined;
  /** The key the build embedded (null: no build, as under `next dev`). */
  buildServerActionsKey: string | null;
  /** The S3_* settings that must come together (left out: uploads stay on local disk). */
  s3?: { bucket: string | undefined; accessKeyId: string | undefined; secretAccessKey: string | undefined };
}

/**
 * The one sentence that stops the start when the configuration would break as soon as a second instance joins (or the
 * first visitor signs in or uploads an image), or null when it is safe. Checked before anything else opens, so the operator reads the cause
 * rather than a 500 at the first sign-in.
 */
export function unsafeConfiguration(facts: ConfigurationFacts): string | null {
  if (facts.productionWithoutServer) return withoutProductionServerSentence;
  if (facts.databaseUrl && !facts.authSecret) return missingAuthSecretSentence;
  if (facts.serverActionsKey && facts.buildServerActionsKey && facts.serverActionsKey !== facts.buildServerActionsKey) {
    return serverActionsKeyMismatchSentence;
  }
  if (facts.s3?.bucket && !(facts.s3.accessKeyId && facts.s3.secretAccessKey)) return missingS3CredentialsSentence;
  return null;
}

/** The server-actions encryption key `next build` embedded in its output (Next reads it from there at run time). */
export function builtServerActionsKey(root: string = process.cwd()): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, ".next", "server", "server-reference-manifest.json"), "utf8")) as {
      encryptionKey?: unknown;
    };
    return typeof manifest.encryptionKey === "string" ? manifest.encryptionKey : null;
  } catch {
    return null;
  }
}
