import { describe, expect, it, vi } from "vitest";

/*
 * Every route handler reads its body through one capped reader: an over-limit body, declared or chunked, gets 413
 * with a JSON { error } before more than the cap (plus the chunk in hand) has been pulled from the client.
 */

// The chat's flood cap (tests/integration/rate-limit.test.ts) is checked before the body; here it always admits.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": "198.51.100.9" }) }));
vi.mock("@/server/chat/rate-limit", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/server/chat/rate-limit")>()),
  checkChatAttempt: async () => ({ allowed: true }),
}));

const chatRoute = await import("@/app/api/chat/route");
const authRoute = await import("@/app/api/auth/[...all]/route");
const enquiriesRoute = await import("@/app/api/enquiries/route");

const chunkBytes = 64 * 1024;

/** A request whose chunked body never ends, counting what the server pulls from it. */
function endlessChunkedRequest(url: string) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

describe("capped request bodies", () => {
  it.each([
    ["/api/chat", chatRoute.POST, 256 * 1024],
    ["/api/auth/sign-in/email", authRoute.POST, 16 * 1024],
    ["/api/enquiries", enquiriesRoute.POST, 2 * 1024 * 1024],
  ] as const)("%s answers an endless chunked body 413 after reading no more than its cap", async (path, handler, cap) => {
    const { request, pulled } = endlessChunkedRequest(`http://localhost${path}`);
    const response = await handler(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    // The stream may have one chunk queued ahead of the reader.
    expect(pulled.bytes).toBeLessThanOrEqual(cap + 2 * chunkBytes);
  });

  it("refuses a declared Content-Length past the cap without reading", async () => {
    const { request, pulled } = endlessChunkedRequest("http://localhost/api/auth/sign-in/email");
    const declared = new Request(request, { headers: { "content-length": String(100 * 1024 * 1024), "content-type": "application/json" } });
    const response = await authRoute.POST(declared);
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(2 * chunkBytes);
  });

  it("hands the handler the capped bytes: an invalid chat body within the cap still gets the chat's own 400", async () => {
    const response = await chatRoute.POST(new Request("http://localhost/api/chat", { method: "POST", body: "{" }));
    expect(response.status).toBe(400);
    expect((await response.json()) as { error: string }).toEqual({
      error: "The request body must be JSON: { messages: [{ role, content }] }",
    });
  });
});
