import { expect, test, type Page, type Route } from "@playwright/test";
import { site } from "@/content/site";
import { chatGreeting } from "@/content/chat-greeting";
import { recordLoadedScripts } from "./support/loaded-scripts";

const name = site.assistant.name;

function chatLocators(page: Page) {
  const dialog = page.getByRole("dialog", { name });
  return {
    launcher: page.getByRole("button", { name: "Open chat" }),
    dialog,
    messages: dialog.getByRole("list", { name: "Conversation" }).getByRole("listitem"),
    input: dialog.getByRole("textbox", { name: "Type your message" }),
    send: dialog.getByRole("button", { name: "Send message" }),
    typing: dialog.getByRole("status", { name: `${name} is typing` }),
  };
}

async function openChat(page: Page) {
  const chat = chatLocators(page);
  await chat.launcher.click();
  await expect(chat.dialog).toBeVisible();
  return chat;
}

/** Holds /api/chat requests until `release()`; the response then streams from the real server. */
async function holdChatRequests(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/chat", async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

test.describe("chat assistant", () => {
  test("the panel's code is not in the page's JavaScript until the chat is opened", async ({ page }) => {
    const loadedCode = recordLoadedScripts(page);
    await page.goto("/privacy");
    await page.waitForLoadState("load");
    expect((await loadedCode()).length).toBeGreaterThan(0);
    expect((await loadedCode()).some((code) => code.includes("Online now"))).toBe(false);
    await expect(page.getByRole("dialog", { name })).toHaveCount(0);

    await openChat(page);
    await expect.poll(async () => (await loadedCode()).some((code) => code.includes("Online now"))).toBe(true);
  });

  test("opens at 380 × 600 with the greeting, moves focus in, and Escape closes back to the button", async ({ page }) => {
    await page.goto("/privacy");
    const chat = await openChat(page);

    await expect(chat.dialog.getByRole("heading", { name })).toBeVisible();
    await expect(chat.dialog.getByText("Online now")).toBeVisible();
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.messages.first()).toContainText(chatGreeting);
    await expect(chat.messages.first()).toContainText(/buying, selling or renting/);
    await expect(chat.input).toBeFocused();

    const box = await chat.dialog.boundingBox();
    expect(box?.width).toBe(380);
    expect(box?.height).toBe(600);

    await page.keyboard.press("Escape");
    await expect(chat.dialog).toBeHidden();
    await expect(chat.launcher).toBeFocused();

    await chat.launcher.click();
    await expect(chat.dialog).toBeVisible();
    await chat.dialog.getByRole("button", { name: "Close chat" }).click();
    await expect(chat.dialog).toBeHidden();
    await expect(chat.launcher).toBeFocused();
  });

  test("Enter sends; the typing indicator shows and the answer streams into one growing message", async ({ page }) => {
    await page.goto("/privacy");
    const chat = await openChat(page);
    const held = await holdChatRequests(page);

    await chat.input.fill("How long does it take to sell in Oran Park?");
    await expect(chat.send).toBeEnabled();
    await chat.input.press("Enter");

    // Sent: the message shows, the box is cleared, and everything waits on the answer.
    await expect(chat.messages).toHaveCount(2);
    await expect(chat.messages.nth(1)).toContainText("How long does it take to sell in Oran Park?");
    await expect(chat.input).toHaveValue("");
    await expect(chat.typing).toBeVisible();
    await expect(chat.send).toBeDisabled();
    await expect(chat.input).toBeDisabled();

    // Record what the conversation looks like after every DOM change while the answer streams.
    await page.evaluate(() => {
      const list = document.querySelector('[aria-label="Conversation"]');
      const samples: { items: number; last: number }[] = [];
      (window as unknown as { __chatSamples: typeof samples }).__chatSamples = samples;
      new MutationObserver(() => {
        const items = list?.querySelectorAll("li") ?? [];
        samples.push({ items: items.length, last: items[items.length - 1]?.textContent?.length ?? 0 });
      }).observe(list!, { childList: true, subtree: true, characterData: true });
    });
    held.release();

    await expect(chat.typing).toBeHidden({ timeout: 15_000 });
    await expect(chat.messages).toHaveCount(3);
    await expect(chat.messages.nth(2)).toContainText(/30\s*(–|-|to)\s*45 days/);
    await expect(chat.input).toBeEnabled();

    const samples = await page.evaluate(() => (window as unknown as { __chatSamples: { items: number; last: number }[] }).__chatSamples);
    // One assistant message was added, then grew in place through several lengths.
    expect(new Set(samples.map((s) => s.items))).toEqual(new Set([3]));
    const lengths = samples.map((s) => s.last);
    expect(new Set(lengths).size).toBeGreaterThan(3);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });

  test("Shift+Enter makes a new line without sending; send is disabled for an empty message", async ({ page }) => {
    await page.goto("/privacy");
    const chat = await openChat(page);

    await expect(chat.send).toBeDisabled();
    await chat.input.fill("   ");
    await expect(chat.send).toBeDisabled();
    await chat.input.press("Enter");
    await expect(chat.messages).toHaveCount(1);

    await chat.input.fill("First line");
    await chat.input.press("Shift+Enter");
    await chat.input.pressSequentially("Second line");
    await expect(chat.input).toHaveValue("First line\nSecond line");
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.send).toBeEnabled();
  });

  test("a failed call shows the error toast, logs it and clears the typing indicator", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/privacy");
    const chat = await openChat(page);

    await page.route("**/api/chat", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "The assistant is resting" }) }),
    );
    await chat.input.fill("Hello?");
    await chat.send.click();
    await expect(page.getByText("The assistant is resting")).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(chat.typing).toBeHidden();
    await expect(chat.input).toBeEnabled();
    expect(errors.some((text) => text.includes("The assistant is resting"))).toBe(true);

    await page.unroute("**/api/chat");
    await page.route("**/api/chat", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "oops" }));
    await chat.input.fill("Hello again?");
    await chat.input.press("Enter");
    await expect(page.getByText("Failed to get response")).toBeVisible();
    await expect(chat.typing).toBeHidden();
  });

  test("the Contact Form button goes to /contact and closes the panel", async ({ page }) => {
    await page.goto("/privacy");
    const chat = await openChat(page);
    await chat.dialog.getByRole("button", { name: "Contact Form" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("dialog", { name })).toBeHidden();
  });

  test("the conversation survives navigation and a reload", async ({ page }) => {
    await page.goto("/privacy");
    const chat = await openChat(page);
    await chat.input.fill("What are your office hours?");
    await chat.input.press("Enter");
    await expect(chat.messages).toHaveCount(3);
    await expect(chat.typing).toBeHidden({ timeout: 15_000 });
    await expect(chat.messages.nth(2)).toContainText("Monday to Friday");

    await chat.dialog.getByRole("button", { name: "Close chat" }).click();
    await page
      .getByRole("link", { name: `${site.name} home` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await chat.launcher.click();
    await expect(chat.messages).toHaveCount(3);

    await page.reload();
    await openChat(page);
    await expect(chat.messages).toHaveCount(3);
    await expect(chat.messages.nth(1)).toContainText("What are your office hours?");
  });

  test("answers what's on from the events calendar, linking it", async ({ page }) => {
    await page.goto("/privacy");
    const chat = await openChat(page);
    await chat.input.fill("any events coming up in Gregory Hills?");
    await chat.input.press("Enter");
    await expect(chat.typing).toBeHidden({ timeout: 15_000 });
    // The seeded calendar's events, within the next four weeks.
    await expect(chat.messages.nth(2)).toContainText("Coming up in Gregory Hills:");
    await expect(chat.messages.nth(2).getByRole("link", { name: "What's On in Gregory Hills" })).toHaveAttribute(
      "href",
      "/gregory-hills#whats-on-heading",
    );
  });

  test("offers to take the visitor's details when they want to sell, and thanks them", async ({ page }) => {
    await page.goto("/privacy");
    const chat = await openChat(page);
    await chat.input.fill("I'm thinking of selling my house in Oran Park");
    await chat.input.press("Enter");
    await expect(chat.typing).toBeHidden({ timeout: 15_000 });
    // The page is cited as a link that reads as its name, not as the raw path.
    await expect(chat.messages.nth(2).getByRole("link", { name: "free property price update" })).toHaveAttribute(
      "href",
      "/selling#appraisal",
    );
    await expect(chat.messages.nth(2)).not.toContainText("/selling#appraisal");

    const form = chat.dialog.getByRole("form");
    await expect(form).toBeVisible();
    await form.getByRole("textbox", { name: "Your name" }).fill("Sam Visitor");
    await form.getByRole("textbox", { name: "Phone or e-mail" }).fill("12");
    await form.getByRole("button", { name: "Send my details" }).click();
    await expect(page.getByText("Please enter a valid Australian phone number or email address")).toBeVisible();

    await form.getByRole("textbox", { name: "Phone or e-mail" }).fill("0412 345 678");
    await form.getByRole("button", { name: "Send my details" }).click();
    await expect(chat.messages.last()).toContainText("Thanks, Sam!");
    await expect(form).toBeHidden();
  });
});

test.describe("chat assistant, when the answer is empty", () => {
  const empty = [
    { name: "200 with no content", fulfil: { status: 200, contentType: "text/event-stream", body: "" } },
    { name: "200 with only the end marker", fulfil: { status: 200, contentType: "text/event-stream", body: "data: [DONE]\n\n" } },
    { name: "204", fulfil: { status: 204 } },
  ];
  for (const reply of empty) {
    test(`${reply.name}: the visitor is told, and may ask again`, async ({ page }) => {
      await page.goto("/privacy");
      const chat = await openChat(page);
      await page.route("**/api/chat", (route) => route.fulfill(reply.fulfil));
      await chat.input.fill("What are your office hours?");
      await chat.input.press("Enter");
      const toast = page.getByRole("region", { name: /Notifications/ }).locator("[data-sonner-toast]", { hasText: "No response body" });
      await expect(toast).toContainText("Error");
      await expect(chat.typing).toBeHidden();
      await expect(chat.input).toBeEnabled();
    });
  }
});

test.describe("chat assistant on a small phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the panel fills the screen", async ({ page }) => {
    await page.goto("/privacy");
    const chat = await openChat(page);
    const box = await chat.dialog.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 667 });
  });
});
