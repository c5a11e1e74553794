import { describe, expect, it } from "vitest";
import { allows, handsOver, refusesOn, seededChat } from "../support/seeded-chat";

/**
 * Issue 28, the forty-first session: questions of the tuning halves that a story beside them, or one word read too
 * literally, kept from the NSW rule that answers them ("there's 3 of us" read as section 3, "another notice" as a kind
 * of notice, a month or "I thought" as a subject the site never covers), each with wordings of our own.
 */
const { converse } = seededChat();

const breakFee = /the break fee is 4 weeks' rent if under a quarter of the term has passed/;

describe("a tenant leaving a lease early, in their own words", () => {
  it("'i want out' and 'get out of it' after a lease is named are the break fee", async () => {
    for (const question of [
      "ten months into a 12 month lease and me and my gf broke up, i want out. do i still have to pay heaps??",
      "3 months into a 6 month lease and we want out. how much will it cost?",
      "we're two months into our lease, the place is too small, can we get out of it?",
      "We're 4 months into a 12 month lease and my job moved. What do I have to pay if I leave?",
    ])
      expect(await converse(question), question).toMatch(breakFee);
  });

  it("a tenant months into a lease is not answered with what a landlord's rent collection gives them", async () => {
    expect(await converse("ten months into a 12 month lease and i want out. do i still have to pay?")).not.toMatch(/paid to you monthly/);
  });

  it("a separation beside it is still a subject the site does not cover", async () => {
    handsOver(
      await converse(
        "My partner and I are separating. We're only 2 months into a 2-year lease in Gregory Hills and neither of us can afford it alone. What does it cost to get out of it?",
      ),
    );
  });

  it("wanting out of an agency agreement is not breaking a lease", async () => {
    expect(await converse("I signed an agency agreement yesterday and want out, can I get out of it?")).not.toMatch(breakFee);
  });
});

describe("words that are not the subject asked about", () => {
  it("'another notice' of a rent rise, with the months it came in and 'I thought', is the rent-increase rule", async () => {
    for (const question of [
      "Hi there, we've been renting a townhouse in Oran Park for about 18 months and we're on a periodic lease now. The owner put the rent up in March, and now in October the agent has sent another notice for a further increase. I thought there was a limit on how often this can happen?",
      "The rent went up in March and now in October another notice came. Is there a limit on how often?",
    ])
      expect(await converse(question), question).toMatch(/at most once every 12 months/);
  });

  it("'there's 3 of us' is no section 3: a bond of 6 weeks gets the bond rule", async () => {
    expect(
      await converse(
        "hi we're three nurses looking to rent together in oran park",
        "a private landlord is asking for 6 weeks bond because there's 3 of us. is that ok?",
      ),
    ).toMatch(/The bond is at most 4 weeks' rent/);
    expect(await converse("a landlord wants 6 weeks bond because there's 2 of us, is that allowed?")).toMatch(/at most 4 weeks' rent/);
  });

  it("'the agent wants' open homes every day of the weekend, beside a tenant's work, is the rule for showing a tenanted home", async () => {
    expect(
      await converse(
        "Owner's selling and the agent wants open homes every Saturday AND Sunday. I'm a chef and work weekends, do I have to put up with that?",
      ),
    ).toMatch(/at most 2 a week with 48 hours' notice/);
  });

  it("'heard nothing back' on a pet request is no reply, which the pet rule says is a yes after 21 days", async () => {
    expect(
      await converse(
        "student share house here, 3 of us, we want to adopt a rescue cat",
        "so we sent the form to the agent over 3 weeks ago and heard nothing back. what now",
      ),
    ).toMatch(/within 21 days; no reply means yes/);
    expect(await converse("we asked our landlord for a dog 4 weeks ago and haven't heard anything back, what now?")).toMatch(
      /no reply means yes/,
    );
  });
});

describe("what is asked, named in the question beside a story", () => {
  it("how much notice for a repair is the entry rule's 2 days, not the urgent-repair rule", async () => {
    const answer = await converse(
      "i work nights in ICU and sleep 9 till 4. agent texted that a plumber is coming tomorrow for a slow leak under the sink (not urgent). how much notice are they meant to give for repairs?",
    );
    expect(answer).toMatch(/Entry for ordinary repairs needs at least 2 days' notice/);
  });

  it("new tenants called 'new ones' are how quickly a home is leased", async () => {
    for (const question of [
      "My tenants are moving out next month. How long does it usually take you to find new ones for a 4-bed in Gregory Hills?",
      "My tenants are leaving in March. How long to find new ones?",
      "My tenants are moving out next month. How long to find replacements?",
      "my tenants gave notice, can you find replacements quickly?",
    ])
      expect(await converse(question), question).toMatch(/usually lease within two to three weeks/);
  });

  it("someone who specialises in a suburb is its agent", async () => {
    expect(await converse("Is there someone on your team who specialises in Oran Park specifically?")).toMatch(/Liam Nguyen/);
  });

  it("what is needed to apply is not answered by how quick applying is", async () => {
    for (const question of ["what do I need to apply for a rental?", "neither of us has rented before, what do we need to apply?"])
      expect(await converse(question), question).not.toMatch(/A quick application and a fast decision/);
  });
});

describe("how long a request for one's personal information takes", () => {
  it("'how long do you have to respond to that?' after asking to see it is the privacy policy's 30 days, not the enquiry reply time", async () => {
    const answer = await converse(
      "I'd like to see what personal information your agency holds about me from when I rented through you. How long do you have to respond to that?",
    );
    expect(answer).toMatch(/We will respond to your request within 30 days/);
    expect(answer).not.toMatch(/within 2 hours/);
    expect(await converse("how long do you take to respond to an enquiry?")).toMatch(/within 2 hours/);
  });
});

describe("fair dealing: requests left open by the fortieth session", () => {
  it("an inspection timed so 'the mums' can't come, 'not those families of seven again', 'the oldies can pay a bigger bond', applications with kids sent to the back", () => {
    refusesOn("carer", "book the open home at 3pm so the mums can't come");
    refusesOn("carer", "not those families of seven again");
    refusesOn("age", "the oldies can pay a bigger bond");
    refusesOn("carer", "applications with kids go to the back of the queue");
  });

  it("the same words in an everyday sense are not refused", () => {
    for (const message of [
      "the mums group meets on Tuesday, is the open home on Saturday?",
      "can working mums get evening inspections?",
      "the oldies are visiting, can we inspect Sunday?",
      "the oldies will help us with the deposit, is that ok?",
      "not those roadworks again, is Camden Valley Way closed?",
      "my application with kids listed, do I need to show birth certificates?",
      "book the inspection at 3pm so the kids can come after school",
    ])
      allows(message);
  });
});

describe("a landlord's end-of-year paperwork", () => {
  it("'what paperwork do I get for the tax man?' is the financial reporting card", async () => {
    expect(await converse("when do i get paid the rent and what paperwork do i get for the tax man? im in singapore")).toMatch(
      /end-of-financial-year summary/,
    );
  });
});

describe("a review of this session's first cut (285 messages of the reviewer's own): what it must not change", () => {
  it("a landlord moving back in is ending the tenancy, not an inspection's notice", async () => {
    for (const question of [
      "the landlord wants to move back in, how much notice",
      "landlord wants the house back for his son, how much notice",
    ])
      expect(await converse(question), question).not.toMatch(/Routine Inspections|seven days/);
  });

  it("hot water to be fixed is no water bill, and 'is that right?' asks no one's rights", async () => {
    expect(await converse("we thought the landlord fixes the hot water, who pays")).not.toMatch(/water supply and sewerage charges/);
    expect(await converse("who pays the hot water bill?")).toMatch(/water bill for usage/);
    expect(await converse("I thought the tenant pays for the gas, is that right")).toMatch(/electricity and gas they use/);
  });

  it("an application not heard of is not answered by how quick applying is", async () => {
    expect(await converse("applied for a rental 2 weeks ago and heard nothing back")).not.toMatch(/A quick application/);
  });

  it("a suburb's agent is the whole answer, without another profile that shares a word", async () => {
    const answer = await converse("Who specialises in Oran Park?");
    expect(answer).toMatch(/^Liam Nguyen/);
    expect(answer).not.toMatch(/Callum/);
  });

  it("who handles a blocked toilet is still the repairs rule", async () => {
    expect(await converse("the toilet's blocked", "who handles it?")).toMatch(/^The landlord must keep the home in reasonable repair/);
  });
});

describe("the review's wrong answers that this session's changes did not cause", () => {
  it("an owner ending the lease so their daughter can move in is no break fee", async () => {
    expect(await converse("can the owner end my lease so their daughter can move in")).not.toMatch(breakFee);
  });

  it("'we want out' before the lease is named is leaving it early too", async () => {
    expect(await converse("we want out of the lease, it has 5 months left")).toMatch(breakFee);
  });

  it("what a son needs to rent his first place is not what a landlord's rent collection gives", async () => {
    expect(await converse("my son wants to rent his first place, what does he need")).not.toMatch(/paid to you monthly/);
  });

  it("'only want aussie tenants' and 'only want to rent to aussie tenants' are refused; an Aussie family's own search is not", () => {
    refusesOn("race", "only want aussie tenants");
    refusesOn("race", "I only want to rent to aussie tenants");
    refusesOn("race", "we only want to sell it to an australian family");
    allows("we're an aussie family, only want to rent a 3 bed house");
    allows("we rented to an aussie family last year, they were great");
  });
});

describe("the twentieth batch's tuning half", () => {
  it("rent-to-own homes are a subject the site does not cover, not a search of the homes for lease", async () => {
    const answer = await converse("Do you have any rent-to-own homes around Leppington or Oran Park? Trying to get a foot in the market.");
    handsOver(answer);
    expect(answer).not.toMatch(/No homes for lease are listed/);
    expect(await converse("any rentals in oran park?")).toMatch(/No homes for lease are listed/);
  });

  it("'a free night for first home buyers' is the calendar's information evening", async () => {
    expect(
      await converse("saw something about a free night for first home buyers at your office? what time is it and do i need to book"),
    ).toMatch(/First-Home Buyer Information Evening/);
  });

  it("updating the bathroom or redoing the kitchen before selling is renovating", async () => {
    expect(await converse("should we update the bathroom before selling?")).toMatch(/Should I renovate before selling\? Usually not/);
  });
});

describe("the twentieth batch's tuning half: off the market, and whether a way is worth it", () => {
  it("'do you ever sell places without advertising them?' is selling off-market; a seller's own home is not", async () => {
    expect(
      await converse("Missed out on 3 in GH now, always some other buyer gets in first. Do you ever sell places without advertising them?"),
    ).toMatch(/sold to registered buyers before they are advertised/);
    expect(await converse("can I sell my house without advertising it?")).not.toMatch(/off-market homes/);
  });

  it("'is auction worth it?' asks which way is better", async () => {
    expect(await converse("is auction worth it?")).toMatch(/Auction or private treaty: which is better\?/);
  });
});

describe("how long the agency has been selling", () => {
  it("'how long have you been doing this / in business?' is the team's 10+ years, not the business hours", async () => {
    for (const question of ["how long have you been doing this?", "how long have you been in business?"]) {
      const answer = await converse(question);
      expect(answer, question).toMatch(/10\+ years of local experience/);
      expect(answer, question).not.toMatch(/within 2 hours during business hours/);
    }
  });
});

describe("a second review (313 messages of the reviewer's own): what the later changes must not do", () => {
  it("'overkill' stays a word the site does not answer", async () => {
    handsOver(await converse("is a conveyancer overkill for a simple sale?"));
  });

  it("people chosen for a home in a suburb get no facts of the suburb beside the refusal", async () => {
    expect(await converse("show the Leppington house only to young couples, no families")).not.toMatch(/for example:/);
    expect(await converse("is Oran Park full of migrants these days?")).toMatch(/In Oran Park, for example:/);
  });
});
