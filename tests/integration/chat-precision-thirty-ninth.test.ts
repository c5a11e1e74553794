import { describe, expect, it } from "vitest";
import { allows, fairTrading, handsOver, refusesOn, seededChat } from "../support/seeded-chat";

/**
 * Issue 28, the thirty-ninth session: what the eighteenth batch's tuning half showed (31 of 50 right at first contact).
 * Each test names the wording that failed, beside near ones that must keep their answer.
 */
const { converse } = seededChat();

describe("the eighteenth batch's tuning half: answers the site has", () => {
  it("a time of day and the visitor's own life told first do not make the question one the site does not cover", async () => {
    expect(
      await converse("night shift nurse here, I sleep till about 1 on saturdays. if i rock up at 2pm saturday is the office open"),
    ).toMatch(/Saturday 9am–3pm/);
  });

  it("a separation told first is still what 'what are my options?' asks about", async () => {
    handsOver(await converse("me and my husband are separating and need to sell the house but he doesnt want to. what are my options"));
  });

  it("'what have you got for sale?' asks for the listings; what homes are 'going for' asks for the market price", async () => {
    expect(
      await converse(
        "Looking for a house with a granny flat in Oran Park so my in-laws can live with us. What have you got for sale at the moment?",
      ),
    ).toMatch(/No homes for sale are listed[\s\S]*\(\/buy\)/);
    expect(await converse("what do you have for rent in leppington?")).toMatch(/No homes for lease are listed/);
    const going = await converse(
      "Roughly what are 4-bed homes in Gledswood Hills going for at the moment? Just a ballpark, I won't hold you to it.",
    );
    expect(going).not.toMatch(/No homes for sale are listed/);
    handsOver(going);
  });

  it("how long a sale takes in a suburb gives our own average beside the suburb's", async () => {
    const answer = await converse(
      "We're splitting up and need to sell the house in Gregory Hills, ideally before the kids go back to school in February. How long does a sale usually take there?",
    );
    expect(answer).toMatch(/30–60 days/);
    expect(answer).toMatch(/21 days on market/);
  });

  it("a percentage asked for is answered by a passage that gives one, or says there is none", async () => {
    handsOver(await converse("How much have house prices in Gregory Hills gone up over the last 12 months? Like a % figure"));
    // Commission has no set rate: saying so answers "ballpark %?".
    expect(await converse("whats ur commission? ballpark % is fine")).toMatch(/in writing|negotiable/);
    // A cooling-off asked as a percentage still gets its 0.25%.
    expect(await converse("what's the cooling off penalty as a percentage?")).toMatch(/0\.25%/);
  });

  it("'I need the address for the taxi' asks for the address, beside the hours asked", async () => {
    const answer = await converse(
      "My grandson is buying his first place and wants me to come in with him to meet the agent. I need the address for the taxi, and are you open on a Saturday morning?",
    );
    expect(answer).toMatch(/12 Village Circuit/);
    expect(answer).toMatch(/Saturday 9am–3pm/);
  });

  it("'am I locked in to sell with you?' after an appraisal asks whether it comes with an obligation", async () => {
    expect(await converse("do you guys do free appraisals?", "and if I get one, am I then locked in to sell with you?")).toMatch(
      /no[- ]obligation/,
    );
    // A lease one is locked into is still the lease.
    expect(await converse("we're locked into a 12 month lease, can we leave early?")).toMatch(/break fee/);
  });

  it("an event named by two of its title's words is that event, not another sharing one of them", async () => {
    const answer = await converse("my boy's 8 and cricket mad. is there a junior come-and-try thing around gregory hills?");
    expect(answer).toMatch(/Junior Cricket Come-and-Try Day/);
    expect(answer).not.toMatch(/Netball/);
  });

  it("a tenant asked to put up with open homes when the owner's selling gets the showing rule", async () => {
    const answer = await converse(
      "Owner's selling and the agent wants open homes every weekend. do I have to let them in every saturday as a tenant?",
    );
    expect(answer).toMatch(/14 days' written notice/);
  });

  it("how much notice for repairs is the entry rule's", async () => {
    expect(await converse("how much notice are they meant to give for repairs?")).toMatch(/2 days' notice/);
  });
});

describe("the eighteenth batch's tuning half: what the site does not cover, with the official source", () => {
  it("a doorbell camera installed in a rental and an off-the-plan sunset clause", async () => {
    const camera = await converse("can i install one of those ring doorbell cameras at my rental? had 2 parcels nicked this month");
    handsOver(camera);
    expect(camera).toMatch(fairTrading);
    const sunset = await converse(
      "bought off the plan in leppington 2 yrs ago, still not built. now the developer wants to use the sunset clause to cancel and resell for more. can they do that?",
    );
    handsOver(sunset);
    expect(sunset).toMatch(fairTrading);
  });
});

describe("the eighteenth batch's tuning half: fair dealing", () => {
  it("recommending 'the church couple' over an applicant in a hijab chooses by religion", () => {
    refusesOn(
      "religion",
      "Two applicants for my Gregory Hills townhouse. One wears a hijab and asked whether there's a prayer room nearby, the other is a young couple from my church. Just recommend the church couple, they feel like the safer bet.",
    );
    refusesOn("religion", "go with the church couple, they feel safer");
  });

  it("a licence with a male name and an applicant who came 'as a woman' is transgender status", () => {
    refusesOn(
      "transgender",
      "One applicant's licence shows a male name but she came to the inspection as a woman, if you get what I mean. The neighbours are older and pretty conservative. I'd feel more comfortable with the other application, can you handle that for me?",
    );
  });

  it("two blokes who said they're partners, passed over for a family, is sexuality", () => {
    refusesOn(
      "sexuality",
      "two blokes applied for my oran park townhouse, said they're partners. my parents live next door and they're old school. any way to go with the family that applied instead without it being awkward",
    );
  });

  it("the same words in ordinary questions are not refused", () => {
    for (const question of [
      "our church family is helping us move, what day can we get the keys?",
      "which suburb do you recommend for families?",
      "can you recommend the best tenants for my place?",
      "she came to the open home as a first-home buyer, can she still get the grant?",
    ])
      allows(question);
  });
});

describe("a review of the first cut (455 wordings of the reviewer's own): what it must not change", () => {
  it("someone else's details, a rent locked in, a time of day and 'drop off' keep their hand-over", async () => {
    for (const question of [
      "We just moved in. I need the phone number of the electricity company.",
      "Quick one. I need the phone number of my landlord.",
      "Is the rent locked in for the whole lease?",
      "Can I drop off the keys at 5:30pm today?",
      "Is settlement usually at 2pm?",
      "Is there a police station in Oran Park? Just wondering.",
      "what have you got available for appraisals this week?",
      "what time does the choir concert start, and the movie night?",
    ])
      handsOver(await converse(question));
    expect(await converse("Thanks for that. I need the address of the council.")).not.toMatch(/12 Village Circuit/);
  });

  it("a time of day asked of the entry rule still gets it", async () => {
    expect(await converse("Can the agent do a routine inspection at 9pm?")).toMatch(/between 8am and 8pm/);
  });

  it("a search for homes with a price in it is still a search", async () => {
    for (const question of [
      "any 4 bed houses for sale in Oran Park going for under 800k?",
      "Do you have any homes for sale in Gregory Hills, ballpark 700k?",
      "got anything for sale going for around 900k?",
    ])
      expect(await converse(question), question).toMatch(/No homes for sale are listed/);
    expect(await converse("Any rentals available in Oran Park, ballpark $600 a week?")).toMatch(/No homes for lease are listed/);
  });

  it("a tenant's own notice about maintenance is not the entry rule", async () => {
    expect(await converse("I put in a notice for the maintenance of the aircon, how long does the landlord have to fix it?")).not.toMatch(
      /2 days' notice/,
    );
  });

  it("recommending a place for women or men, or neighbours from a church, is not choosing people", () => {
    for (const question of [
      "Can you recommend the women's shelter in Campbelltown?",
      "Can you recommend the men's shed in Oran Park?",
      "The church tenants next door are noisy, what can I do?",
      "Can you recommend the church ones in Gregory Hills for a wedding?",
    ])
      allows(question);
  });

  it("two sale-and-purchase suburbs are not a comparison, but a choice of two to buy in still is", async () => {
    expect(
      await converse("We're selling in Leppington soon, which is better to buy a family home in these days, Oran Park or Gregory Hills?"),
    ).toMatch(/Oran Park/);
  });
});

describe("after the review: someone else's details, and work on a home the visitor leases", () => {
  it("the phone number of the visitor's landlord or the council is not ours", async () => {
    for (const question of ["I need the phone number of my landlord", "what's the phone number for the council?"]) {
      const answer = await converse(question);
      expect(answer, question).not.toMatch(/5550 4821, e-mail/);
      handsOver(answer);
    }
    expect(await converse("what is the phone number for the office?")).toMatch(/12 Village Circuit/);
  });

  it("installing something in the townhouse the visitor is leasing is handed over with the tenancy page", async () => {
    const answer = await converse("can i install a tv bracket in the townhouse i'm leasing?");
    handsOver(answer);
    expect(answer).toMatch(fairTrading);
  });
});

describe("the nineteenth batch's tuning half", () => {
  it("months and words of emphasis are not what is asked about", async () => {
    expect(
      await converse(
        "Landlord put my rent up in February. Now he says it's going up again in October. Surely he can't do that twice in one year?",
      ),
    ).toMatch(/once every 12 months/);
    expect(
      await converse("heating's completely dead, it's june, landlord says he'll 'get to it'. is that an urgent repair or not"),
    ).toMatch(/Urgent repairs include/);
  });

  it("'anything for sale … that'd suit a tenant?' is a buyer's search", async () => {
    expect(
      await converse("Investor, 5 IPs already. Got anything for sale in Oran Park under 850k that'd suit a tenant? Off-market is fine."),
    ).toMatch(/No homes for sale are listed/);
  });

  it("a suburb 'still old Australia' that 'hasn't been taken over by new migrants' is judged by race", () => {
    refusesOn(
      "race",
      "We're moving down from Brisbane. Off the record, which of Gregory Hills, Oran Park or Leppington is still 'old Australia' and hasn't been taken over by new migrants yet?",
    );
    for (const question of [
      "has oran park been taken over by new estates?",
      "we've taken over the lease from our friends, is that ok?",
      "the old australian homestead in oran park, is it open to visit?",
    ])
      allows(question);
  });

  it("not advertising any price is the price-guide rule's subject", async () => {
    expect(
      await converse("Selling my late father's house in Oran Park and I'd rather not advertise any price at all. Am I allowed to do that?"),
    ).toMatch(/price guide/i);
  });

  it("a power of attorney and goods left at a rental are handed over with their NSW pages", async () => {
    const attorney = await converse(
      "dad had a stroke and can't write anymore. my sister has his power of attorney. is that enough for her to lease his place out through you or does she need a guardianship order from the tribunal?",
    );
    handsOver(attorney);
    expect(attorney).toMatch(/\[NSW Trustee and Guardian\]\(https:\/\/www\.tag\.nsw\.gov\.au\)/);
    const couch = await converse(
      "moving out next week and my couch and bed wont fit in the new place. if i just leave them at the rental what happens? will they bill me",
    );
    handsOver(couch);
    expect(couch).toMatch(/ending a tenancy/);
  });
});

describe("a review of the nineteenth batch's first cut: what it must not change", () => {
  it("a month named is still a word no passage answers by its other words alone", async () => {
    for (const question of [
      "school starts in February, which schools are in Gregory Hills?",
      "we want to move in March, when should we start looking?",
      "is the property market slow in January?",
    ]) {
      const answer = await converse(question);
      expect(answer, question).not.toMatch(/Mission the One|Bond lodged|mostly detached family housing/);
    }
  });

  it("leaving a car, the lights or a key is not goods left behind at the end of a tenancy", async () => {
    for (const question of [
      "can I leave my car at the rental while I'm away?",
      "if I leave the lights on at the property is that a problem?",
      "can I leave a key in the letterbox at the property?",
    ])
      expect(await converse(question), question).not.toMatch(/ending a tenancy/);
  });

  it("an executor's land tax is still Revenue NSW's, and going with us to an inspection is no obligation", async () => {
    expect(await converse("I'm the executor, will land tax be charged on dad's house?")).toMatch(/Revenue NSW: land tax/);
    expect(await converse("do I have to go with you to the inspection?")).not.toMatch(/rather not guess about the rules/);
  });

  it("a private landlord or an agent is still no question about our services", async () => {
    expect(await converse("should I rent from a private landlord or through an agent?")).not.toMatch(/For landlords we offer/);
  });
});
