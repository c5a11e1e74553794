import { describe, expect, it } from "vitest";
import { leadMentionsSuburb, ruleMatches, type RoutableLead } from "./lead-routing";

const lead = (fields: Partial<RoutableLead>): RoutableLead => ({
  kind: "contact",
  enquiryType: null,
  address: null,
  message: null,
  details: {},
  ...fields,
});

describe("leadMentionsSuburb", () => {
  it("finds the suburb in the message, the address or the page it came from, whatever the case or hyphen", () => {
    expect(leadMentionsSuburb(lead({ message: "Our home in ORAN PARK, near the library." }), "Oran Park")).toBe(true);
    expect(leadMentionsSuburb(lead({ address: "7 Ridgeline Drive, Oran Park NSW 2570" }), "oran park")).toBe(true);
    expect(leadMentionsSuburb(lead({ details: { Page: "/oran-park/selling" } }), "Oran Park")).toBe(true);
  });

  it("needs the whole name", () => {
    expect(leadMentionsSuburb(lead({ message: "Off Oran Parkway" }), "Oran Park")).toBe(false);
    expect(leadMentionsSuburb(lead({ message: "Gregory Hills" }), "Gledswood Hills")).toBe(false);
    expect(leadMentionsSuburb(lead({ message: "anything" }), "  ")).toBe(false);
  });

  it("goes by the suburb a lead states when it states one", () => {
    const chat = lead({ kind: "chat", details: { Suburb: "Leppington", Transcript: "Visitor: We also looked at Oran Park." } });
    expect(leadMentionsSuburb(chat, "Leppington")).toBe(true);
    expect(leadMentionsSuburb(chat, "Oran Park")).toBe(false);
    // The chat writes "Not mentioned" when the visitor named none: then the text decides.
    expect(
      leadMentionsSuburb(
        lead({ kind: "chat", details: { Suburb: "Not mentioned", Transcript: "Visitor: Oran Park prices?" } }),
        "Oran Park",
      ),
    ).toBe(true);
  });
});

describe("ruleMatches", () => {
  it("matches on every part it names", () => {
    const selling = lead({ enquiryType: "selling", message: "Selling in Oran Park" });
    expect(ruleMatches({ enquiryType: "selling", suburb: null }, selling)).toBe(true);
    expect(ruleMatches({ enquiryType: "contact", suburb: "Oran Park" }, selling)).toBe(true);
    expect(ruleMatches({ enquiryType: "buying", suburb: "Oran Park" }, selling)).toBe(false);
    expect(ruleMatches({ enquiryType: null, suburb: "Leppington" }, selling)).toBe(false);
    expect(ruleMatches({ enquiryType: "appraisal", suburb: null }, lead({ kind: "appraisal" }))).toBe(true);
  });

  it("never matches with neither part", () => {
    expect(ruleMatches({ enquiryType: null, suburb: null }, lead({ message: "x" }))).toBe(false);
  });
});
