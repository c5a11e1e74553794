import { expect, test, type Page } from "@playwright/test";
import { site } from "@/content/site";

/*
 * What a visitor notices (issue 18), at 1440×900 (the desktop project): the events calendar without JavaScript,
 * where a no-JavaScript form answer lands, /mission's fonts, video and yearly results, and the review rating
 * that the structured data claims. Tests that post a form send their own X-Forwarded-For (192.0.2.x, used by no
 * other spec), so no test shares a rate-limit bucket with another.
 */

const suburb = "Gregory Hills";

async function scrollToWhatsOn(page: Page) {
  await page.getByRole("heading", { name: `What's On in ${suburb}` }).scrollIntoViewIfNeeded();
}

test.describe("events calendar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows no 'Loading events…' spinner, but a note with the office's phone and the contact page", async ({ page }) => {
    await page.goto("/gregory-hills");
    await scrollToWhatsOn(page);
    const calendar = page.getByTestId("events-calendar");
    await expect(calendar).toBeVisible();
    await expect(page.getByText("Loading events…")).toHaveCount(0);
    await expect(calendar.getByRole("status")).toHaveCount(0);
    // Nothing in the served HTML spins: the spinner exists only once JavaScript runs.
    await expect(calendar.locator(".animate-spin")).toHaveCount(0);

    await expect(calendar).toContainText("The events calendar needs JavaScript.");
    const phone = calendar.getByRole("link", { name: site.phone.display });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", `tel:${site.phone.e164}`);
    const contact = calendar.getByRole("link", { name: "send us a message" });
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("events calendar with JavaScript", () => {
  test("loads as before, and the no-JavaScript note is not shown", async ({ page }) => {
    await page.goto("/gregory-hills");
    await scrollToWhatsOn(page);
    const calendar = page.getByTestId("events-calendar");
    await expect(calendar.getByRole("grid")).toBeVisible();
    await expect(calendar.getByText("The events calendar needs JavaScript.")).toBeHidden();
    await expect(calendar.getByTestId("event-panel")).not.toContainText("Loading events…");
  });
});
