import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { adminAccount } from "./admin";
import { startAppServer, type AppServer } from "./app-server";
import { ports, sharedKindsReserved, sharedPortsPerKind } from "./ports";

/*
 * Extra instances of the built site that several spec files share: one of each kind per Playwright worker process,
 * started the first time a spec in that worker asks for it and killed when the worker exits. A spec that needs the site
 * started with other settings than the suite's server (playwright.config.ts) asks for a kind here instead of starting an
 * instance of its own, and the specs that ask for the same kind in one worker pay for one start between them.
 *
 * Kept in this module, like the admin's session (./admin.ts), rather than in a worker-scoped fixture: a worker fixture
 * changes the fixture pool's digest, and Playwright runs specs of another digest in workers of their own, after all the
 * others, which would undo the sharing and leave a tail at the end of the run.
 *
 * Share only what the specs can share: each spec must pass whatever the others did on that instance before it (they
 * run one after another in a worker, in any order, never at the same time). A spec that stops or restarts its server,
 * measures its process, counts rows in its data folder or needs an instance nobody else has written to keeps
 * `startAppServer` (tests/e2e/README.md).
 *
 * Ports: ports.sharedBase (./ports.ts) + sharedPortsPerKind × the kind's position below + the worker's parallel index.
 */

/** The listings feed's bearer token on the shared instances (admin-listings.spec.ts posts its stock with it). */
export const sharedListingsFeedToken = "e2e-listings-feed-token-0123456789";

interface SharedServerKind {
  /** The instance's environment on top of startAppServer's defaults. */
  env: Record<string, string>;
}

export const sharedServerKinds = {
  /**
   * The demo content, and the suite's admin account (./admin.ts) as its first admin: for a spec that changes what the
   * suite's server must keep. Used by agency-settings.spec.ts (the agency's details), bulk-update.spec.ts (the demo
   * posts' pictures and dates), hostile-html.spec.ts (two hundred hostile posts, deleted when it ends) and
   * admin-listings.spec.ts (listings posted through the feed with LISTINGS_FEED_TOKEN, their sources and files); none
   * reads what another changes.
   */
  seededWithAdmin: {
    env: { ADMIN_EMAIL: adminAccount.email, ADMIN_PASSWORD: adminAccount.password, LISTINGS_FEED_TOKEN: sharedListingsFeedToken },
  },
} satisfies Record<string, SharedServerKind>;

export type SharedServerName = keyof typeof sharedServerKinds;

const basePort = ports.sharedBase;
if (Object.keys(sharedServerKinds).length > sharedKindsReserved) throw new Error("more shared kinds than ./ports.ts reserves ports for");
/** Two busy cores may take a while to start an instance beside the suite's own. */
const startTimeoutMs = 180_000;

const started = new Map<SharedServerName, Promise<AppServer>>();
const running: AppServer[] = [];
const dataDirs: string[] = [];

// Killed, not stopped: the worker is exiting and cannot wait (kill() sends SIGKILL before its first await), and the
// next worker may need the port at once.
process.once("exit", () => {
  for (const server of running) void server.kill();
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The address an instance of this kind has (or will have) in this worker. */
export function sharedServerUrl(name: SharedServerName): string {
  const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return `http://localhost:${basePort + sharedPortsPerKind * Object.keys(sharedServerKinds).indexOf(name) + parallelIndex}`;
}

/**
 * This worker's instance of a kind, started on first use. The hook or test that asks first gets the start's time added
 * to its own timeout.
 */
export function sharedServer(name: SharedServerName): Promise<AppServer> {
  let server = started.get(name);
  if (!server) {
    const info = test.info();
    info.setTimeout(info.timeout + startTimeoutMs);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ironbark-shared-${name}-`));
    dataDirs.push(dataDir);
    server = startAppServer({
      port: Number(new URL(sharedServerUrl(name)).port),
      dataDir,
      env: sharedServerKinds[name].env,
      startTimeoutMs,
    });
    // A start that failed is tried again by the next spec that asks.
    server.then(
      (s) => running.push(s),
      () => started.delete(name),
    );
    started.set(name, server);
  }
  return server;
}
