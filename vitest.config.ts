import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // `server-only` throws outside React Server Components; tests run server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // A file per core. Vitest's default (cores − 1) runs one file at a time on CI's two cores, and the integration files
    // spend much of their time waiting on PostgreSQL and local HTTP servers.
    maxWorkers: Math.max(os.availableParallelism(), 2),
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The migrations applied once per run; every file's testDatabases start from a copy (tests/support/migrated-databases.ts).
          globalSetup: ["tests/support/migrated-databases.ts"],
          env: { LOG_LEVEL: "silent" },
        },
      },
    ],
  },
});
