import { describe, expect, it } from "vitest";
import { createSseParser } from "./sse-parser";

const words = ["Homes ", "in Oran Park ", "typically sell ", "in 30–45 days. ", "Visit ", "/oran-park/selling ", "— “quotes” ", "and \\ slashes ", "are\nfine", "."];
const expected = words.join("");

const stream = [
  ": keep-alive comment\r\n",
  "\r\n",
  ...words.map((w) => `data: ${JSON.stringify({ choices: [{ delta: { content: w } }] })}\r\n\r\n`),
  'data: {"choices":[{"delta":{}}]}\n\n',
  "data: [DONE]\n\n",
  `data: ${JSON.stringify({ choices: [{ delta: { content: "after done" } }] })}\n\n`,
].join("");

function parseInChunks(chunks: string[]): { text: string; done: number } {
  let text = "";
  let done = 0;
  const parser = createSseParser(
    (content) => (text += content),
    () => done++,
  );
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return { text, done };
}

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomChunks(text: string, seed: number): string[] {
  const random = seededRandom(seed);
  const chunks: string[] = [];
  let i = 0;
  while (i < text.length) {
    const size = 1 + Math.floor(random() * 40);
    chunks.push(text.slice(i, i + size));
    i += size;
  }
  return chunks;
}

describe("createSseParser", () => {
  const splitAt = (marker: string, offset: number) => {
    const at = stream.indexOf(marker) + offset;
    return [stream.slice(0, at), stream.slice(at)];
  };

  it.each<[string, string[]]>([
    ["one chunk", [stream]],
    ["every single character", [...stream]],
    ["split mid 'data:'", splitAt("data:", 2)],
    ["split mid JSON", splitAt('"delta"', 4)],
    ["split between CR and LF", splitAt("\r\n", 1)],
    ["split mid [DONE]", splitAt("[DONE]", 3)],
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((seed): [string, string[]] => [`random chunks, seed ${seed}`, randomChunks(stream, seed)]),
  ])("gives the same text for %s", (_name, chunks) => {
    expect(chunks.join("")).toBe(stream);
    expect(parseInChunks(chunks)).toEqual({ text: expected, done: 1 });
  });

  it("holds a partial line until its line ending arrives", () => {
    const seen: string[] = [];
    const parser = createSseParser((c) => seen.push(c));
    parser.push('data: {"choices":[{"delta":{"content":"Hel');
    expect(seen).toEqual([]);
    parser.push('lo"}}]}\n');
    expect(seen).toEqual(["Hello"]);
  });

  it("flushes a final unterminated line on end and reports done once", () => {
    const seen: string[] = [];
    let done = 0;
    const parser = createSseParser(
      (c) => seen.push(c),
      () => done++,
    );
    parser.push('data: {"choices":[{"delta":{"content":"last"}}]}');
    parser.end();
    parser.end();
    expect(seen).toEqual(["last"]);
    expect(done).toBe(1);
  });

  it("skips comments, blank lines, other fields and invalid JSON", () => {
    const { text } = parseInChunks([": ping\n\nevent: message\nid: 3\ndata: not json\ndata: {\"choices\":[{\"delta\":{\"content\":\"ok\"}}]}\n"]);
    expect(text).toBe("ok");
  });
});
