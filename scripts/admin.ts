// npm run admin -- create --email you@example.com --password 'S3cure-pass'
// npm run admin -- promote --email colleague@example.com
// npm run admin -- unlock --email colleague@example.com
// npm run admin -- uploads-to-s3
//
// The account commands work against DATABASE_URL, or the embedded database in DATA_DIR when no running site holds it
// (PGlite cannot be shared between processes: stop the site first, or use PostgreSQL). unlock also works while the
// site holds the embedded database: it asks the running site through a request file in DATA_DIR/admin-requests/
// (src/server/auth/unlock-requests.ts). uploads-to-s3 opens no database: it copies DATA_DIR/uploads into the S3_*
// bucket, so it runs beside a live site.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "@/env";
import { AdminAccountError, createAdminAccount, promoteToAdmin, type AdminOutcome } from "@/server/auth/admin-accounts";
import { createAuth, signInPolicyFromEnv } from "@/server/auth/auth";
import { unlockAccount } from "@/server/auth/sign-in-throttle";
import { requestUnlockFromRunningSite } from "@/server/auth/unlock-requests";
import { openDatabase, type DatabaseHandle } from "@/server/db/connect";
import { dataDirLockHolder } from "@/server/db/data-dir-lock";
import { copyUploadsToS3 } from "@/server/uploads/copy-to-s3";
import { s3SettingsFromEnv, s3UploadStorage, type S3Settings } from "@/server/uploads/s3-storage";

const usage = `Usage:
  npm run admin -- create --email <address> --password <password>   new admin account (or set ADMIN_PASSWORD instead of --password)
  npm run admin -- promote --email <address>                        make an existing, confirmed account an admin
  npm run admin -- unlock --email <address>                         lift a sign-in lock after repeated failed passwords (also while the site runs;
                                                                    --timeout <seconds>, default 15: how long to wait for the running site)
  npm run admin -- uploads-to-s3                                    copy DATA_DIR/uploads into the S3_BUCKET bucket (skips names already there)`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        timeout: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage}`, 2);
  }
})();

const command = positionals[0];
if (values.help || (command !== "create" && command !== "promote" && command !== "unlock" && command !== "uploads-to-s3")) {
  fail(usage, values.help ? 0 : 2);
}

if (command === "uploads-to-s3") {
  let settings: S3Settings | null;
  try {
    settings = s3SettingsFromEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  if (!settings)
    fail(
      "S3 is not configured: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a service other than AWS S3), then run this again.",
    );
  const directory = path.resolve(env.DATA_DIR, "uploads");
  try {
    const { copied, skipped, ignored } = await copyUploadsToS3(directory, s3UploadStorage(settings));
    console.log(
      `Copied ${copied.length} upload${copied.length === 1 ? "" : "s"} from ${directory} to bucket ${settings.bucket}; ` +
        `skipped ${skipped.length} already there${ignored > 0 ? `; ignored ${ignored} other file${ignored === 1 ? "" : "s"}` : ""}.`,
    );
  } catch (error) {
    fail(
      `Could not copy the uploads to bucket ${settings.bucket} (${(error as Error).message}); those copied before the failure stay, so run the command again for the rest.`,
    );
  }
  process.exit(0);
}

if (!values.email) fail(`--email is required.\n\n${usage}`, 2);
const password = values.password ?? env.ADMIN_PASSWORD;
if (command === "create" && !password) fail(`create needs --password (or ADMIN_PASSWORD).\n\n${usage}`, 2);

const unlockedMessage = (email: string, wasLocked: boolean) =>
  wasLocked ? `Unlocked ${email}: it can sign in again.` : `${email} was not locked; its failed sign-ins are forgotten.`;

if (command === "unlock" && !env.DATABASE_URL && dataDirLockHolder(path.resolve(env.DATA_DIR))) {
  try {
    const timeoutSeconds = values.timeout === undefined ? 15 : Number(values.timeout);
    if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) fail(`--timeout must be a number of seconds.\n\n${usage}`, 2);
    const { wasLocked } = await requestUnlockFromRunningSite(path.resolve(env.DATA_DIR), values.email, {
      timeoutMs: timeoutSeconds * 1000,
    });
    console.log(`${unlockedMessage(values.email, wasLocked)} (applied by the running site)`);
    process.exit(0);
  } catch (error) {
    fail(`Could not unlock ${values.email}: ${(error as Error).message}`);
  }
}

let handle: DatabaseHandle;
try {
  handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR) },
  );
} catch (error) {
  fail(
    `Cannot open the database: ${(error as Error).message}\n` +
      "The embedded database can be used by one process at a time. Stop the running site and try again, " +
      "or run this command against PostgreSQL (DATABASE_URL).",
  );
}

if (command === "unlock") {
  await handle.migrate();
  const { wasLocked } = await unlockAccount(handle.db, values.email).finally(() => handle.close());
  console.log(unlockedMessage(values.email, wasLocked));
  process.exit(0);
}

let outcome: AdminOutcome | undefined;
try {
  await handle.migrate();
  // The CLI signs no sessions or tokens, so a throwaway secret is enough for better-auth's password hashing.
  const auth = createAuth(handle.db, {
    secret: randomBytes(32).toString("hex"),
    baseURL: (env.BETTER_AUTH_URL ?? env.SITE_URL).replace(/\/+$/, ""),
    attempts: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    signIn: signInPolicyFromEnv(),
  });
  outcome =
    command === "create"
      ? await createAdminAccount(handle.db, auth, { email: values.email, password: password ?? "" })
      : await promoteToAdmin(handle.db, values.email);
} catch (error) {
  await handle.close();
  if (error instanceof AdminAccountError) fail(error.message);
  throw error;
}
await handle.close();

const messages: Record<AdminOutcome["status"], string> = {
  created: `Created admin ${outcome.email}. Sign in at /login.`,
  promoted: `${outcome.email} is now an admin. Sign in at /login.`,
  "already-admin": `${outcome.email} was already an admin.`,
};
console.log(messages[outcome.status]);
