import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FactIcon, factIconNames } from "./fact-icon";

const drawing = fs.readFileSync(path.join(import.meta.dirname, "../../../public/art/listing-facts.svg"), "utf8");

describe("FactIcon", () => {
  it.each(factIconNames)("%s refers to a symbol the shared drawing has, hidden from screen readers", (name) => {
    const markup = renderToStaticMarkup(<FactIcon name={name} className="size-4" />);
    expect(markup).toBe(`<svg aria-hidden="true" class="size-4"><use href="/art/listing-facts.svg#${name}"></use></svg>`);
    expect(drawing).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">`));
  });
});
