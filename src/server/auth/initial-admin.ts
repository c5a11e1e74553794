import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { AdminAccountError, ensureInitialAdmin } from "./admin-accounts";
import { getAuth } from "./auth";

/** Start-up: with ADMIN_EMAIL and ADMIN_PASSWORD set and no admin yet, create the first admin. Never throws. */
export async function createInitialAdminFromEnv(): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (!email && !password) return;
  if (!email || !password) {
    logger.warn("ADMIN_EMAIL and ADMIN_PASSWORD must both be set to create the first admin; ignoring them");
    return;
  }
  try {
    const outcome = await ensureInitialAdmin(await getDb(), await getAuth(), { email, password });
    if (outcome.status !== "skipped") logger.info({ email: outcome.email, status: outcome.status }, "first admin ready: sign in at /login");
  } catch (error) {
    if (error instanceof AdminAccountError) logger.error(error.message);
    else logger.error({ err: error }, "could not create the first admin from ADMIN_EMAIL");
  }
}
