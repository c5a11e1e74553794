import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { initialAgency } from "@/content/agency";
import { enquiryMessages } from "@/lib/forms/action-state";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { passwordMessages } from "@/lib/auth/messages";
import { chatLeadFailureMessage } from "@/lib/chat/lead-messages";
import { signInAsAdmin } from "./support/admin";

/*
 * When the request itself fails — the connection drops, the server answers 500, a proxy answers with its own
 * HTML 502 page — every form says so in the spec's 'Error' toast with its own failure sentence, keeps what was
 * typed, gives the button back, and the page stays (no framework "This page couldn't load" screen).
 */

const failures: { name: string; fail: (route: Route) => Promise<void> }[] = [
  { name: "the connection drops", fail: (route) => route.abort("connectionreset") },
  {
    name: "the server answers 500",
    fail: (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
  },
  {
    name: "a proxy answers with an HTML 502 page",
    fail: (route) =>
      route.fulfill({
        status: 502,
        contentType: "text/html",
        body: "<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>",
      }),
  },
];

/**
 * Fails every server action call (a POST with a Next-Action header) as the failure last chosen says; everything else
 * goes through.
 */
async function failServerActions(page: Page): Promise<{ choose: (fail: (route: Route) => Promise<void>) => void; failed: () => number }> {
  let failed = 0;
  let current: (route: Route) => Promise<void> = failures[0]!.fail;
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.method() === "POST" && request.headers()["next-action"]) {
      failed += 1;
      await current(route);
    } else {
      await route.fallback();
    }
  });
  return { choose: (fail) => (current = fail), failed: () => failed };
}

/**
 * Each failure in turn on one page, as a step of its own: `attempt` sends the form and checks what the failure left.
 * The form must come back from each failure to meet the next; each toast is closed before the next attempt, so that
 * every attempt's toast is its own.
 */
async function eachFailure(page: Page, attempt: () => Promise<void>): Promise<void> {
  const failing = await failServerActions(page);
  for (const [index, failure] of failures.entries()) {
    await test.step(failure.name, async () => {
      failing.choose(failure.fail);
      await attempt();
      expect(failing.failed()).toBe(index + 1);
      // Closed with its own button where it still shows one (dispatched: an open chat panel is modal and leaves the page
      // behind it inert), else gone by itself; the pointer moved off it, where it would hold the toast.
      const toasts = page.locator("[data-sonner-toast]");
      await page.mouse.move(0, 0);
      await toasts
        .locator("[data-close-button]")
        .first()
        .dispatchEvent("click", undefined, { timeout: 1_000 })
        .catch(() => undefined);
      await expect(toasts).toHaveCount(0, { timeout: 15_000 });
    });
  }
}

const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .locator("[data-sonner-toast]", { hasText: text })
    .first();

async function expectFailureToast(page: Page, message: string) {
  const shown = toast(page, message);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("Error");
}

async function expectPageStillThere(page: Page) {
  await expect(page.getByText("This page couldn't load")).toHaveCount(0);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByRole("main")).toBeVisible();
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Signs in and fills every field of a new post; returns the body's editor. */
async function startNewPost(page: Page, title: string): Promise<Locator> {
  await signInAsAdmin(page);
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("What happens when the network drops mid-save.");
  const body = page.getByRole("textbox", { name: "Content" });
  await body.click();
  await body.pressSequentially("Every word of this post must survive.");
  await page.getByLabel("Category").fill("Local Living");
  await page.getByLabel("Author").selectOption({ label: "Priya Raman, Sales Executive" });
  await page.getByLabel("Read time").fill("2 min read");
  return body;
}

const publicForms = [
  {
    kind: "appraisal",
    path: "/selling",
    formName: "Free property price update",
    submit: "Find Out More",
    values: {
      "Full Name": "Jane Citizen",
      "Phone Number": "0412345678",
      "Email Address": "jane@example.com",
      "Property Address": "12 Example Street, Gregory Hills",
    },
  },
  {
    kind: "career",
    path: "/team",
    formName: "Careers application",
    submit: "Submit Application",
    values: { "Full Name": "Sam Lee", "Email Address": "sam@example.com", "Phone Number": "02 5550 4821", Position: "Sales Executive" },
  },
  {
    kind: "contact",
    path: "/contact",
    formName: "Contact enquiry",
    submit: "Send Message",
    values: {
      "Full Name": "Jo Brown",
      "Email Address": "jo@example.com",
      "Phone Number": "(02) 5550 4821",
      "Enquiry Type": "selling",
      Message: "Please call me about selling my home in Oran Park.",
    },
  },
  {
    kind: "newsletter",
    path: "/insights",
    formName: "Newsletter sign-up",
    submit: "Subscribe",
    values: { "Email Address": "reader@example.com" },
  },
] as const;

for (const [n, spec] of publicForms.entries()) {
  test.describe(`${spec.kind} form, when the request fails`, () => {
    test.use({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${170 + n}` } });

    test(`each failure: the 'Error' toast with the form's sentence, every value kept, the page still there`, async ({ page }) => {
      await page.goto(spec.path);
      const form = page.getByRole("form", { name: spec.formName });
      await fill(form, spec.values);
      const button = form.getByRole("button", { name: spec.submit });
      await eachFailure(page, async () => {
        await button.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await button.click();

        await expectFailureToast(page, enquiryMessages[spec.kind].failure.message);
        for (const [label, value] of Object.entries(spec.values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
        await expect(button).toBeEnabled();
        await expectPageStillThere(page);
      });
    });
  });
}

test.describe("the chat's lead form, when the request fails", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.180" } });

  test("each failure: the 'Error' toast, the details kept, the conversation still there", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("button", { name: "Open chat" }).click();
    const dialog = page.getByRole("dialog");
    const input = dialog.getByRole("textbox", { name: "Type your message" });
    await input.fill("I'm thinking of selling my house in Oran Park");
    await input.press("Enter");
    const form = dialog.getByRole("form");
    await expect(form).toBeVisible({ timeout: 15_000 });

    await form.getByRole("textbox", { name: "Your name" }).fill("Sam Visitor");
    await form.getByRole("textbox", { name: "Phone or e-mail" }).fill("0412 345 678");
    await eachFailure(page, async () => {
      await form.getByRole("button", { name: "Send my details" }).click();

      await expectFailureToast(page, chatLeadFailureMessage(initialAgency.phone));
      await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("Sam Visitor");
      await expect(form.getByRole("textbox", { name: "Phone or e-mail" })).toHaveValue("0412 345 678");
      await expect(form.getByRole("button", { name: "Send my details" })).toBeEnabled();
      await expect(dialog.getByRole("list", { name: "Conversation" }).getByRole("listitem")).toHaveCount(3);
      await expectPageStillThere(page);
    });
  });
});

test.describe("the admin's save and delete, when the request fails", () => {
  test("Create Post — each failure: the 'Error' toast, the whole post kept", async ({ page }) => {
    const title = `Unsaved by a failed request ${Date.now()}`;
    const body = await startNewPost(page, title);

    await eachFailure(page, async () => {
      await page.getByRole("button", { name: "Create Post" }).click();

      await expectFailureToast(page, adminFailureMessages.savePost);
      await expect(page).toHaveURL(/\/admin\/blog\/new$/);
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
      await expect(page.getByLabel("Excerpt")).toHaveValue("What happens when the network drops mid-save.");
      await expect(body).toContainText("Every word of this post must survive.");
      await expect(page.getByRole("button", { name: "Create Post" })).toBeEnabled();
      await expectPageStillThere(page);
    });
  });

  test("Delete — each failure: the 'Error' toast, the post still listed", async ({ page }) => {
    await signInAsAdmin(page);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: /^Delete/ }) })
      .first();
    const rowText = (await row.getByRole("cell").first().textContent()) ?? "";
    await eachFailure(page, async () => {
      await row.getByRole("button", { name: /^Delete/ }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();

      await expectFailureToast(page, adminFailureMessages.deletePost);
      await expect(page.getByRole("row").filter({ hasText: rowText }).first()).toBeVisible();
      await expectPageStillThere(page);
    });
  });
});

const passwordForms = [
  {
    name: "Forgot password",
    path: "/forgot-password",
    failure: passwordMessages.resetRequestFailed,
    submit: "Send reset link",
    values: { Email: "forgetful@example.com" },
  },
  {
    name: "Choose a new password",
    path: "/reset-password?token=a-token-the-request-never-delivers",
    failure: passwordMessages.resetFailed,
    submit: "Set new password",
    values: { "New Password": "Brand-New-Passw0rd", "Confirm New Password": "Brand-New-Passw0rd" },
  },
] as const;

for (const [n, spec] of passwordForms.entries()) {
  test.describe(`${spec.name} form, when the request fails`, () => {
    test.use({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${190 + n}` } });
    test("each failure: the 'Error' toast and the form's sentence, the values kept, the button back, the page still there", async ({
      page,
    }) => {
      await page.goto(spec.path);
      const form = page.getByRole("form", { name: spec.name });
      await fill(form, spec.values);
      await eachFailure(page, async () => {
        await form.getByRole("button", { name: spec.submit }).click();

        await expectFailureToast(page, spec.failure);
        await expect(form.getByRole("status")).toContainText(spec.failure);
        for (const [label, value] of Object.entries(spec.values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
        await expect(form.getByRole("button", { name: spec.submit })).toBeEnabled();
        await expectPageStillThere(page);
      });
    });
  });
}

test.describe("when the request never answers", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.185" } });

  /**
   * Holds the first server action call unanswered (a server or proxy that hangs); later calls go through.
   * Returns the held request, to end it later as a proxy's own time-out would.
   */
  async function holdFirstServerAction(page: Page): Promise<{ held: () => Route | undefined }> {
    let held: Route | undefined;
    await page.route("**/*", async (route) => {
      const request = route.request();
      if (request.method() === "POST" && request.headers()["next-action"] && !held) {
        held = route;
        return;
      }
      await route.fallback();
    });
    return { held: () => held };
  }

  test("contact form: after the time-out the 'Error' toast, the button back, and the form sends again", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact");
    const { held } = await holdFirstServerAction(page);
    const spec = publicForms.find((form) => form.kind === "contact")!;
    const form = page.getByRole("form", { name: spec.formName });
    await fill(form, spec.values);
    const button = form.getByRole("button", { name: spec.submit });
    await button.click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect.poll(() => held() !== undefined).toBe(true);

    // submitSafely's 30-second wait runs out.
    await page.clock.fastForward(31_000);
    await expectFailureToast(page, enquiryMessages.contact.failure.message);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText(spec.submit);
    for (const [label, value] of Object.entries(spec.values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await expectPageStillThere(page);

    // The proxy gives up on the hung request; sending again goes through.
    await held()!.abort("timedout");
    await button.click();
    await expect(toast(page, enquiryMessages.contact.success.title)).toBeVisible();
  });

  test("post editor: after the time-out the 'Error' toast and 'Create Post' back, the post kept", async ({ page }) => {
    await page.clock.install();
    const title = `Unsaved by a hung request ${Date.now()}`;
    const body = await startNewPost(page, title);
    const { held } = await holdFirstServerAction(page);
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect.poll(() => held() !== undefined).toBe(true);

    await page.clock.fastForward(31_000);
    await expectFailureToast(page, adminFailureMessages.savePost);
    await expect(page.getByRole("button", { name: "Create Post" })).toBeEnabled();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(body).toContainText("Every word of this post must survive.");
    await expectPageStillThere(page);
  });
});
