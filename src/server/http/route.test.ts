import { afterEach, describe, expect, it, vi } from "vitest";
import { route } from "./route";

/** A route that answers with the x-client-ip it was handed and the body it read. */
const echo = route({ maxBodyBytes: 1024 }, async (request) =>
  Response.json({ ip: request.headers.get("x-client-ip"), body: await request.text() }),
);

function post(headers: Record<string, string>): Request {
  return new Request("http://localhost/api/echo", { method: "POST", headers, body: "hello" });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("route", () => {
  it("removes a client's own x-client-ip under next dev, where nothing else writes it, and keeps the body", async () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(await (await echo(post({ "x-client-ip": "198.51.100.7" }))).json()).toEqual({ ip: null, body: "hello" });
  });

  it("hands the production server's x-client-ip on unchanged", async () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(await (await echo(post({ "x-client-ip": "203.0.113.9" }))).json()).toEqual({ ip: "203.0.113.9", body: "hello" });
  });
});
