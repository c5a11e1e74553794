import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { listingImagesPort } from "./tests/e2e/support/listing-images";
import { ports } from "./tests/e2e/support/ports";
import { e2eBuildEnv } from "./tests/e2e/support/site-build-env";

const port = ports.main;
const baseURL = `http://localhost:${port}`;
// A fresh embedded database for every run: no test ever sees another run's data.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-e2e-"));

/**
 * Debian's chromium-headless-shell when it is installed (`.ci/run` installs it): the same Chromium and Blink without the
 * desktop browser around them, the build Playwright itself drives headless, at less CPU per page (decision record 017).
 * Otherwise Debian's Chromium. CHROMIUM_PATH chooses another.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
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
  // The migrated data folder the specs' own instances start from (tests/e2e/support/app-server.ts).
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // In CI, also each test's time and worker, for `node bench/e2e-timings.mjs test-results/e2e-report.json`.
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]] : "list",
  use: {
    baseURL,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    // A trace is recorded while the test runs, whatever becomes of it, and recording cost more CPU than the tests
    // themselves (decision record 017). In CI, where a failed test is retried, the retry records one; a failure keeps
    // its screenshot and page snapshot either way.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
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
      ...e2eBuildEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Tests give each case its own X-Forwarded-For, so every test has its own rate-limit bucket.
      TRUST_PROXY: "1",
      // Accounts: the first admin, the auth origin the browser really uses, and mail to the catcher of tests/e2e/auth.spec.ts.
      ADMIN_EMAIL: "admin@ironbark.example",
      ADMIN_PASSWORD: "Admin-Passw0rd!",
      BETTER_AUTH_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${ports.mail}`,
      // No demo listings (docs/listings.md): the listing specs import their own stock through the feed and count what
      // they find, which 135 demo homes in the same suburbs would change (the demo import is tested in
      // tests/integration/listings-pipeline.test.ts).
      LISTINGS_DEMO_FEED: "false",
      // The listings feed's bearer token (tests/e2e/support/listings.ts posts synthetic REAXML with it).
      LISTINGS_FEED_TOKEN: "e2e-listings-feed-token-0123456789",
      // The listing specs' image host (support/listing-images.ts, started by the global setup) on the loopback address.
      LISTINGS_MEDIA_ALLOWED_HOSTS: `127.0.0.1:${listingImagesPort}`,
    },
  },
});
