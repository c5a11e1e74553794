import { describe, expect, it } from "vitest";
import { describeLeadDetails, hasLeadDetails, transcriptExcerpt } from "./lead-details";

describe("describeLeadDetails", () => {
  it("groups the forms' flat quiz keys under their quiz, with the result", () => {
    const view = describeLeadDetails({
      "Seller quiz: Timeline": "Within 3 months",
      "Seller quiz: Motivation": "Upsizing",
      "Seller quiz result": "You're on the right track!",
      "Buyer quiz: What is your budget?": "$800k - $1M",
      "Buyer quiz result": "Ready to buy",
    });
    expect(view.quizzes).toEqual([
      {
        name: "Seller quiz",
        answers: [
          { question: "Timeline", answer: "Within 3 months" },
          { question: "Motivation", answer: "Upsizing" },
        ],
        result: "You're on the right track!",
      },
      { name: "Buyer quiz", answers: [{ question: "What is your budget?", answer: "$800k - $1M" }], result: "Ready to buy" },
    ]);
    expect(view.other).toEqual([]);
    expect(view.transcript).toBeNull();
  });

  it("reads a nested quiz object with answers as a record or a list, and an object result", () => {
    expect(
      describeLeadDetails({ quiz: { name: "Seller quiz", answers: { Timeline: "Now" }, result: { title: "Ready", message: "Call us" } } })
        .quizzes,
    ).toEqual([{ name: "Seller quiz", answers: [{ question: "Timeline", answer: "Now" }], result: "Ready: Call us" }]);
    expect(describeLeadDetails({ quiz: { answers: [{ question: "Budget", answer: 5 }, "Yes"] } }).quizzes).toEqual([
      {
        name: "Quiz",
        answers: [
          { question: "Budget", answer: "5" },
          { question: "Question 2", answer: "Yes" },
        ],
        result: null,
      },
    ]);
  });

  it("keeps a short transcript whole and cuts a long one at a word", () => {
    expect(describeLeadDetails({ Transcript: "Visitor: hi\n\nIvy: hello" }).transcript).toEqual({
      excerpt: "Visitor: hi\n\nIvy: hello",
      full: null,
    });

    const long = `Visitor: ${"word ".repeat(200)}`.trim();
    const view = transcriptExcerpt(long, 50);
    expect(view.full).toBe(long);
    expect(view.excerpt.endsWith("…")).toBe(true);
    expect(view.excerpt.length).toBeLessThanOrEqual(51);
    expect(view.excerpt).not.toMatch(/wor…$/);
  });

  it("formats a transcript given as messages", () => {
    const view = describeLeadDetails({
      transcript: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello" },
      ],
    });
    expect(view.transcript?.excerpt).toBe("Visitor: Hi\n\nAssistant: Hello");
  });

  it("lists every other key as label and text, JSON for non-strings", () => {
    const view = describeLeadDetails({ Intent: "Selling", Suburb: "Oran Park", count: 3, flags: { a: true } });
    expect(view.other).toEqual([
      { label: "Intent", value: "Selling" },
      { label: "Suburb", value: "Oran Park" },
      { label: "count", value: "3" },
      { label: "flags", value: '{"a":true}' },
    ]);
    expect(hasLeadDetails(view)).toBe(true);
    expect(hasLeadDetails(describeLeadDetails({}))).toBe(false);
    expect(hasLeadDetails(describeLeadDetails(null))).toBe(false);
  });
});
