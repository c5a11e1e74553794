import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/*
 * `npm test` (scripts/test.ts) run in a scratch folder whose npm scripts and build only note when they start and end in
 * a shared log: the order of the steps, what runs beside what, the build's environment and the first failure stopping
 * the rest.
 */

const root = path.resolve(import.meta.dirname, "..");
const scratchFolders: string[] = [];

afterEach(() => {
  for (const folder of scratchFolders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A step that logs its start, waits `ms` and logs its end, then exits with `$<NAME>_RC` (default 0). */
function fakeStep(name: string, ms: number): string {
  const rc = `${name.toUpperCase().replace(/\W/g, "_")}_RC`;
  return `node -e "const fs=require('fs');fs.appendFileSync('log','start ${name}\\n');setTimeout(()=>{fs.appendFileSync('log','end ${name}\\n');process.exit(Number(process.env.${rc}||0))},${ms})"`;
}

function runNpmTest(env: Record<string, string> = {}): { status: number | null; log: string[]; output: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-npm-test-"));
  scratchFolders.push(folder);
  fs.mkdirSync(path.join(folder, "scripts"));
  fs.mkdirSync(path.join(folder, "tests", "e2e", "support"), { recursive: true });
  fs.copyFileSync(path.join(root, "scripts", "test.ts"), path.join(folder, "scripts", "test.ts"));
  fs.copyFileSync(
    path.join(root, "tests", "e2e", "support", "site-build-env.ts"),
    path.join(folder, "tests", "e2e", "support", "site-build-env.ts"),
  );
  fs.symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"));
  fs.writeFileSync(
    path.join(folder, "package.json"),
    JSON.stringify({
      type: "module",
      scripts: {
        lint: fakeStep("lint", 600),
        typecheck: fakeStep("typecheck", 600),
        "test:unit": fakeStep("unit", 300),
        "test:integration": fakeStep("integration", 300),
        "test:e2e": fakeStep("e2e", 100),
      },
    }),
  );
  // The build: its arguments and the environment Playwright's web server needs, then a while longer than the tests.
  fs.writeFileSync(
    path.join(folder, "scripts", "start.ts"),
    `import fs from "node:fs";
fs.appendFileSync("log", "start build " + process.argv.slice(2).join(" ") + " SITE_URL=" + process.env.SITE_URL + " SKIP_BUILD_TYPECHECK=" + process.env.SKIP_BUILD_TYPECHECK + "\\n");
await new Promise((resolve) => setTimeout(resolve, 5000));
fs.appendFileSync("log", "end build\\n");
process.exit(Number(process.env.BUILD_RC || 0));
`,
  );
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/test.ts"], {
    cwd: folder,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  const log = fs.existsSync(path.join(folder, "log")) ? fs.readFileSync(path.join(folder, "log"), "utf8").trim().split("\n") : [];
  return { status: result.status, log, output: result.stdout + result.stderr };
}

describe("npm test", () => {
  it("runs lint and typecheck side by side, builds beside the unit and integration tests, and starts e2e after the build", () => {
    const { status, log } = runNpmTest();
    expect(status).toBe(0);
    const at = (line: string) => {
      const index = log.indexOf(line);
      expect(index, line).toBeGreaterThanOrEqual(0);
      return index;
    };
    const build = "start build --build-only SITE_URL=http://localhost:3000 SKIP_BUILD_TYPECHECK=1";
    // Side by side: both started before either ended.
    expect(Math.max(at("start lint"), at("start typecheck"))).toBeLessThan(Math.min(at("end lint"), at("end typecheck")));
    // The build and the unit tests start once both have passed; the build is still running when the integration tests end.
    expect(Math.min(at(build), at("start unit"))).toBeGreaterThan(Math.max(at("end lint"), at("end typecheck")));
    expect(at("start unit")).toBeLessThan(at("end unit"));
    expect(at("end unit")).toBeLessThan(at("start integration"));
    expect(at(build)).toBeLessThan(at("end integration"));
    expect(at("end integration")).toBeLessThan(at("end build"));
    // The end-to-end tests wait for the build.
    expect(log.slice(-2)).toEqual(["start e2e", "end e2e"]);
    expect(at("end build")).toBeLessThan(at("start e2e"));
  }, 60_000);

  it("stops at the first failing step, and stops the build running beside it", () => {
    const { status, log, output } = runNpmTest({ INTEGRATION_RC: "1" });
    expect(status).toBe(1);
    expect(log).toContain("end integration");
    expect(log).not.toContain("end build");
    expect(log).not.toContain("start e2e");
    expect(output).toContain("npm test: npm run test:integration failed");
  }, 60_000);

  it("fails without running e2e when the build fails, and on a failing lint runs no test", () => {
    const build = runNpmTest({ BUILD_RC: "1" });
    expect(build.status).toBe(1);
    expect(build.log).not.toContain("start e2e");
    const lint = runNpmTest({ LINT_RC: "1" });
    expect(lint.status).toBe(1);
    expect(lint.log).toContain("end typecheck");
    expect(lint.log.some((line) => line.startsWith("start build") || line === "start unit")).toBe(false);
  }, 60_000);
});
