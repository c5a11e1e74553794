import { describe, expect, it } from "vitest";
import { validate } from "./first-error";
import { listingEnquiryInterestMessage, listingEnquiryMessageNeeded, listingEnquirySchema, unknownListingMessage } from "./listing-enquiry";

const valid = {
  listingId: "0b9f5a52-6a43-4c8e-9a57-2f1c2d3e4f50",
  interest: "price-guide",
  fullName: "Jane Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  message: "",
};

describe("listingEnquirySchema", () => {
  it("accepts a price-guide request without a message, keeping the phone without spaces", () => {
    const result = validate(listingEnquirySchema, valid);
    expect(result).toEqual({ ok: true, data: { ...valid, phone: "0412345678" } });
  });

  it.each([
    [{ listingId: "not-a-listing" }, unknownListingMessage],
    [{ interest: "" }, listingEnquiryInterestMessage],
    [{ interest: "mortgage" }, listingEnquiryInterestMessage],
    [{ fullName: " " }, "Name is required"],
    [{ email: "jane" }, "Invalid email address"],
    [{ phone: "12345" }, "Invalid Australian phone number"],
    [{ message: "a".repeat(1001) }, "Message must be less than 1000 characters"],
    [{ interest: "other", message: "Hi" }, listingEnquiryMessageNeeded],
  ])("refuses %o with its message", (change, message) => {
    expect(validate(listingEnquirySchema, { ...valid, ...change })).toEqual({ ok: false, message });
  });

  it("reports the first field in form order", () => {
    expect(validate(listingEnquirySchema, { ...valid, interest: "", email: "x" })).toEqual({
      ok: false,
      message: listingEnquiryInterestMessage,
    });
  });
});
