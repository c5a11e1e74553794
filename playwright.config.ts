import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database for every run: no test ever sees another run's data.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-e2e-"));

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
    // Continuous motion (ticker, testimonials) costs a software-rendering browser a lot of CPU on every page;
    // the specs about motion (home, layout, service pages) switch it back on for themselves.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunchOptions },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions: chromiumLaunchOptions },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: "node --import tsx scripts/start.ts",
    url: `${baseURL}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: "http://localhost:3000",
      LOG_LEVEL: "warn",
      NEXT_TELEMETRY_DISABLED: "1",
      // `npm test` has type-checked the tree already (next.config.ts): a build started here skips Next's second check.
      SKIP_BUILD_TYPECHECK: "1",
      // Tests give each case its own X-Forwarded-For, so every test has its own rate-limit bucket.
      TRUST_PROXY: "1",
      // Accounts: the first admin, the auth origin the browser really uses, and mail to the catcher of tests/e2e/auth.spec.ts.
      ADMIN_EMAIL: "admin@ironbark.example",
      ADMIN_PASSWORD: "Admin-Passw0rd!",
      BETTER_AUTH_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}`,
    },
  },
});
