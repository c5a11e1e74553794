import { expect, test, type Page } from "@playwright/test";
import { seedPosts } from "@/server/db/seed-data/blog-posts";

/*
 * The Content-Security-Policy lets no inline script run that the site did not put there: prerendered pages by
 * the hashes of their scripts, pages rendered per request by a nonce. Each kind of page must work under it
 * (no violation from its own scripts) and must refuse a script injected into it.
 */

const pages = [
  { kind: "prerendered", path: "/" },
  { kind: "prerendered", path: "/selling" },
  { kind: "from the database", path: "/team/daniel-whitford" },
  { kind: "rendered per request", path: "/insights" },
  { kind: "rendered per request", path: `/insights/${seedPosts[0]!.slug}` },
  { kind: "rendered per request", path: "/login" },
  { kind: "not found", path: "/no-such-page" },
];

/** Records every policy violation in the page from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

for (const { kind, path } of pages) {
  test(`${path} (${kind}) runs its own scripts and refuses an injected one`, async ({ page }) => {
    await recordViolations(page);
    await page.goto(path, { waitUntil: "networkidle" });
    // React hydrated the page (it marks the elements it has taken over), which needs the inline payload scripts.
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
    expect(await violations(page)).toEqual([]);

    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedRan = true";
      document.body.append(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem: inline/)]);
  });
}

test("every page rendered per request gets a fresh nonce", async ({ request }) => {
  // The sign-in page reads its query, so Next renders it for each request (a public page comes from memory, query or not).
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec((await request.get("/login?from=newsletter")).headers()["content-security-policy"] ?? "")?.[1];
  const [first, second] = [await nonceOf(), await nonceOf()];
  expect(first).toBeTruthy();
  expect(second).not.toBe(first);
  // And the page's scripts carry it.
  const response = await request.get("/login?from=newsletter");
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1];
  const html = await response.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
});
