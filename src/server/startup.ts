import "server-only";
import path from "node:path";
import { env } from "@/env";
import { createInitialAdminFromEnv } from "@/server/auth/initial-admin";
import { listingAlertsJob } from "@/server/alerts/alert-job";
import { unlockRequestsJob } from "@/server/auth/unlock-requests";
import { registerContentPages } from "@/server/content-pages/register";
import { crawlJob } from "@/server/crawl/worker";
import { getDatabaseHandle } from "@/server/db";
import { DataDirLockedError } from "@/server/db/data-dir-lock";
import { outboxDeliveryJob } from "@/server/email/worker";
import { icsImportJob } from "@/server/events/ics-scheduler";
import { exitOnStartupFailure } from "@/server/fatal-exit";
import { startBackgroundJobs, stopBackgroundJobs } from "@/server/jobs/runner";
import { productionServer } from "@/server/http/production-server";
import { overdueLeadsJob } from "@/server/leads/overdue-job";
import { dropFolderJob } from "@/server/listings/drop-folder";
import { demoFeedJob } from "@/server/listings/demo-import";
import { feedImportJob } from "@/server/listings/feed-job";
import { feedWatchJob } from "@/server/listings/feed-watch";
import { listingPhotosJob } from "@/server/listings/photo-worker";
import { uploadCleanupJob } from "@/server/uploads/cleanup-job";
import { onShutdown } from "@/server/shutdown";
import { builtServerActionsKey, unsafeConfiguration } from "@/server/unsafe-configuration";

/** Server start-up work: refuse unsafe configuration, open the database, then start the background jobs. */
export async function startServerServices(): Promise<void> {
  if (env.NEXT_PHASE === "phase-production-build") return;
  const unsafe = unsafeConfiguration({
    // Under a plain `next start` the policy, the client's address and the statuses would silently vanish: refused.
    productionWithoutServer: env.NODE_ENV === "production" && !productionServer(),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.BETTER_AUTH_SECRET,
    serverActionsKey: env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
    buildServerActionsKey: env.NODE_ENV === "production" ? builtServerActionsKey() : null,
    s3: { bucket: env.S3_BUCKET, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  if (unsafe) exitOnStartupFailure(unsafe, new Error(unsafe));
  try {
    const database = await getDatabaseHandle();
    // Registered first, so it runs last: the database closes after every worker has stopped.
    onShutdown(() => database.close());
  } catch (error) {
    exitOnStartupFailure(
      error instanceof DataDirLockedError ? error.message : `Could not open the database: ${(error as Error).message}`,
      error,
    );
  }
  await createInitialAdminFromEnv();
  await registerContentPages();
  // The crawl job also resumes crawls a stopped or crashed instance left unfinished.
  // With the embedded database, `npm run admin -- unlock` cannot open it and asks this process instead.
  const unlockRequests = env.DATABASE_URL ? null : unlockRequestsJob(path.resolve(env.DATA_DIR));
  startBackgroundJobs(
    [
      outboxDeliveryJob(),
      crawlJob(),
      icsImportJob(),
      overdueLeadsJob(),
      uploadCleanupJob(),
      feedImportJob(),
      listingPhotosJob(),
      feedWatchJob(),
      dropFolderJob(),
      demoFeedJob(),
      listingAlertsJob(),
      unlockRequests,
    ].filter((job) => job !== null),
  );
  onShutdown(stopBackgroundJobs);
}
