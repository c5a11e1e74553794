import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["Gregory Hills Market Update 2026", "gregory-hills-market-update-2026"],
    ["UPPER lower MiXeD", "upper-lower-mixed"],
    ["many    spaces\tand\nnewlines", "many-spaces-and-newlines"],
    ["Buying? Selling! Renting...", "buying-selling-renting"],
    ["What's new -- in Oran Park?!", "what-s-new-in-oran-park"],
    ["a - b _ c / d", "a-b-c-d"],
    ["snake_case_title", "snake-case-title"],
    ["already-a-slug", "already-a-slug"],
    ["---leading and trailing---", "leading-and-trailing"],
    ["  ?!Spaces around!?  ", "spaces-around"],
    ["5 Tips: $500,000+ homes (2026)", "5-tips-500-000-homes-2026"],
    ["Café Déjà Vu", "cafe-deja-vu"],
    ["Crème brûlée à Zürich", "creme-brulee-a-zurich"],
    ["ÅNGSTRÖM Ñandú", "angstrom-nandu"],
    ["ﬁnance ①", "finance-1"],
    ["悉尼 Homes", "homes"],
    ["Homes 悉尼 Guide", "homes-guide"],
    ["Straße", "stra-e"],
    ["İstanbul", "istanbul"],
    ["Sydney 🏠 homes", "sydney-homes"],
    ["", ""],
    ["!!!", ""],
    ["悉尼", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("only ever yields lower-case ASCII letters, digits and single inner hyphens", () => {
    const titles = ["  Ready, set... SELL!  ", "Ünïcödé — “quotes” & ‘more’", "a__b--c  d", "x"];
    for (const title of titles) expect(slugify(title)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
  });

  it("is idempotent", () => {
    expect(slugify(slugify("Café Déjà: Vu?"))).toBe("cafe-deja-vu");
  });
});
