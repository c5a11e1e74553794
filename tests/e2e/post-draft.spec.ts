import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

/*
 * The post editor keeps the unsaved post in the browser: a reload (or a crash, or a closed tab) mid-edit offers
 * it back; once the post is saved the copy is gone.
 */

async function startPost(page: Page, title: string) {
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("Typed, then the tab was reloaded before saving.");
  const body = page.getByRole("textbox", { name: "Content" });
  await body.click();
  await body.pressSequentially("Nothing typed here may be lost.");
  await expect(body).toContainText("Nothing typed here may be lost.");
}

const offer = (page: Page) => page.getByRole("region", { name: "Unsaved changes" });

test("a reload mid-edit offers the unsaved post back; after a save it is not offered again", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const title = `Draft kept across a reload ${Date.now()}`;
  await startPost(page, title);

  await page.reload();
  await expect(offer(page)).toContainText(title);
  // Not applied until the admin says so.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await offer(page).getByRole("button", { name: "Restore" }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Excerpt")).toHaveValue("Typed, then the tab was reloaded before saving.");
  await expect(page.getByRole("textbox", { name: "Content" })).toContainText("Nothing typed here may be lost.");

  await page.getByLabel("Category").fill("Local Living");
  await page.getByLabel("Author").selectOption({ label: "Priya Raman, Sales Executive" });
  await page.getByLabel("Read time").fill("1 min read");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();

  await page.goto("/admin/blog/new");
  await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");

  const { posts } = (await (await page.request.get("/api/admin/posts")).json()) as { posts: { id: string; title: string }[] };
  const created = posts.find((post) => post.title === title);
  expect(created).toBeDefined();
  expect((await page.request.delete(`/api/admin/posts/${created!.id}`)).status()).toBe(204);
});

test("a discarded copy is gone for good", async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Draft thrown away ${Date.now()}`;
  await startPost(page, title);

  await page.reload();
  await offer(page).getByRole("button", { name: "Discard" }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});
