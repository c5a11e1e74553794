import { describe, expect, it } from "vitest";
import { validate } from "./first-error";
import { newsletterSchema } from "./newsletter";

describe("newsletterSchema", () => {
  it("accepts and trims an e-mail", () => {
    expect(validate(newsletterSchema, { email: "  news@example.com " })).toEqual({ ok: true, data: { email: "news@example.com" } });
  });

  it.each<[unknown, string]>([
    [{}, "Invalid email address"],
    [{ email: "" }, "Invalid email address"],
    [{ email: "   " }, "Invalid email address"],
    [{ email: "news" }, "Invalid email address"],
    [{ email: `${"a".repeat(244)}@example.com` }, "Email must be less than 255 characters"],
  ])("rejects %j", (input, message) => {
    expect(validate(newsletterSchema, input)).toEqual({ ok: false, message });
  });
});
