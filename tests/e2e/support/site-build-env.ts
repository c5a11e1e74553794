/**
 * The environment the end-to-end tests' build is made with. Playwright's web server (playwright.config.ts) and the
 * build `npm test` starts early (scripts/test.ts) must agree on it: SITE_URL is baked into the build, and a build made
 * with another value is stale to scripts/start.ts, which would build again.
 */
export const e2eBuildEnv = {
  SITE_URL: "http://localhost:3000",
  NEXT_TELEMETRY_DISABLED: "1",
  // `npm test` has type-checked the tree already (next.config.ts): the e2e build skips Next's second check.
  SKIP_BUILD_TYPECHECK: "1",
} as const;
