import { describe, expect, it } from "vitest";
import { createSseParser } from "./sse-parser";

const words = [
  "Homes ",
  "in Oran Park ",
  "typically sell ",
  "in 30–45 days. ",
  "Visit ",
  "/oran-park/selling ",
  "— “quotes” 🏡 ",
  "and \\ slashes ",
  "are\nfine",
  ".",
];
const expected = words.join("");
const event = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}`;

// Ten content events with every line ending the parser must cope with, plus what it must skip.
const stream = [
  ": keep-alive comment\r\n",
  "\r\n",
  `${event(words[0] ?? "")}\r\n\r\n`,
  `${event(words[1] ?? "")}\n\n`,
  "event: message\nid: 7\nretry: 1000\n",
  `${event(words[2] ?? "")}\r\r`,
  `data:${JSON.stringify({ choices: [{ delta: { content: words[3] } }] })}\n\n`,
  `${event(words[4] ?? "")}\r\n`,
  "data: {not json}\r\n",
  `${event(words[5] ?? "")}\n`,
  'data: {"choices":[{"delta":{}}]}\n\n',
  'data: {"choices":[]}\n',
  "data: null\n",
  ...words.slice(6).map((w) => `${event(w)}\r\n\r\n`),
  ":\n",
  "data: [DONE]\r\n\r\n",
  `${event("after done")}\n\n`,
].join("");

function parseInChunks(chunks: readonly string[]): { text: string; pieces: number; done: number } {
  let text = "";
  let pieces = 0;
  let done = 0;
  const parser = createSseParser(
    (content) => {
      text += content;
      pieces++;
    },
    () => done++,
  );
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return { text, pieces, done };
}

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomChunks(text: string, seed: number, maxSize: number): string[] {
  const random = seededRandom(seed);
  const chunks: string[] = [];
  for (let i = 0; i < text.length;) {
    const size = 1 + Math.floor(random() * maxSize);
    chunks.push(text.slice(i, i + size));
    i += size;
  }
  return chunks;
}

const splitAt = (marker: string, offset: number, from = 0): string[] => {
  const at = stream.indexOf(marker, from) + offset;
  if (at < offset) throw new Error(`marker ${marker} not in the stream`);
  return [stream.slice(0, at), stream.slice(at)];
};

describe("createSseParser on one stream, chunked in awkward ways", () => {
  const whole = { text: expected, pieces: words.length, done: 1 };

  it.each<[string, string[]]>([
    ["one chunk", [stream]],
    ["every single character", [...stream]],
    ["every UTF-16 code unit", stream.split("")],
    ["split mid 'data:'", splitAt("data:", 2)],
    ["split right after 'data:'", splitAt("data:", 5)],
    ["split mid JSON", splitAt('"delta"', 4)],
    ["split between CR and LF", splitAt("\r\n", 1)],
    ["split between two CRs", splitAt("\r\r", 1)],
    ["split after a lone CR", splitAt("\r\r", 2)],
    ["split mid [DONE]", splitAt("[DONE]", 3)],
    ["empty chunks in between", [...splitAt("choices", 3).flatMap((c) => ["", c, ""])]],
    [
      "lines in pairs",
      stream
        .split(/(?<=\n)/)
        .reduce<string[]>((acc, line, i) => (i % 2 ? [...acc.slice(0, -1), `${acc.at(-1) ?? ""}${line}`] : [...acc, line]), []),
    ],
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed): [string, string[]] => [
      `random chunks of up to 40, seed ${seed}`,
      randomChunks(stream, seed, 40),
    ]),
    ...[11, 12, 13, 14, 15].map((seed): [string, string[]] => [`random chunks of up to 4, seed ${seed}`, randomChunks(stream, seed, 4)]),
  ])("gives the same text for %s", (_name, chunks) => {
    expect(chunks.join("")).toBe(stream);
    expect(parseInChunks(chunks)).toEqual(whole);
  });

  it("gives the same text for a split at every position", () => {
    for (let at = 0; at <= stream.length; at++) {
      expect(parseInChunks([stream.slice(0, at), stream.slice(at)]), `split at ${at}`).toEqual(whole);
    }
  });
});

describe("createSseParser rules", () => {
  const collect = () => {
    const seen: string[] = [];
    let done = 0;
    const parser = createSseParser(
      (c) => seen.push(c),
      () => done++,
    );
    return { parser, seen, doneCount: () => done };
  };

  it("holds a partial line, even one whose JSON already parses, until its line ending arrives", () => {
    const { parser, seen } = collect();
    parser.push('data: {"choices":[{"delta":{"content":"Hel');
    expect(seen).toEqual([]);
    parser.push('lo"}}]}');
    expect(seen).toEqual([]);
    parser.push("\n");
    expect(seen).toEqual(["Hello"]);
  });

  it("waits after a trailing CR, then takes CRLF as one line ending", () => {
    const { parser, seen } = collect();
    parser.push(`${event("a")}\r`);
    expect(seen).toEqual([]);
    parser.push(`\n${event("b")}\r\n`);
    expect(seen).toEqual(["a", "b"]);
  });

  it("takes a lone CR as a line ending once the next character shows it is not CRLF", () => {
    const { parser, seen } = collect();
    parser.push(`${event("a")}\r`);
    parser.push(event("b"));
    expect(seen).toEqual(["a"]);
  });

  it("skips a complete line whose JSON does not parse, and carries on", () => {
    const { parser, seen } = collect();
    parser.push('data: {"choices":[{"delta":{"content":"cut\n');
    parser.push(`${event("next")}\n`);
    expect(seen).toEqual(["next"]);
  });

  it("flushes a final unterminated line on end and reports done once", () => {
    const { parser, seen, doneCount } = collect();
    parser.push(event("last"));
    parser.end();
    parser.end();
    expect(seen).toEqual(["last"]);
    expect(doneCount()).toBe(1);
  });

  it("drops a final unterminated line that is not valid JSON", () => {
    const { parser, seen, doneCount } = collect();
    parser.push('data: {"choices":[{"delta":{"content":"tru');
    parser.end();
    expect(seen).toEqual([]);
    expect(doneCount()).toBe(1);
  });

  it("treats a trailing CR at the end of the stream as a line ending", () => {
    const { parser, seen } = collect();
    parser.push(`${event("x")}\r`);
    parser.end();
    expect(seen).toEqual(["x"]);
  });

  it("stops at [DONE]: later data is ignored and done is reported once", () => {
    const { parser, seen, doneCount } = collect();
    parser.push(`${event("a")}\ndata: [DONE]\n${event("b")}\n`);
    parser.push(`${event("c")}\n`);
    parser.end();
    expect(seen).toEqual(["a"]);
    expect(doneCount()).toBe(1);
  });

  it("recognises [DONE] without the space or with trailing whitespace", () => {
    for (const line of ["data:[DONE]\n", "data: [DONE]  \n", "data: [DONE]"]) {
      const { parser, doneCount } = collect();
      parser.push(line);
      expect(doneCount(), line).toBe(line.endsWith("\n") ? 1 : 0);
      parser.end();
      expect(doneCount(), line).toBe(1);
    }
  });

  it("reports done on end when [DONE] never came, and works without an onDone", () => {
    const { parser, doneCount } = collect();
    parser.push(`${event("a")}\n`);
    expect(doneCount()).toBe(0);
    parser.end();
    expect(doneCount()).toBe(1);
    const bare = createSseParser(() => {});
    bare.push("data: [DONE]\n");
    expect(() => bare.end()).not.toThrow();
  });

  it.each([
    [": comment with data: inside\n"],
    ["\n\n\r\n\r\r"],
    ["event: data\n"],
    ["id: data: x\n"],
    [" data: indented is not a data line\n"],
    ["DATA: shouting is not one either\n"],
    ['data: {"choices":[{"delta":{"content":""}}]}\n'],
    ['data: {"choices":[{"delta":{"content":42}}]}\n'],
    ['data: {"choices":[{"message":{"content":"not a delta"}}]}\n'],
    ['data: {"choices":"nope"}\n'],
    ["data: null\n"],
    ["data: 12\n"],
    ["data: \n"],
    ["data:\n"],
  ])("yields nothing for %j", (input) => {
    const { parser, seen } = collect();
    parser.push(input);
    parser.end();
    expect(seen).toEqual([]);
  });

  it("strips a byte order mark at the very start only", () => {
    const { parser, seen } = collect();
    parser.push(`\uFEFF${event("a")}\n`);
    parser.push(`\uFEFF${event("b")}\n`);
    expect(seen).toEqual(["a"]);
  });

  it("reads only the first choice", () => {
    const { parser, seen } = collect();
    parser.push(`data: ${JSON.stringify({ choices: [{ delta: { content: "first" } }, { delta: { content: "second" } }] })}\n`);
    expect(seen).toEqual(["first"]);
  });
});
