#!/usr/bin/env node
// Benchmark: the chat's embedded answerer against a running server.
//   node bench/chat.mjs [baseUrl]        (default http://localhost:3200; loopback only)
// Reports time to first token and full-answer time (p50/p95 over 200 questions, one at a time),
// then chats per second with 50 concurrent chats. Start the server with the chat rate limit raised,
// or the benchmark is (correctly) refused after the first 20 messages:
//   CHAT_RATE_LIMIT_MAX=1000000 PORT=3200 npm start
// CHAT_WORD_DELAY_MS (default 15) paces the words like typing; full-answer time is mostly that pacing.
// Set CHAT_WORD_DELAY_MS=0 on the server to measure the answerer's raw speed.

const baseUrl = new URL(process.argv[2] ?? "http://localhost:3200");
if (!["localhost", "127.0.0.1", "[::1]", "::1"].includes(baseUrl.hostname)) {
  console.error(`Refusing to benchmark ${baseUrl.hostname}: loopback addresses only.`);
  process.exit(2);
}
const endpoint = new URL("/api/chat", baseUrl).toString();
const SEQUENTIAL = Number(process.env.BENCH_CHAT_QUESTIONS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CHAT_CONCURRENCY ?? 50);
const CONCURRENT_CHATS = Number(process.env.BENCH_CHAT_TOTAL ?? 1000);

const questions = [
  "How long does it take to sell a house in Oran Park?",
  "How long to sell in Gregory Hills?",
  "What are your office hours?",
  "Are you open on Saturdays?",
  "How often do you do routine inspections?",
  "How long does settlement take?",
  "Who is the acreage specialist?",
  "How do I get a free appraisal?",
  "What's my house worth?",
  "What rental services do you offer?",
  "How far is Gregory Hills from the Sydney CBD?",
  "What's your phone number?",
  "Where is your office?",
  "How quickly will you reply to my enquiry?",
  "What postcode is Oran Park?",
  "What schools are there in Oran Park?",
  "Is there a train station in Oran Park?",
  "What's your average days on market?",
  "Which suburbs do you cover?",
  "Can I buy before selling my current home?",
  "What are the pros and cons of Oran Park?",
  "Tell me about Leppington",
  "How do I apply for a job with you?",
  "Are there any local events in Gregory Hills?",
  "Hi there!",
  "Thanks!",
  "What's the capital of France?",
  "I'm thinking of selling my house in Oran Park",
  "We want to buy our first home",
  "I need a property manager for my investment property",
];

/** One chat: POST, read the stream; times in ms from sending to the first content and to the end. */
async function chat(question) {
  const started = performance.now();
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
  });
  if (response.status === 429) throw new Error("rate limited (429): start the server with CHAT_RATE_LIMIT_MAX=1000000");
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}: ${await response.text()}`);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let firstToken = null;
  let characters = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let newline;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") continue;
      const content = JSON.parse(data).choices?.[0]?.delta?.content ?? "";
      if (content && firstToken === null) firstToken = performance.now() - started;
      characters += content.length;
    }
  }
  return { firstToken: firstToken ?? Number.NaN, total: performance.now() - started, characters };
}

function percentile(values, p) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (v) => `${v.toFixed(1)} ms`;
const p50p95 = (values) => `p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}`;

async function main() {
  console.log(`Chat benchmark against ${endpoint}`);
  // Warm up: the first request builds the knowledge base and JIT-compiles the route.
  for (let i = 0; i < 5; i++) await chat(questions[i % questions.length]);

  const results = [];
  for (let i = 0; i < SEQUENTIAL; i++) results.push(await chat(questions[i % questions.length]));
  const firstTokens = results.map((r) => r.firstToken);
  const totals = results.map((r) => r.total);
  console.log(`\nOne chat at a time, ${SEQUENTIAL} questions:`);
  console.log(`  time to first token  ${p50p95(firstTokens)}   max ${ms(Math.max(...firstTokens))}`);
  console.log(`  full answer          ${p50p95(totals)}   max ${ms(Math.max(...totals))}`);

  let next = 0;
  const loaded = [];
  const failures = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CONCURRENT_CHATS) {
        const question = questions[next++ % questions.length];
        try {
          loaded.push(await chat(question));
        } catch (error) {
          failures.push(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${CONCURRENCY} concurrent chats, ${CONCURRENT_CHATS} in all:`);
  console.log(
    `  throughput           ${(loaded.length / seconds).toFixed(1)} chats/s (${loaded.length} completed in ${seconds.toFixed(1)} s, ${failures.length} failed)`,
  );
  console.log(`  time to first token  ${p50p95(loaded.map((r) => r.firstToken))}`);
  console.log(`  full answer          ${p50p95(loaded.map((r) => r.total))}`);
  if (failures.length) console.log(`  first failure: ${failures[0]?.message ?? failures[0]}`);
  console.log(
    "\n" +
      JSON.stringify({
        sequential: {
          n: SEQUENTIAL,
          ttftP50: percentile(firstTokens, 50),
          ttftP95: percentile(firstTokens, 95),
          totalP50: percentile(totals, 50),
          totalP95: percentile(totals, 95),
        },
        concurrent: {
          concurrency: CONCURRENCY,
          completed: loaded.length,
          failed: failures.length,
          chatsPerSecond: loaded.length / seconds,
        },
      }),
  );
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
