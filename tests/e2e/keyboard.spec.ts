import { expect, test, type Locator, type Page } from "@playwright/test";
import { enquiryMessages } from "@/lib/forms/action-state";
import { sellerQuizQuestions } from "@/lib/quiz/seller-quiz";

/*
 * Keyboard-only journeys: no click, no hover, no programmatic focus. Every stop on the way must show where the
 * focus is (the element matches :focus-visible and draws an outline or a ring).
 */

test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.140" } });

/** Fails unless the focused element is visibly marked (`after`: where the focus was before, for the message). */
async function expectVisibleFocus(page: Page, after = "") {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: "nothing focused" };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    return { ok: el.matches(":focus-visible") && (outline || ring), what: el.outerHTML.slice(0, 120) };
  });
  expect(focus.ok, `focus is not visible on ${focus.what}${after ? ` (after ${after})` : ""}`).toBe(true);
  return focus.what;
}

/** Whether `target` holds the focus; false at once (no waiting) while it is not on the page yet. */
/**
 * Opens a page and waits until it is interactive: loaded, quiet on the network, and hydrated (React marks the
 * elements it has taken over). Tabbing through server HTML that React is still taking over is not the journey.
 */
async function openPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((el) => el === document.activeElement || el.contains(document.activeElement)));
}

/** Presses Tab (checking the focus is visible at every stop) until `target` holds the focus. */
async function tabTo(
  page: Page,
  target: Locator,
  { max = 120, key = "Tab", before }: { max?: number; key?: string; before?: () => Promise<void> } = {},
) {
  let last = "";
  for (let presses = 0; presses < max; presses++) {
    await before?.();
    await page.keyboard.press(key);
    last = await expectVisibleFocus(page, last);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} was not reached with ${max} presses of ${key}`);
}

test("the About menu opens, is walked with the keyboard, and a link is followed", async ({ page }) => {
  await openPage(page, "/");
  const about = page.getByRole("button", { name: "About" });
  await tabTo(page, about);
  await page.keyboard.press("Enter");
  await expect(about).toHaveAttribute("aria-expanded", "true");
  const team = page.getByRole("banner").getByRole("link", { name: "Team", exact: true });
  await tabTo(page, team, { max: 6 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the seller quiz is taken from start to result with the keyboard", async ({ page }) => {
  await openPage(page, "/selling");
  const quiz = page.getByRole("region", { name: "Ready for What's Next?" });
  const firstGroup = quiz.getByRole("radiogroup", { name: sellerQuizQuestions[0]!.question });
  await tabTo(page, firstGroup, { max: 200 });

  // Question by question: arrows move to the option, Space chooses it, the next question takes the focus.
  const picks = [1, 0, 0, 0];
  for (const [index, pick] of picks.entries()) {
    const group = quiz.getByRole("radiogroup", { name: sellerQuizQuestions[index]!.question });
    await expect(group).toBeVisible();
    await expect.poll(() => isFocused(group)).toBe(true);
    for (let step = 0; step < pick; step++) await page.keyboard.press("ArrowDown");
    const option = group.getByRole("radio", { name: sellerQuizQuestions[index]!.options[pick]!, exact: true });
    await expect(option).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Space");
  }
  await expect(quiz.getByRole("status")).toContainText("You're ready to take the next step!");
});

test("the contact form is filled in and sent with the keyboard", async ({ page }) => {
  await openPage(page, "/contact");
  await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
  const form = page.getByRole("form", { name: "Contact enquiry" });
  await tabTo(page, form.getByLabel("Full Name", { exact: true }), { max: 80 });
  await page.keyboard.type("Kim Keyboard");
  await tabTo(page, form.getByLabel("Email Address", { exact: true }), { max: 3 });
  await page.keyboard.type("kim.keyboard@example.com");
  await tabTo(page, form.getByLabel("Phone Number", { exact: true }), { max: 3 });
  await page.keyboard.type("0412 345 678");
  const type = form.getByLabel("Enquiry Type", { exact: true });
  await tabTo(page, type, { max: 3 });
  // A closed <select> takes arrow keys directly: down to "Selling".
  while ((await type.inputValue()) !== "selling") await page.keyboard.press("ArrowDown");
  await tabTo(page, form.getByLabel("Message", { exact: true }), { max: 3 });
  await page.keyboard.type("Sent without touching the mouse.");
  await tabTo(page, form.getByRole("button", { name: "Send Message" }), { max: 5 });
  await page.keyboard.press("Enter");
  await expect(form.getByRole("status")).toContainText(enquiryMessages.contact.success.title);
  await expect(form.getByLabel("Full Name", { exact: true })).toHaveValue("");
});

test("the events calendar is reached, walked and used with the keyboard", async ({ page }) => {
  await openPage(page, "/gregory-hills");
  const calendar = page.getByTestId("events-calendar");
  const grid = calendar.getByRole("grid");
  // The calendar loads as it nears the viewport; once its place is on screen, wait for it rather than Tab past.
  let loaded = false;
  const waitForCalendarOnScreen = async () => {
    if (loaded) return;
    const box = await calendar.boundingBox();
    if (box && box.y < page.viewportSize()!.height) {
      await expect(grid).toBeVisible();
      loaded = true;
    }
  };
  await tabTo(page, grid, { max: 250, before: waitForCalendarOnScreen });

  const panelHeading = calendar.getByRole("heading", { level: 3 }).filter({ hasText: /^Events on / });
  const before = await panelHeading.textContent();
  await page.keyboard.press("ArrowRight");
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(panelHeading).not.toHaveText(before ?? "");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await expect(panelHeading).toHaveText(before ?? "");
});

test("the chat is opened, used and closed with the keyboard", async ({ page }) => {
  await openPage(page, "/");
  const open = page.getByRole("button", { name: "Open chat" });
  // The chat button is the last stop on the page: Shift+Tab from the top wraps round to it.
  await tabTo(page, open, { key: "Shift+Tab", max: 15 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole("textbox");
  await expect(input).toBeFocused();
  await page.keyboard.type("What are your office hours?");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(/Monday to Friday/).last()).toBeVisible();
  // The box is disabled while the answer streams, and takes the focus back when it is done.
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expectVisibleFocus(page);
});
