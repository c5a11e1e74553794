import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

interface ManifestEntry {
  exportedName?: string;
  filename?: string;
}

/**
 * The id Next gave a server action in the current build, read from the build's manifest, so a test can call
 * the action over HTTP the way an attacker would (POST with a Next-Action header), without any page's help.
 */
export function findServerActionId(exportedName: string): string {
  const manifestPath = path.join(root, ".next", "server", "server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as { node: Record<string, ManifestEntry> };
  const ids = Object.entries(manifest.node)
    .filter(([, entry]) => entry.exportedName === exportedName)
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`expected one server action named ${exportedName} in the build, found ${ids.length}`);
  return ids[0]!;
}
