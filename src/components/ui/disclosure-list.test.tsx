import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DisclosureItem, DisclosureList } from "./disclosure-list";

describe("DisclosureList", () => {
  it("puts each question in a native <summary> (opens without JavaScript) and its answer after it, closed at first", () => {
    const html = renderToStaticMarkup(
      <DisclosureList>
        <DisclosureItem summary="Can I keep a pet?">
          <p>With the landlord&apos;s consent.</p>
        </DisclosureItem>
        <DisclosureItem summary="Who pays the water bill?">
          <p>It depends on the meter.</p>
        </DisclosureItem>
      </DisclosureList>,
    );
    expect(html.match(/<details class="group">/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]*\sopen/);
    expect(html).toMatch(/<summary[^>]*>Can I keep a pet\?<svg[^>]*aria-hidden="true"/);
    expect(html.indexOf("Can I keep a pet?")).toBeLessThan(html.indexOf("consent"));
    expect(html.indexOf("consent")).toBeLessThan(html.indexOf("Who pays the water bill?"));
  });
});
