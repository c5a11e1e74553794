import { describe, expect, it } from "vitest";
import { z } from "zod";
import { auPhoneSchema, emailSchema, fullNameSchema, honeypotSchema } from "./fields";
import { HONEYPOT_FIELD } from "./honeypot";

const messagesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("emailSchema", () => {
  it.each([
    ["jane@example.com", "jane@example.com"],
    ["  jane@example.com\t", "jane@example.com"],
    ["jane.o'neil+homes@mail.example.com.au", "jane.o'neil+homes@mail.example.com.au"],
    [emailOfLength(255), emailOfLength(255)],
  ])("accepts %j as %j", (input, output) => {
    expect(emailSchema.parse(input)).toBe(output);
  });

  it.each<[unknown, string]>([
    ["", "Invalid email address"],
    ["   ", "Invalid email address"],
    ["jane", "Invalid email address"],
    ["jane@", "Invalid email address"],
    ["@example.com", "Invalid email address"],
    ["jane@example", "Invalid email address"],
    ["jane @example.com", "Invalid email address"],
    [undefined, "Invalid email address"],
    [null, "Invalid email address"],
    [42, "Invalid email address"],
    [emailOfLength(256), "Email must be less than 255 characters"],
    [`  ${emailOfLength(256)}  `, "Email must be less than 255 characters"],
  ])("rejects %j first with %j", (input, message) => {
    expect(messagesOf(emailSchema, input)[0]).toBe(message);
  });

  it("checks the length after trimming", () => {
    expect(emailSchema.safeParse(`   ${emailOfLength(255)}   `).success).toBe(true);
  });

  it("reports an invalid address before its length", () => {
    expect(messagesOf(emailSchema, "x".repeat(300))).toEqual(["Invalid email address", "Email must be less than 255 characters"]);
  });
});

describe("auPhoneSchema", () => {
  it.each([
    ["0255504821", "0255504821"],
    ["0255504821 ", "0255504821"],
    ["  02 5550 4821  ", "0255504821"],
    ["0312345678", "0312345678"],
    ["0412345678", "0412345678"],
    ["04 1234 5678", "0412345678"],
    ["0712345678", "0712345678"],
    ["0812345678", "0812345678"],
    ["+61255504821", "+61255504821"],
    ["+61412345678", "+61412345678"],
    ["+614 1234 5678", "+61412345678"],
    // The audit: the agency's own published format and the usual ways of writing a mobile.
    ["0412 345 678", "0412345678"],
    ["(02) 5550 4821", "0255504821"],
    ["02-5550-4821", "0255504821"],
    ["+61 412 345 678", "+61412345678"],
    ["+61 (2) 5550-4821", "+61255504821"],
    ["04\t1234\t5678", "0412345678"],
  ])("accepts %j as %j", (input, output) => {
    expect(auPhoneSchema.parse(input)).toBe(output);
  });

  it.each<[string, unknown]>([
    ["empty", ""],
    ["only separators", " ( ) - "],
    ["missing", undefined],
    ["a number, not text", 412345678],
    ["first digit 1", "0112345678"],
    ["first digit 5", "0512345678"],
    ["first digit 5, bracketed", "(05) 5550 4821"],
    ["first digit 6", "0612345678"],
    ["first digit 9", "0912345678"],
    ["first digit 0", "0012345678"],
    ["no leading 0 or +61", "412345678"],
    ["61 without +", "61412345678"],
    ["+44 prefix", "+44412345678"],
    ["+61 and a 0", "+61 (0) 412 345 678"],
    ["7 digits after the first", "041234567"],
    ["7 digits after the first, spaced", "0412 345 67"],
    ["9 digits after the first", "04123456789"],
    ["a letter among the digits", "0412a345678"],
    ["letters", "04abcd5678"],
    ["dots", "0412.345.678"],
    ["slashes", "0412/345/678"],
    ["an en dash", "0412\u2013345\u2013678"],
    ["a + inside", "04+12345678"],
  ])("rejects %s", (_name, input) => {
    expect(messagesOf(auPhoneSchema, input)).toEqual(["Invalid Australian phone number"]);
  });
});

describe("fullNameSchema", () => {
  it.each([
    ["J", "J"],
    ["  Jane Citizen  ", "Jane Citizen"],
    ["x".repeat(100), "x".repeat(100)],
    [` ${"x".repeat(100)} `, "x".repeat(100)],
  ])("accepts %j", (input, output) => {
    expect(fullNameSchema.parse(input)).toBe(output);
  });

  it.each<[unknown, string[]]>([
    ["", ["Name is required"]],
    ["   ", ["Name is required"]],
    [undefined, ["Name is required"]],
    ["x".repeat(101), ["Name must be less than 100 characters"]],
  ])("rejects %j with %j", (input, messages) => {
    expect(messagesOf(fullNameSchema, input)).toEqual(messages);
  });
});

describe("honeypotSchema", () => {
  it("is the `website` field", () => {
    expect(HONEYPOT_FIELD).toBe("website");
    expect(Object.keys(honeypotSchema.shape)).toEqual(["website"]);
  });

  it.each<[string, Record<string, unknown>]>([
    ["absent", {}],
    ["empty", { website: "" }],
    ["blank", { website: "   " }],
    ["null", { website: null }],
  ])("passes when %s", (_name, input) => {
    expect(honeypotSchema.safeParse(input).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ["filled", { website: "https://spam.example" }],
    ["a single character", { website: "x" }],
    ["not text", { website: 1 }],
  ])("fails when %s", (_name, input) => {
    expect(honeypotSchema.safeParse(input).success).toBe(false);
  });
});
