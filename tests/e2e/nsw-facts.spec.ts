import { expect, test, type Page } from "@playwright/test";
import { initialNswFacts } from "@/content/site-content/nsw-facts";
import { signInAsAdmin } from "./support/admin";

/*
 * The NSW rules in brief (issue 28): /rental, /buying and /selling each show their topics with the official source
 * linked and the 'as of' date, and an edit saved in the admin shows on /rental at the next request. The edit is put
 * back afterwards, so tests running beside this one see the first content again.
 */

let origin = "";
test.beforeAll(({}, info) => {
  origin = String(info.project.use.baseURL);
});

/** A visitor's plain request: no cookies, no client-navigation headers. */
async function visit(path: string): Promise<string> {
  const response = await fetch(origin + path, { headers: { "x-forwarded-for": "198.51.100.93" } });
  expect(response.status).toBe(200);
  return response.text();
}

const section = (page: Page) => page.getByRole("region", { name: /^(Rent Increases|Cooling-Off|Agent Fees)/ });

for (const [path, fact] of [
  ["/rental", initialNswFacts.pets],
  ["/buying", initialNswFacts.coolingOff],
  ["/selling", initialNswFacts.agentFees],
] as const) {
  test(`${path} shows its NSW rules, each opening to its answer, official source link and 'as of' date`, async ({ page }) => {
    await page.goto(path);
    const rules = section(page);
    await expect(rules).toBeVisible();
    await rules.getByText(fact.question).click();
    const opened = rules.locator("details[open]");
    await expect(opened).toHaveCount(1);
    await expect(opened.getByText(fact.answer)).toBeVisible();
    await expect(opened.getByRole("link", { name: fact.sourceName })).toHaveAttribute("href", fact.sourceUrl);
    await expect(opened.getByText("As of 26 November 2026")).toBeVisible();
  });
}

test("a rule edited in the admin shows on /rental at the next request", async ({ page }) => {
  const edited = "At least 60 days' written notice, giving the new rent and the day it starts (checked again by our team).";
  await signInAsAdmin(page);
  await page.goto("/admin/content/nsw-facts");
  const rentIncreases = page.getByRole("group", { name: "Rent increases (on /rental)" });
  const save = async () => {
    await page.getByRole("button", { name: "Save the rules" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" }).first()).toBeVisible();
  };
  try {
    await rentIncreases.getByLabel("Answer").fill(edited);
    await rentIncreases.getByLabel("As of").fill("2026-11-27");
    await save();

    const html = await visit("/rental");
    expect(html).toContain(edited.replace("'", "&#x27;"));
    expect(html).toContain("As of 27 November 2026");
  } finally {
    await page.goto("/admin/content/nsw-facts");
    await rentIncreases.getByLabel("Answer").fill(initialNswFacts.rentIncrease.answer);
    await rentIncreases.getByLabel("As of").fill(initialNswFacts.rentIncrease.asOf);
    await save();
  }
  expect(await visit("/rental")).not.toContain("checked again by our team");
});
