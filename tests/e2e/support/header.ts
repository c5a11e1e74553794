import { expect, type Page } from "@playwright/test";

/** The ink of the theme (`--color-ink`, #12332b) as the browser reports a computed colour. */
const ink = "rgb(18, 51, 43)";

/**
 * The header in its solid state, as a person reads it: ink text on the opaque sandstone layer, the logo in its
 * own colours (not the white of the transparent state). Works with JavaScript on or off.
 */
export async function expectSolidHeader(page: Page): Promise<void> {
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("color", ink);
  // header-shell.tsx: the gradient of the transparent state, then the solid layer.
  const [gradient, solidLayer] = [header.locator(":scope > div[aria-hidden]").nth(0), header.locator(":scope > div[aria-hidden]").nth(1)];
  await expect(gradient).toHaveCSS("opacity", "0");
  await expect(solidLayer).toHaveCSS("opacity", "1");
  await expect(header.getByRole("link", { name: /home$/ }).locator("img")).toHaveCSS("filter", "none");
}
