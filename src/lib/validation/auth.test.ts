import { describe, expect, it } from "vitest";
import { loginSchema, profileImageSchema, signupSchema } from "./auth";
import { validate } from "./first-error";

describe("loginSchema", () => {
  const good = { email: "admin@example.com", password: "x" };

  it("accepts any non-empty password, untrimmed", () => {
    expect(validate(loginSchema, { email: " admin@example.com ", password: " secret " })).toEqual({
      ok: true,
      data: { email: "admin@example.com", password: " secret " },
    });
    expect(validate(loginSchema, good)).toMatchObject({ ok: true });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ email: "x" }, "Invalid email address"],
    [{ email: `${"a".repeat(244)}@example.com` }, "Email must be less than 255 characters"],
    [{ password: "" }, "Password is required"],
    [{ password: undefined }, "Password is required"],
    [{ email: "x", password: "" }, "Invalid email address"],
  ])("rejects %j", (change, message) => {
    expect(validate(loginSchema, { ...good, ...change })).toEqual({ ok: false, message });
  });
});

describe("signupSchema", () => {
  const good = { email: "new@example.com", password: "Passw0rd", confirmPassword: "Passw0rd" };
  const withPassword = (password: string) => ({ password, confirmPassword: password });

  it.each<Record<string, unknown>>([{}, withPassword("Ab1defgh"), withPassword("Éb1 ñ xyz"), withPassword("A1" + "b".repeat(100))])(
    "accepts %j",
    (change) => {
      expect(validate(signupSchema, { ...good, ...change })).toMatchObject({ ok: true });
    },
  );

  it.each<[Record<string, unknown>, string]>([
    [{ email: "nope" }, "Invalid email address"],
    [withPassword(""), "Password must be at least 8 characters"],
    [withPassword("Pa1"), "Password must be at least 8 characters"],
    [withPassword("Passw0r"), "Password must be at least 8 characters"],
    [withPassword("pa"), "Password must be at least 8 characters"],
    [withPassword("password1"), "Password must contain at least one uppercase letter"],
    [withPassword("passw0rd"), "Password must contain at least one uppercase letter"],
    [withPassword("12345678"), "Password must contain at least one uppercase letter"],
    [withPassword("PASSWORD1"), "Password must contain at least one lowercase letter"],
    [withPassword("Passwordx"), "Password must contain at least one number"],
    [withPassword("Password!"), "Password must contain at least one number"],
    [{ confirmPassword: "Passw0rd " }, "Passwords do not match"],
    [{ confirmPassword: "" }, "Passwords do not match"],
    [{ confirmPassword: undefined }, "Passwords do not match"],
    [{ email: "nope", password: "short", confirmPassword: "other" }, "Invalid email address"],
    [{ password: "short", confirmPassword: "other" }, "Password must be at least 8 characters"],
  ])("rejects %j", (change, message) => {
    expect(validate(signupSchema, { ...good, ...change })).toEqual({ ok: false, message });
  });

  it("puts the mismatch on confirmPassword", () => {
    const result = signupSchema.safeParse({ ...good, confirmPassword: "Other1234" });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["confirmPassword"], message: "Passwords do not match" })]);
  });
});

describe("profileImageSchema", () => {
  it.each(["https://images.example/me.png", "/uploads/3f9c-1767225600000.png", null])("accepts %s", (image) => {
    expect(validate(profileImageSchema, image)).toMatchObject({ ok: true });
  });

  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:image/png;base64,AAAA",
    "http://images.example/me.png",
    "//evil.example/me.png",
    "/uploads/../secret",
    "/uploads/a/b.png",
    "/api/auth/sign-out",
    `https://images.example/${"a".repeat(2048)}`,
    "",
    42,
  ])("refuses %s", (image) => {
    expect(validate(profileImageSchema, image)).toEqual({ ok: false, message: "Image must be an https URL or an uploaded image" });
  });
});
