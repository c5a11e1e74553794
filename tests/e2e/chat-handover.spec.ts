import { expect, test, type Page } from "@playwright/test";
import { site } from "@/content/site";

/**
 * Issue 28, as a visitor sees it: a tenancy-law question the NSW rules in brief answer is answered with its official
 * source, one they do not answer is handed over with the NSW Fair Trading page, each as a readable link that opens in a
 * new tab; and a callback given in one message is confirmed once and then taken by the team.
 */
const name = site.assistant.name;

async function ask(page: Page, text: string) {
  const dialog = page.getByRole("dialog", { name });
  const messages = dialog.getByRole("list", { name: "Conversation" }).getByRole("listitem");
  const before = await messages.count();
  await dialog.getByRole("textbox", { name: "Type your message" }).fill(text);
  await dialog.getByRole("textbox", { name: "Type your message" }).press("Enter");
  await expect(messages).toHaveCount(before + 2);
  await expect(dialog.getByRole("status", { name: `${name} is typing` })).toBeHidden({ timeout: 15_000 });
  return messages.last();
}

test.describe("chat hand-overs and callbacks", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(page.getByRole("dialog", { name })).toBeVisible();
  });

  test("a rent-rise question is answered from the NSW rules in brief, its official source a link that opens in a new tab", async ({
    page,
  }) => {
    const answer = await ask(page, "How much notice does my landlord have to give before a rent increase?");
    await expect(answer).toContainText("At least 60 days' written notice");
    await expect(answer).not.toContainText("7 days");
    const link = answer.getByRole("link", { name: "NSW Government: rent increases" });
    await expect(link).toHaveAttribute("href", "https://www.nsw.gov.au/housing-and-construction/renting-a-place-to-live/rent-increases");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(answer).not.toContainText("](https://");
  });

  test("a tenancy-law question the rules in brief do not cover gets 'I don't know' and NSW Fair Trading's page as a link", async ({
    page,
  }) => {
    const answer = await ask(page, "can my landlord kick me out for no reason?");
    await expect(answer).toContainText("I don't know");
    const link = answer.getByRole("link", { name: "NSW Fair Trading: ending a tenancy" });
    await expect(link).toHaveAttribute("href", "https://www.fairtrading.nsw.gov.au/housing-and-property/renting/ending-a-tenancy");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(answer).not.toContainText("](https://");
  });

  test("'call me back tomorrow, Priya, 0412 345 678' is confirmed once, then passed to the team", async ({ page }) => {
    const confirmation = await ask(page, "call me back tomorrow, Priya, 0412 345 678");
    await expect(confirmation).toContainText("Shall I ask one of our agents to call you back on 0412 345 678?");
    const done = await ask(page, "yes");
    await expect(done).toContainText("Thanks, Priya! I've passed your details to the team");
  });
});
