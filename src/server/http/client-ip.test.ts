import { afterEach, describe, expect, it, vi } from "vitest";

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }));

const { getClientIp } = await import("./client-ip");

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("getClientIp", () => {
  it("is the production server's x-client-ip", async () => {
    vi.stubEnv("NODE_ENV", "production");
    requestHeaders.current = new Headers({ "x-client-ip": "203.0.113.9" });
    expect(await getClientIp()).toBe("203.0.113.9");
  });

  it("is unknown under next dev, where nothing writes the header and one that arrives was forged", async () => {
    vi.stubEnv("NODE_ENV", "development");
    requestHeaders.current = new Headers({ "x-client-ip": "198.51.100.7" });
    expect(await getClientIp()).toBe("unknown");
  });
});
