import { describe, expect, it } from "vitest";
import { alertFrequencyOptions } from "@/lib/validation/listing-alert";
import { checkFairDealing } from "@/server/chat/guardrail";
import { createKnowledgeBase, type KnowledgeDocument } from "@/server/chat/knowledge-base";
import { listingFeatureDocuments } from "@/server/chat/listing-feature-documents";
import { allows, handsOver, seededChat } from "../support/seeded-chat";

/**
 * Issue 28, the forty-eighth session: the thirty-fifth batch's visitors came for the listings, and the assistant knew
 * nothing of how the listing pages work. It now does, from the same lists the pages render
 * (src/server/chat/listing-feature-documents.ts), each passage found only when a question names what it answers.
 * Wordings of our own, not the batch's.
 */
const { converse } = seededChat();

describe("how the listing pages work", () => {
  it("where the homes for rent and for sale are, each from its own search", async () => {
    const rent = await converse("where on your site do you list rentals?");
    expect(rent).toContain("[Homes for rent](/rent)");
    expect(rent).toMatch(/Pets allowed/);
    const buy = await converse("where on the website would I find homes to buy?");
    expect(buy).toContain("[Homes for sale](/buy)");
    expect(buy).not.toContain("(/rent)");
  });

  it("alerts: 'E-mail me new matches', confirmed from an e-mail, at each frequency the form offers", async () => {
    const answer = await converse("can I get notified when new rentals in Leppington come up?");
    expect(answer).toContain("[Homes for rent](/rent)");
    expect(answer).toMatch(/'E-mail me new matches'/);
    expect(answer).toMatch(/confirm/);
    for (const option of alertFrequencyOptions) expect(answer.toLowerCase()).toContain(option.label.toLowerCase());
    expect(await converse("can the listing emails come weekly rather than every time one is listed?")).toMatch(/weekly \(monday 7 am\)/i);
  });

  it("one home followed, a day of open homes in one calendar file, a price guide, a contract, registering to bid", async () => {
    expect(await converse("how do I find out what the place on Camden Valley Way ends up selling for?")).toMatch(/'Keep me updated'/);
    const planned = await converse("can I put all the open homes I'm seeing on Saturday in my calendar at once?");
    expect(planned).toMatch(/one calendar file \(\.ics\)/);
    expect(planned).toMatch(/[Tt]ick/);
    const noPrice = await converse("why do some of your listings say contact agent instead of a price?");
    expect(noPrice).toMatch(/'Contact agent'/);
    expect(noPrice).toMatch(/'Price guide'/);
    expect(await converse("how can I get a copy of the contract before we make an offer?")).toMatch(/'Contract of sale'/);
    expect(await converse("first auction for us, what do we have to bring to bid?")).toMatch(/photo identification/);
  });

  it("'which of those allow pets?' after a rental search is the search's filter, before the rule for asking", async () => {
    const answer = await converse("any rentals in Gregory Hills under $700 a week?", "which ones take dogs?");
    expect(answer).toMatch(/'Pets allowed'/);
    expect(answer).toContain("(/rent)");
    expect(answer).not.toMatch(/21 days/);
  });

  it("the week's open homes: ticked and downloaded as one calendar file", async () => {
    expect(await converse("where can I see this week's open homes?")).toMatch(/\[Open homes this week\]\(\/open-homes\).*\.ics/);
  });

  it("none of it answers what it does not cover: the law, one home's standing, the privacy of alerts, a bond", async () => {
    // (Each would otherwise share its words: an auction, a contract, alerts, "too much".)
    expect(await converse("is it legal for the agent to bid for the seller at an auction?")).not.toMatch(/photo identification/);
    handsOver(await converse("is the 4 bed on Kurrajong Street still available, and can we inspect it Sunday?"));
    expect(await converse("do your listing alert e-mails track whether I open them?")).not.toMatch(/E-mail me new matches/);
    expect(await converse("the landlord wants 6 weeks' bond, isn't that too much?")).not.toMatch(/comparable sales|Sold homes/);
    expect(await converse("what's the cooling-off period once we've signed the contract?")).not.toMatch(/Enquire about this home/);
  });
});

describe("a passage found only when asked by name", () => {
  const base: KnowledgeDocument[] = [
    {
      id: "rule",
      kind: "fact",
      title: "Open homes in a tenanted home",
      text: "Open homes in a tenanted home need notice.",
      url: "/selling",
    },
    { id: "hours", kind: "contact", title: "Office hours", text: "Open on weekends until 3pm.", url: "/contact" },
  ];

  it("takes no place among a question's best passages unless asked, and leaves the words' rarity as it was", () => {
    const [planning] = listingFeatureDocuments().filter((d) => d.id === "listings:open-homes-plan");
    const without = createKnowledgeBase(base);
    const withIt = createKnowledgeBase([...base, planning!]);
    const asked = "can I run open homes on weekends with a tenant in?";
    expect(withIt.search(asked).hits.map((hit) => hit.document.id)).not.toContain("listings:open-homes-plan");
    expect(withIt.search(asked).query.key).toBe(without.search(asked).query.key);
    expect(withIt.search("can I add Saturday's open homes to my calendar?").hits.map((hit) => hit.document.id)).toContain(
      "listings:open-homes-plan",
    );
  });
});

describe("from the thirty-fifth batch's tuning half", () => {
  it("an enquiry sent while the office is closed is answered when it opens, with the hours", async () => {
    const answer = await converse("I messaged you late on Saturday night, when will someone get back to me?");
    expect(answer).toMatch(/when it next opens/);
    expect(answer).toMatch(/Monday to Friday/);
  });

  it("'$X+' in an advertisement is an 'offers over' price, which the price-guide rule bans", async () => {
    expect(await converse("can our listing be advertised as $850k+ to set a floor?")).toMatch(/'\$X\+' are banned/);
  });

  it("'before they go up on the websites' is before they are advertised, not a rent rise", async () => {
    const answer = await converse("how can I hear about rentals before they go up on the websites?");
    expect(answer).toMatch(/before they are advertised/);
    expect(answer).not.toMatch(/60 days/);
  });

  it("a single parent on Centrelink asking to apply is welcome to, like anyone", async () => {
    expect(await converse("Single mum of three, some of my income is Centrelink. Am I able to apply for your rentals?")).toMatch(
      /you're welcome to apply/,
    );
  });

  it("whether the owner has said yes to the visitor's own request is the team's to tell", async () => {
    handsOver(await converse("Has the landlord approved our request to get a cat yet?"));
  });

  it("streets chosen by their neighbours' religion are refused as a judgement of the place, with its facts", async () => {
    const verdict = checkFairDealing("buying in Gregory Hills - which streets have fewer Hindu families?");
    expect(verdict.refused).toBe(true);
    expect(verdict.judgesPlace).toBe(true);
    allows("which streets in Oran Park have more families with young kids near the school?");
  });

  it("a seller's story names the agent even when that profile is not among the passages the question found", async () => {
    expect(await converse("We have 15 acres near Cobbitty with horse stables. Who at your office handles selling that?")).toMatch(
      /^Callum Brady/,
    );
  });
});

describe("from a helper's review of this session's change: what the new passages must not answer", () => {
  it("a notice, a commission, a park, a deposit or a tradie's quote is not how the listing pages work", async () => {
    for (const [question, feature] of [
      ["do i have to tell the landlord about a new flatmate? do i notify them?", /E-mail me new matches/],
      ["will I be notified of the new rent before it starts?", /E-mail me new matches/],
      ["is the commission worked out on what the house ends up selling for?", /Keep me updated/],
      ["which parks in Oran Park allow dogs off the lead?", /Pets allowed/],
      ["can I get out of the contract if the finance falls through?", /Enquire about this home/],
      ["do we pay the deposit on auction day?", /photo identification/],
      ["the building and pest report is $900, is that too much for a house?", /comparable sales/],
      ["is it worth paying a stylist before the photos now the house is empty?", /comparable sales/],
      ["do I clean the air con filters or does the landlord?", /filters by features/],
      ["where do I find the strata report for the units in Leppington?", /\[Homes for sale\]/],
      ["where can I see my rental ledger?", /\[Homes for rent\]/],
    ] as const)
      expect(await converse(question), question).not.toMatch(feature);
  });

  it("the deposit at auction is still the deposit rule; an investor looking at rentals is no tenant", async () => {
    expect(await converse("does the 10% deposit have to be paid on auction day?")).toMatch(/fall of the hammer/);
    expect(await converse("we're looking at rentals as an investor, what's the vacancy rate?")).not.toMatch(/Browse homes for lease/);
  });

  it("streets with more young families is no judgement of people; a contract signed already is the team's", async () => {
    allows("are there streets with more young families in Gregory Hills?");
    handsOver(await converse("can I get a copy of the contract of sale I signed last year?"));
  });
});

describe("from a second review: asked of one home, of the visitor's own papers, or by a seller", () => {
  it("a bidder's ID kept, one street's home, who has registered: the team's, not how the pages work", async () => {
    handsOver(await converse("after I register to bid, do you store a copy of my licence?"));
    handsOver(await converse("is the townhouse on Banksia Crescent pet friendly?"));
    handsOver(await converse("We're selling with you next month", "can we see who has registered to bid?"));
    handsOver(await converse("we bought a place through you in March", "can I get a copy of the contract?"));
  });

  it("alerts asked of in other words: instant, from daily to weekly, a home for rent that comes up", async () => {
    expect(await converse("can the alerts come instantly?")).toMatch(/E-mail me new matches/);
    expect(await converse("switch my alerts from daily to weekly please")).toMatch(/a link to change how often/);
    expect(await converse("alert me when a 3 bed house for rent comes up in Oran Park")).toContain("[Homes for rent](/rent)");
    expect(await converse("Can I be e-mailed when new townhouses are listed in Leppington?")).toMatch(/E-mail me new matches/);
  });
});

describe("the listing features in more of visitors' words (after the reviews)", () => {
  it("a saved search, a text, tracking one listing, a price that drops, the sold page, land for sale", async () => {
    expect(await converse("can I save my search somewhere?")).toMatch(/E-mail me new matches/);
    expect(await converse("can you let me know when a 4 bed house in Oran Park gets listed?")).toMatch(/E-mail me new matches/);
    expect(await converse("how do I keep track of one particular house?")).toMatch(/'Keep me updated'/);
    expect(await converse("can I hear about it if the price drops on a place I like?")).toMatch(/'Keep me updated'/);
    expect(await converse("where's the rentals page?")).toContain("[Homes for rent](/rent)");
    expect(await converse("which page has the land for sale?")).toContain("[Homes for sale](/buy)");
  });

  it("bidding, a private viewing, a fair price, rentals that take cats, an auction instead of a price", async () => {
    expect(await converse("what should I bring if I want to bid on Saturday?")).toMatch(/photo identification/);
    expect(await converse("I'd like to arrange a private viewing of a home for sale")).toMatch(/'Arrange an inspection'/);
    expect(await converse("how do I know whether a house's price seems fair?")).toMatch(/comparable sales/);
    expect(await converse("do you have rentals that take cats?")).toMatch(/'Pets allowed'/);
    expect(await converse("why do some houses show auction instead of a price?")).toMatch(/'Auction' when it goes to auction/);
  });

  it("'will that stop me getting a rental?' from someone on a payment is answered like any applicant's question", async () => {
    expect(await converse("I get the carer payment, will that stop me getting a rental with you?")).toMatch(
      /^Not with us: you're welcome to apply/,
    );
  });

  it("a message sent at 9pm on a Friday is answered with our hours", async () => {
    expect(await converse("emailed you at 9pm friday, when should I hear back?")).toMatch(/Monday to Friday 9am/);
  });
});
