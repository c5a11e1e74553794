import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fillAgencyDetails } from "@/server/chat/agency-details";
import { initialAgency as agency } from "@/content/agency";
import { answerConversation } from "@/server/chat/grounded-answer";
import { providerConfigFrom, providerMessages, relayChatCompletion, type ProviderConfig } from "@/server/chat/provider";
import { buildSiteKnowledgeBase } from "@/server/chat/site-knowledge";
import { buildSystemPrompt } from "@/server/chat/system-prompt";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../fakes/openai-server";

/** Reads our SSE output raw: every event must be `data: <chat chunk JSON>` or `data: [DONE]`. */
async function readEvents(stream: ReadableStream<Uint8Array>): Promise<{ pieces: string[]; errors: string[]; done: boolean; raw: string }> {
  const raw = await new Response(stream).text();
  const pieces: string[] = [];
  const errors: string[] = [];
  let done = false;
  for (const block of raw.split("\n\n").filter(Boolean)) {
    expect(block.startsWith("data: ")).toBe(true);
    const data = block.slice("data: ".length);
    if (data === "[DONE]") {
      done = true;
      continue;
    }
    expect(done).toBe(false);
    const event = JSON.parse(data) as { choices: { delta: { content: string } }[]; error?: string };
    pieces.push(event.choices[0]!.delta.content);
    if (event.error) errors.push(event.error);
  }
  return { pieces, errors, done, raw };
}

describe("model provider relay against a fake OpenAI-compatible server", () => {
  let fake: FakeOpenAiServer;
  let config: ProviderConfig;
  const knowledge = buildSiteKnowledgeBase();
  const question = "How long does it take to sell in Oran Park?";
  const passages = knowledge.search(question, 4).hits.map((h) => h.document);
  const systemPrompt = fillAgencyDetails(buildSystemPrompt(passages), agency);
  const messages = [{ role: "user" as const, content: question }];

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    config = { baseUrl: fake.baseUrl, apiKey: "test-key", model: "fake-model", timeoutMs: 400 };
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it("is used only when base URL, key and model are all set", () => {
    expect(providerConfigFrom({ AI_TIMEOUT_MS: 20_000 })).toBeNull();
    expect(providerConfigFrom({ AI_BASE_URL: "http://127.0.0.1:1/v1", AI_API_KEY: "k", AI_TIMEOUT_MS: 20_000 })).toBeNull();
    expect(providerConfigFrom({ AI_BASE_URL: "http://127.0.0.1:1/v1", AI_API_KEY: "k", AI_MODEL: "m", AI_TIMEOUT_MS: 5000 })).toEqual({
      baseUrl: "http://127.0.0.1:1/v1",
      apiKey: "k",
      model: "m",
      timeoutMs: 5000,
    });
  });

  it("relays the streamed chunks in order, in the chat's format, ending with [DONE]", async () => {
    const pieces = ["Homes ", "in Oran Park ", "typically sell ", "in 30–45 days. ", "See /oran-park/selling."];
    fake.behaviour = { kind: "stream", pieces };
    const result = await relayChatCompletion(systemPrompt, messages, config);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events = await readEvents(result.stream);
    expect(events.pieces).toEqual(pieces);
    expect(events.errors).toEqual([]);
    expect(events.done).toBe(true);

    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer test-key");
    expect(request?.body.model).toBe("fake-model");
    expect(request?.body.stream).toBe(true);
    const system = request?.body.messages?.[0];
    expect(system?.role).toBe("system");
    // The agency's facts and the retrieved passages travel in the system prompt.
    expect(system?.content).toContain(agency.phone);
    expect(system?.content).toContain("/oran-park/selling");
    expect(system?.content).toMatch(/Fair dealing \(NSW Anti-Discrimination Act\)/);
    expect(request?.body.messages?.at(-1)).toEqual({ role: "user", content: question });
  });

  it.each([
    [429, providerMessages.busy],
    [500, providerMessages.upstreamDown],
    [503, providerMessages.upstreamDown],
    [401, providerMessages.unauthorised],
  ])("maps an upstream %i to a JSON error with a clear message", async (status, message) => {
    fake.behaviour = { kind: "status", status };
    const result = await relayChatCompletion(systemPrompt, messages, config);
    expect(result).toEqual({ ok: false, status: 502, error: message });
  });

  it("times out an upstream that never answers: 504 JSON error", async () => {
    fake.behaviour = { kind: "hang-before-headers" };
    const started = Date.now();
    const result = await relayChatCompletion(systemPrompt, messages, config);
    expect(result).toEqual({ ok: false, status: 504, error: providerMessages.timeout });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("times out an upstream that sends headers but no words: still a JSON error, nothing streamed", async () => {
    fake.behaviour = { kind: "hang-after-headers" };
    const result = await relayChatCompletion(systemPrompt, messages, config);
    expect(result).toEqual({ ok: false, status: 504, error: providerMessages.timeout });
  });

  it("ends a stream that hangs midway cleanly: the words so far, an error event, then [DONE]", async () => {
    fake.behaviour = { kind: "hang-after-first-piece", first: "Homes in Oran Park " };
    const started = Date.now();
    const result = await relayChatCompletion(systemPrompt, messages, config);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events = await readEvents(result.stream);
    expect(events.pieces[0]).toBe("Homes in Oran Park ");
    expect(events.errors).toEqual([providerMessages.timeout]);
    expect(events.pieces.at(-1)).toContain(providerMessages.timeout);
    expect(events.done).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("reports an unreachable service as 502", async () => {
    const result = await relayChatCompletion(systemPrompt, messages, { ...config, baseUrl: "http://127.0.0.1:9/v1" });
    expect(result).toEqual({ ok: false, status: 502, error: providerMessages.unreachable });
  });

  it("streams a listings answer, then the model's answer to the question asked beside it, with one [DONE]", async () => {
    fake.behaviour = { kind: "stream", pieces: ["Our commission ", "is set out in writing."] };
    const listed = "1 of our sold homes matches that: 3 Sold Close.";
    const result = await answerConversation(
      [{ role: "user", content: "what's sold lately in Oran Park? also what's your commission" }],
      knowledge,
      {
        provider: config,
        agency,
        answerListings: async (conversation) => (/\bsold\b/.test(conversation.at(-1)?.content ?? "") ? listed : null),
      },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events = await readEvents(result.stream);
    expect(events.pieces.join("")).toBe(`${listed} Our commission is set out in writing.`);
    expect(events.done).toBe(true);
    // The model is asked only the question the listings do not answer.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.messages?.at(-1)).toEqual({ role: "user", content: "what's your commission" });
  });
});
