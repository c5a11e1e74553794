import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SavedByServer } from "./form-status";

const saved = { status: "success" as const, title: "Event added", message: "Market day", values: {} };

describe("SavedByServer", () => {
  it("shows what a save without JavaScript answered, in the form's grid", () => {
    const html = renderToStaticMarkup(<SavedByServer id="f-status" state={saved} shown className="sm:col-span-2" />);
    expect(html).toMatch(/^<div class="sm:col-span-2"><div id="f-status" role="status">/);
    expect(html).toContain("Event added");
    expect(html).toContain("Market day");
  });

  it("shows nothing for an answer given with JavaScript (the toast), nor for a refusal", () => {
    expect(renderToStaticMarkup(<SavedByServer id="f-status" state={saved} shown={false} />)).toBe("");
    expect(renderToStaticMarkup(<SavedByServer id="f-status" state={{ ...saved, status: "error" }} shown />)).toBe("");
  });
});
