import { describe, expect, it } from "vitest";
import { linkifyAnswer } from "./linkify";

const phone = { display: "(02) 5550 4821", e164: "+61255504821" };

describe("linkifyAnswer", () => {
  it("links site paths, e-mail addresses and the phone number, leaving punctuation outside", () => {
    expect(linkifyAnswer("See /oran-park/selling. Or /selling#appraisal, hello@ironbark.example, or (02) 5550 4821.", phone)).toEqual([
      { kind: "text", text: "See " },
      { kind: "path", text: "/oran-park/selling", href: "/oran-park/selling" },
      { kind: "text", text: ". Or " },
      { kind: "path", text: "/selling#appraisal", href: "/selling#appraisal" },
      { kind: "text", text: ", " },
      { kind: "email", text: "hello@ironbark.example", href: "mailto:hello@ironbark.example" },
      { kind: "text", text: ", or " },
      { kind: "phone", text: "(02) 5550 4821", href: "tel:+61255504821" },
      { kind: "text", text: "." },
    ]);
  });

  it("links a page cited as [label](/path) with its label as the text, never the raw path", () => {
    expect(linkifyAnswer("See [Rental services](/rental) or the [free property price update](/selling#appraisal).", phone)).toEqual([
      { kind: "text", text: "See " },
      { kind: "path", text: "Rental services", href: "/rental" },
      { kind: "text", text: " or the " },
      { kind: "path", text: "free property price update", href: "/selling#appraisal" },
      { kind: "text", text: "." },
    ]);
  });

  it("links a cited search with its query string (the chat's listing answers), never a bare path's", () => {
    expect(linkifyAnswer("[See all 4](/buy?location=oran-park&beds=4&max=1000000).")).toEqual([
      { kind: "path", text: "See all 4", href: "/buy?location=oran-park&beds=4&max=1000000" },
      { kind: "text", text: "." },
    ]);
    expect(linkifyAnswer("[x](/buy?location=<script>)")[0]?.kind).toBe("text");
  });

  it("leaves a bracketed label pointing off the site as text", () => {
    expect(linkifyAnswer("[click](https://evil.example)")).toEqual([{ kind: "text", text: "[click](https://evil.example)" }]);
  });

  it("links an official government page cited by its label (the hand-over on tenancy law), and nothing else off the site", () => {
    const url = "https://www.fairtrading.nsw.gov.au/housing-and-property/renting/during-a-tenancy/rent-increases";
    expect(linkifyAnswer(`The official source is [NSW Fair Trading: rent increases](${url}).`)).toEqual([
      { kind: "text", text: "The official source is " },
      { kind: "external", text: "NSW Fair Trading: rent increases", href: url },
      { kind: "text", text: "." },
    ]);
    expect(linkifyAnswer("[Fair Trading](https://fairtrading.nsw.gov.au.evil.example/x)")).toEqual([
      { kind: "text", text: "[Fair Trading](https://fairtrading.nsw.gov.au.evil.example/x)" },
    ]);
    expect(linkifyAnswer("[Fair Trading](http://www.fairtrading.nsw.gov.au/)")[0]?.kind).toBe("text");
  });

  it("does not link fractions or words joined by a slash", () => {
    expect(linkifyAnswer("open 24/7 and/or weekends")).toEqual([{ kind: "text", text: "open 24/7 and/or weekends" }]);
  });
});
