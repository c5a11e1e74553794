import { expect, type Page } from "@playwright/test";
import { team } from "@/content/team";
import { boxOf, intersects, placeholderFit, svgTextBoxes } from "./geometry";

/* Checks of /team that hold at every screen size; the desktop and mobile layout specs both run them. */

/** The careers form's Position placeholder fits its field. */
export async function expectPositionPlaceholderFits(page: Page): Promise<void> {
  await page.goto("/team");
  const position = page.getByRole("form", { name: "Careers application" }).getByRole("textbox", { name: "Position" });
  await position.scrollIntoViewIfNeeded();
  const fit = await placeholderFit(position);
  expect(fit.text).toBeGreaterThan(0);
  expect(fit.text).toBeLessThanOrEqual(fit.room);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
}

/** No portrait's monogram runs into the name and role laid over it. */
export async function expectMonogramsClearOfNames(page: Page): Promise<void> {
  await page.goto("/team");
  for (const member of team) {
    const card = page.getByTestId(`team-card-${member.slug}`);
    await card.scrollIntoViewIfNeeded();
    const monograms = await svgTextBoxes(card.locator("img"));
    expect(monograms.length, member.name).toBeGreaterThan(0);
    const name = await boxOf(card.locator(`#team-${member.slug}-name`));
    const role = await boxOf(card.locator(`#team-${member.slug}-role`));
    for (const monogram of monograms) {
      expect(intersects(monogram, name), `${member.name}: "${monogram.text}" and the name`).toBe(false);
      expect(intersects(monogram, role), `${member.name}: "${monogram.text}" and the role`).toBe(false);
    }
  }
}
