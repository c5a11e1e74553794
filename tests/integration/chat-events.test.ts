import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialAgency } from "@/content/agency";
import type { ChatMessage } from "@/lib/chat/types";
import { answerEventQuestion } from "@/server/chat/event-answers";
import { buildSiteKnowledgeBase } from "@/server/chat/site-knowledge";
import type { Db } from "@/server/db/connect";
import { createEvent } from "@/server/events/event-store";
import { answerCase } from "../chat-evaluation/run";
import { testDatabases } from "../support/databases";

/** Friday 4 December 2026, 9 am in Sydney. */
const now = new Date("2026-12-03T22:00:00Z");

const calendar = [
  {
    title: "Twilight Growers Market",
    date: "2026-12-04",
    time: "4:00 PM - 8:00 PM",
    location: "Gregory Hills town centre",
    category: "market",
  },
  {
    title: "Toddler Storytime in the Park",
    date: "2026-12-05",
    time: "10:00 AM - 11:00 AM",
    location: "Central Hills playground",
    category: "family",
  },
  {
    title: "Junior Netball Gala Day",
    date: "2026-12-10",
    time: "8:00 AM - 2:00 PM",
    location: "Gregory Hills netball courts",
    category: "family",
  },
  { title: "Spring Fair", date: "2026-12-01", time: "9:00 AM - 1:00 PM", location: "Gregory Hills community park", category: "community" },
  {
    title: "Handmade Makers Market",
    date: "2027-02-20",
    time: "9:00 AM - 1:00 PM",
    location: "Gregory Hills town centre",
    category: "market",
  },
] as const;

describe.each(testDatabases)("the chat answers what's on from the events calendar on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  const ask = (question: string) => answerEventQuestion(db, [{ role: "user", content: question }], now);

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    for (const event of calendar) {
      const created = await createEvent(db, {
        suburb: "Gregory Hills",
        description: event.title === "Toddler Storytime in the Park" ? "Picture books, songs and bubbles for children under five." : "",
        ...event,
      });
      expect(created.ok).toBe(true);
    }
  });
  afterAll(() => database.dispose());

  it("lists the weekend's events with day, time and place, and links the calendar", async () => {
    const answer = await ask("what's on in gregory hills this weekend?");
    expect(answer).toMatch(
      /^On this weekend in Gregory Hills: Toddler Storytime in the Park, Saturday 5 December, 10:00 AM - 11:00 AM, at Central Hills playground\./,
    );
    expect(answer).not.toMatch(/Growers Market|Netball/);
    expect(answer).toContain("[What's On in Gregory Hills](/gregory-hills#whats-on-heading)");
  });

  it("lists what is coming up, neither what has passed nor what is months away", async () => {
    const answer = await ask("any events coming up?");
    expect(answer).toMatch(/^Coming up in Gregory Hills: Twilight Growers Market, Friday 4 December, 4:00 PM - 8:00 PM/);
    expect(answer).toMatch(/Toddler Storytime in the Park.*Junior Netball Gala Day/);
    expect(answer).not.toMatch(/Spring Fair|Makers Market/);
  });

  it("answers an event named by a word of its title, with its description", async () => {
    const answer = await ask(
      "is there some kind of storytime for toddlers in gregory hills? my 3yo is bouncing off the walls. what time does it start",
    );
    expect(answer).toMatch(
      /^Toddler Storytime in the Park, Saturday 5 December, 10:00 AM - 11:00 AM, at Central Hills playground\. Picture books/,
    );
    expect(await ask("when's the netball gala day?")).toBe(
      "Junior Netball Gala Day, Thursday 10 December, 8:00 AM - 2:00 PM, at Gregory Hills netball courts. More: [What's On in Gregory Hills](/gregory-hills#whats-on-heading).",
    );
  });

  it("lists the family events alone when the question asks for the kids", async () => {
    const answer = await ask("anything on for little kids around gregory hills in the next few weeks? just moved here");
    expect(answer).toMatch(
      /^For families, coming up in Gregory Hills: Toddler Storytime in the Park, Saturday 5 December, .*; Junior Netball Gala Day, Thursday 10 December/,
    );
    expect(answer).not.toContain("Growers Market");
    // Nothing for families in the days asked about: every event of those days.
    expect(await ask("anything on for the kids today?")).toMatch(/^On today in Gregory Hills: Twilight Growers Market/);
    // Kids left at home ask for every event.
    expect(await ask("what's on in Gregory Hills this weekend? we'll leave the kids with grandma")).not.toMatch(/^For families/);
  });

  it("a farmers' market is the growers' market, an event, not the property market", async () => {
    expect(await ask("Is there a farmers market in GH? What time does it run?")).toMatch(
      /^Twilight Growers Market, Friday 4 December, 4:00 PM - 8:00 PM/,
    );
    expect(await ask("what's happening in the market in Gregory Hills?")).toBeNull();
  });

  it("reads the days asked about, and says when nothing is on", async () => {
    const later = new Date("2027-01-10T00:00:00Z");
    expect(await answerEventQuestion(db, [{ role: "user", content: "any events coming up?" }], later)).toBe(
      "Nothing is on the Gregory Hills calendar in the next four weeks yet. More: [What's On in Gregory Hills](/gregory-hills#whats-on-heading).",
    );
    expect(await ask("anything on today?")).toMatch(/^On today in Gregory Hills: Twilight Growers Market/);
    expect(await ask("what's on tomorrow?")).toMatch(/^On tomorrow in Gregory Hills: Toddler Storytime/);
    expect(await ask("what's on this week in Gregory Hills?")).toMatch(/Junior Netball Gala Day/);
  });

  it("leaves other questions alone: property, a suburb without a calendar, a market that is not an event", async () => {
    for (const question of [
      "what's happening in the market in Gregory Hills?",
      "how's the market in Gregory Hills?",
      "what's on the contract for sale?",
      "what's on in Oran Park this weekend?",
      "what's on my bond?",
      "what do you charge to manage a rental?",
      "whats the score in the cricket today? aus batting?",
      "can i sell without putting any price on it at all? don't want the neighbours knowing",
      "the neighbours' netball hoop is over our fence, what can we do?",
    ])
      expect(await ask(question), question).toBeNull();
  });

  it("is what the chat says, after its refusals and before the site's passages", async () => {
    const options = {
      provider: null,
      agency: initialAgency,
      answerEvents: (messages: readonly ChatMessage[]) => answerEventQuestion(db, messages, now),
    };
    // As the chat API answers: through answerConversation, its stream read as the evaluation reads it.
    const reply = (question: string) =>
      answerCase({ id: "events", kind: "answer", topic: "events", question }, buildSiteKnowledgeBase(), options);
    expect(await reply("what's on in gregory hills this weekend?")).toContain("Toddler Storytime in the Park");
    expect(await reply("any events coming up? only want families without kids as tenants")).not.toContain("Storytime");
  });
});
