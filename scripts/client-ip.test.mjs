import { describe, expect, it } from "vitest";
import { clientIp, trustedHops } from "./client-ip.mjs";

describe("clientIp", () => {
  it("ignores a forged X-Forwarded-For when no proxy is trusted", () => {
    expect(clientIp("203.0.113.7", "1.2.3.4", 0)).toBe("203.0.113.7");
  });
  it("takes the entry before the trusted proxies", () => {
    expect(clientIp("10.0.0.1", "1.2.3.4, 198.51.100.9", 1)).toBe("198.51.100.9");
    expect(clientIp("10.0.0.1", "1.2.3.4, 198.51.100.9, 10.0.0.2", 2)).toBe("198.51.100.9");
  });
  it("falls back to the socket when there is no header", () => {
    expect(clientIp("203.0.113.7", undefined, 1)).toBe("203.0.113.7");
  });
});

describe("trustedHops", () => {
  it("parses the setting", () => {
    expect(trustedHops(undefined)).toBe(0);
    expect(trustedHops("false")).toBe(0);
    expect(trustedHops("true")).toBe(1);
    expect(trustedHops("2")).toBe(2);
    expect(() => trustedHops("yes")).toThrow(/TRUST_PROXY/);
  });
});
