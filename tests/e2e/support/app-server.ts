import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { productionServerBundle } from "../../../scripts/production-server-bundle";
import { copyMigratedDataFolder } from "./migrated-data-folder";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

export interface AppServer {
  url: string;
  /** The server process, e.g. to read its memory from /proc/<pid>/status. */
  pid: number;
  /** SIGTERM, then wait for the process to exit (the server closes its database on the way out). */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies at once, mid-request, as in a crash or an out-of-memory kill. */
  kill(): Promise<void>;
}

interface AppServerOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Longest wait for the first page (default 60 s; several instances starting at once on two cores need more). */
  startTimeoutMs?: number;
  /**
   * A data folder with no database yet gets a copy of one the migrations were applied to (./migrated-data-folder.ts),
   * which saves the instance PGlite's initdb and the migrations. `true` leaves it empty: the instance creates and
   * migrates its database itself, as on a new machine.
   */
  freshDatabase?: boolean;
}

function spawnAppServer(options: AppServerOptions, stderr: "inherit" | "pipe"): ChildProcess {
  const usesPostgres = Boolean(options.env?.DATABASE_URL ?? process.env.DATABASE_URL);
  if (!usesPostgres && !options.freshDatabase) copyMigratedDataFolder(options.dataDir);
  // The bundle `scripts/start.ts` wrote when Playwright's web server started (or `npm test` built the site).
  return spawn(process.execPath, [productionServerBundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SITE_URL: "http://localhost:3000",
      BETTER_AUTH_URL: `http://localhost:${options.port}`,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      // No demo listings, as on the suite's own server (playwright.config.ts): drawing and importing them costs a minute
      // or two of one core after a first start, and the listing specs count the stock they import themselves.
      LISTINGS_DEMO_FEED: "false",
      ...options.env,
    },
    stdio: ["ignore", "ignore", stderr],
  });
}

/**
 * A second instance of the built site (the build Playwright's webServer made), for journeys that stop and
 * restart a server or need a data folder of their own.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const url = `http://localhost:${options.port}`;
  // A server left running by an interrupted run would answer this spec's requests with its own data (a full sign-in
  // throttle, once): refuse to start beside it rather than test it.
  const stale = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`something already answers on ${url} (a server left by an earlier run?): stop it first`);
  const child = spawnAppServer(options, "inherit");
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server on ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the app server on ${url} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
}

export interface FailedStart {
  /** Exit code, or null when the process did not exit within the time allowed (it is then killed). */
  code: number | null;
  stderr: string;
  elapsedMs: number;
  /** Statuses of the /api/health probes answered while the process ran (probes it never answered are not listed). */
  healthStatuses: number[];
}

/** Starts an instance expected to fail its start, probing /api/health meanwhile, and reports how it ended. */
export async function startFailingAppServer(options: AppServerOptions & { timeoutMs: number }): Promise<FailedStart> {
  const started = Date.now();
  const child = spawnAppServer(options, "pipe");
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const timedOut = new Promise<null>((resolve) => setTimeout(() => resolve(null), options.timeoutMs).unref());
  const healthStatuses: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      await fetch(`http://localhost:${options.port}/api/health`, { signal: AbortSignal.timeout(1000) })
        .then((response) => healthStatuses.push(response.status))
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const code = await Promise.race([exited, timedOut]);
  running = false;
  await probing;
  if (code === null && child.exitCode === null) {
    child.kill("SIGKILL");
    await exited;
  }
  return { code, stderr, elapsedMs: Date.now() - started, healthStatuses };
}

/**
 * `npm run admin -- …` against a data folder, as an operator would run it. A folder with no database yet gets the
 * migrated copy first, as `startAppServer` gives it.
 */
export function runAdminCli(args: string[], dataDir: string, timeoutMs = 60_000): { status: number | null; output: string } {
  copyMigratedDataFolder(dataDir);
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "--conditions=react-server", "scripts/admin.ts", ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: timeoutMs,
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
