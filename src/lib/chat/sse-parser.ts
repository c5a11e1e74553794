/**
 * Incremental parser for the chat's server-sent events (spec section 7): lines starting `data: ` carry
 * JSON with choices[0].delta.content, `data: [DONE]` ends the stream, comment lines (`:`) and blank lines
 * are skipped, CRLF and LF both end a line, and a line is only parsed once its line ending has arrived —
 * so chunks may split anywhere: mid-line, mid-JSON, or between CR and LF.
 */
export interface SseParser {
  push(chunk: string): void;
  /** Flushes a final line that arrived without a line ending. */
  end(): void;
}

export function createSseParser(onContent: (text: string) => void, onDone?: () => void): SseParser {
  let buffer = "";
  let done = false;

  const handleLine = (rawLine: string) => {
    if (done) return;
    const line = rawLine.endsWith("\r") ? rawLine.slice(0, -1) : rawLine;
    if (line === "" || line.startsWith(":")) return;
    if (!line.startsWith("data:")) return;
    const data = line.slice(5).replace(/^ /, "");
    if (data === "[DONE]") {
      done = true;
      onDone?.();
      return;
    }
    const content = contentOf(data);
    if (content) onContent(content);
  };

  return {
    push(chunk) {
      buffer += chunk;
      let newline = buffer.indexOf("\n");
      while (newline !== -1) {
        handleLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf("\n");
      }
    },
    end() {
      if (buffer) handleLine(buffer);
      buffer = "";
      if (!done) {
        done = true;
        onDone?.();
      }
    },
  };
}

function contentOf(data: string): string | undefined {
  try {
    const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = parsed.choices?.[0]?.delta?.content;
    return typeof content === "string" ? content : undefined;
  } catch {
    // A complete line that is not valid JSON (e.g. a keep-alive payload) carries no content.
    return undefined;
  }
}
