import { describe, expect, it } from "vitest";
import { appendAssistantChunk, messagesForRequest, parseStoredMessages, sendableText } from "./conversation";
import type { ChatMessage } from "./types";

describe("appendAssistantChunk", () => {
  it("starts a new assistant message when the last one is the visitor's", () => {
    const messages: ChatMessage[] = [{ role: "user", content: "Hours?" }];
    expect(appendAssistantChunk(messages, "We ")).toEqual([...messages, { role: "assistant", content: "We " }]);
  });

  it("grows the last assistant message in place", () => {
    let messages: ChatMessage[] = [{ role: "user", content: "Hours?" }];
    for (const chunk of ["We ", "open ", "at 9."]) messages = appendAssistantChunk(messages, chunk);
    expect(messages).toEqual([
      { role: "user", content: "Hours?" },
      { role: "assistant", content: "We open at 9." },
    ]);
  });

  it("does not change the list it was given", () => {
    const messages: ChatMessage[] = [{ role: "assistant", content: "Hi" }];
    appendAssistantChunk(messages, "!");
    expect(messages).toEqual([{ role: "assistant", content: "Hi" }]);
  });
});

describe("sendableText", () => {
  it.each([
    ["  hello  ", false, "hello"],
    ["   ", false, null],
    ["", false, null],
    ["hello", true, null],
  ])("%j (pending %s) → %j", (input, pending, expected) => {
    expect(sendableText(input, pending)).toBe(expected);
  });
});

describe("messagesForRequest", () => {
  it("keeps the latest 30 messages and clips long answers to 2000 characters", () => {
    const history: ChatMessage[] = Array.from({ length: 40 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `m${i}` }));
    history.push({ role: "assistant", content: "x".repeat(3000) }, { role: "user", content: "last" });
    const sent = messagesForRequest(history);
    expect(sent).toHaveLength(30);
    expect(sent.at(-1)).toEqual({ role: "user", content: "last" });
    expect(sent.at(-2)?.content).toHaveLength(2000);
  });
});

describe("parseStoredMessages", () => {
  it("reads a stored conversation and refuses anything else", () => {
    expect(parseStoredMessages(JSON.stringify([{ role: "assistant", content: "Hi" }]))).toEqual([{ role: "assistant", content: "Hi" }]);
    expect(parseStoredMessages(null)).toBeNull();
    expect(parseStoredMessages("not json")).toBeNull();
    expect(parseStoredMessages("[]")).toBeNull();
    expect(parseStoredMessages(JSON.stringify([{ role: "system", content: "x" }]))).toBeNull();
  });
});
