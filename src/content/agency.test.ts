import { describe, expect, it } from "vitest";
import { agencySchema, openingHoursOf, phoneE164, telHrefOf } from "@/lib/site-content/agency";
import { initialAgency } from "./agency";

describe("the agency's identity", () => {
  it("starts as first published, and its hours read as they did", () => {
    expect(agencySchema.safeParse(initialAgency).success).toBe(true);
    expect(openingHoursOf(initialAgency)).toEqual([
      {
        days: "Monday to Friday",
        schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
        label: "Mon–Fri 9am–5pm",
      },
      { days: "Saturday", schemaDays: ["Saturday"], opens: "09:00", closes: "15:00", label: "Sat 9am–3pm" },
    ]);
    expect(telHrefOf(initialAgency)).toBe("tel:+61255504821");
  });

  it("dials the number as written, in international form", () => {
    expect(phoneE164("(02) 4600 1234")).toBe("+61246001234");
    expect(phoneE164("0412-345-678")).toBe("+61412345678");
    expect(phoneE164("+61 2 4600 1234")).toBe("+61246001234");
  });

  it("refuses what a visitor could not use, with a clear message", () => {
    const message = (change: object) => {
      const result = agencySchema.safeParse({ ...initialAgency, ...change });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message({ phone: "555-1234" })).toBe("Invalid Australian phone number");
    expect(message({ email: "nobody" })).toBe("Invalid email address");
    expect(message({ abn: "123" })).toBe("ABN must be 11 digits");
    expect(message({ address: { ...initialAgency.address, postcode: "25570" } })).toBe("Postcode must be 4 digits");
    expect(message({ socials: { ...initialAgency.socials, facebook: "facebook.com/us" } })).toBe(
      "Facebook link must be a full https:// address",
    );
    expect(message({ hours: initialAgency.hours.map((day) => ({ ...day, open: false })) })).toBe(
      "The agency must be open on at least one day",
    );
    expect(message({ hours: initialAgency.hours.map((day) => ({ ...day, opens: "18:00" })) })).toBe(
      "A day's closing time must be after its opening time",
    );
    expect(message({ scholarVideo: "https://vimeo.com/123456789" })).toBe(
      "Scholar video must be a YouTube address, e.g. https://youtu.be/…",
    );
  });

  it("reads a document saved before the scholar's video was a setting as having none", () => {
    const { scholarVideo, ...savedBefore } = initialAgency;
    expect(scholarVideo).toBe("");
    expect(agencySchema.parse(savedBefore).scholarVideo).toBe("");
    expect(agencySchema.parse({ ...initialAgency, scholarVideo: " https://youtu.be/M7lc1UVf-VE " }).scholarVideo).toBe(
      "https://youtu.be/M7lc1UVf-VE",
    );
  });

  it("groups days with the same hours, and a lone day by itself", () => {
    const hours = initialAgency.hours.map((day, index) => (index === 2 ? { open: true, opens: "10:00", closes: "18:30" } : day));
    expect(openingHoursOf({ hours }).map((group) => group.label)).toEqual([
      "Mon–Tue 9am–5pm",
      "Wed 10am–6:30pm",
      "Thu–Fri 9am–5pm",
      "Sat 9am–3pm",
    ]);
  });
});
