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

test.describe("an edited post's unsaved copy never replaces newer work", () => {
  const fields = (title: string) => ({
    title,
    slug: `draft-versions-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    excerpt: "Saved from somewhere else.",
    content: "<p>The first saved text.</p>",
    category: "Local Living",
    authorSlug: "daniel-whitford",
    readTime: "1 min read",
    isPublished: false,
    scheduledDate: "",
  });

  async function editedThenLeft(page: Page): Promise<{ id: string; post: ReturnType<typeof fields> }> {
    await signInAsAdmin(page);
    const post = fields(`Versioned post ${Date.now()}`);
    const created = await page.request.post("/api/admin/posts", { data: post });
    expect(created.status()).toBe(201);
    const { post: stored } = (await created.json()) as { post: { id: string } };
    await page.goto(`/admin/blog/${stored.id}/edit`);
    await page.getByLabel("Title", { exact: true }).fill(`${post.title}, edited in this browser`);
    // Kept in this browser, never saved.
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`ironbark.post-draft.${id}`), stored.id))
      .toContain("edited in this browser");
    return { id: stored.id, post };
  }

  test("a copy started from the version on the server is offered back", async ({ page }) => {
    const { id } = await editedThenLeft(page);
    await page.reload();
    await expect(offer(page)).toContainText("edited in this browser");
    await expect(offer(page)).not.toContainText("replaces that save");
    await offer(page).getByRole("button", { name: "Restore" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(/edited in this browser$/);
    expect((await page.request.delete(`/api/admin/posts/${id}`)).status()).toBe(204);
  });

  test("a copy older than a later save is not offered, and the newer save is what the editor shows", async ({ page }) => {
    const { id, post } = await editedThenLeft(page);
    // Someone saves the post afterwards (another browser, a colleague).
    const newer = { ...post, title: `${post.title}, saved later elsewhere`, content: "<p>The newer saved text.</p>" };
    expect((await page.request.put(`/api/admin/posts/${id}`, { data: newer })).status()).toBe(200);

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Content" })).toContainText("The newer saved text.");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(newer.title);
    await expect(offer(page)).toHaveCount(0);
    // The stale copy is gone, not waiting for another chance.
    expect(await page.evaluate((postId) => localStorage.getItem(`ironbark.post-draft.${postId}`), id)).toBeNull();
    expect((await page.request.delete(`/api/admin/posts/${id}`)).status()).toBe(204);
  });
});
