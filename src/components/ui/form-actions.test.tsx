import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormActions } from "./form-actions";

describe("FormActions", () => {
  it("says a refusal in an alert line above Cancel and the submit button", () => {
    const html = renderToStaticMarkup(
      <FormActions error="Title is required" cancel={<button type="button">Cancel</button>} submitLabel="Save event" pending={false} />,
    );
    expect(html).toMatch(/<p role="alert"[^>]*>Title is required<\/p>/);
    expect(html.indexOf("Title is required")).toBeLessThan(html.indexOf("Cancel"));
    expect(html.indexOf("Cancel")).toBeLessThan(html.indexOf("Save event"));
    expect(html).toMatch(/<button type="submit"[^>]*>Save event<\/button>/);
  });

  it("has no alert without a refusal, and a busy, disabled 'Saving...' button while sending", () => {
    const html = renderToStaticMarkup(<FormActions error={null} submitLabel="Add team member" pending />);
    expect(html).not.toContain('role="alert"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Saving...<\/button>/);
  });
});
