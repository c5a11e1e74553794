import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { appraisalSchema } from "./appraisal";
import { loginSchema, signupSchema } from "./auth";
import { careerSchema } from "./career";
import { contactSchema } from "./contact";
import { validate } from "./first-error";
import { newsletterSchema } from "./newsletter";

const goodAppraisal = { fullName: "Jane Citizen", email: "jane@example.com", phone: "0412345678", address: "12 Example Street, Gregory Hills" };
const goodCareer = { fullName: "Sam Lee", email: "sam@example.com", phone: "02 5550 4821", position: "Sales Executive", message: "" };
const goodContact = { fullName: "Jo Brown", email: "jo@example.com", phone: "(02) 5550 4821", enquiryType: "selling", message: "Please call me about selling." };

const x = (n: number) => "x".repeat(n);
const longEmail = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

type BadCase = [Record<string, unknown>, string];

describe.each<{ form: string; schema: z.ZodType; good: Record<string, unknown>; bad: BadCase[]; okVariants: Record<string, unknown>[] }>([
  {
    form: "appraisal",
    schema: appraisalSchema,
    good: goodAppraisal,
    bad: [
      [{ fullName: "   " }, "Name is required"],
      [{ fullName: x(101) }, "Name must be less than 100 characters"],
      [{ email: "not-an-email" }, "Invalid email address"],
      [{ email: longEmail(256) }, "Email must be less than 255 characters"],
      [{ phone: "12345" }, "Invalid Australian phone number"],
      [{ phone: "0512345678" }, "Invalid Australian phone number"],
      [{ phone: "0412 345 678" }, "Invalid Australian phone number"],
      [{ address: "1 St" }, "Address must be at least 5 characters"],
      [{ address: x(201) }, "Address must be less than 200 characters"],
      [{ fullName: "", email: "bad" }, "Name is required"],
    ] satisfies BadCase[] as BadCase[],
    okVariants: <Record<string, unknown>[]>[{ phone: "+61412345678" }, { phone: "04 1234 5678" }, { phone: "02 5550 4821" }, { fullName: x(100) }, { address: x(200) }, { email: longEmail(255) }],
  },
  {
    form: "career",
    schema: careerSchema,
    good: goodCareer,
    bad: [
      [{ fullName: "" }, "Name is required"],
      [{ email: "sam@" }, "Invalid email address"],
      [{ phone: "5550 4821" }, "Invalid Australian phone number"],
      [{ position: " " }, "Position is required"],
      [{ position: x(101) }, "Position must be less than 100 characters"],
      [{ message: x(1001) }, "Message must be less than 1000 characters"],
    ] satisfies BadCase[] as BadCase[],
    okVariants: <Record<string, unknown>[]>[{ message: undefined }, { message: x(1000) }, { position: x(100) }],
  },
  {
    form: "contact",
    schema: contactSchema,
    good: goodContact,
    bad: [
      [{ fullName: "J" }, "Name must be at least 2 characters"],
      [{ fullName: x(101) }, "Name must be less than 100 characters"],
      [{ email: "jo" }, "Invalid email address"],
      [{ phone: "123456789" }, "Phone number must be at least 10 digits"],
      [{ phone: "1234567890123456" }, "Phone number must be less than 15 digits"],
      [{ phone: "02-5550-4821x" }, "Invalid phone number format"],
      [{ enquiryType: "" }, "Please select an enquiry type"],
      [{ enquiryType: "holiday" }, "Please select an enquiry type"],
      [{ message: "Too short" }, "Message must be at least 10 characters"],
      [{ message: x(1001) }, "Message must be less than 1000 characters"],
    ] satisfies BadCase[] as BadCase[],
    okVariants: <Record<string, unknown>[]>[{ phone: "123456789012345" }, { phone: "+61 2 5550 4821" }, { message: x(1000) }, { fullName: "Jo" }],
  },
  {
    form: "newsletter",
    schema: newsletterSchema,
    good: { email: "news@example.com" },
    bad: [
      [{ email: "" }, "Invalid email address"],
      [{ email: undefined }, "Invalid email address"],
    ] satisfies BadCase[] as BadCase[],
    okVariants: <Record<string, unknown>[]>[{ email: "  news@example.com  " }],
  },
])("$form form", ({ schema, good, bad, okVariants }) => {
  it("accepts a good submission", () => {
    expect(validate(schema, good)).toMatchObject({ ok: true });
  });

  it.each(bad)("rejects %o with the spec's message", (change, message) => {
    expect(validate(schema, { ...good, ...change })).toEqual({ ok: false, message });
  });

  it.each(okVariants)("accepts the boundary %o", (change) => {
    expect(validate(schema, { ...good, ...change })).toMatchObject({ ok: true });
  });

  it("rejects wrong types and missing fields", () => {
    expect(validate(schema, null)).toMatchObject({ ok: false });
    expect(validate(schema, {})).toMatchObject({ ok: false });
  });
});

describe("trimming", () => {
  it("trims text fields before checking and in the result", () => {
    const result = validate(appraisalSchema, { ...goodAppraisal, fullName: "  Jane  ", email: " jane@example.com " });
    expect(result).toEqual({ ok: true, data: { ...goodAppraisal, fullName: "Jane" } });
  });
});

describe("login", () => {
  it.each([
    [{ email: "x", password: "a" }, "Invalid email address"],
    [{ email: "a@b.co", password: "" }, "Password is required"],
  ])("rejects %o", (input, message) => {
    expect(validate(loginSchema, input)).toEqual({ ok: false, message });
  });
});

describe("sign-up", () => {
  const good = { email: "new@example.com", password: "Passw0rdOk", confirmPassword: "Passw0rdOk" };
  it.each([
    [{ password: "Pa1", confirmPassword: "Pa1" }, "Password must be at least 8 characters"],
    [{ password: "password1", confirmPassword: "password1" }, "Password must contain at least one uppercase letter"],
    [{ password: "PASSWORD1", confirmPassword: "PASSWORD1" }, "Password must contain at least one lowercase letter"],
    [{ password: "Passwordx", confirmPassword: "Passwordx" }, "Password must contain at least one number"],
    [{ confirmPassword: "Passw0rdNo" }, "Passwords do not match"],
    [{ email: "nope" }, "Invalid email address"],
  ])("rejects %o", (change, message) => {
    expect(validate(signupSchema, { ...good, ...change })).toEqual({ ok: false, message });
  });
  it("accepts a strong matching password", () => {
    expect(validate(signupSchema, good)).toMatchObject({ ok: true });
  });
});
