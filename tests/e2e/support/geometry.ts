import type { Locator, Page } from "@playwright/test";

/** Geometry helpers for the layout specs (visitor-layout*.spec.ts): boxes, overlaps, and what the floating controls sit on. */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

/** True when the two boxes share more than a 1px sliver (rounding) in both directions. */
export function intersects(a: Box, b: Box): boolean {
  return a.x + a.width - 1 > b.x && b.x + b.width - 1 > a.x && a.y + a.height - 1 > b.y && b.y + b.height - 1 > a.y;
}

/** Scrolls instantly, then lets the passive scroll listeners (ShowAfterScroll) and a render run. */
export const scrollToY = (page: Page, y: number) =>
  page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);

/**
 * Waits until no CSS transition runs: focusing a text field slides the phone's action bar away (150ms, then
 * visibility: hidden), and a control read mid-slide is still "visible" but gone from the accessibility tree a moment later.
 */
export const transitionsSettled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => null)),
    ),
  );

/** The floating controls, or on phones those in the action bar (only the visible one of each pair is found). */
export function floatingControls(page: Page) {
  return {
    chat: page.getByRole("button", { name: "Open chat" }),
    appraisal: page.getByRole("link", { name: "Get Free Appraisal" }),
    backToTop: page.getByRole("button", { name: "Back to top" }),
  };
}

/** The phone's action bar along the bottom of the screen (below 768px). */
export const phoneActionBar = (page: Page) => page.getByRole("navigation", { name: "Quick actions" });

export async function visibleFloatingControlBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const control of Object.values(floatingControls(page))) {
    if (await control.isVisible()) boxes.push(await boxOf(control));
  }
  return boxes;
}

/** The top of the phone's opaque action bar, or the bottom of the screen where there is none (or it has stepped aside). */
export const visibleBottom = (page: Page) =>
  page.evaluate(() => {
    const dock = document.querySelector('[data-testid="phone-action-bar"]');
    return dock && dock.checkVisibility({ visibilityProperty: true }) && dock.getBoundingClientRect().height > 0
      ? dock.getBoundingClientRect().top
      : window.innerHeight;
  });

/**
 * The text, fields, buttons and links of <main> and the footer that a visible floating control sits on, as short
 * descriptions. Only the part of each element the visitor can see counts: in the screen and above the dock, if any.
 */
export async function contentUnderFloatingControls(page: Page): Promise<string[]> {
  const controls = await visibleFloatingControlBoxes(page);
  return page.evaluate((controls) => {
    const dock = document.querySelector('[data-testid="phone-action-bar"]');
    const bottomLimit =
      dock && dock.checkVisibility({ visibilityProperty: true }) && dock.getBoundingClientRect().height > 0
        ? dock.getBoundingClientRect().top
        : window.innerHeight;
    const selector =
      ":is(h1, h2, h3, h4, p, li, dt, dd, th, td, label, a, button, input, textarea, select, blockquote, figcaption, address)";
    const hits: string[] = [];
    for (const element of document.querySelectorAll(`main ${selector}, footer ${selector}`)) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      const top = Math.max(rect.top, 0);
      const bottom = Math.min(rect.bottom, bottomLimit);
      if (rect.width === 0 || bottom - top <= 1) continue;
      const covered = controls.some(
        (c) => rect.left < c.x + c.width - 1 && c.x < rect.right - 1 && top < c.y + c.height - 1 && c.y < bottom - 1,
      );
      if (covered) {
        const text = (element.textContent ?? "").replace(/\s+/g, " ").trim() || element.getAttribute("aria-label") || "";
        hits.push(`<${element.tagName.toLowerCase()}> "${text.slice(0, 50)}" at y ${Math.round(rect.top)}`);
      }
    }
    return hits;
  }, controls);
}

/**
 * Scrolls from `fromY` to the end of the page in steps of `step` and collects, at each stop, what the floating
 * controls sit on (contentUnderFloatingControls), prefixed with the scroll position.
 */
export async function contentCoveredWhileScrolling(page: Page, fromY: number, step = 220): Promise<string[]> {
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const hits: string[] = [];
  for (let y = Math.min(fromY, end); ; y = Math.min(y + step, end)) {
    await scrollToY(page, y);
    hits.push(...(await contentUnderFloatingControls(page)).map((hit) => `scrollY ${y}: ${hit}`));
    if (y >= end) break;
  }
  return hits;
}

/** The width of a field's placeholder in its own font, and the room for text inside the field (its content box). */
export const placeholderFit = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      text: Math.ceil(context.measureText(input.placeholder).width),
      room,
      scrollWidth: input.scrollWidth,
      clientWidth: input.clientWidth,
    };
  });

/**
 * Where the lettering drawn inside an SVG <img> (a team portrait's monogram) lands on the page: the picture is
 * fetched, laid inline over the image's box (same size, same default aspect-ratio fit), and its <text> measured.
 */
export const svgTextBoxes = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    const source = await (await fetch(img.currentSrc || img.src)).text();
    const svg = document.importNode(
      new DOMParser().parseFromString(source, "image/svg+xml").documentElement,
      true,
    ) as unknown as SVGSVGElement;
    const rect = img.getBoundingClientRect();
    Object.assign(svg.style, {
      position: "fixed",
      left: `${rect.left}px`,
      top: `${rect.top}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
      pointerEvents: "none",
    });
    document.body.append(svg);
    const boxes = [...svg.querySelectorAll("text")].map((text) => {
      const r = text.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height, text: text.textContent ?? "" };
    });
    svg.remove();
    return boxes;
  });
