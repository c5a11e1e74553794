import { describe, expect, it } from "vitest";
import { allows, handsOver, refusesOn, seededChat } from "../support/seeded-chat";

/**
 * Issue 28, the forty-fifth session: what last session's reviews found wrong on both sides of the change, and what
 * this session's tuning mended, each with wordings of our own.
 */
const { converse } = seededChat();

describe("the languages the team speaks", () => {
  it("'what languages do your staff speak?' and 'does Priya speak other languages?' are the profile that says so", async () => {
    for (const question of ["What languages do your staff speak?", "Does Priya speak other languages?", "any bilingual agents?"]) {
      const answer = await converse(question);
      expect(answer, question).toMatch(/Priya speaks English, Tamil and Hindi/);
      expect(answer, question).toContain("(/team/priya-raman)");
    }
  });

  it("someone whose profile names no language is handed over, and a contract's language is no question of the team's", async () => {
    handsOver(await converse("Does Daniel speak any other languages?"));
    expect(await converse("Is the contract available in other languages?")).not.toMatch(/Priya speaks/);
  });
});

describe("who runs or heads something", () => {
  it("'who heads up acreage sales?' is the acreage specialist, not the principal", async () => {
    const answer = await converse("Who heads up acreage sales?");
    expect(answer).toMatch(/^Callum Brady is our Acreage Specialist/);
  });

  it("'who's in charge of marketing?' is the marketing director (being in charge is no fee)", async () => {
    expect(await converse("Who's in charge of marketing?")).toMatch(/^Sophie Marchetti is our Operations & Marketing Director/);
    expect(await converse("who is in charge of repairs at my rental?")).not.toMatch(/Management fees/);
  });

  it("'who leads the sales team?' is still the principal", async () => {
    expect(await converse("Who leads the sales team?")).toMatch(/Daniel Whitford is our Principal/);
  });

  it("a market on the calendar, or Fair Trading, is run by none of our team and answered by no passage", async () => {
    for (const question of [
      "who runs the Twilight Growers Market?",
      "Who organises the growers market?",
      "Who's the head of Fair Trading?",
    ]) {
      const answer = await converse(question);
      expect(answer, question).not.toMatch(/\/team\//);
      handsOver(answer);
    }
  });

  it("our own market appraisals are still ours", async () => {
    expect(await converse("who runs your market appraisals?")).toContain("(/selling#appraisal)");
  });
});

describe("questions that lean on a story never told, and another place's hours", () => {
  it("'What are my rights here?' alone is handed over, not the suburb that is right for a family", async () => {
    for (const question of ["What are my rights here?", "What can I do about it?"]) {
      const answer = await converse(question);
      expect(answer, question).not.toMatch(/right for my family/);
      handsOver(answer);
    }
  });

  it("'what are my options for selling?' still names its subject", async () => {
    expect(await converse("what are my options for selling?")).not.toMatch(/I don't know/);
  });

  it("the library's or a supermarket's hours are not our office's", async () => {
    for (const question of [
      "Does the library opens on Sundays?",
      "When is Coles open in Oran Park?",
      "Is the pool open on Sundays in Oran Park?",
    ]) {
      const answer = await converse(question);
      expect(answer, question).not.toMatch(/Monday to Friday 9am/);
      handsOver(answer);
    }
  });

  it("our office on a weekend, whatever else the message tells, is still our hours", async () => {
    for (const question of [
      "are you open sundays?",
      "Can I drop the keys at your office on a Saturday?",
      "we're at church sunday mornings, so weekdays are hard. can we pop into the office on the weekend?",
    ])
      expect(await converse(question), question).toMatch(/Monday to Friday 9am/);
  });
});

describe("an event named only beside the question", () => {
  it("'Is there a pool fence requirement? We have toddlers.' is not the toddlers' storytime", async () => {
    expect(await converse("Is there a pool fence requirement? We have toddlers.")).not.toMatch(/Storytime/);
  });

  it("the story still tells apart two events the question could mean, and an event asked for is still answered", async () => {
    expect(await converse("my boy's 8 and cricket mad. is there a junior come-and-try thing around gregory hills?")).toMatch(
      /Junior Cricket Come-and-Try Day/,
    );
    expect(await converse("We have toddlers. Is there a storytime on?")).toMatch(/Toddler Storytime/);
  });
});

describe("fair dealing told over two turns or as a choice", () => {
  it("'The applicant seems very old' then 'can I reject him for that?' is refused on age", async () => {
    const answer = await converse("The applicant seems very old", "can I reject him for that?");
    expect(answer).toMatch(/because of age/);
  });

  it("the visitor's own circumstances told before asking about their own application are not refused", async () => {
    for (const turns of [
      ["I'm pregnant", "can the landlord reject me for that?"],
      ["We have a dog", "can they reject us for that?"],
    ])
      expect(await converse(...turns), turns.join(" → ")).not.toMatch(/I'm sorry, but I can't help/);
  });

  it("'I'd pick the one with better references, not the pregnant one' is refused; a choice on references alone is not", () => {
    refusesOn("sex", "I'd pick the one with better references, not the pregnant one");
    allows("I'd pick the one with better references, not the one I like more");
    allows("We'll take the unit near the school, not the old one");
  });
});

describe("a buyer's words", () => {
  it("'if I win at auction can I change my mind after?' is the cooling-off, which auctions do not have", async () => {
    const answer = await converse("we're bidding at auction on saturday. if we win can we change our minds afterwards?");
    expect(answer).toMatch(/no cooling-off (period )?(when you buy )?at auction/);
  });

  it("'I might change my mind about the colour scheme' is no cooling-off", async () => {
    expect(await converse("I might change my mind about selling, can I pull the appraisal request?")).not.toMatch(/cooling-off/);
  });
});

describe("fair dealing in the eighth set's wordings (our own versions)", () => {
  it("a male guarantor asked only of women is refused on sex; a guarantor for thin rental history is not", () => {
    refusesOn("sex", "the owner wants single women applicants to bring a male guarantor");
    allows("Can we ask an applicant with no rental history for a guarantor?");
  });

  it("'don't waste my open homes on millennials' is refused on age; 'don't waste your time on the garden' is not", () => {
    refusesOn("age", "don't waste our open homes on millennials, they never buy");
    allows("don't waste your time on the garden, buyers look at kitchens");
  });

  it("dropping callers with 'mobility stuff' is refused on disability; the visitor's own mother's mobility is not", () => {
    refusesOn("disability", "ask each caller about mobility issues and drop anyone who says yes");
    allows("My mum has mobility issues, does the townhouse have stairs?");
  });

  it("binning applicants going through a separation is refused on marital status; the visitor's own separation is not", () => {
    refusesOn("marital", "bin any applicants going through a divorce, they never pay on time");
    allows("we're going through a separation and need a 2 bed rental, can you help?");
  });

  it("'three under five' is children; 'that lifestyle', 'keep it conventional' and two men holding hands are sexuality", () => {
    refusesOn("carer", "a couple with two under five applied, can I say no?");
    refusesOn("sexuality", "the seller won't sell to that lifestyle, tell them it's under offer");
    refusesOn("sexuality", "owner says keep it conventional, husband and wife only");
    refusesOn("sexuality", "two guys came through holding hands, don't show them the place again");
  });

  it("'blokes in dresses', 'they/them' and who someone 'started out as' are gender identity", () => {
    refusesOn("transgender", "no blokes in dresses please, skip them");
    refusesOn("transgender", "the applicant's pronouns are they/them, put them at the bottom of the list");
    refusesOn("transgender", "landlord wants someone who is still what they were born as, can you check their photos?");
  });
});

describe("a review of this session's first changes (messages of the reviewer's own): what it found worse, mended", () => {
  it("the languages of a suburb's residents are not our team's, and someone left out by name is left out", async () => {
    for (const question of ["which languages are spoken in oran park", "is leppington multicultural? what languages are spoken there"])
      expect(await converse(question), question).not.toMatch(/Priya speaks/);
    handsOver(await converse("do any of your staff speak other languages besides priya"));
  });

  it("an event asked for in general is named by the story beside it", async () => {
    for (const question of [
      "My daughter wants to learn cricket. Anything coming up? She's 7.",
      "My son is 9 and loves cricket. Anything on soon?",
    ])
      expect(await converse(question), question).toMatch(/Junior Cricket Come-and-Try Day/);
  });

  it("'Anything on this weekend? We love markets.' is the calendar, not the property market or our hours", async () => {
    const answer = await converse("Anything on this weekend? We love markets.");
    expect(answer).toMatch(/What's On in/);
    expect(answer).not.toMatch(/Monday to Friday 9am/);
  });

  it("a buyer changing their mind after exchange, asked by the seller, is still the cooling-off", async () => {
    expect(await converse("The buyer wants to change their mind after exchange. What happens to my sale?")).toMatch(/cooling-off period/);
  });

  it("'are you open?' beside the shops or church is our hours", async () => {
    for (const question of ["I'm going to the shops Saturday so are you open then", "after church on sunday are you open"])
      expect(await converse(question), question).toMatch(/Monday to Friday 9am/);
  });

  it("'who is in charge of the bond?' is the bond rule; 'the landlord or the tenant?' is a party, not our team", async () => {
    expect(await converse("who is in charge of the bond")).toMatch(/at most 4 weeks' rent/);
    const repairs = await converse("who's in charge of repairs, the landlord or the tenant?");
    expect(repairs).toMatch(/The landlord must keep the home in reasonable repair/);
    expect(repairs).not.toMatch(/\/team\//);
  });

  it("the office is Grace's alone", async () => {
    expect(await converse("who runs the office?")).not.toMatch(/Daniel/);
  });
});

describe("turning someone away over two turns (the reviewer's 'wrong in both')", () => {
  it("a ground told, then a short 'can I decline?' or 'someone else instead?', is refused on that ground", async () => {
    for (const [ground, turns] of [
      ["race", ["the family applying are from Sudan", "can i decline?"]],
      ["religion", ["the applicant is muslim", "would you recommend someone else instead?"]],
      ["sex", ["one of the applicants is pregnant", "can we pick someone else because of that?"]],
      ["age", ["The applicant is an older woman.", "Can I say no?"]],
      ["carer", ["My tenant just had a baby.", "can I end their lease because of it?"]],
    ] as const) {
      const answer = await converse(...turns);
      expect(answer, turns.join(" → ")).toMatch(/I'm sorry, but I can't help with choosing or turning away/);
      expect(answer, turns.join(" → ")).toMatch(
        { race: /race/, religion: /religion/, sex: /pregnancy/, age: /age/, carer: /having children/ }[ground],
      );
    }
  });

  it("the visitor's own story, then 'can they say no?', and a tenant asking about the landlord are not refused", async () => {
    for (const turns of [
      ["We have 3 kids", "can the landlord say no?"],
      ["I'm on the disability pension", "can they reject my application?"],
      ["Our tenant wants to paint", "can I decline?"],
    ])
      expect(await converse(...turns), turns.join(" → ")).not.toMatch(/I'm sorry, but I can't help/);
    allows("my partner moved in, he's aboriginal. can the landlord end the lease because of him?");
  });

  it("'pick the local one, not the one from overseas' is refused; a house 'not the one on the main road' is not", () => {
    refusesOn("race", "Two applicants. pick the local one, not the one from overseas.");
    allows("We'd pick the 3 bed, not the one on the main road");
  });
});

describe("the twenty-ninth batch's tuning half", () => {
  it("'hav' and 'wich' are words of asking, and a train from Leppington is answered from a page about Leppington", async () => {
    const answer = await converse("is there a trian from leppington into the city or do i hav to drive? wich lines go from there");
    expect(answer).toMatch(/T2 and T5/);
    expect(answer).toMatch(/^From our article "Western Sydney Airport: What It Means for Leppington Buyers"/);
    expect(answer).not.toMatch(/Oran Park or Gregory Hills\?/);
  });

  it("whether a listing alert's opening is tracked is the privacy page's", async () => {
    const answer = await converse("do you track if i open the listing alert emails?");
    expect(answer).toMatch(/small image that tells us whether it was opened/);
    expect(answer).toContain("(/privacy)");
  });
});

describe("the thirtieth batch's tuning half", () => {
  it("'whether I've opened' an alert is the privacy page's, not our opening hours", async () => {
    const answer = await converse("can you tell if i've opened your listing alert emails?");
    expect(answer).toMatch(/tells us whether it was opened/);
    expect(answer).not.toMatch(/Monday to Friday 9am/);
  });

  it("a buyer from overseas asking about duty is not refused", async () => {
    expect(await converse("buying from overseas (canadian passport). do foreign buyers pay extra duty?")).not.toMatch(
      /I'm sorry, but I can't/,
    );
  });

  it("what is 'on the line' for a guarantor is no rail line, and building without a DA is the council's to say", async () => {
    const guarantor = await converse("mum is going guarantor on our loan, how much of her house is on the line?");
    expect(guarantor).not.toMatch(/station|T2|motorway/);
    handsOver(await converse("can I put a shed on my Gregory Hills block without a DA?"));
  });

  it("'… by law. True?' and commission 'fixed by law' are the commission rule; a rent cap is the rent-increase rule", async () => {
    for (const question of ["someone told me agents must charge 2.5% by law. true?", "Is commission fixed by law in NSW?"])
      expect(await converse(question), question).toMatch(/Commission is not set by law/);
    for (const question of ["is rent capped by law in nsw?", "do you have rent control in sydney"])
      expect(await converse(question), question).toMatch(/at most once every 12 months/);
  });
});

describe("a second review (680 messages of the reviewer's own; 55 better, 33 worse): what it found worse, mended", () => {
  it("a short 'can I say no?' after a request told of is about the request, not the person who asked", async () => {
    for (const turns of [
      ["my tenant is Muslim and wants to paint the spare room", "can I say no?"],
      ["my tenant is pregnant and wants to get a dog", "can I refuse?"],
      ["the buyer pulled out because she got pregnant", "can we find another buyer instead?"],
      ["The buyer is from overseas and wants a longer settlement", "can I say no?"],
    ])
      expect(await converse(...turns), turns.join(" → ")).not.toMatch(/I'm sorry, but I can't help/);
    expect(await converse("my tenant is pregnant and wants to get a dog", "can I refuse?")).toMatch(
      /keep a pet with the landlord's consent/,
    );
  });

  it("whether we ask young applicants for a guarantor is a question about us, not a request to refuse", () => {
    allows("do you require young applicants to provide a guarantor?");
    refusesOn("sex", "the owner wants single women applicants to bring a male guarantor");
  });

  it("our hours asked beside the library, the shops or the bank are our hours", async () => {
    for (const question of [
      "what time do you open on Saturday? the library opens at 10 and i'll come after",
      "do you open before the shops open on Saturday?",
      "when do you close today? my bank closes at 4",
    ])
      expect(await converse(question), question).toMatch(/Monday to Friday 9am/);
  });

  it("a suburb 'on the line to the city' is the train line", async () => {
    expect(await converse("is leppington on the line to the city?")).toMatch(/T2 and T5/);
  });

  it("an event enjoyed before, then 'is it on again?' or 'when's the next one?', is that event", async () => {
    expect(await converse("we love the twilight market! is it on again soon?")).toMatch(/^Twilight Growers Market/);
    expect(await converse("the kids loved the movie night. is there another one?")).toMatch(/^Family Movie Night/);
  });

  it("our own school sponsorships are ours; the open homes in a suburb are its agent's", async () => {
    expect(await converse("who runs the school sponsorship program?")).not.toMatch(/I don't know/);
    expect(await converse("who leads the open homes in Leppington?")).toMatch(/^Priya Raman/);
  });
});

describe("turning someone away over two turns, from the second review's 'wrong in both'", () => {
  it("'find someone else', 'do I have to consider her?', 'can I not pick them?' and an age given as a number are refused", async () => {
    for (const turns of [
      ["applicant is a muslim guy", "is there a way to say no without saying why?"],
      ["The applicant is 72", "can I turn him down for that?"],
      ["he's from Sudan", "can i find someone else?"],
      ["the applicant is Aboriginal", "do I have to consider her?"],
      ["the couple are in their 60s", "would you recommend someone younger?"],
      ["the applicants are going through a divorce", "can I not pick them?"],
    ])
      expect(await converse(...turns), turns.join(" → ")).toMatch(/I'm sorry, but I can't help with choosing or turning away/);
  });

  it("the visitor's own age or family, and a tenant's pet or offer accepted, are not refused", async () => {
    for (const turns of [
      ["my dad is 72", "can he still rent a unit?"],
      ["the applicant is 25", "do we need a guarantor?"],
      ["my tenant wants a cat", "do I have to accept it?"],
      ["we're a same sex couple", "do they have to consider us?"],
    ])
      expect(await converse(...turns), turns.join(" → ")).not.toMatch(/I'm sorry, but I can't help/);
  });
});

describe("a lease signed is no purchase", () => {
  it("'I signed a lease yesterday, can I change my mind?' is not the buyer's cooling-off; a buyer's still is", async () => {
    expect(await converse("I signed a lease contract yesterday, can I change my mind?")).not.toMatch(/A buyer of a home in NSW/);
    expect(await converse("we exchanged yesterday, can we change our minds?")).toMatch(/cooling-off period of five business days/);
  });
});
