import { describe, expect, it } from "vitest";
import { articleSections } from "@/server/chat/blog-documents";
import { rephrase } from "@/server/chat/text-terms";
import { seededChat, ownMatterHandedOver } from "../support/seeded-chat";

/** Issue 28, the fifty-fourth session: what an article says to check, and when a seller is paid. */
const { converse } = seededChat();

const acreageChecklist =
  /^From our article "Acreage Living Around Camden: What Buyers Should Know" \(A quick acreage checklist\): Read the planning certificate and check the zoning\. Confirm water supply, wastewater system and power\. Check bushfire and flood mapping\./;

describe("what an article says to check", () => {
  it("an article's checklist under a smaller heading, with its list, is a section of its own", () => {
    const sections = articleSections(
      "<h2>Running costs</h2><p>Budget for fencing.</p><h3>A quick acreage checklist</h3><ol><li>Read the planning certificate</li></ol><blockquote><p>Do the homework.</p></blockquote><h3>Other notes</h3><p>More.</p>",
    );
    expect(sections.map((section) => section.heading)).toEqual(["Running costs", "A quick acreage checklist"]);
    expect(sections[1]).toMatchObject({ body: "Read the planning certificate.", checklist: true });
    // (What follows the list, and other smaller headings, stay in the section the checklist closes.)
    expect(sections[0]?.body).not.toMatch(/planning certificate/);
    expect(sections[0]?.body).toMatch(/^Budget for fencing\.[^]*Do the homework\.[^]*Other notes More\.$/);
  });

  it("'what should we check before buying acreage?' is answered with the article's checklist, whole, not its summary", async () => {
    for (const question of [
      "Looking at a few acreage properties out near Bringelly. What should I be checking before I buy? Someone said zoning is a big deal.",
      "Any guide on what to look out for when buying acreage? Zoning, bores, that kind of thing",
      "First time buying acreage, somewhere around Camden. What are the main things to check, water, bushfire and so on?",
    ]) {
      const answer = await converse(question);
      expect(answer, question).toMatch(acreageChecklist);
      expect(answer, question).toContain("(/insights/acreage-living-around-camden)");
    }
  });

  it("what to check 'about' one subject is the article's section on it, not the whole list", async () => {
    const answer = await converse(
      "If we sell the big property and buy 5 acres closer to Camden, what should I be checking about the water? The place we like has a bore.",
    );
    expect(answer).toMatch(/^From our article "Acreage Living Around Camden[^"]*" \(Water, wastewater and power\)/);
    expect(answer).toMatch(/If there is a bore, is it licensed/);
  });

  it("what we check at a routine inspection is the article's 'What we check', not its summary", async () => {
    for (const question of [
      "what do you check at a routine inspection?",
      "I'm a first-time landlord. Is there anything on your site that explains what you actually check at a routine inspection?",
    ]) {
      const answer = await converse(question);
      expect(answer, question).toMatch(/^From our article "A Landlord's Guide to Routine Inspections" \(What we check\)/);
      expect(answer, question).toMatch(/Smoke alarms/);
    }
  });

  it("a checklist asked for by name and subject is given, though it is never searched alone", async () => {
    for (const question of ["do you have an acreage checklist?", "acreage checklist", "is there a checklist for buying acreage?"])
      expect(await converse(question), question).toMatch(
        /^Yes: from our article "Acreage Living Around Camden: What Buyers Should Know" \(A quick acreage checklist\): Read the planning certificate[^]*\(\/insights\/acreage-living-around-camden\)\.$/,
      );
    // (An article that is a checklist is the article asked for, as before.)
    expect(await converse("is there a checklist for selling?")).toMatch(
      /^Our article "Preparing Your Home for Sale: The 30-Day Checklist"/,
    );
  });

  it("a question on one section is answered from it as before", async () => {
    expect(await converse("what are the running costs of acreage?")).toMatch(/\(Running costs\): Budget for slashing or mowing/);
  });
});

describe("when a seller is paid", () => {
  const fundsReleased = /^Funds are released at settlement, which typically happens 30 to 60 days after exchange\./;

  it("the money that 'hits our account' after exchange, and sellers 'paid' after the sale, are the sale's proceeds at settlement", async () => {
    for (const question of [
      "once we exchange on our gregory hills house, when does the money actually hit our account?",
      "when do sellers get paid after the sale",
      "we sold, when do we get paid?",
      "We exchanged yesterday. When are we paid?",
      "is the seller paid at exchange or settlement",
    ])
      expect(await converse(question), question).toMatch(fundsReleased);
  });

  it("what the visitor paid is not what they are paid", () => {
    expect(rephrase("we sold last month and we paid the agent already")).toMatch(/we paid the agent/);
    expect(rephrase("we sold last month. when are we paid?")).toMatch(/money[^?]*after exchange/);
  });

  it("the estate paid after a sale in Oran Park is told from Oran Park's selling page", async () => {
    const answer = await converse(
      "She had a house in Oran Park that we're selling.",
      "and after it sells, when does the estate actually get paid?",
    );
    expect(answer).toMatch(/Settlement then usually follows 30 to 60 days after exchange/);
    expect(answer).toContain("(/oran-park/selling)");
  });

  it("a bond paid back, the agent's commission and a grant are not a sale's proceeds", async () => {
    for (const question of ["when do i get paid my bond back after we sold", "when are we paid for the bond after we sold"])
      expect(await converse(question), question).toMatch(/^The bond is at most 4 weeks' rent/);
    for (const question of [
      "After the sale when will the commission money be paid",
      "we sold, when will the agent's commission money be paid",
    ])
      expect(await converse(question), question).toMatch(/^Commission is not set by law[^]*the commission and when they are paid/);
    expect(await converse("we exchanged on our first home, when does the grant money hit our account?")).not.toMatch(
      /^Funds are released at settlement/,
    );
  });
});

describe("voice-typed and plainly typed searches, and the visitor's own bond (the forty-second batch)", () => {
  const { converse: ask } = seededChat({ listings: true, now: new Date("2026-12-07T01:00:00Z") });

  it("'a for bedroom house two rent in glads wood' is a search for 4 bedrooms to rent in Gledswood Hills", async () => {
    for (const question of [
      "for bedroom house two rent in glads wood",
      "looking for a for bedroom house to rent in orange park up to eight hundred dollars a week full stop",
    ])
      expect(await ask(question), question).toMatch(/^\d+ of our homes for rent with 4 or more bedrooms match that/);
    expect(await ask("houses for sale in gregory hills", "just the ones with for bedrooms or more")).toMatch(
      /^\d+ of our homes for sale with 4 or more bedrooms match that/,
    );
  });

  it("a place said again after 'sorry' is the place searched", async () => {
    const answer = await ask("what's for sale in gregory hills sorry gledswood hills for around one point four million");
    expect(answer).toMatch(/Gledswood Hills NSW 2557/);
    expect(answer).not.toMatch(/Gregory Hills NSW 2557/);
  });

  it("'any pet-friendly rentals in Oran Park?' is the search with pets allowed, not the rule on pets", async () => {
    expect(await ask("We're two dads with a labrador. Any pet-friendly rentals in Oran Park?")).toContain(
      "/rent?location=oran-park&pets=1",
    );
  });

  it("'can you check where it's up to?' of the visitor's own bond is handed over", async () => {
    expect(await ask("My bond from the Drover Street rental still hasn't come back, can you check where it's up to?")).toMatch(
      ownMatterHandedOver,
    );
  });
});
