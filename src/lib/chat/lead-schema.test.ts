import { describe, expect, it } from "vitest";
import { firstChatLeadError, parseChatContact } from "./lead-schema";

describe("chat lead", () => {
  it.each([
    ["0412 345 678", { kind: "phone", value: "0412345678" }],
    ["+61 2 5550 4821", { kind: "phone", value: "+61255504821" }],
    ["(02) 5550-4821", { kind: "phone", value: "0255504821" }],
    ["sam@example.com", { kind: "email", value: "sam@example.com" }],
    ["12345", null],
    ["sam@", null],
  ])("reads %s", (raw, expected) => {
    expect(parseChatContact(raw)).toEqual(expected);
  });

  it("gives the first failing rule's message", () => {
    expect(firstChatLeadError({ name: " ", contact: "0412345678" })).toBe("Name is required");
    expect(firstChatLeadError({ name: "Sam", contact: "" })).toBe("Please enter your phone number or email address");
    expect(firstChatLeadError({ name: "Sam", contact: "abc" })).toBe("Please enter a valid Australian phone number or email address");
    expect(firstChatLeadError({ name: "Sam", contact: "0412 345 678" })).toBeNull();
  });
});
