import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // `server-only` throws outside React Server Components; tests run server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

// A file per core: Vitest's default (cores − 1) runs one file at a time on CI's two cores, and many of these files spend
// much of their time waiting (on PostgreSQL, local HTTP servers, child processes). Projects with their own maxWorkers
// need their own groupOrder: a plain `vitest run` runs the unit tests first, then the integration tests.
const filePerCore = Math.max(os.availableParallelism(), 2);

// Each worker runs its files one after another in one process: a new process per file cost ~2 s (integration, ~3 s) of
// start-up and library loading a file, half the unit tests' time and a third of the integration tests'. The sandbox,
// run before every file, gives each file the clean slate a new process would.
const filesShareAProcess = { isolate: false, setupFiles: ["tests/support/file-sandbox.ts"] };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/lint/**/*.test.ts"],
          environment: "node",
          maxWorkers: filePerCore,
          sequence: { groupOrder: 0 },
          ...filesShareAProcess,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: filePerCore,
          sequence: { groupOrder: 1 },
          // Every testDatabases database starts as a copy of one the migrations were applied to (tests/support/migrated-databases.ts).
          globalSetup: ["tests/support/migrated-databases.ts"],
          ...filesShareAProcess,
          setupFiles: [...filesShareAProcess.setupFiles, "tests/support/one-query-per-connection.ts"],
          env: { LOG_LEVEL: "silent" },
        },
      },
    ],
  },
});
