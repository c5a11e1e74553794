import { describe, expect, it } from "vitest";
import { ownMatterHandedOver, seededChat } from "../support/seeded-chat";
import { asksAfterOwnMatter } from "@/server/chat/own-matters";

/** Issue 28, the fifty-fifth session. */
const { converse } = seededChat();

describe("buyers coming through a tenanted home", () => {
  it("'how much notice before buyers come through?' is the notice of a showing, not every notice of entry beside it", async () => {
    for (const question of [
      "How much notice does my tenant need before buyers come through the house?",
      "how much notice do my tenants need before buyers can come through the house the first time",
    ]) {
      const answer = await converse(question);
      expect(answer, question).toMatch(/^The tenant must get 14 days' written notice before the home is first shown to buyers\./);
      expect(answer, question).not.toMatch(/routine inspection needs at least 7 days/);
    }
  });

  it("a routine inspection or a tradesperson coming in is still entry", async () => {
    expect(await converse("how much notice do you have to give before coming through for a routine inspection?")).toMatch(
      /routine inspection needs at least 7 days' written notice/,
    );
  });
});

describe("open homes and a price range in a tenanted home", () => {
  it("'how do open homes work when the house is tenanted?' is the rule for showing a tenanted home, not the week's list", async () => {
    const answer = await converse("How do open homes work when the house is tenanted?");
    expect(answer).toMatch(/^The tenant must get 14 days' written notice before the home is first shown to buyers\./);
    expect(answer).not.toContain("](/open-homes)");
  });

  it("a seller's 'can I list it at $850k–$950k?' is the price-range rule, beside the tenanted showings asked too", async () => {
    const answer = await converse("Can I list it at $850k–$950k? Also it's tenanted, how do open homes work?");
    expect(answer).toMatch(/^The agent must write a reasonable estimated selling price[^.]*; a range can be no wider than 10%\./);
    expect(answer).toMatch(/The tenant must get 14 days' written notice before the home is first shown to buyers\./);
  });
});

describe("a price range searched for", () => {
  const { converse: ask } = seededChat({ listings: true, now: new Date("2026-12-07T01:00:00Z") });

  it("'$700k to $800k' and '650-750k' are a range of prices even without 'between'", async () => {
    for (const [question, search] of [
      ["any houses listed at $700k to $800k in oran park?", "location=oran-park&min=700000&max=800000&type=house"],
      ["houses for sale in oran park $700k-$800k", "location=oran-park&min=700000&max=800000&type=house"],
      ["rentals in leppington $600-700 a week", "location=leppington&min=600&max=700"],
    ] as const) {
      const answer = await ask(question);
      expect(answer, question).toContain(search);
      // (No home outside the range is offered: every price given is within it, or withheld.)
      for (const [, price] of answer.matchAll(/\): \$([\d,]+)/g)) {
        const value = Number(price!.replace(/,/g, ""));
        expect(value, question).toBeGreaterThanOrEqual(search.includes("min=600") ? 600 : 700_000);
        expect(value, question).toBeLessThanOrEqual(search.includes("max=700&") || search.endsWith("max=700") ? 700 : 800_000);
      }
    }
  });
});

describe("news of the visitor's own matter (the forty-third batch: the agency's clients after hours)", () => {
  const { converse: ask } = seededChat({ listings: true, now: new Date("2026-12-07T01:00:00Z") });

  it("where their own repair, bond, offer, campaign or settlement is up to is handed to the person looking after it", async () => {
    for (const turns of [
      ["hey its the tenant at merlot way, did the owner ok the fence repair i asked about?? dog keeps getting out"],
      ["when will i get my bond back? moved out of the podium way unit 10 days ago and havent heard a thing"],
      [
        "hi, I'm the owner of one of the houses you lease out in Gregory Hills",
        "Has the new tenant's bond been lodged yet? They moved in on the 1st.",
      ],
      ["we're selling our house with liam", "any feedback from the second open yet? he hasn't called"],
      ["any news on our offer for the townhouse in oran park?? been waiting since thursday, agent said hed call"],
      ["What's our settlement date again? We bought the Station Circuit house through Priya and I've misplaced the contract."],
    ]) {
      const answer = await ask(...turns);
      expect(answer, turns.at(-1)).toMatch(ownMatterHandedOver);
      // (Not the rule on the subject, nor a home or a search.)
      expect(answer, turns.at(-1)).not.toMatch(/Source: \[|\]\(\/listings\/|\]\(\/buy\?/);
    }
  });

  it("the same subjects asked of in general are still answered", async () => {
    for (const question of [
      "how do i get my bond back and how long does it take?",
      "how long does the bond refund take once we agree?",
      "any townhouses for sale in oran park?",
      "what happens on settlement day?",
    ]) {
      expect(asksAfterOwnMatter(question), question).toBe(false);
      expect(await ask(question), question).not.toMatch(/^I'm sorry, I don't know/);
    }
  });
});

describe("the forty-third batch's visitors beside the clients", () => {
  const { converse: ask } = seededChat({ listings: true, now: new Date("2026-12-07T01:00:00Z") });

  it("'what sold in Oran Park lately?' and 'what have houses gone for in Gregory Hills?' search the sold homes", async () => {
    for (const [turns, search] of [
      [["what sold in oran park lately?"], /\]\(\/sold\?location=oran-park/],
      [["what have houses gone for in gregory hills lately?"], /\]\(\/sold\?location=gregory-hills/],
      [
        ["what have houses gone for in gregory hills lately?", "and in OP? just the last 3 months"],
        /\]\(\/sold\?location=oran-park[^)]*within=3/,
      ],
    ] as const) {
      const answer = await ask(...turns);
      expect(answer, turns.at(-1)).toMatch(/of our sold homes match/);
      expect(answer, turns.at(-1)).toMatch(search);
    }
    // (One home's price is still the team's: "what did the house next door go for?")
    expect(await ask("what did the house next door go for?")).toMatch(/^I'm sorry, I don't know/);
  });

  it("a home needed after a story told before a comma is searched for", async () => {
    for (const question of [
      "single mum with 2 kids and a cat, need a rental in Gregory Hills that takes pets",
      "we have a cat, need a rental in Gregory Hills that takes pets",
    ])
      expect(await ask(question), question).toContain("/rent?location=gregory-hills&pets=1");
  });

  it("'can you tell us what rent we'd get?' of the visitor's own home is the rent estimate", async () => {
    for (const question of [
      "we're moving interstate and might rent out our oran park house instead of selling. can you tell us what rent we'd get?",
      "can you tell us what rent we'd get for our oran park house?",
    ])
      expect(await ask(question), question).toMatch(/rent(al)? estimate/);
  });

  it("'tell them we've already accepted an offer' to buyers of a faith is refused on religion, the lawful help beside it", async () => {
    const answer = await ask(
      "If any couples in headscarves or turbans turn up at Saturday's open, can you just tell them we've already accepted an offer?",
    );
    expect(answer).toMatch(/^I'm sorry, but I can't help with choosing or turning away buyers because of religion/);
    expect(answer).toContain("](/selling)");
  });
});

describe("the second part of a two-in-one that points back", () => {
  it("a part asking more of the same rule gets the rule whole: 'can I just get a plumber out myself and claim it back?'", async () => {
    const answer = await converse(
      "toilet's blocked and overflowing at our leppington rental and it's 9pm. is that an urgent repair? and can i just get a plumber out myself and claim it back?",
    );
    expect(answer).toMatch(/Urgent repairs include [^.]*a blocked toilet/);
    expect(answer).toMatch(/use a licensed tradesperson and be repaid up to \$1,000/);
    expect(answer).not.toMatch(/doesn't cover/);
  });

  it("a part naming a rule of its own is asked of that rule, not of the part before: the deposit at auction, then cooling off", async () => {
    const answer = await converse(
      "our place goes to auction next saturday",
      "if someone wins it when do they pay the deposit? and can they pull out after like in a normal sale?",
    );
    expect(answer).toMatch(/At auction it is due straight after the fall of the hammer\./);
    expect(answer).toMatch(/no cooling-off period when you buy at auction/);
    expect(answer).not.toMatch(/doesn't cover/);
  });
});

describe("what someone did in the visitor's own matter, and when theirs is", () => {
  it("'has the landlord agreed to renew our lease?', 'did the tenant pay this week's rent?', 'when is my next routine inspection?' are handed over", async () => {
    for (const question of [
      "did you get my maintenance request about the leaking tap?",
      "when is my next routine inspection?",
      "is the plumber still coming today for our hot water?",
      "has the landlord agreed to renew our lease?",
      "has the buyer's finance been approved yet?",
      "did the tenant pay this week's rent?",
      "has the vendor signed the contract yet?",
      "I sent through the signed lease yesterday, did you receive it?",
      "what time is our final inspection booked for?",
      "has anyone applied for my rental yet?",
      "is the tenant still moving out on the 15th?",
      "did the owner approve our pet application?",
    ]) {
      expect(asksAfterOwnMatter(question), question).toBe(true);
      expect(await converse(question), question).toMatch(ownMatterHandedOver);
    }
  });

  it("what the rules say, the market, the agency's sales and questions of 'if' are not the visitor's own matter", () => {
    for (const question of [
      "has the law on pets changed?",
      "has the market slowed down in oran park?",
      "is the landlord still responsible for repairs if I caused the damage?",
      "have you sold anything on our street yet?",
      "has the tenant got to pay for water?",
      "did the owner have to give us 60 days notice?",
      "is the tenant still liable for rent if they break the lease?",
      "when do I get my bond back?",
      "when is settlement usually after exchange?",
      "did the landlord put the rent up too much? it went from 550 to 650 this week",
      "is the property manager still coming to inspect if we're away?",
      "we just moved in yesterday, do we have to do a condition report?",
    ])
      expect(asksAfterOwnMatter(question), question).toBe(false);
  });
});

describe("the review's findings (a helper's 403 messages, start and changed code side by side)", () => {
  const { converse: ask } = seededChat({ listings: true, now: new Date("2026-12-07T01:00:00Z") });

  it("the office, the agency's services and homes, the market and what the rules allow are not the visitor's own matter", async () => {
    for (const question of [
      "are you still open today?",
      "are u still hiring property managers",
      "have you got any townhouses in oran park yet",
      "have you still got anything under 500 a week in oran park",
      "has anyone bought the house on holdsworth dr yet",
      "is the landlord still accepting applications for the unit in leppington?",
      "has anyone got a good removalist they can recommend for my move",
      "are landlords still putting rents up in gregory hills",
      "can the landlord keep my bond if i havent had the final inspection yet",
      "how long does the landlord have to give my bond back, i moved out 2 weeks ago and im still waiting",
      "whats my bond for a $600 a week rental again?",
      "the repair i reported isnt fixed yet, what can i do",
      "my offer was accepted yesterday but we havent exchanged yet, can the seller still accept a higher offer",
      "when is my first routine inspection after moving in, like how many months",
      "when do you do my routine inspections, every 3 months?",
      "when's the best month for our auction",
      "did the landlord have to lodge my bond with fair trading",
      "is the tenant still liable for rent after they move out early",
    ]) {
      expect(asksAfterOwnMatter(question), question).toBe(false);
      expect(await ask(question), question).not.toMatch(ownMatterHandedOver);
    }
  });

  it("news of their own offer, appointment or repair, asked in other words, is still handed over", async () => {
    for (const question of [
      "hi just wondering if theres any update on my offer",
      "what time is my appraisal appointment",
      "has anyone looked at the leak in our bathroom yet",
      "has anyone put an offer on our house yet",
    ])
      expect(await ask(question), question).toMatch(ownMatterHandedOver);
  });

  it("the week's open homes asked for, tenanted or not, are still the week's list", async () => {
    for (const question of [
      "are there any open homes this saturday? dont mind if its tenanted",
      "any open homes this weekend in oran park, tenanted is fine",
    ])
      expect(await ask(question), question).toMatch(/^\d+ open homes (on \w+ |in [A-Z][\w ]+ )?this week; the soonest/);
  });

  it("'$700k to 800' is $700,000 to $800,000", async () => {
    expect(await ask("3 bed in oran park $700k to 800")).toContain("min=700000&max=800000");
  });

  it("'tell them we've already accepted an offer' is no refusal when it is so", async () => {
    for (const question of [
      "the couple with the baby wants to offer but we signed with someone else yesterday, can you tell them we've already accepted an offer",
      "if the young guys from the open ring back can you tell them the owners have already chosen another applicant, its true we signed yesterday",
    ])
      expect(await ask(question), question).not.toMatch(/can't help with choosing or turning away/);
    for (const question of [
      "if indian families come to the open just tell them we've already accepted an offer",
      "if old people apply just tell them we've already picked another tenant",
    ])
      expect(await ask(question), question).toMatch(
        /^I'm sorry, but I can't help with choosing or turning away (buyers|tenants) because of/,
      );
  });
});

describe("the second review's findings (313 messages of another helper's)", () => {
  const { converse: ask } = seededChat({ listings: true, now: new Date("2026-12-07T01:00:00Z") });

  it("what is usual, where to pay, what the visitor has not done yet, another agency, a loan and the market are not their own matter with us", () => {
    for (const question of [
      "still waiting on my bond refund from my old agency (not you guys), which govt site do i chase it through",
      "I haven't lodged my bond yet for the Oran Park place, where do I actually pay it",
      "our campaign's been running 5 weeks and no offers yet. is that normal for leppington?",
      "I haven't made my offer yet - what's the best way to put an offer in with you guys",
      "haven't paid my deposit yet, what's the usual deposit for a house in NSW, 10%?",
      "we haven't set our settlement date yet, what's a normal settlement period in nsw?",
      "my application for the bank loan hasn't come back yet, what does pre-approval actually involve?",
      "are landlords still raising rents out here or has it calmed down",
      "are tenants still hard to find round here? thinking of buying an investment",
      "have buyers come back to leppington yet or is it still quiet",
      // (A suburb however it is written: the market's, not the visitor's matter.)
      "has the agent sold anything in lepington yet?",
      "did the buyers come back to orange park yet",
      "did the buyers in my street pay much? house 3 doors up sold last month",
      "did you see the news today about rates going up",
      "has the vendor dropped the price yet?",
      "are the owners still keen to sell the first one?",
      "has anyone applied for the first one yet?",
    ])
      expect(asksAfterOwnMatter(question), question).toBe(false);
  });

  it("a payment of theirs asked after is still their own matter", async () => {
    expect(await ask("did you guys get my rent payment this week? bank says it went out monday")).toMatch(ownMatterHandedOver);
  });

  it("'tell the other families we've accepted an offer' is no refusal when the offer was accepted and exchanged", async () => {
    expect(
      await ask(
        "the young couple's offer was accepted this morning and exchanged, can you tell the other families who inspected that we've accepted an offer?",
      ),
    ).not.toMatch(/can't help with choosing or turning away/);
  });
});

describe("where something of the visitor's own is up to, in more words (of my own)", () => {
  it("chased up, confirmed, booked in, gone through, done, someone coming: handed over", async () => {
    for (const question of [
      "the agent said they'd send the contract, still nothing, can you chase it up?",
      "when will the repair to our oven be done?",
      "has my maintenance been booked in?",
      "did my rent go through?",
      "I paid my invoice, can you confirm you got it?",
      "is someone coming to fix our aircon this week?",
      "has our lease been renewed?",
    ]) {
      expect(asksAfterOwnMatter(question), question).toBe(true);
      expect(await converse(question), question).toMatch(ownMatterHandedOver);
    }
  });

  it("a rule the message names still answers a 'can you chase it up?', and general questions in those words are not theirs", () => {
    for (const question of [
      "landlord still hasnt fixed our hot water, its been a week, can you chase it up",
      "when will the new train line be finished?",
      "has the first home buyer grant been approved by parliament yet?",
      "can you confirm the office is open on saturday?",
      "how long does it take for my bond to be refunded?",
    ])
      expect(asksAfterOwnMatter(question), question).toBe(false);
  });
});
