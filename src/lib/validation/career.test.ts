import { describe, expect, it } from "vitest";
import { careerSchema } from "./career";
import { validate } from "./first-error";

const good = {
  fullName: "Sam Lee",
  email: "sam@example.com",
  phone: "0255504821",
  position: "Sales Executive",
  message: "I love the area.",
};
const x = (n: number) => "x".repeat(n);

describe("careerSchema", () => {
  it("accepts a good application and trims it", () => {
    expect(validate(careerSchema, { ...good, position: "  Sales Executive ", message: " I love the area.  " })).toEqual({
      ok: true,
      data: good,
    });
  });

  it.each([
    ["(02) 5550 4821", "0255504821"],
    ["02-5550-4821", "0255504821"],
    ["+61 412 345 678", "+61412345678"],
  ])("takes the phone %j as %j", (phone, stored) => {
    expect(validate(careerSchema, { ...good, phone })).toEqual({ ok: true, data: { ...good, phone: stored } });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ fullName: "" }, "Name is required"],
    [{ fullName: x(101) }, "Name must be less than 100 characters"],
    [{ email: "sam@" }, "Invalid email address"],
    [{ email: `${"a".repeat(244)}@example.com` }, "Email must be less than 255 characters"],
    [{ phone: "5550 4821" }, "Invalid Australian phone number"],
    [{ phone: "(05) 5550 4821" }, "Invalid Australian phone number"],
    [{ phone: "0412a345678" }, "Invalid Australian phone number"],
    [{ position: "" }, "Position is required"],
    [{ position: "   " }, "Position is required"],
    [{ position: undefined }, "Position is required"],
    [{ position: x(101) }, "Position must be less than 100 characters"],
    [{ message: x(1001) }, "Message must be less than 1000 characters"],
    [{ message: 5 }, "Message must be less than 1000 characters"],
  ])("rejects %j with the spec's message", (change, message) => {
    expect(validate(careerSchema, { ...good, ...change })).toEqual({ ok: false, message });
  });

  it.each<Record<string, unknown>>([
    { message: undefined },
    { message: "" },
    { message: x(1000) },
    { message: ` ${x(1000)} ` },
    { position: "X" },
    { position: x(100) },
  ])("accepts the boundary %j", (change) => {
    expect(validate(careerSchema, { ...good, ...change })).toMatchObject({ ok: true });
  });

  it("lets the message be left out entirely", () => {
    const withoutMessage: Partial<typeof good> = { ...good };
    delete withoutMessage.message;
    expect(validate(careerSchema, withoutMessage)).toEqual({ ok: true, data: withoutMessage });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ phone: "1", position: "", message: x(1001) }, "Invalid Australian phone number"],
    [{ position: "", message: x(1001) }, "Position is required"],
    [{ message: x(1001), fullName: "" }, "Name is required"],
  ])("shows only the first failing field of %j", (change, message) => {
    expect(validate(careerSchema, { ...good, ...change })).toEqual({ ok: false, message });
  });
});
