import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { sharedServer, sharedServerUrl } from "./support/shared-servers";

/*
 * "Update Blog Images" rewrites the nine seeded posts' pictures and dates (back-office audit, D5): it asks first, Cancel
 * changes nothing, and only the confirmation runs it. On an instance of the site other than the suite's server, so the
 * rewritten dates never reach the other tests' listings (shared with specs that never read them,
 * support/shared-servers.ts).
 */
test.describe.configure({ mode: "serial" });
// Started (when this worker has not yet) in a hook of its own, with the time a start takes; the tests find it ready.
test.beforeAll(async () => {
  await sharedServer("seededWithAdmin");
});
test.use({ baseURL: sharedServerUrl("seededWithAdmin"), extraHTTPHeaders: { "x-forwarded-for": "198.51.100.141" } });

type PostDates = Record<string, { publishedDate: string | null; featuredImage: string | null }>;

/** Every post's published date and picture, as the admin API reports them. */
async function postDates(page: Page): Promise<PostDates> {
  const response = await page.request.get("/api/admin/posts");
  expect(response.status()).toBe(200);
  const { posts } = (await response.json()) as {
    posts: Array<{ slug: string; publishedDate: string | null; featuredImage: string | null }>;
  };
  return Object.fromEntries(posts.map((p) => [p.slug, { publishedDate: p.publishedDate, featuredImage: p.featuredImage }]));
}

test("Update Blog Images asks first; Cancel changes nothing, and the confirmation updates the nine posts", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, sharedServerUrl("seededWithAdmin"));

  const before = await postDates(page);
  const first = "gregory-hills-market-update-spring-2026";
  expect(before[first]).toBeDefined();

  // The click opens a dialog that says what will happen; Cancel closes it and sends nothing.
  await page.getByRole("button", { name: /Update Blog Images/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Update Blog Images" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("nine sample posts");
  await expect(dialog).toContainText("cannot be undone");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  expect(await postDates(page)).toEqual(before);

  // Escape is a cancel too.
  await page.getByRole("button", { name: /Update Blog Images/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await postDates(page)).toEqual(before);

  // Confirmed, it runs: the first named post is dated today.
  await page.getByRole("button", { name: /Update Blog Images/ }).click();
  const startedAt = Date.now();
  await dialog.getByRole("button", { name: "Update Blog Images" }).click();
  await expect(page.getByText("9 posts updated.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const after = await postDates(page);
  expect(Math.abs(new Date(after[first]!.publishedDate!).getTime() - startedAt)).toBeLessThan(60_000);
  expect(after[first]!.publishedDate).not.toBe(before[first]!.publishedDate);
});
