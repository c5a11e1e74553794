import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { passwordMessages } from "@/lib/auth/messages";
import { EmailField, SelectField, TextAreaField, TextField } from "./fields";
import { PasswordPair } from "./password-pair";

/** The markup of one element, found by its id. */
function tag(html: string, id: string): string {
  const found = html.match(new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`));
  if (!found) throw new Error(`no element with id ${id} in ${html}`);
  return found[0];
}

describe("field primitives", () => {
  it("label the control, and read its hint and error with it", () => {
    const html = renderToStaticMarkup(<TextField id="name" name="fullName" label="Full Name" hint="As on your licence" error="Required" />);
    expect(html).toContain('<label for="name"');
    const input = tag(html, "name");
    expect(input).toContain('aria-describedby="name-hint name-error"');
    expect(input).toContain('aria-invalid="true"');
    expect(tag(html, "name-hint")).toMatch(/^<p /);
    expect(html).toContain(">As on your licence</p>");
    expect(html).toContain(">Required</p>");
  });

  it("leave a control without hint or error undescribed and valid", () => {
    const input = tag(renderToStaticMarkup(<TextField id="name" name="fullName" label="Full Name" />), "name");
    expect(input).not.toContain("aria-describedby");
    expect(input).not.toContain("aria-invalid");
  });

  it("keep a description the caller gives besides the field's own", () => {
    const html = renderToStaticMarkup(
      <TextField id="photo" name="photo" label="Photo" hint="A square one" aria-describedby="photo-note" />,
    );
    expect(tag(html, "photo")).toContain('aria-describedby="photo-hint photo-note"');
  });

  it("are required unless optional, which the label says", () => {
    const required = renderToStaticMarkup(<TextAreaField id="message" name="message" label="Message" />);
    expect(tag(required, "message")).toContain('required=""');
    const optional = renderToStaticMarkup(<TextAreaField id="message" name="message" label="Message" optional />);
    expect(tag(optional, "message")).not.toContain("required");
    expect(optional).toContain("(optional)");
  });

  it("offer a select's placeholder as an empty first choice", () => {
    const options = [{ value: "buy", label: "Buying" }];
    const html = renderToStaticMarkup(<SelectField id="type" name="type" label="Type" placeholder="Choose one" options={options} />);
    expect(html).toMatch(/<option value="">Choose one<\/option><option value="buy">Buying<\/option>/);
  });

  it("give an e-mail field its keyboard, autofill and name", () => {
    const input = tag(renderToStaticMarkup(<EmailField id="email" />), "email");
    for (const attribute of ['type="email"', 'inputMode="email"', 'autoComplete="email"', 'name="email"']) {
      expect(input).toContain(attribute);
    }
  });

  it("pair a new password with its confirmation under the password rules", () => {
    const html = renderToStaticMarkup(
      <PasswordPair id="new-password" confirmId="confirm-new-password" name="newPassword" label="New Password" />,
    );
    expect(tag(html, "new-password")).toContain('name="newPassword"');
    expect(tag(html, "new-password")).toContain('aria-describedby="new-password-hint"');
    expect(html).toContain(`>${passwordMessages.passwordRules}</p>`);
    expect(tag(html, "confirm-new-password")).toContain('name="confirmPassword"');
    expect(html).toMatch(/<label for="confirm-new-password"[^>]*>Confirm New Password<\/label>/);
    expect(html.match(/autoComplete="new-password"/g)).toHaveLength(2);
  });
});
