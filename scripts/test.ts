// `npm test`: lint, type check, unit, integration and end-to-end tests, every one of them, stopping at the first that
// fails. Two overlaps keep CI's two cores busy without changing any step:
// - ESLint and tsc, one core each, run side by side;
// - the end-to-end tests' production build (`scripts/start.ts --build-only`, with the environment Playwright's web
//   server uses, so that server finds it current) runs while the unit and integration tests do. It starts after the
//   type check, which reads `.next/types`. The end-to-end tests wait for it.
// The output of a step that runs beside another is printed when it ends, so the two never interleave.
import { spawn } from "node:child_process";
import path from "node:path";
import { e2eBuildEnv } from "../tests/e2e/support/site-build-env";

const root = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Finished {
  name: string;
  code: number;
  seconds: number;
}

const running = new Set<ReturnType<typeof spawn>>();

function run(step: Step, buffered: boolean): Promise<Finished> {
  const started = Date.now();
  // In a process group of its own, so that stopping a step stops what it started too (`next build`'s workers, servers).
  const child = spawn(step.command, step.args, {
    cwd: root,
    env: { ...process.env, ...step.env },
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    detached: true,
  });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once("close", (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) process.stdout.write(`\n── ${step.name} ──\n${output}`);
      console.log(`── ${step.name}: ${code === 0 ? "passed" : `failed (${signal ?? code})`} in ${seconds} s`);
      resolve({ name: step.name, code: code ?? 1, seconds });
    });
  });
}

function stopRunning(signal: NodeJS.Signals): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  }
}

// The steps' groups are not the terminal's: pass Ctrl-C (or a stop) on to them.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopRunning(signal);
    process.exit(1);
  });
}

function fail(results: Finished[]): never {
  stopRunning("SIGTERM");
  const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
  console.error(`npm test: ${failed.join(", ")} failed`);
  process.exit(1);
}

const script = (name: string): Step => ({ name: `npm run ${name}`, command: npm, args: ["run", "--silent", name] });
const timings: Finished[] = [];

const checks = await Promise.all([run(script("lint"), true), run(script("typecheck"), true)]);
timings.push(...checks);
if (checks.some((result) => result.code !== 0)) fail(checks);

const build = run(
  {
    name: "end-to-end build",
    command: process.execPath,
    args: ["--import", "tsx", path.join(root, "scripts", "start.ts"), "--build-only"],
    env: e2eBuildEnv,
  },
  true,
);
build.then((result) => result.code !== 0 && fail([result]));

for (const name of ["test:unit", "test:integration"]) {
  const result = await run(script(name), false);
  timings.push(result);
  if (result.code !== 0) fail([result]);
}
timings.push(await build);

const e2e = await run(script("test:e2e"), false);
timings.push(e2e);
console.log(`\nnpm test: ${timings.map((result) => `${result.name} ${result.seconds} s`).join(", ")}`);
if (e2e.code !== 0) fail([e2e]);
