/**
 * Incremental parser for the chat's server-sent events (spec section 7): lines starting `data: ` carry JSON
 * with choices[0].delta.content, `data: [DONE]` ends the stream, comment lines (`:`) and blank lines are
 * skipped. Chunks may split anywhere: mid-line, mid-JSON, mid-`data:`, or between the CR and LF of a CRLF.
 *
 * What counts as partial: a line is complete only once its line ending (LF, CRLF or a lone CR, as in the SSE
 * standard) has arrived. Until then it is held, even if its JSON already parses, since the next chunk may
 * continue it. A complete line whose JSON does not parse is not held: the server has finished it, so it is
 * skipped and the lines after it still count. `end()` treats whatever is left as a final complete line.
 */
export interface SseParser {
  push(chunk: string): void;
  /** Flushes a final line that arrived without a line ending, then reports done (once) if `[DONE]` never came. */
  end(): void;
}

export function createSseParser(onContent: (text: string) => void, onDone?: () => void): SseParser {
  let buffer = "";
  let started = false;
  let done = false;

  const finish = () => {
    if (done) return;
    done = true;
    buffer = "";
    onDone?.();
  };

  const handleLine = (line: string) => {
    if (line === "" || line.startsWith(":") || !line.startsWith("data:")) return;
    const data = line.slice(line.startsWith("data: ") ? 6 : 5);
    if (data.trim() === "[DONE]") return finish();
    const content = contentOf(data);
    if (content) onContent(content);
  };

  /** Handles every complete line in the buffer; at the end of the stream a trailing CR also ends a line. */
  const drain = (final: boolean) => {
    let start = 0;
    for (let i = 0; i < buffer.length && !done; i++) {
      const char = buffer[i];
      if (char !== "\n" && char !== "\r") continue;
      if (char === "\r" && i === buffer.length - 1 && !final) break; // may be the first half of a CRLF
      handleLine(buffer.slice(start, i));
      if (char === "\r" && buffer[i + 1] === "\n") i++;
      start = i + 1;
    }
    if (!done) buffer = buffer.slice(start);
  };

  return {
    push(chunk) {
      if (done) return;
      buffer += started ? chunk : chunk.replace(/^\uFEFF/, "");
      started ||= chunk !== "";
      drain(false);
    },
    end() {
      if (done) return;
      drain(true);
      if (buffer) handleLine(buffer);
      finish();
    },
  };
}

function contentOf(data: string): string | undefined {
  try {
    const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] } | null;
    const content = parsed?.choices?.[0]?.delta?.content;
    return typeof content === "string" ? content : undefined;
  } catch {
    return undefined;
  }
}
