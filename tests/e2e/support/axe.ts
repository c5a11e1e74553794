import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { sellerQuizQuestions } from "@/lib/quiz/seller-quiz";
import { seedPosts } from "@/server/db/seed-data/blog-posts";

/** WCAG 2.2 AA, as axe tags it. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Axe's violations on the page as it is now, one line each with the offending elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // After a client-side navigation Next sets the new page's title a moment after its content: check the page once it has one.
  await expect(page).not.toHaveTitle("");
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  // By default axe runs in every frame and then finishes in a new blank page; in legacy mode it runs once, in this page
  // (axe.run), in half the time. That mode cannot look into a cross-origin frame: a page with a frame keeps the default.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export interface PageState {
  name: string;
  /** Brings the page into the state to check; ends when it is fully there. */
  reach(page: Page): Promise<void>;
}

/**
 * The interactive states the route sweep cannot see: islands that load late or only on use. Checked in the
 * desktop and the mobile viewport.
 */
export const interactiveStates: readonly PageState[] = [
  {
    name: "the seller quiz half-way, with 'Previous Question'",
    async reach(page) {
      await page.goto("/selling", { waitUntil: "load" });
      const quiz = page.getByRole("region", { name: "Ready for What's Next?" });
      for (const question of sellerQuizQuestions.slice(0, 2)) {
        await quiz
          .getByRole("radiogroup", { name: question.question })
          .getByRole("radio", { name: question.options[1]!, exact: true })
          .click();
      }
      await expect(quiz.getByRole("radiogroup", { name: sellerQuizQuestions[2]!.question })).toBeVisible();
      await expect(quiz.getByRole("button", { name: "Previous Question" })).toBeVisible();
    },
  },
  {
    name: "the seller quiz's result",
    async reach(page) {
      await page.goto("/selling", { waitUntil: "load" });
      const quiz = page.getByRole("region", { name: "Ready for What's Next?" });
      for (const question of sellerQuizQuestions) {
        await quiz
          .getByRole("radiogroup", { name: question.question })
          .getByRole("radio", { name: question.options[0]!, exact: true })
          .click();
      }
      await expect(quiz.getByRole("status")).not.toBeEmpty();
    },
  },
  {
    name: "the events calendar loaded, with a day's events",
    async reach(page) {
      await page.goto("/gregory-hills", { waitUntil: "load" });
      await page.getByRole("heading", { name: /^What's On in / }).scrollIntoViewIfNeeded();
      const calendar = page.getByTestId("events-calendar");
      await expect(calendar.getByRole("grid")).toBeVisible();
      await expect(calendar.getByTestId("event-panel").getByRole("heading").first()).toBeVisible();
    },
  },
  {
    name: "the chat panel with an answer",
    async reach(page) {
      await page.goto("/", { waitUntil: "load" });
      await page.getByRole("button", { name: "Open chat" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox").fill("When is the office open?");
      await dialog.getByRole("textbox").press("Enter");
      await expect(dialog.getByText(/Monday to Friday/).last()).toBeVisible();
      // The answer has finished streaming: the input is enabled again. Mid-stream it is disabled (and faded, which WCAG
      // exempts), and axe could catch it switching back.
      await expect(dialog.getByRole("textbox")).toBeEnabled();
    },
  },
  {
    name: "the contact form after a refused submission",
    async reach(page) {
      await page.goto("/contact", { waitUntil: "load" });
      await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
      const form = page.getByRole("form", { name: "Contact enquiry" });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(
        page
          .getByRole("region", { name: /Notifications/ })
          .locator("[data-sonner-toast]")
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: "a blog article",
    async reach(page) {
      await page.goto(`/insights/${seedPosts[0]!.slug}`, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  },
  {
    name: "the insights listing filtered by a search",
    async reach(page) {
      await page.goto("/insights", { waitUntil: "load" });
      await page.getByRole("searchbox").fill("Gregory");
      await expect(page.getByRole("article").first()).toBeVisible();
    },
  },
  {
    name: "the login page",
    async reach(page) {
      await page.goto("/login", { waitUntil: "load" });
    },
  },
  {
    name: "the sign-up page",
    async reach(page) {
      await page.goto("/signup", { waitUntil: "load" });
    },
  },
];
