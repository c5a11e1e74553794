import "server-only";
import { eq, inArray, isNull } from "drizzle-orm";
import { zipSync } from "fflate";
import { env } from "@/env";
import { getDb, type Db } from "@/server/db";
import { feedFiles, feedSources, setupSteps, teamMembers } from "@/server/db/schema";
import { demoListingsWantedStep } from "@/server/db/seed";
import { keepLease } from "@/server/jobs/keep-lease";
import { claimNamedLease, finishNamedLease, releaseNamedLease, renewNamedLease } from "@/server/jobs/named-lease";
import { wakeBackgroundJob, type BackgroundJob } from "@/server/jobs/runner";
import { workerId } from "@/server/jobs/worker-id";
import { logger } from "@/server/log";
import { demoAgentId, generateDemoFeed, type DemoAgent } from "./demo-feed";
import { feedImportJobName } from "./feed-job";
import { receiveFeedFile } from "./feed-files";

/*
 * The demo listings of a new database (issue 29, item 8): the synthetic REAXML feed (./demo-feed) drawn and zipped in
 * the background after the first start, then received and applied like any CRM's file, its photos stored by the photo
 * worker. Wanted only when the start-up seed wrote the demo content into a new database (SEED_ON_START, and
 * LISTINGS_DEMO_FEED not off: src/server/db/seed.ts), done once across instances (a named lease), recorded in
 * `setup_steps` so it never comes back.
 */

export const demoFeedJobName = "listings-demo-feed";
export const demoFeedSourceName = "Demo feed";
const demoListingsDoneStep = "demo-listings";
/** Drawn at 720 × 480: smaller than a CRM's photos, so drawing and encoding 245 of them costs about a minute of one core. */
export const demoImageWidth = 720;
const leaseMs = 5 * 60_000;

/** The team's agents (the principal and the sales staff), as the demo listings' agents. */
export async function demoAgents(db: Db): Promise<DemoAgent[]> {
  const members = await db
    .select({ name: teamMembers.name, email: teamMembers.email, phone: teamMembers.phone, role: teamMembers.role })
    .from(teamMembers)
    .where(isNull(teamMembers.retiredAt));
  const agents = members.filter((member) => /principal|sales|agent|specialist/i.test(member.role));
  const chosen = agents.length > 0 ? agents : members;
  if (chosen.length === 0) return [{ name: "Ironbark Realty", email: "hello@ironbark.example", phone: "(02) 5550 4821" }];
  return chosen.map(({ name, email, phone }) => ({ name, email, phone }));
}

export type DemoImportOutcome = "imported" | "not-wanted" | "busy";

/**
 * Imports the demo feed when this database asked for it and it has not been done. "busy": another instance is at it.
 * A file received before a crash is not made again: the feed is in, only the record was missing.
 */
export async function importDemoFeedWhenWanted(
  db: Db,
  worker: string,
  options: { now?: Date; imageWidth?: number; counts?: { sale: number; rental: number; sold: number } } = {},
): Promise<DemoImportOutcome> {
  const now = options.now ?? new Date();
  const steps = await db
    .select({ name: setupSteps.name })
    .from(setupSteps)
    .where(inArray(setupSteps.name, [demoListingsWantedStep, demoListingsDoneStep]));
  if (!steps.some((s) => s.name === demoListingsWantedStep) || steps.some((s) => s.name === demoListingsDoneStep)) return "not-wanted";
  if (!(await claimNamedLease(db, demoFeedJobName, worker, { intervalMs: 0, leaseMs }, now))) return "busy";
  const stop = keepLease(() => renewNamedLease(db, demoFeedJobName, worker, leaseMs), 30_000);
  try {
    // Disabled: it sends once, never holds a token, and is not watched for silence.
    const [source] = await db
      .insert(feedSources)
      .values({ name: demoFeedSourceName, enabled: false, allowedAgentIds: [demoAgentId] })
      .onConflictDoUpdate({ target: feedSources.name, set: { enabled: false } })
      .returning();
    if (!source) throw new Error("could not record the demo feed's source");
    const [earlier] = await db.select({ id: feedFiles.id }).from(feedFiles).where(eq(feedFiles.sourceId, source.id)).limit(1);
    if (!earlier) {
      const started = Date.now();
      const feed = await generateDemoFeed({
        seed: "ironbark-demo",
        agents: await demoAgents(db),
        now,
        imageWidth: options.imageWidth ?? demoImageWidth,
        ...(options.counts ? { counts: options.counts } : {}),
      });
      const entries: Record<string, Uint8Array> = { "IRNBRK-demo.xml": new TextEncoder().encode(feed.xml) };
      for (const [name, bytes] of feed.images) entries[name] = new Uint8Array(bytes);
      // JPEGs do not compress: stored as they are.
      const zip = zipSync(entries, { level: 0 });
      const received = await receiveFeedFile(db, { source, body: zip, contentType: "application/zip", filename: "IRNBRK-demo.zip" });
      if (!received.ok) throw new Error(`the demo feed was refused: ${received.message}`);
      logger.info(
        { listings: feed.listings.length, images: feed.images.size, ms: Date.now() - started },
        "demo listings feed drawn and received",
      );
      wakeBackgroundJob(feedImportJobName);
    }
    await db.insert(setupSteps).values({ name: demoListingsDoneStep, doneAt: now }).onConflictDoNothing();
    await finishNamedLease(db, demoFeedJobName, worker, now);
    return "imported";
  } catch (error) {
    await releaseNamedLease(db, demoFeedJobName, worker).catch(() => {});
    throw error;
  } finally {
    stop();
  }
}

/** Imports the demo feed in the background after a new database's first start; then does nothing more. */
export function demoFeedJob(options: { getDb?: () => Promise<Db> } = {}): BackgroundJob | null {
  if (!env.LISTINGS_DEMO_FEED || !env.SEED_ON_START) return null;
  let finished = false;
  return {
    name: demoFeedJobName,
    intervalMs: 30_000,
    async runOnce(signal) {
      if (finished || signal.aborted) return "idle";
      const outcome = await importDemoFeedWhenWanted(await (options.getDb ?? getDb)(), workerId());
      if (outcome !== "busy") finished = true;
      return "idle";
    },
  };
}
