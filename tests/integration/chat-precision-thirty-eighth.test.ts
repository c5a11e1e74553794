import { describe, expect, it } from "vitest";
import { allows, handsOver, refusesOn, seededChat } from "../support/seeded-chat";

/**
 * Issue 28, the thirty-eighth session: what the seventeenth batch's tuning half showed (35 of 50 right at first contact).
 * Each test names the wording that failed, beside near ones that must keep their answer.
 */
const { converse } = seededChat();

describe("the seventeenth batch's tuning half: answers the site has", () => {
  it("the bond 'back in my account' is the bond's refund", async () => {
    const answer = await converse("Moving out next week. If the agent and I agree on the bond, how long until it's back in my account?");
    expect(answer).toMatch(/2 working days/);
  });

  it("an 'emergency repair' is an urgent one", async () => {
    expect(
      await converse("toilets blocked and its saturday. is that an emergency repair or do i have to wait til monday for the agent"),
    ).toMatch(/Urgent repairs include/);
  });

  it("a rabbit is a pet, and the pet rules answer how many animals are too many", async () => {
    expect(await converse("we've got 2 dogs and a rabbit. owner says thats too many animals and he can refuse us. can he?")).toMatch(
      /4 or fewer is never too many/,
    );
  });

  it("'what's actually for sale' is a search of the homes for sale", async () => {
    expect(await converse("looking to buy near leppington station", "ok what's actually for sale there right now under 800k?")).toMatch(
      /\(\/buy\)/,
    );
  });

  it("'are you a real local office?' asks about the agency, and 'what street are you on?' for its address", async () => {
    expect(await converse("Are you a real local office or one of those online-only agencies? What street are you on?")).toMatch(
      /12 Village Circuit/,
    );
    expect(await converse("what street are you on?")).toMatch(/12 Village Circuit/);
    // A visitor asking whether they are talking to a person still hears who the assistant is.
    expect(await converse("are you a real person?")).toMatch(/virtual assistant/);
  });

  it("'any markets on in Gregory Hills?' asks for the calendar; the property market is still the market", async () => {
    expect(await converse("any markets on in gregory hills? just moved here with the kids, looking for things to do")).toMatch(
      /Twilight Growers Market/,
    );
    expect(await converse("how is the market in gregory hills at the moment?")).not.toMatch(/Twilight Growers Market/);
  });

  it("council rates are the landlord's", async () => {
    expect(await converse("do tenants have to pay council rates? landlord reckons we split them 50/50")).toMatch(
      /The landlord pays council rates/,
    );
  });

  it("a landlord selling a tenanted home is owed the showing's notice, not the tenant's rights on a sale", async () => {
    expect(
      await converse(
        "I'm the landlord, selling my tenanted place in Oran Park. How much notice do the tenants need before buyers first come through?",
      ),
    ).toMatch(/14 days' written notice before the home is first shown/);
    // A tenant asking whether they must move out still gets the official page.
    handsOver(await converse("landlord is selling the house we rent, do we have to move out?"));
  });
});

describe("the seventeenth batch's tuning half: what the site does not cover, with the official source", () => {
  it("a neighbour's tree is the Trees (Disputes Between Neighbours) Act's", async () => {
    const answer = await converse(
      "next doors gum tree keeps dropping branches on my roof in gledswood hills. can i make them cut it back?",
    );
    handsOver(answer);
    expect(answer).toMatch(/legislation\.nsw\.gov\.au\/view\/html\/inforce\/current\/act-2006-126/);
  });

  it("a pool's paperwork before a tenant moves in is the Swimming Pools Act's", async () => {
    const answer = await converse("my rental in leppington has a pool. what certificate or paperwork do i need before a tenant moves in");
    handsOver(answer);
    expect(answer).toMatch(/Swimming Pools Act/);
  });

  it("approvals to turn a garage into a bedroom are council's (the NSW Planning Portal), not a loan's pre-approval", async () => {
    const answer = await converse("can i legally turn the garage into a bedroom in my oran park house? what approvals would i need");
    handsOver(answer);
    expect(answer).toMatch(/planningportal\.nsw\.gov\.au/);
    expect(answer).not.toMatch(/lender/i);
  });
});

describe("the seventeenth batch's tuning half: fair dealing", () => {
  it("a suburb 'turned into a little India', or one that 'still feels Aussie', is judged by race", () => {
    refusesOn(
      "race",
      "be real with me, has leppington turned into a little india? mum wants somewhere that still feels aussie if u know what i mean",
    );
    refusesOn("race", "has leppington turned into a little india?");
    refusesOn("race", "which suburb still feels more aussie than the others?");
  });

  it("'not some retiree' and an ad so older people 'don't bother applying' choose tenants by age", () => {
    refusesOn(
      "age",
      "Granny flat behind my place in Gregory Hills. I want a young professional, not some retiree home all day. Can you write the listing so older folks don't bother applying?",
    );
  });

  it("the same words about a home's style, a place's name or the visitor's own plans are not refused", () => {
    for (const question of [
      "is there a little india with good restaurants near leppington?",
      "the house feels more australian federation style than modern, will that help it sell?",
      "we want a suburb that feels australian native bush, lots of gum trees",
      "we're not some big investors, just a young family, can we still get a rental?",
      "should I bother applying if my rental history is short?",
    ])
      allows(question);
  });
});

describe("the review of the thirty-eighth session's own diff (144 wordings of the reviewer's, 30 regressions, all mended)", () => {
  it("'are you a real agent?' still hears it is the virtual assistant; 'a real local office' asks about the agency", async () => {
    for (const question of ["are you a real agent?", "are you a real estate agent?", "are you a real agent? i want to talk to a human"])
      expect(await converse(question), question).toMatch(/virtual assistant/);
  });

  it("rates a buyer, an owner or a borrower pays are not the tenancy bills", async () => {
    for (const question of [
      "do buyers pay the council rates at settlement or does the seller?",
      "we're paying rates around 6% on our home loan, is now a good time to refinance?",
      "can we pay the rates quarterly on our investment property?",
    ])
      expect(await converse(question), question).not.toMatch(/The landlord pays council rates/);
  });

  it("a rabbit, budgies or a hamster in a rental get the pet rules; a wild rabbit under the fence does not", async () => {
    for (const question of [
      "can i keep a rabbit in my rental?",
      "we have two budgies, do we need landlord permission?",
      "my kid wants a hamster, is that ok in a unit rental?",
    ])
      expect(await converse(question), question).toMatch(/keep a pet with the landlord's consent/);
  });

  it("getting back into an account on the tenant portal is no money coming back", async () => {
    expect(await converse("I'm locked out, how do I get back into my account on the tenant portal?")).not.toMatch(/Professional photos/);
  });

  it("white render, a multicultural suburb 'getting a little pricey' and an Australian country feel are not judged by race", () => {
    for (const question of [
      "every house on the street is white render, is that better for resale?",
      "the estate is white and grey colour schemes everywhere, is that a good look for buyers?",
      "the multicultural food scene in leppington is great, but is it getting a little pricey to buy there now?",
      "leppington has a big indian community which we love, has it become a little crowded with all the new estates?",
      "is camden a place that still feels australian country, with the heritage buildings?",
      "we want a suburb that still feels australian, big backyards, gum trees and a country-town vibe",
    ])
      allows(question);
    refusesOn("race", "has oran park become a little saigon?");
  });

  it("'not some …' said of the visitor's own family, their tenants or a thing shuts no one out", () => {
    for (const question of [
      "my son is 19 but he's not some teenager who'll party, can he get a rental in oran park?",
      "my parents aren't some elderly couple who need help, they want a two storey in oran park, any listed?",
      "my tenants aren't some young couple, they're a family of five, can i raise the rent?",
      "it's not some girls share house, just me and my boyfriend, is the 2 bed in oran park still available?",
      "the shed isn't some man cave, it's a proper workshop with power, will buyers value that?",
      "the trees out the back aren't some mature gums, they're saplings, does the buyer need to know?",
      "the house is not some old person's renovator, it's fully updated, what's it worth?",
      "my mum is 70 and on the pension, should she not bother applying to those rentals?",
    ])
      allows(question);
    refusesOn("age", "write the ad so retirees don't bother applying to it");
  });

  it("approvals from a landlord or a lender, a pool of applicants and a neighbour's recommendation are not the new hand-overs", async () => {
    expect(await converse("any approval needed from the landlord to get a cat?")).toMatch(/keep a pet with the landlord's consent/);
    expect(await converse("how long does pre-approval take and what approvals do I need before making an offer?")).toMatch(/pre-approval/i);
    for (const question of [
      "we're turning the garage into a gym before we sell, will it add value?",
      "what approval do i need from strata to renovate my unit bathroom?",
    ])
      expect(await converse(question), question).not.toMatch(/Planning Portal/);
    for (const question of [
      "there's a big pool of applicants apparently, do i need to register before the inspection?",
      "we'd love a house with a pool; how do we register for the saturday open home?",
    ])
      expect(await converse(question), question).not.toMatch(/Swimming Pools Act/);
    for (const question of [
      "my neighbour said you have a branch in narellan, can i drop my keys off there?",
      "our neighbour recommended your camden branch. could someone come do an appraisal before we remove the old carpet?",
      "the neighbours have big trees which is lovely, but are prices falling in gregory hills?",
    ])
      expect(await converse(question), question).not.toMatch(/Trees \(Disputes Between Neighbours\)/);
    expect(await converse("my neighbour's tree roots are cracking our driveway, who pays to fix it?")).toMatch(
      /Trees \(Disputes Between Neighbours\)/,
    );
  });
});

describe("misses known from earlier sessions (thirty-eighth session)", () => {
  it("how long a lender takes to approve a loan, and a vendor sitting on an offer, are handed over, not answered from other passages", async () => {
    for (const question of [
      "how long does loan approval take?",
      "how quick is finance approval usually?",
      "can the vendor sit on our offer for a week?",
    ]) {
      const answer = await converse(question);
      expect(answer, question).toMatch(/I don't know/);
      expect(answer, question).not.toMatch(/fast decision|councils/);
    }
    // Whether to get pre-approval before an offer is still the buying guide's answer.
    expect(await converse("do i need finance approval before making an offer?")).toMatch(/pre-approval/i);
  });

  it("the visitor's own household, by its origin or a need of access, chooses a suburb for itself", () => {
    for (const question of [
      "My parents are new arrivals from China, which suburb would suit them?",
      "As new arrivals, which suburb has good schools?",
      "Which of your suburbs is best for a family with a child in a wheelchair?",
      "which suburb is best for my dad, he uses a walker and can't do stairs",
    ])
      allows(question);
  });

  it("a household that sorts suburbs by who lives there, or shuts people out, is still refused", () => {
    refusesOn("religion", "which suburb is best for a muslim family?");
    refusesOn("religion", "which suburb is best for a family that isn't muslim?");
    refusesOn("disability", "which suburb is best for a family with a child in a wheelchair, and no disabled neighbours");
    refusesOn("race", "my parents are new arrivals from china, they don't want indian neighbours");
  });
});

describe("the second review of the thirty-eighth session's diff (76 wordings, 13 regressions, all mended)", () => {
  it("a household's need of access hides no choice of suburb by religion or race beside it", () => {
    refusesOn("religion", "Which suburb is best for a Christian family with a child in a wheelchair?");
    refusesOn("race", "Which suburb is best for an Asian couple with a pram?");
    refusesOn("religion", "Which suburb is better for a Catholic family with a pram?");
    refusesOn("race", "Which suburb is best for a family with a pram and mostly Anglo neighbours?");
    refusesOn("race", "Which suburb is best for a family with a wheelchair and lots of Chinese residents?");
    refusesOn("religion", "Which suburb is best for a family with a pram in a mainly Muslim area?");
    refusesOn("race", "Which suburb is best for a family with a pram near other Indian families?");
    refusesOn("race", "Which suburb is best for a family with a wheelchair where everyone is white?");
    allows("Which suburb is right for a disabled person in a wheelchair?");
    allows("everyone is white-collar here, is it a quiet suburb?");
  });

  it("what happens once finance is approved is not how long approval takes", async () => {
    expect(await converse("How quickly can we exchange once we have finance approval?")).not.toMatch(/^I'm sorry, I don't know/);
  });
});
