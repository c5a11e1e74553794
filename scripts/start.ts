// `npm start` (node --import tsx scripts/start.ts): builds the site when there is no build or the sources changed
// since the last one, bundles the production server (scripts/server.ts, ./production-server-bundle.ts), then serves the
// site with it (port from PORT, default 3000). With `--build-only` it stops after the build and the bundle (`npm test`
// builds the end-to-end tests' site this way while the integration tests run). The database opens on first start. This
// script runs as TypeScript through tsx's loader (a dependency, so `npm ci --omit=dev` keeps it): Node 20 strips no
// types itself; the server it starts runs as the plain JavaScript of its bundle.
import { spawnSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { bundleProductionServer } from "./production-server-bundle";

const root = path.resolve(import.meta.dirname, "..");
const buildId = path.join(root, ".next", "BUILD_ID");
const marker = path.join(root, ".next", "build-inputs.json");
const watched = ["src", "public", "drizzle", "package-lock.json", "next.config.ts", "postcss.config.mjs"];

/** Runs a script of this folder with TypeScript loaded by tsx. */
const typeScriptNode = (script: string): string[] => ["--import", "tsx", path.join(root, "scripts", script)];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

// Baked into the build, so a new value needs a new build: SITE_URL into prerendered pages (canonical links), the
// server-actions key into every action id, the deployment id into every asset address. The key is kept as a digest.
const inputs = {
  siteUrl: process.env.SITE_URL ?? "http://localhost:3000",
  serverActionsKey: createHash("sha256")
    .update(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? "")
    .digest("hex"),
  deploymentId: process.env.NEXT_DEPLOYMENT_ID ?? "",
};

function buildIsCurrent() {
  if (!fs.existsSync(buildId) || !fs.existsSync(marker)) return false;
  if (fs.readFileSync(marker, "utf8") !== JSON.stringify(inputs)) return false;
  const builtAt = fs.statSync(buildId).mtimeMs;
  return watched.every((entry) => newestMtime(entry) <= builtAt);
}

const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (process.env.FORCE_BUILD === "1" || !buildIsCurrent()) {
  console.log("Building the site (next build)…");
  const fonts = spawnSync(process.execPath, typeScriptNode("subset-fonts.ts"), { cwd: root, env, stdio: "inherit" });
  if (fonts.status !== 0) process.exit(fonts.status ?? 1);
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(marker, JSON.stringify(inputs));
}
const serverBundle = bundleProductionServer();
if (process.argv.includes("--build-only")) process.exit(0);

const server = spawn(process.execPath, [serverBundle], {
  cwd: root,
  env: { ...env, NODE_ENV: "production" },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
