// The production server (scripts/server.ts and what it imports from src/) as one plain JavaScript file, which Node runs
// without tsx's loader. Under the loader every module Next loads at start and on first render goes through tsx's hooks,
// and tsx turns Node's source maps on, so each of Next's server chunks has its source map read and parsed as it loads:
// together a third of an instance's start (decision record 031). esbuild bundles our few modules in about 50 ms;
// packages (Next, PGlite, …) stay imports, resolved from node_modules as before.
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Where the bundle goes: inside `.next`, one folder below the root like `scripts/`, so the server's own paths
 * (`import.meta.dirname` + "..") still name the project's root.
 */
export const productionServerBundle = path.join(root, ".next", "production-server.mjs");

/** Writes the bundle (again): under another name first, so a server starting meanwhile never reads half a file. */
export function bundleProductionServer(): string {
  const partial = `${productionServerBundle}.${process.pid}.partial`;
  fs.mkdirSync(path.dirname(productionServerBundle), { recursive: true });
  buildSync({
    entryPoints: [path.join(root, "scripts", "server.ts")],
    outfile: partial,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  fs.renameSync(partial, productionServerBundle);
  return productionServerBundle;
}
