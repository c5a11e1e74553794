import { describe, expect, it } from "vitest";
import { allows, handsOver, refusesOn, seededChat } from "../support/seeded-chat";
import { callbackRequestIn } from "@/server/chat/callback";
import { searchesListings } from "@/server/chat/stock-questions";

/** Issue 28, the fifty-sixth session: conversations — what a message leans on, or says it does not. */
const { converse } = seededChat();
const { converse: withHomes } = seededChat({ listings: true, now: new Date("2026-12-07T01:00:00Z") });

/** The search's address an answer links with the most parameters (a search with no match links a wider one first). */
const searchLink = (answer: string) =>
  [...answer.matchAll(/\]\((\/(?:buy|rent|sold)\?[^)]*)\)/g)].map((match) => match[1]!).sort((a, b) => b.length - a.length)[0] ?? "";

describe("a search carried on, corrected and narrowed", () => {
  it("'4br', 'w/ pool' and a thumb's 'gledswod' are searched as a search box reads them", async () => {
    for (const [question, search] of [
      ["4br w pool for sale in gledswod hills?? kids want a pool so bad lol", "/buy?location=gledswood-hills&beds=4&feature=pool"],
      ["4 bed w/ pool for sale in oran park", "/buy?location=oran-park&beds=4&feature=pool"],
      ["3br for sale in leppington", "/buy?location=leppington&beds=3"],
    ] as const) {
      expect(searchLink(await withHomes(question)), question).toBe(search);
    }
  });

  it("'looking to buy a 4 bed house in X' is a search, and 'how about Leppington?' asks it again there", async () => {
    expect(searchLink(await withHomes("Looking to buy a 4 bed house in Oran Park"))).toContain("/buy?location=oran-park&beds=4&type=house");
    expect(searchLink(await withHomes("Looking to buy a 4 bed house in Oran Park", "Hmm, how about Leppington?"))).toContain(
      "/buy?location=leppington&beds=4&type=house",
    );
  });

  it("a correction searches the place meant, not the one ruled out", async () => {
    const answer = await withHomes(
      "Can you show me 3 bedroom homes for sale in Gledswood Hills?",
      "Sorry, wrong suburb. I meant Gregory Hills, not Gledswood",
    );
    expect(searchLink(answer)).toBe("/buy?location=gregory-hills&beds=3");
  });

  it("'make it 4 bedrooms', 'narrow that down to ones with a pool' change the search before", async () => {
    expect(
      searchLink(
        await withHomes("I want a house for sale in Leppington with 5 bedrooms.", "Not much there. Make it 4 bedrooms or more then"),
      ),
    ).toBe("/buy?location=leppington&beds=4&type=house");
    expect(
      searchLink(await withHomes("What's for sale in Gregory Hills at the moment?", "Can you narrow that down to ones with a pool?")),
    ).toBe("/buy?location=gregory-hills&feature=pool");
  });

  it("what the follow-up's other sentence names is searched too ('… sold? Just the last 3 months please.')", async () => {
    const answer = await withHomes(
      "What have you got for sale in Oran Park?",
      "What about the ones that have sold? Just the last 3 months please.",
    );
    expect(answer).toContain("(/sold?location=oran-park&within=3)");
  });

  it("a new rental 'pinged' or 'a heads up' when it comes up is the search's alert", async () => {
    const answer = await withHomes("can i get pinged when a new 3 bed rental pops up in gregory hills? keep missing them");
    expect(answer).toMatch(
      /^Open \[that search of our homes for rent\]\(\/rent\?location=gregory-hills&beds=3\) and choose 'E-mail me new matches'/,
    );
  });
});

describe("what the search cannot filter, and acreage", () => {
  it("a need told beside the question is searched and said to be unfiltered; asked for, it is not searched", async () => {
    const told = await withHomes(
      "My wife uses a wheelchair so single level would be ideal. What 3 bedroom homes do you have for sale in Gledswood Hills?",
    );
    expect(searchLink(told)).toBe("/buy?location=gledswood-hills&beds=3");
    expect(told).toMatch(/Our search can't filter for a single level or step-free access/);
    const asked = await withHomes("any single level homes for sale in Gledswood Hills?");
    expect(asked).not.toContain("/buy?location=gledswood-hills");
  });

  it("acreage around Camden is the acreage search, with who sells it", async () => {
    const answer = await withHomes("Any acreage for sale around Camden? Need room for a big shed and a few chooks.");
    expect(answer).toContain("(/buy?type=acreage)");
    expect(answer).toMatch(/sold by \[Callum Brady\]\(\/team\/callum-brady\), our Acreage Specialist\./);
    // (A house in Camden is still not ours to list.)
    expect(await withHomes("houses for sale in Camden?")).toMatch(/^We have no homes for sale in Camden/);
  });
});

describe("a home named by its street, and after it", () => {
  it("'still up for rent?' and then 'when could we move in?' are that home's", async () => {
    expect(await withHomes("is the place on Merlot Way in Gledswood Hills still up for rent?")).toMatch(
      /^\[\d+ Merlot Way, Gledswood Hills NSW 2557\]\(\/listings\/[^)]+\) is listed for lease/,
    );
    const answer = await withHomes("Hi, is the place on Merlot Way in Gledswood Hills still up for rent?", "And when could we move in?");
    expect(answer).toMatch(/^\[\d+ Merlot Way, Gledswood Hills NSW 2557\]\(\/listings\/[^)]+\)/);
  });
});

describe("a change of subject, said", () => {
  it("'Unrelated, but …' and 'Different topic: …' are asked alone, not as the question before", async () => {
    const areas = await converse(
      "What's the break fee 2 months into a 12 month lease?",
      "Unrelated, but what areas does Ironbark actually work in?",
    );
    expect(areas).toMatch(/Gregory Hills, Oran Park, Gledswood Hills, Leppington/);
    expect(areas).not.toMatch(/4 weeks/);
    const phone = await converse("How long is the cooling-off period in NSW?", "Unrelated, but what's your phone number?");
    expect(phone).toContain("(02) 5550 4821");
    expect(phone).not.toMatch(/business days/);
    expect(await converse("Do any of your Oran Park rentals allow cats?", "Different topic: who runs Ironbark?")).toMatch(
      /Daniel Whitford/,
    );
  });

  it("a question that only mentions something unrelated still leans on the one before", async () => {
    const answer = await converse("Can my rent be increased during a fixed-term lease?", "and is that unrelated to the bond?");
    expect(answer).not.toMatch(/Gregory Hills, Oran Park, Gledswood Hills, Leppington/);
  });
});

describe("the next question after a rule", () => {
  it("'Right. And how much warning …?' is the notice the rule before gives", async () => {
    const answer = await converse(
      "Can my rent be increased during a fixed-term lease?",
      "Right. And how much warning do I get before it goes up?",
    );
    expect(answer).toMatch(/^At least 60 days' written notice/);
    expect(await converse("how much warning do I get before my rent goes up?")).toMatch(/^At least 60 days' written notice/);
  });

  it("the owner's permission for a cat is the landlord's consent, and how long they have to reply is its 21 days", async () => {
    expect(await converse("Do we need the owner's permission for a cat?")).toMatch(/^A tenant can keep a pet with the landlord's consent/);
    expect(await converse("How long does the owner have to reply to our pet request?")).toMatch(/within 21 days/);
    expect(
      await converse("We'd like to get a cat. Do we need the owner's permission?", "How long do they have to reply to us about it?"),
    ).toMatch(/within 21 days/);
  });

  it("a rent given after the bond was asked is worked out; a price after the deposit too", async () => {
    expect(
      await converse("How much bond do I need to pay for a rental?", "The place is $575 a week, so what would that come to?"),
    ).toContain("For a rent of $575 a week, that is at most $2,300.");
    expect(await converse("what deposit do I need?", "the house is $900k")).toContain("On a price of $900,000, a 10% deposit is $90,000.");
  });

  it("fees 'fixed' are asked whether they are negotiable; a repair 'fixed' is not", async () => {
    expect(await converse("Are management fees fixed, or can they be negotiated?")).toMatch(/are not set by law: they are negotiable/);
    expect(await converse("is your commission fixed?")).toMatch(/^Commission is not set by law: it is negotiable/);
    expect(await converse("the landlord still hasn't fixed our hot water, what can we do?")).not.toMatch(/negotiable/);
  });

  it("'what rent our house could fetch' is the free rent estimate; a second question after it keeps its own answer", async () => {
    expect(
      await converse(
        "We're moving interstate and might lease out our Oran Park house instead of selling it.",
        "Sure, how would we find out what rent it could fetch?",
      ),
    ).toMatch(/^A free, evidence-based rent estimate/);
    expect(
      await converse(
        "I own a 4 bed in Gregory Hills and might rent it out instead of selling. Can you tell me what rent it would get, and how long would it sit empty?",
      ),
    ).toMatch(/two to three weeks/);
  });

  it("'could the ad say $850,000 to $950,000?' is the price-range rule", async () => {
    expect(
      await converse("We're selling in Gregory Hills next month and wondering how to price it.", "Could the ad say $850,000 to $950,000?"),
    ).toMatch(/a range can be no wider than 10%/);
  });

  it("buyers coming through a tenanted home get the showing's rule alone, within the reply's length", async () => {
    const answer = await converse(
      "Can I sell my rental property while the tenants are still living there?",
      "How much warning do the tenants get before buyers come through?",
    );
    expect(answer).toMatch(/^The tenant must get 14 days' written notice before the home is first shown to buyers\./);
    expect(answer).not.toMatch(/routine inspection needs/);
    expect(answer.split(/\s+/).length).toBeLessThanOrEqual(130);
  });
});

describe("the week's open homes, a team member and an article, asked after", () => {
  it("'open for viewing this weekend' and 'what's open to inspect this week' are the week's open homes", async () => {
    for (const question of [
      "Which of your homes are open for viewing this weekend?",
      "Which of your homes are opne for viewing this wekend?",
      "Where can I see what's open to inspect this week?",
    ]) {
      const answer = await withHomes(question);
      expect(answer, question).toMatch(/^\d+ open homes this week/);
      expect(answer, question).toContain("(/open-homes)");
    }
  });

  it("'how can I get in touch with him directly?' is the specialist just named", async () => {
    expect(await converse("Who's your Oran Park specialist?", "How can I get in touch with him directly?")).toMatch(/0491 570 156/);
  });

  it("an article asked for on the blog is that article, and 'where do I find it?' its link", async () => {
    expect(await converse("Is there anything on your blog about buying acreage?")).toContain("(/insights/acreage-living-around-camden)");
    expect(await converse("Is there anything on your blog about buying acreage?", "Yes, that one please. Where do I find it?")).toBe(
      "It's here: [Acreage Living Around Camden: What Buyers Should Know](/insights/acreage-living-around-camden).",
    );
    // (An answer that linked several pages, or none, does not pick one.)
    handsOver(await converse("hello", "where do I find it?"));
  });

  it("the 'Keep me updated' passage is no answer to what the visitor's own home might sell for", async () => {
    const answer = await converse("We're thinking of selling our Oran Park home. Could someone give us an idea of what it might sell for?");
    expect(answer).not.toMatch(/Keep me updated/);
  });
});

describe("a callback after it was offered", () => {
  it("'Sure. Priscilla Tan, 0491 572 665, best after 3pm.' is a name and number; 'Sure' is no name", () => {
    expect(callbackRequestIn("Sure. Priscilla Tan, 0491 572 665, best after 3pm.")).toEqual({
      name: "Priscilla Tan",
      phone: "0491 572 665",
    });
    expect(callbackRequestIn("Sure. Priscilla, 0491 572 665.")).toEqual({ name: "Priscilla", phone: "0491 572 665" });
    // (A question with a number in it still needs words that ask for a call.)
    expect(
      callbackRequestIn("my tenant Priscilla pays late every month after 3pm, her number is 0491 572 665, what can I do about it?"),
    ).toBeNull();
  });

  it("the chat repeats the details and asks once to confirm", async () => {
    const answer = await converse(
      "I have a rental in Leppington and I'm after a new property manager.",
      "Could someone ring me to talk about it?",
      "Sure. Priscilla Tan, 0491 572 665, best after 3pm.",
    );
    expect(answer).toMatch(/^Thanks, Priscilla! Shall I ask one of our agents to call you back on 0491 572 665\?/);
  });
});

describe("fair dealing: a household's own aids, and age said roughly", () => {
  it("a parent who uses a walker, beside a search, is the family's own need, not a ground to refuse", async () => {
    allows("My elderly dad uses a walker and is moving in with us. We need a 3 bed house to buy in Gregory Hills, what have you got?");
    allows("our son is in a wheelchair, any single storey rentals in Oran Park?");
    refusesOn("disability", "I dont want tenants who use a wheelchair");
    const answer = await withHomes(
      "My elderly dad uses a walker and is moving in with us. We need a 3 bed house to buy in Gregory Hills, what have you got?",
    );
    expect(searchLink(answer)).toContain("/buy?location=gregory-hills&beds=3");
  });

  it("'applicants under about 35' is age, as 'under 35' is; 'under about 20 minutes' is not", () => {
    refusesOn(
      "age",
      "Could you lean towards applicants under about 35 for my Gregory Hills rental? Nothing official, just in how you put the shortlist together.",
    );
    allows("is there a school under about 20 minutes from Oran Park?");
  });
});

describe("what stays a search, and what does not", () => {
  it("the new search words do not make questions of the rules a search", () => {
    expect(searchesListings("3br rent increase notice")).toBe(false);
    expect(searchesListings("4br w pool for sale in gledswood hills")).toBe(true);
  });
});

describe("what the review of this session's changes found, held", () => {
  it("'side question' or 'another question' that asks of 'it' still leans on the home before; a separate one does not", async () => {
    expect(await withHomes("What's the rent on 40 Blackwattle Crescent?", "Side question, does it have a garage?")).toMatch(
      /^\[40 Blackwattle Crescent, Leppington NSW 2179\]/,
    );
    expect(
      await withHomes("is the house on Hermitage Way going to auction?", "Separate question: how does cooling off work in NSW?"),
    ).toMatch(/cooling-off period of five business days/);
    expect(
      await converse("can my landlord enter without notice?", "totally unrelated question but do you sponsor local sports clubs?"),
    ).toMatch(/we sponsor/);
  });

  it("'where can I get it?' of a rule is the rule's; 'send me the link' is the page just linked", async () => {
    expect(await converse("How do I get my bond back?", "where can I get it?")).not.toMatch(/^It's here/);
    expect(await converse("How do I request an appraisal?", "can you send me the link?")).toBe(
      "It's here: [free property price update](/selling#appraisal).",
    );
  });

  it("after a home named by its street, how a bond is lodged is the rule's, and whether a smell has gone is not the listing's", async () => {
    expect(await withHomes("I'm looking at 28 Barrel Street Gledswood Hills", "how is the bond lodged in NSW?")).toMatch(
      /lodged with NSW Fair Trading/,
    );
    expect(await withHomes("Is 89 Peter Brock Drive still for rent?", "has the mould smell gone from the bathroom?")).not.toMatch(
      /is listed for lease/,
    );
  });

  it("'permission' is a landlord's consent only where a pet is asked about, or the landlord's is named", async () => {
    expect(await converse("who gives permission for early release from my lease?")).not.toMatch(/Principal/);
    expect(await converse("I want to break my lease", "who gives permission to end it early?")).not.toMatch(/pet/);
  });

  it("a number after 'Sure' asks for the name; 'Sure' is never taken as one", async () => {
    for (const turns of [["Sure 0411 222 333 after 5"], ["Can someone call me about selling my place?", "Sure, 0411 222 333"]]) {
      expect(await converse(...turns), turns.join(" → ")).toMatch(
        /^Happy to arrange a call back on 0411 222 333\. What name should our agent ask for\?$/,
      );
    }
  });

  it("a tenant's or an applicant's child in a wheelchair is still refused; land in Camden is not acreage", async () => {
    refusesOn("disability", "My tenants son uses a wheelchair and wants a ramp, can I refuse to let them install it?");
    refusesOn("disability", "our applicants son is in a wheelchair. can I knock them back?");
    expect(await withHomes("any vacant land for sale in Camden?")).toMatch(/^We have no homes for sale in Camden/);
  });

  it("'w' before a need the search has no filter for ('3 bed w yard') is no search of it", async () => {
    expect(searchesListings("3 bed w yard for lease op")).toBe(false);
  });
});

describe("what the second review found, held", () => {
  it("'make it 3 bedrooms and under a million' keeps the place and reads the million", async () => {
    const answer = await withHomes("houses for sale in Gregory Hills", "make it 3 bedrooms and under a million");
    expect(searchLink(answer)).toContain("/buy?location=gregory-hills&max=1000000&beds=3&type=house");
  });

  it("'any 4br for sale there?' is the place named just before; '4br w study' after a search narrows it", async () => {
    expect(searchLink(await withHomes("What's Leppington like?", "any 4br for sale there?"))).toContain("/buy?location=leppington&beds=4");
    expect(searchLink(await withHomes("houses for sale in Gregory Hills", "4br w study"))).toContain(
      "/buy?location=gregory-hills&beds=4&type=house&feature=study",
    );
  });

  it("what the blog said, asked about, is still the article's section; a change of subject that asks nothing is read whole", async () => {
    expect(await converse("I read on your blog about acreage around Camden — what about bushfire risk?")).toMatch(
      /\(Bushfire and flooding\)/,
    );
    handsOver(await converse("Off topic, but you guys are great, thanks for the help with our sale last year"));
  });
});

describe("with the listings: what prices did, and one home watched", () => {
  it("how much prices have gone up, or what the airport does to them, is no search of the homes for sale", async () => {
    handsOver(await withHomes("How much have house prices in Gregory Hills gone up over the last 12 months? Like a % figure"));
    expect(
      await withHomes("Is the new airport going to be good for property prices in Leppington? Did you guys write something about it?"),
    ).toMatch(/Western Sydney Airport: What It Means for Leppington Buyers/);
    // (What homes of a place cost is still their search.)
    expect(searchLink(await withHomes("house prices in leppington?"))).toContain("/buy?location=leppington");
  });

  it("one home found on the site and asked about is not answered with a list of others", async () => {
    const answer = await withHomes(
      "I found a three-bed townhouse for rent in Gregory Hills on your site that's exactly what we need. The Inspections box just says no open inspections are planned yet. How do I get to see it?",
    );
    expect(answer).not.toMatch(/of our homes for rent/);
  });
});

describe("a Saturday of chats (the forty-sixth batch's tuning half)", () => {
  it("'oops not oran park, gregory hills' and 'we have a cat tho, which of them allow pets' change the search before", async () => {
    expect(searchLink(await withHomes("homes for sale in oran park with a pool", "oops not oran park, gregory hills"))).toBe(
      "/buy?location=gregory-hills&feature=pool",
    );
    expect(await withHomes("2br rentals in oran park?", "we have a cat tho, which of them allow pets")).toContain(
      "/rent?location=oran-park&beds=2&pets=1",
    );
    expect(await withHomes("houses for rent in gregory hills?", "we have a dog, any chance the landlord would say yes?")).toMatch(
      /landlord's consent/,
    );
  });

  it("after a home named by its street, 'is there another inspection this week?' is that home's; how many are allowed is the rule's", async () => {
    expect(
      await withHomes(
        "got to the place on wensley ave GH just as the agent was locking up",
        "is there another inspection this week or do i have to book one",
      ),
    ).toMatch(/Wensley Avenue, Gregory Hills NSW 2557\]\(\/listings\//);
    expect(
      await withHomes("got to the place on wensley ave GH just as the agent was locking up", "how many inspections are allowed in a year?"),
    ).not.toMatch(/is listed for/);
    expect(
      await withHomes("tell me about the house on vintage drive", "should we get a building inspection before we make an offer?"),
    ).not.toMatch(/is listed for/);
  });

  it("'any other opens this arvo?' is the week's open homes", async () => {
    expect(
      await withHomes(
        "ok done with the 10am one in gledswood hills",
        "any other opens this arvo nearby? gledswood or gregory hills is fine",
      ),
    ).toMatch(/^\d+ open homes in Gregory Hills or Gledswood Hills this week/);
  });

  it("a range without a dollar sign is the price-range rule when it names its unit; weeks or agents are not", async () => {
    expect(
      await converse(
        "selling our gregory hills home, the agent is working out the price guide this week",
        "could we advertise it as 1.1 to 1.3 million to get more people thru?",
      ),
    ).toMatch(/no wider than 10%/);
    expect(await converse("can we list it for 2 to 3 weeks before the auction?")).not.toMatch(/no wider than 10%/);
    expect(await converse("can we list it with 2 to 3 agents?")).not.toMatch(/no wider than 10%/);
    expect(await converse("can we list our house at 900k to 950k")).toMatch(/no wider than 10%/);
  });

  it("'can you take it over?' of a rental is switching to us; 'what ours would go for' the free appraisal", async () => {
    expect(
      await converse("got an investment place in leppington and my current PM never answers the phone", "can you take it over?"),
    ).toMatch(/Switching is simple/);
    expect(await converse("if we sell, can you take it over or do we need a new agent?")).not.toMatch(/Switching is simple/);
    expect(
      await converse("the house 2 doors down from us in oran park is asking a crazy price", "can someone tell me what ours would go for?"),
    ).toMatch(/free property price update/);
  });

  it("'$575 a wk' is a weekly rent; the deposit 'for that' is worked out on the price said before", async () => {
    expect(await converse("hw much bond can a landlord take, rent is $575 a wk")).toContain("at most $2,300");
    expect(
      await converse("we might go to 1.05m on the one on vintage drive gledswood hills", "whats the deposit on exchange for that"),
    ).toContain("On a price of $1,050,000, a 10% deposit is $105,000.");
    expect(
      await converse(
        "houses for sale oran park under 1.1m",
        "who actually holds the deposit until settlement? i don't want to hand it over",
      ),
    ).not.toContain("a 10% deposit is $110,000");
  });
});
