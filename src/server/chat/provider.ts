import "server-only";
import { createSseParser } from "@/lib/chat/sse-parser";
import type { ChatMessage } from "@/lib/chat/types";
import { logger } from "@/server/log";
import { contentEvent, doneEvent, errorEvent } from "./sse";
import { agencyPhone } from "./agency-details";

/**
 * Relays a conversation to any OpenAI-compatible `/chat/completions` API with `stream: true` and turns
 * its stream into ours (the same `data:` lines). Until the first words arrive nothing is sent, so
 * upstream failures and timeouts become a JSON error with a fitting status; after that, they end the
 * stream with an error event and [DONE].
 */
export interface ProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The longest wait for the upstream's first words, and between any two pieces of its stream. */
  timeoutMs: number;
}

export type ProviderResult = { ok: true; stream: ReadableStream<Uint8Array> } | { ok: false; status: number; error: string };

const phone = agencyPhone;

export const providerMessages = {
  timeout: `Sorry, the assistant took too long to answer. Please try again, or call us on ${phone}.`,
  unreachable: `Sorry, the assistant can't be reached right now. Please try again shortly, or call us on ${phone}.`,
  unauthorised: `Sorry, the assistant isn't available right now (the AI service refused our credentials). Please call us on ${phone}.`,
  busy: "Sorry, the assistant is busy right now. Please try again in a minute.",
  upstreamDown: `Sorry, the AI service is having problems. Please try again shortly, or call us on ${phone}.`,
  upstreamOther: `Sorry, the assistant couldn't answer that. Please try again, or call us on ${phone}.`,
  interrupted: `Sorry, the answer was interrupted. Please try again, or call us on ${phone}.`,
} as const;

/** What the visitor is told for an upstream HTTP status. */
export function upstreamErrorMessage(status: number): string {
  if (status === 401 || status === 403) return providerMessages.unauthorised;
  if (status === 429) return providerMessages.busy;
  if (status >= 500) return providerMessages.upstreamDown;
  return providerMessages.upstreamOther;
}

/** Whether all three settings are present; otherwise the embedded answerer is used. */
export function providerConfigFrom(settings: {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS: number;
}): ProviderConfig | null {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = settings;
  if (!baseUrl || !apiKey || !model) return null;
  return { baseUrl, apiKey, model, timeoutMs: settings.AI_TIMEOUT_MS };
}

export async function relayChatCompletion(
  systemPrompt: string,
  messages: readonly ChatMessage[],
  config: ProviderConfig,
  fetchImpl: typeof fetch = fetch,
  /** Fills the agency's details into a message written mid-stream (agency-details.ts). */
  say: (text: string) => string = (text) => text,
): Promise<ProviderResult> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, config.timeoutMs);
  };
  armTimer();

  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        Authorization: `Bearer ${config.apiKey}`,
      },
      body: JSON.stringify({
        model: config.model,
        stream: true,
        temperature: 0.3,
        max_tokens: 500,
        messages: [{ role: "system", content: systemPrompt }, ...messages.map(({ role, content }) => ({ role, content }))],
      }),
      signal: abort.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    if (timedOut) return { ok: false, status: 504, error: providerMessages.timeout };
    logger.warn({ err: error }, "chat provider unreachable");
    return { ok: false, status: 502, error: providerMessages.unreachable };
  }

  if (!response.ok || !response.body) {
    clearTimeout(timer);
    const detail = await response.text().catch(() => "");
    logger.warn({ status: response.status, detail: detail.slice(0, 500) }, "chat provider returned an error");
    abort.abort();
    return { ok: false, status: 502, error: response.ok ? providerMessages.upstreamOther : upstreamErrorMessage(response.status) };
  }

  clearTimeout(timer);
  const relay = new UpstreamRelay(response.body, { arm: armTimer, disarm: () => clearTimeout(timer), timedOut: () => timedOut });
  // Wait for the first words (or the end) before answering, so an early failure is still a JSON error.
  const first = await relay.readUntilContent();
  if (first === "timeout" || first === "error") {
    clearTimeout(timer);
    abort.abort();
    return first === "timeout"
      ? { ok: false, status: 504, error: providerMessages.timeout }
      : { ok: false, status: 502, error: providerMessages.interrupted };
  }

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Loop until something is enqueued: a pull that enqueues nothing is not called again.
      for (;;) {
        const pending = relay.take();
        if (pending.length > 0) {
          for (const event of pending) controller.enqueue(event);
          return;
        }
        if (relay.finished) {
          clearTimeout(timer);
          controller.enqueue(doneEvent);
          controller.close();
          return;
        }
        const step = await relay.readMore();
        if (step === "timeout" || step === "error") {
          clearTimeout(timer);
          abort.abort();
          for (const event of relay.take()) controller.enqueue(event);
          controller.enqueue(errorEvent(say(step === "timeout" ? providerMessages.timeout : providerMessages.interrupted)));
          controller.enqueue(doneEvent);
          controller.close();
          return;
        }
      }
    },
    cancel() {
      clearTimeout(timer);
      abort.abort();
    },
  });
  return { ok: true, stream };
}

type ReadStep = "content" | "finished" | "timeout" | "error";

/** Reads the upstream SSE with the shared parser, queueing our own events. */
class UpstreamRelay {
  finished = false;
  private queue: Uint8Array[] = [];
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private readonly parser = createSseParser(
    (content) => {
      if (content) this.queue.push(contentEvent(content));
    },
    () => {
      this.finished = true;
    },
  );

  constructor(
    body: ReadableStream<Uint8Array>,
    /** The timeout runs only while we wait on the upstream, never while the visitor's browser reads. */
    private readonly clock: { arm(): void; disarm(): void; timedOut(): boolean },
  ) {
    this.reader = body.getReader();
  }

  take(): Uint8Array[] {
    const taken = this.queue;
    this.queue = [];
    return taken;
  }

  /** Reads until at least one event is queued or the stream ends. */
  async readUntilContent(): Promise<ReadStep> {
    while (this.queue.length === 0 && !this.finished) {
      const step = await this.readMore();
      if (step !== "content") return step;
    }
    return this.finished && this.queue.length === 0 ? "finished" : "content";
  }

  /** One read from upstream. */
  async readMore(): Promise<ReadStep> {
    this.clock.arm();
    try {
      const { done, value } = await this.reader.read();
      this.clock.disarm();
      if (done) {
        this.parser.push(this.decoder.decode());
        this.parser.end();
        this.finished = true;
        return "finished";
      }
      this.parser.push(this.decoder.decode(value, { stream: true }));
      if (this.finished) void this.reader.cancel().catch(() => {});
      return "content";
    } catch (error) {
      this.clock.disarm();
      if (this.clock.timedOut()) return "timeout";
      logger.warn({ err: error }, "chat provider stream failed");
      return "error";
    }
  }
}
