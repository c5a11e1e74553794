import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialAgency } from "@/content/agency";
import type { ChatMessage } from "@/lib/chat/types";
import { buildSiteKnowledgeBase } from "@/server/chat/site-knowledge";
import { answerListingQuestion, type ListingAnswerOptions } from "@/server/chat/listing-answers";
import { contentPages } from "@/server/content-pages/content-pages";
import type { Db } from "@/server/db/connect";
import type { FeedSource } from "@/server/listings/feed-files";
import { readContentVersion } from "@/server/db/content-version";
import { claimNextImageSlot } from "@/server/listings/photo-worker";
import { agentStock, newestForSale, suburbForSale, suburbRecentSales } from "@/server/listings/stock";
import { testDatabases } from "../support/databases";
import { addFeedSource, importSyntheticListings } from "./support/listings";
import type { SyntheticListing } from "../support/reaxml-listings";
import { answerCase } from "../chat-evaluation/run";

/*
 * Issue 30, item 5: the stock where it belongs (a suburb's pages, an agent's profile, the home page, the chat), and
 * item 6: the pages that show it change version only when a listing they show changes (src/server/content-pages/).
 */

const now = new Date("2026-11-26T00:00:00Z");
const day = (n: number) => `2026-11-${String(n).padStart(2, "0")}-09:00:00`;
const priya = { name: "Priya Raman", email: "priya@ironbark.example" };

const stock: SyntheticListing[] = [
  {
    uniqueId: "OP-1",
    suburb: "Oran Park",
    postcode: "2570",
    streetNumber: "12",
    street: "Example Street",
    bedrooms: 4,
    price: 950_000,
    modTime: day(1),
    agents: [priya],
    inspections: ["28-Nov-2026 10:00am to 10:30am", "05-Dec-2026 11:00am to 11:30am"],
  },
  // A hidden price of $980,000: a question "under $1m" finds it by its band, and it reads "Contact agent".
  {
    uniqueId: "OP-2",
    suburb: "Oran Park",
    postcode: "2570",
    streetNumber: "4",
    street: "Quiet Road",
    bedrooms: 4,
    price: 980_000,
    priceDisplay: false,
    modTime: day(2),
  },
  {
    uniqueId: "OP-3",
    suburb: "Oran Park",
    postcode: "2570",
    streetNumber: "9",
    street: "Big Avenue",
    category: "Townhouse",
    features: ["poolInGround"],
    landArea: 700,
    bedrooms: 5,
    price: 1_390_000,
    modTime: day(3),
  },
  {
    uniqueId: "OP-SOLD",
    suburb: "Oran Park",
    postcode: "2570",
    streetNumber: "3",
    street: "Sold Close",
    bedrooms: 3,
    price: 900_000,
    modTime: day(4),
    agents: [priya],
  },
  {
    uniqueId: "GH-1",
    suburb: "Gregory Hills",
    postcode: "2557",
    streetNumber: "7",
    street: "Hill Parade",
    bedrooms: 3,
    price: 880_000,
    modTime: day(5),
  },
  {
    uniqueId: "RE-1",
    kind: "rental",
    suburb: "Oran Park",
    postcode: "2570",
    streetNumber: "2",
    street: "Lease Lane",
    bedrooms: 3,
    rent: 650,
    modTime: day(6),
    agents: [priya],
  },
  {
    uniqueId: "HIDDEN-ADDRESS",
    suburb: "Oran Park",
    postcode: "2570",
    streetNumber: "15",
    street: "Secret Street",
    addressDisplay: false,
    bedrooms: 3,
    price: 700_000,
    modTime: day(7),
    inspections: ["28-Nov-2026 09:00am to 09:30am"],
  },
];

describe.each(testDatabases)("listing stock on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let source: FeedSource;

  const importListings = (items: readonly SyntheticListing[]) => importSyntheticListings(db, source, items);
  const ask = (question: string) => answerListingQuestion(db, [{ role: "user", content: question }], now);
  const converse = (...turns: string[]) =>
    answerListingQuestion(
      db,
      turns.map((content) => ({ role: "user" as const, content })),
      now,
    );
  const versions = async () => new Map((await contentPages(db, now)).pages.map((page) => [page.path, page.version]));

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    source = await addFeedSource(db, "Stock test CRM", "stock-token-0123456789");
    await importListings(stock);
    await importListings([
      {
        uniqueId: "OP-SOLD",
        status: "sold",
        suburb: "Oran Park",
        postcode: "2570",
        modTime: day(20),
        sold: { date: "2026-11-18", price: 912_000, display: false },
      },
    ]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("a suburb's homes for sale newest first with a total, and its sales with the price as the public may read it", async () => {
    const forSale = await suburbForSale(db, "Oran Park", 2, now);
    expect(forSale.total).toBe(4);
    expect(forSale.items.map((item) => item.address)).toEqual(["Oran Park NSW 2570", "9 Big Avenue, Oran Park NSW 2570"]);
    const all = await suburbForSale(db, "oran park", 10, now);
    expect(all.items.find((item) => item.address.startsWith("4 Quiet Road"))?.priceLabel).toBe("Contact agent");
    expect(JSON.stringify(all)).not.toContain("980000");
    const sales = await suburbRecentSales(db, "Oran Park", 3, now);
    expect(sales.items.map((item) => [item.address, item.priceLabel])).toEqual([
      ["3 Sold Close, Oran Park NSW 2570", "Sold, price withheld"],
    ]);
    // The withheld price is in no field (the random id and the slug built from it may hold any digits).
    const randomIds = (key: string, value: unknown) => (key === "id" || key === "slug" ? undefined : value);
    expect(JSON.stringify(sales, randomIds)).not.toContain("912");
    expect((await suburbForSale(db, "Leppington", 3, now)).total).toBe(0);
    expect((await newestForSale(db, 3, now)).items).toHaveLength(3);
  });

  it("an agent's current listings (sale and rent) and sales, by the e-mail the feed names them with", async () => {
    const { current, sold } = await agentStock(db, "priya-raman", 9, now);
    expect(current.items.map((item) => item.address).sort()).toEqual([
      "12 Example Street, Oran Park NSW 2570",
      "2 Lease Lane, Oran Park NSW 2570",
    ]);
    expect(sold.items.map((item) => item.address)).toEqual(["3 Sold Close, Oran Park NSW 2570"]);
    expect((await agentStock(db, "callum-brady", 9, now)).current.total).toBe(0);
  });

  it("a listing change re-versions only its page, its suburb's pages, its agents' profiles and the home page", async () => {
    const before = await versions();
    const listingPaths = [...before.keys()].filter((path) => path.startsWith("/listings/"));
    expect(listingPaths).toHaveLength(stock.length);
    const examplePath = listingPaths.find((path) => path.startsWith("/listings/12-example-street-oran-park"))!;
    await importListings([{ ...stock[0]!, price: 965_000, modTime: day(21) }]);
    const after = await versions();
    const changed = [...after.keys()].filter((path) => after.get(path) !== before.get(path)).sort();
    expect(changed).toEqual(["/", "/oran-park", "/oran-park/buying", "/oran-park/selling", examplePath, "/team/priya-raman"].sort());

    // Withdrawn: its page leaves the list; the suburb, the profile and the home page change again.
    await importListings([{ uniqueId: "OP-1", status: "withdrawn", suburb: "Oran Park", postcode: "2570", modTime: day(22) }]);
    const gone = await versions();
    expect(gone.has(examplePath)).toBe(false);
    for (const path of ["/", "/oran-park", "/team/priya-raman"]) expect(gone.get(path), path).not.toBe(after.get(path));
    expect(gone.get("/gregory-hills")).toBe(before.get("/gregory-hills"));
    expect(gone.get("/contact")).toBe(before.get("/contact"));
    await importListings([{ ...stock[0]!, price: 965_000, modTime: day(23) }]);
  });

  it("an idle photo worker writes nothing, so it never makes the pages that show listings stale", async () => {
    const before = await readContentVersion(db, "listings");
    expect(await claimNextImageSlot(db, "idle-worker")).toBeNull();
    expect(await readContentVersion(db, "listings")).toBe(before);
  });

  it("the pages are valid until the next open home starts (it then leaves the cards)", async () => {
    const { validUntil } = await contentPages(db, now);
    expect(validUntil).toBe(Date.parse("2026-11-27T22:00:00Z"));
  });

  it("the chat answers a search from the listings, with links, a hidden price matched by its band and never said", async () => {
    const answer = (await ask("any 4-bedroom homes in Oran Park under $1m?"))!;
    expect(answer).toMatch(/^2 of our homes for sale match that:/);
    expect(answer).toMatch(
      /\[12 Example Street, Oran Park NSW 2570\]\(\/listings\/12-example-street-oran-park-nsw-2570-[0-9a-f-]{36}\): \$965,000, 4 bed/,
    );
    expect(answer).toMatch(/\[4 Quiet Road, Oran Park NSW 2570\]\(\/listings\/[^)]+\): Contact agent/);
    expect(answer).toContain("](/buy?location=oran-park&max=1000000&beds=4)");
    // "A 4 bedder", as people shorten it, is a home by its bedrooms.
    expect(await ask("any 4 bedders for sale in Oran Park under 1m")).toContain("](/buy?location=oran-park&max=1000000&beds=4)");
    expect(await ask("got anything under 1m with 4 bedrooms in Oran Park")).toContain("](/buy?location=oran-park&max=1000000&beds=4)");
    // The hidden price in any form ($980,000, 980k, 980000), read outside the links (a listing's UUID may hold "980").
    expect(answer.replace(/\]\([^)]*\)/g, "]")).not.toMatch(/980|9 Big Avenue/);

    const rent = (await ask("Any rentals in Oran Park under $700 a week?"))!;
    expect(rent).toContain("2 Lease Lane, Oran Park NSW 2570");
    expect(rent).toContain("$650 per week");
    // A request for help finding a home, after the visitor's story (whose "our landlord" names no home of theirs to search).
    for (const question of [
      "Our landlord is selling so we have to be out by October. Can you help us find a rental in Oran Park?",
      "We're a family with three kids looking to rent in Oran Park, can you help?",
    ])
      expect(await ask(question), question).toContain("2 Lease Lane, Oran Park NSW 2570");
    // A question about the visitor's own home after the story is not a search.
    expect(await ask("My investment property has a tenant in it. Can I still have open homes while it's on the market?")).toBeNull();

    // The kind of home, its features and its land, as the search's own filters.
    for (const question of [
      "any townhouses for sale in Oran Park?",
      "any homes with a pool in Oran Park?",
      "any homes on 650sqm or more in Oran Park?",
    ])
      expect(await ask(question), question).toMatch(/^1 of our homes for sale matches that: \[9 Big Avenue, Oran Park NSW 2570\]/);
    expect(await ask("any townhouses for sale in Oran Park?")).toContain("](/buy?location=oran-park&type=townhouse)");
    expect(await ask("any homes with a pool in Oran Park?")).toContain("](/buy?location=oran-park&feature=pool)");
    expect(await ask("any 4 bed units in Oran Park?")).toMatch(/^None of our homes for sale match that/);
    // (What the search has no filter for is not searched without it: a list that ignores the granny flat asked for
    // would answer another question.)
    expect(await ask("any 4 bed houses with a granny flat in Oran Park?")).toBeNull();
    expect(await ask("any homes with ducted air in Oran Park?")).toContain("](/buy?location=oran-park&feature=air-conditioning)");

    const none = (await ask("any 6 bedroom houses for sale in Gregory Hills?"))!;
    expect(none).toMatch(/^None of our homes for sale match that right now\./);
    expect(none).toContain("[See all our homes for sale there](/buy?location=gregory-hills)");
  });

  it("the chat asks a search again for the place a short follow-up names, and leaves other follow-ups alone", async () => {
    // The same filters (4 bedrooms, under $1m), in the place asked about now.
    const there = (await converse("any 4 bedders for sale in Gregory Hills under 1m", "what about Oran Park?"))!;
    expect(there).toContain("](/buy?location=oran-park&max=1000000&beds=4)");
    expect(there).toMatch(/^2 of our homes for sale match that:/);
    // What the follow-up names replaces what was asked before; the rest is kept.
    expect(await converse("any 4 bedders for sale in Oran Park under 1m", "what about 3 bedrooms?")).toContain(
      "](/buy?location=oran-park&max=1000000&beds=3)",
    );
    expect(await converse("any 4 bed homes for sale in Oran Park?", "what about under 900k?")).toContain(
      "](/buy?location=oran-park&max=900000&beds=4)",
    );
    expect(await converse("any houses for sale in Oran Park?", "and townhouses?")).toMatch(
      /^1 of our homes for sale matches that: \[9 Big Avenue, .*\]\(\/buy\?location=oran-park&type=townhouse\)/,
    );
    expect(await converse("any rentals in Gregory Hills?", "needs to take a dog", "what about Oran Park?")).toContain(
      "](/rent?location=oran-park)",
    );
    expect(await converse("any 4 bed homes for sale in Oran Park?", "what about Parramatta?")).toMatch(
      /^We have no homes for sale in Parramatta: /,
    );
    // A follow-up of a question that was no search is not made one.
    expect(await converse("How long do homes take to sell in Gregory Hills?", "what about Oran Park?")).toBeNull();
  });

  it("the chat says when a home has more bedrooms than asked, and shows the homes with as many as asked first", async () => {
    // The search's bedrooms are a minimum, as on the search page: "4 bed" is told so, the two 4-bedroom homes first.
    const four = (await ask("any 4 bed homes for sale in Oran Park?"))!;
    expect(four).toMatch(/^3 of our homes for sale with 4 or more bedrooms match that; those with 4 first: /);
    expect(four.indexOf("9 Big Avenue")).toBeGreaterThan(four.indexOf("4 Quiet Road"));
    expect(four.indexOf("9 Big Avenue")).toBeGreaterThan(four.indexOf("12 Example Street"));
    // (Every home found has as many as asked: nothing to tell.)
    expect(await ask("any 5 bed homes for sale in Oran Park?")).toMatch(/^1 of our homes for sale matches that: \[9 Big/);
    expect(await ask("any 2 bed homes for sale in Oran Park?")).toMatch(/with 2 or more bedrooms match that, though none has exactly 2: /);
    // "4+ beds", "at least 4 bedrooms": the minimum asked for, as the search has it.
    for (const question of ["any 4+ bed homes for sale in Oran Park?", "homes for sale in Oran Park with at least 4 bedrooms?"])
      expect(await ask(question), question).toMatch(/^3 of our homes for sale match that: /);
  });

  it("the chat finds the service area's suburbs as people write them, asks for pets, and says what a sale's price means", async () => {
    expect(await ask("any houses for sale in GH?")).toMatch(
      /^1 of our homes for sale matches that: \[7 Hill Parade, Gregory Hills NSW 2557\]/,
    );
    expect(await ask("anything for sale in oran pk under 1m?")).toContain("](/buy?location=oran-park&max=1000000)");
    // No rental is marked “Pets allowed”: the rentals that match otherwise, and who can say whether one would be.
    expect(await ask("any pet friendly rentals in Oran Park?")).toBe(
      "No home for rent that matches that is marked “Pets allowed”; [1 matches without that](/rent?location=oran-park) — ask the agent on a home's page whether a pet would be considered.",
    );
    const sales = (await ask("can i see your recent sales"))!;
    expect(sales).toContain("Sold, price withheld");
    expect(sales).toContain(
      "Some sale prices are withheld; for what yours might sell for, ask for a [free property price update](/selling#appraisal).",
    );
    expect(sales).not.toContain("price guide");
  });

  it("the chat answers a search and another question asked beside it, each in the order asked", async () => {
    const options = {
      provider: null,
      agency: initialAgency,
      answerListings: (messages: readonly ChatMessage[], answer?: ListingAnswerOptions) => answerListingQuestion(db, messages, now, answer),
    };
    const reply = (question: string) =>
      answerCase({ id: "two-in-one", kind: "answer", topic: "listings", question }, buildSiteKnowledgeBase(), options);
    const sold = await reply("what's sold lately in Oran Park? also what's your commission");
    expect(sold).toMatch(/^1 of our sold homes matches that: \[3 Sold Close/);
    expect(sold).toMatch(/Our commission and marketing costs are set out in writing before you sign anything[^]*\(\/selling\)\.$/);
    const hours = await reply("what are your office hours? and do you have any rentals in Oran Park?");
    expect(hours).toMatch(/^Our office is open Monday to Friday 9am–5pm[^]*2 Lease Lane, Oran Park NSW 2570/);
    // (Sharing a reply, the homes are told briefly: no open homes, no note on prices.)
    expect(sold).not.toContain("Some sale prices are withheld");
    // A search typed as a search box's words, with the bond asked beside it.
    const bond = await reply("show me 3br rentals in Oran Park, and whats the most bond a landlord can ask for");
    expect(bond).toMatch(/^1 of our homes for rent matches that: \[2 Lease Lane[^]*The bond is at most 4 weeks' rent/);
    // A question about the homes searched is the search's: no second answer.
    expect(await reply("any rentals in Oran Park? do any of them take pets?")).toMatch(
      /^No home for rent that matches that is marked “Pets allowed”/,
    );
  });

  it("the chat lists the week's open homes of the suburb and day asked, and reads searches typed as a search box's words", async () => {
    const open = (await ask("any open homes in oran park on saturday?"))!;
    expect(open).toMatch(/^2 open homes in Oran Park on Saturday this week: /);
    expect(open).toMatch(/\[12 Example Street, Oran Park NSW 2570\]\(\/listings\/[^)]+\): Saturday 28 November 2026, 10:00–10:30/);
    expect(open).toContain("See all [this week's open homes](/open-homes)");
    expect(await ask("whats open for inspection in Gregory Hills this week?")).toMatch(
      /^No open homes in Gregory Hills are planned this week\./,
    );
    // Alerts of a search named: the search linked, and how to be e-mailed its new matches ("can I get alerts?" alone is
    // the passage's).
    expect(await ask("please email me when rentals in oran park under $700 come up")).toMatch(
      /^Open \[that search of our homes for rent\]\(\/rent\?location=oran-park&max=700\) and choose 'E-mail me new matches'/,
    );
    expect(await ask("can I get alerts?")).toBeNull();
    expect(await ask("I saved a search for 4 bed homes in Oran Park with alerts. Can I switch it to weekly?")).toBeNull();
    // "3/2/2" is bedrooms, bathrooms and cars; a search box's words are a search.
    expect(await ask("OP 3/2/2 rental under 700pw")).toContain("](/rent?location=oran-park&max=700&beds=3)");
    expect(await ask("4 bed homes to buy in oran park")).toContain("](/buy?location=oran-park&beds=4)");
    expect(await ask("any 3 bed rentals in oran park that'll take our 2 cats?")).toMatch(
      /^No home for rent that matches that is marked “Pets allowed”/,
    );
    // "Which of those …?" narrows the search before; so does the question after what is said first.
    expect(await converse("what do you have for sale in oran park", "which of those have a pool? it gets hot here")).toContain(
      "](/buy?location=oran-park&feature=pool)",
    );
    // "Something like that" to rent instead: the same search of the rentals.
    expect(
      await converse("houses for sale in oran park", "hmm can't afford to buy yet. what would something like that cost to rent?"),
    ).toContain("](/rent?location=oran-park&type=house)");
    expect(await converse("4 bed homes to buy in oran park", "bit out of our range. anything below 1 mil?")).toContain(
      "](/buy?location=oran-park&max=1000000&beds=4)",
    );
  });

  it("the chat leaves to the rest of the chat what only looks like a search (the review's findings)", async () => {
    // A follow-up that names nothing to search by asks something else.
    expect(await converse("any rentals in Oran Park?", "Thanks. And how do I apply?")).toBeNull();
    expect(await converse("3 bed rentals in oran park", "and whats the usual lease length")).toBeNull();
    // A topic beside a search's words is no search box's search.
    for (const question of ["3 bed house rent increase notice", "council rates 4 bed house GH", "selling 4 bed house OP"])
      expect(await ask(question), question).toBeNull();
    // A name that is no suburb we list — a month, a council, a shop, a street — is not searched without it, nor said to be
    // a suburb we do not list.
    for (const question of [
      "any rentals available in Feb?",
      "any homes for sale in Camden Council?",
      "any rentals near Woolies?",
      "any rentals in Peter Brock Drive?",
      "any open homes in Camden on saturday?",
      "can you let me know when the lease on my 3 bed in Oran Park comes up for renewal?",
    ])
      expect(await ask(question), question).toBeNull();
    // A rent a week is no sale price when the follow-up turns to buying; "similar homes" are the sales of the search before.
    expect(await converse("any rentals under 700 in OP", "and to buy?")).toContain("](/buy?location=oran-park)");
    expect(await converse("any 3 bed homes for sale in Oran Park?", "what did similar homes go for?")).toMatch(
      /^1 of our sold homes matches that: \[3 Sold Close[^]*\(\/sold\?location=oran-park&beds=3\)/,
    );
  });

  it("the chat searches for one advertised home named by its suburb, a feature or a price, and for the agency's sales", async () => {
    expect(await ask("hi is the 4 bed in oran park still available")).toMatch(
      /^3 of our homes for sale with 4 or more bedrooms match that; those with 4 first: .*12 Example Street/,
    );
    expect(await ask("when's the next open home for the house for sale in oran park")).toContain("12 Example Street");
    expect(await ask("any properties with a pool")).toMatch(/^1 of our homes for sale matches that: \[9 Big Avenue/);
    expect(await ask("can i see your recent sales")).toContain("3 Sold Close, Oran Park NSW 2570");
    // Questions that share a search's words but ask something else are left to the rest of the chat.
    for (const question of [
      "is the 4 bed in oran park still available, and has it had any offers?",
      "when's the next open home for the house you've got listed on Example St?",
      "im renting and the agent wants 3 open homes a week while they sell the place, are they allowed?",
      "is there an agent who speaks Hindi? my father wants to buy a house in Oran Park",
      "roughly how many people end up seeing a listing when you run a campaign?",
      "When I'm buying in Leppington, does it matter which council the property falls under?",
      "Can my agent advertise the house as 'offers over $850k'?",
      "am i allowed to paint the kids bedroom in our rental",
      "how much would my 4 bed in oran park go for",
      "is there any grant if we build new? eyeing a house and land pkg in oran park around 580k",
      // The visitor's own open home, how the site works, and a need told beside another question are not the week's list
      // or a search.
      "How many groups came through my open home on Saturday?",
      "Our son is autistic and busy open homes are hard for him. When we're looking to buy, can we book a private inspection instead?",
      "We need a 3 bedroom rental. What do you check when we apply?",
    ])
      expect(await ask(question), question).toBeNull();
  });

  it("the chat gives a home's open homes by its address, never finds one whose address is hidden, and leaves other questions alone", async () => {
    const open = (await ask("When is the open home at 12 Example St?"))!;
    expect(open).toMatch(
      /^The next open homes at \[12 Example Street, Oran Park NSW 2570\]\(\/listings\/[^)]+\): Saturday 28 November 2026, 10:00–10:30; Saturday 5 December 2026, 11:00–11:30\./,
    );
    expect(await ask("when is the inspection at 15 Secret Street?")).toMatch(
      /^I can't find a home at 15 Secret Street among our listings\./,
    );
    // A place we neither serve nor list is said to be so, with where we do list homes.
    expect(await ask("Do you have any homes for sale in Parramatta?")).toMatch(
      /^We have no homes for sale in Parramatta: we list homes in Gregory Hills, Oran Park, Gledswood Hills and Leppington .*\[See all our homes for sale\]\(\/buy\)/,
    );
    expect(await ask("What's my house in Oran Park worth?")).toBeNull();
    expect(await ask("How long do homes take to sell in Oran Park?")).toBeNull();
    expect(await ask("What are your office hours?")).toBeNull();
  });
});
