import { expect, test } from "@playwright/test";
import * as cheerio from "cheerio";
import sharp from "sharp";
import { signInAsAdmin } from "./support/admin";

/*
 * The must-show: a team member added in the admin appears on /team, gets a profile page with Person JSON-LD and
 * is in the sitemap, with no restart or rebuild; renaming them redirects the old address; retiring them removes the
 * page (a redirect to /team). Every check is a visitor's plain request, the kind the server may answer from memory.
 */

let origin = "";
test.beforeAll(({}, info) => {
  origin = String(info.project.use.baseURL);
});

async function visit(path: string) {
  const response = await fetch(origin + path, { redirect: "manual", headers: { "x-forwarded-for": "198.51.100.71" } });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

function personJsonLd(html: string): Record<string, unknown> | undefined {
  const $ = cheerio.load(html);
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Record<string, unknown>)
    .find((data) => data["@type"] === "Person");
}

/** Letters only (a name may not hold digits): a different name on every run. */
function uniqueSurname(): string {
  return [...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join("");
}

test("a member added in the admin is on /team, has a profile with Person JSON-LD and is in the sitemap; rename redirects; retire removes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const surname = uniqueSurname();
  const name = `Tess ${surname[0]!.toUpperCase()}${surname.slice(1)}`;
  const slug = `tess-${surname}`;

  await signInAsAdmin(page);
  await page.goto("/admin/team");
  await page.getByRole("link", { name: "Add team member" }).click();
  await expect(page.getByRole("heading", { name: "Add team member" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByText(`/team/${slug}`)).toBeVisible();
  await page.getByLabel("Role", { exact: true }).fill("Property Manager");
  await page.getByLabel("Phone", { exact: true }).fill("0491 570 163");
  await page.getByLabel("Email", { exact: true }).fill(`${slug}@ironbark.example`);
  await page.getByLabel(/^Summary for the card/).fill("Looks after rentals across Oran Park.");
  await page.getByLabel(/^Bio/).fill(`${name} manages our rental homes.\n\nShe answers every tenant within a day.`);
  await page.getByLabel(/^Booking link/).fill("https://calendly.com/ironbark-example/tess");
  await page.getByRole("button", { name: "Add team member" }).click();
  await page.waitForURL(/\/admin\/team$/);
  await expect(page.getByRole("paragraph").filter({ hasText: name })).toBeVisible();

  // The very next plain requests show the new member, with no restart or rebuild.
  const team = await visit("/team");
  expect(team.status).toBe(200);
  expect(team.text).toContain(name);
  const profile = await visit(`/team/${slug}`);
  expect(profile.status).toBe(200);
  expect(personJsonLd(profile.text)).toMatchObject({
    name,
    jobTitle: "Property Manager",
    telephone: "+61491570163",
    url: expect.stringContaining(`/team/${slug}`),
  });
  expect(profile.text).toContain("Book Free Price Update");
  expect((await visit("/sitemap.xml")).text).toContain(`/team/${slug}</loc>`);

  // Renaming moves the profile; the old address answers a permanent redirect to the new one.
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByLabel("Name", { exact: true }).fill(`${name} Reyes`);
  await expect(page.getByText(`the old address /team/${slug} will redirect here`)).toBeVisible();
  // A portrait, uploaded from the field (the upload answers its address; the profile's save records it).
  const portrait = page.getByRole("group", { name: /Portrait/ });
  const chooser = page.waitForEvent("filechooser");
  await portrait.getByRole("button", { name: "Upload portrait" }).click();
  const picture = await sharp({ create: { width: 500, height: 700, channels: 3, background: "#3c6a8a" } })
    .png()
    .toBuffer();
  await (await chooser).setFiles({ name: "tess.png", mimeType: "image/png", buffer: picture });
  await expect(portrait.getByRole("status")).toHaveText("Portrait uploaded and cropped to the card's shape.");
  const uploaded = await portrait.getByRole("img", { name: `Portrait of ${name} Reyes` }).getAttribute("src");
  expect(uploaded).toMatch(/^\/uploads\/[^/]+\.webp$/);
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.waitForURL(/\/admin\/team$/);
  const renamed = `${slug}-reyes`;
  expect((await visit(`/team/${renamed}`)).text).toContain(uploaded!);
  const old = await visit(`/team/${slug}`);
  expect(old.status).toBe(308);
  expect(old.location).toMatch(new RegExp(`/team/${renamed}$`));
  expect((await visit(`/team/${renamed}`)).status).toBe(200);

  // Retiring (after a confirmation) takes the page away: its addresses go to /team.
  await page.getByRole("button", { name: `Retire ${name} Reyes` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Retire" }).click();
  await expect(page.getByText("Retired", { exact: true })).toBeVisible();
  for (const path of [`/team/${renamed}`, `/team/${slug}`]) {
    const gone = await visit(path);
    expect(gone.status).toBe(307);
    expect(gone.location).toMatch(/\/team$/);
  }
  expect((await visit("/team")).text).not.toContain(`${name} Reyes`);
  expect((await visit("/sitemap.xml")).text).not.toContain(`/team/${renamed}<`);
});

test("the team can be reordered with the keyboard", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/team");
  const names = page
    .getByRole("list", { name: /Team members/ })
    .getByRole("listitem")
    .locator("p.font-semibold")
    // Until the page hydrates, each row also holds Retire's question in a closed <details>, whose title is such a line.
    .filter({ visible: true });
  const [first, second] = [await names.nth(0).innerText(), await names.nth(1).innerText()];
  const moveDown = page.getByRole("button", { name: `Move ${first} down` });
  await moveDown.focus();
  await page.keyboard.press("Enter");
  await expect(names.nth(0)).toHaveText(second);
  await expect(page.getByRole("button", { name: `Move ${first} down` })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: `${first} moved to position 2` })).toBeAttached();
  // Put it back, so other specs see the team's first order.
  await page.getByRole("button", { name: `Move ${first} up` }).click();
  await expect(names.nth(0)).toHaveText(first);
});
