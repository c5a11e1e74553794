import "server-only";

/** What a route answers when a body is over its cap, unless it states its own answer. */
export function bodyTooLargeResponse(): Response {
  return Response.json({ error: "Request body too large" }, { status: 413 });
}

/**
 * Reads at most `maxBytes` of a request's (or a fetched response's) body: a declared Content-Length past the cap is
 * refused unread, and a chunked (or lying) body is counted as it streams in and abandoned at the first byte past
 * the cap. Returns the body's bytes, or null when it is too large.
 */
export async function readCappedBody(
  message: Pick<Request, "headers" | "body">,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(message.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!message.body) return new Uint8Array(0);

  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The same request with its body replaced by the already-read bytes, so a handler (or a library such as
 * better-auth) reads it as usual and can never read past the cap.
 */
export function requestWithBody(request: Request, body: Uint8Array<ArrayBuffer>): Request {
  const headers = new Headers(request.headers);
  headers.delete("transfer-encoding");
  headers.set("content-length", String(body.byteLength));
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(request.url, { method: request.method, headers, body: hasBody ? body : undefined, signal: request.signal });
}

/** The request with a body of at most `maxBytes`, or the 413 to answer. */
export async function capRequestBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => Response = bodyTooLargeResponse,
): Promise<Request | Response> {
  const body = await readCappedBody(request, maxBytes);
  return body === null ? tooLarge() : requestWithBody(request, body);
}
