import { describe, expect, it } from "vitest";
import { appraisalSchema } from "./appraisal";
import { validate } from "./first-error";

const good = { fullName: "Jane Citizen", email: "jane@example.com", phone: "0412345678", address: "12 Example Street, Gregory Hills" };
const x = (n: number) => "x".repeat(n);

describe("appraisalSchema", () => {
  it("accepts a good request, trims every field and keeps only the phone's digits and +", () => {
    const padded = {
      fullName: " Jane Citizen ",
      email: " jane@example.com ",
      phone: " 0412 345 678 ",
      address: "  12 Example Street, Gregory Hills  ",
    };
    expect(validate(appraisalSchema, padded)).toEqual({ ok: true, data: good });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ fullName: "" }, "Name is required"],
    [{ fullName: "   " }, "Name is required"],
    [{ fullName: undefined }, "Name is required"],
    [{ fullName: x(101) }, "Name must be less than 100 characters"],
    [{ email: "jane" }, "Invalid email address"],
    [{ email: undefined }, "Invalid email address"],
    [{ email: `${"a".repeat(244)}@example.com` }, "Email must be less than 255 characters"],
    [{ phone: "12345" }, "Invalid Australian phone number"],
    [{ phone: "0512345678" }, "Invalid Australian phone number"],
    [{ phone: "0412 345 67" }, "Invalid Australian phone number"],
    [{ phone: "0412.345.678" }, "Invalid Australian phone number"],
    [{ phone: undefined }, "Invalid Australian phone number"],
    [{ address: "" }, "Address must be at least 5 characters"],
    [{ address: "1 St" }, "Address must be at least 5 characters"],
    [{ address: "  1 St  " }, "Address must be at least 5 characters"],
    [{ address: undefined }, "Address must be at least 5 characters"],
    [{ address: x(201) }, "Address must be less than 200 characters"],
  ])("rejects %j with the spec's message", (change, message) => {
    expect(validate(appraisalSchema, { ...good, ...change })).toEqual({ ok: false, message });
  });

  it.each<Record<string, unknown>>([
    { fullName: "J" },
    { fullName: x(100) },
    { email: `${"a".repeat(243)}@example.com` },
    { phone: "02 5550 4821" },
    { phone: "(02) 5550 4821" },
    { phone: "+61 412 345 678" },
    { phone: "+61412345678" },
    { address: "1 Rd." },
    { address: x(200) },
    { address: ` ${x(200)} ` },
  ])("accepts the boundary %j", (change) => {
    expect(validate(appraisalSchema, { ...good, ...change })).toMatchObject({ ok: true });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ fullName: "", email: "bad", phone: "1", address: "" }, "Name is required"],
    [{ email: "bad", phone: "1", address: "" }, "Invalid email address"],
    [{ phone: "1", address: "" }, "Invalid Australian phone number"],
    [{ address: "", phone: "1" }, "Invalid Australian phone number"],
  ])("shows only the first failing field of %j", (change, message) => {
    expect(validate(appraisalSchema, { ...good, ...change })).toEqual({ ok: false, message });
  });

  it("names the first field when nothing was sent", () => {
    expect(validate(appraisalSchema, {})).toEqual({ ok: false, message: "Name is required" });
  });
});
