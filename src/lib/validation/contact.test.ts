import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";
import { enquiryTypes } from "./contact-enquiry-types";
import { validate } from "./first-error";

const good = {
  fullName: "Jo Brown",
  email: "jo@example.com",
  phone: "(02) 5550 4821",
  enquiryType: "selling",
  message: "Please call me about selling.",
};
const x = (n: number) => "x".repeat(n);

describe("enquiryTypes", () => {
  it("lists the five types with the spec's labels, in order", () => {
    expect(enquiryTypes).toEqual([
      { value: "selling", label: "Selling Property" },
      { value: "buying", label: "Buying Property" },
      { value: "rental", label: "Property Management" },
      { value: "appraisal", label: "Free Appraisal" },
      { value: "general", label: "General Enquiry" },
    ]);
  });
});

describe("contactSchema", () => {
  it("accepts a good enquiry and trims it", () => {
    const padded = { ...good, fullName: "  Jo Brown ", phone: " (02) 5550 4821 ", message: "  Please call me about selling.  " };
    expect(validate(contactSchema, padded)).toEqual({ ok: true, data: good });
  });

  it.each(enquiryTypes.map((t) => t.value))("accepts the enquiry type %s", (enquiryType) => {
    expect(validate(contactSchema, { ...good, enquiryType })).toMatchObject({ ok: true });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ fullName: "" }, "Name must be at least 2 characters"],
    [{ fullName: "J" }, "Name must be at least 2 characters"],
    [{ fullName: " J " }, "Name must be at least 2 characters"],
    [{ fullName: undefined }, "Name must be at least 2 characters"],
    [{ fullName: x(101) }, "Name must be less than 100 characters"],
    [{ email: "jo" }, "Invalid email address"],
    [{ email: `${"a".repeat(244)}@example.com` }, "Email must be less than 255 characters"],
    [{ phone: "" }, "Phone number must be at least 10 digits"],
    [{ phone: undefined }, "Phone number must be at least 10 digits"],
    [{ phone: "123456789" }, "Phone number must be at least 10 digits"],
    [{ phone: "  123456789  " }, "Phone number must be at least 10 digits"],
    [{ phone: "1234567890123456" }, "Phone number must be less than 15 digits"],
    [{ phone: "02-5550-4821x" }, "Invalid phone number format"],
    [{ phone: "02.5550.4821" }, "Invalid phone number format"],
    [{ phone: "0255504821#1" }, "Invalid phone number format"],
    [{ enquiryType: "" }, "Please select an enquiry type"],
    [{ enquiryType: undefined }, "Please select an enquiry type"],
    [{ enquiryType: "holiday" }, "Please select an enquiry type"],
    [{ enquiryType: "Selling" }, "Please select an enquiry type"],
    [{ enquiryType: "Selling Property" }, "Please select an enquiry type"],
    [{ message: "" }, "Message must be at least 10 characters"],
    [{ message: "Too short" }, "Message must be at least 10 characters"],
    [{ message: `   ${x(9)}   ` }, "Message must be at least 10 characters"],
    [{ message: undefined }, "Message must be at least 10 characters"],
    [{ message: x(1001) }, "Message must be less than 1000 characters"],
  ])("rejects %j with the spec's message", (change, message) => {
    expect(validate(contactSchema, { ...good, ...change })).toEqual({ ok: false, message });
  });

  it.each<Record<string, unknown>>([
    { fullName: "Jo" },
    { fullName: x(100) },
    { phone: "0255504821" },
    { phone: "123456789012345" },
    { phone: " 123456789012345 " },
    { phone: "+61 2 5550 4821" },
    { phone: "(02) 5550-4821" },
    { phone: "0412 345 678" },
    { phone: "+61 412 345 678" },
    { message: x(10) },
    { message: x(1000) },
  ])("accepts the boundary %j", (change) => {
    expect(validate(contactSchema, { ...good, ...change })).toMatchObject({ ok: true });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ fullName: "J", email: "jo", phone: "1", enquiryType: "", message: "" }, "Name must be at least 2 characters"],
    [{ email: "jo", phone: "1", enquiryType: "", message: "" }, "Invalid email address"],
    [{ phone: "1", enquiryType: "", message: "" }, "Phone number must be at least 10 digits"],
    [{ enquiryType: "", message: "" }, "Please select an enquiry type"],
    [{ phone: "abcdefghijklmnopq" }, "Phone number must be less than 15 digits"],
    [{ phone: "abc" }, "Phone number must be at least 10 digits"],
  ])("shows only the first failing rule of %j", (change, message) => {
    expect(validate(contactSchema, { ...good, ...change })).toEqual({ ok: false, message });
  });
});
