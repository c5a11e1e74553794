import { describe, expect, it } from "vitest";
import { clientIp, isHttpsRequest, trustedForwardedValue, trustedHops } from "./client-ip";

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

describe("isHttpsRequest", () => {
  it("trusts a TLS socket", () => {
    expect(isHttpsRequest(true, undefined, 0)).toBe(true);
  });
  it("ignores X-Forwarded-Proto unless a proxy is trusted", () => {
    expect(isHttpsRequest(false, "https", 0)).toBe(false);
    expect(isHttpsRequest(false, "https", 1)).toBe(true);
    expect(isHttpsRequest(false, "http", 1)).toBe(false);
  });
  it("reads the value the nearest trusted proxy appended", () => {
    expect(isHttpsRequest(false, "https, http", 1)).toBe(false);
    expect(isHttpsRequest(false, "http, https", 1)).toBe(true);
  });
});

describe("trustedForwardedValue", () => {
  it("drops X-Forwarded-Host and -Proto when no proxy is trusted", () => {
    expect(trustedForwardedValue("evil.example", 0)).toBeUndefined();
    expect(trustedForwardedValue("https", 0)).toBeUndefined();
  });
  it("takes the entry the nearest trusted proxy appended", () => {
    expect(trustedForwardedValue("www.ironbark.example", 1)).toBe("www.ironbark.example");
    expect(trustedForwardedValue("evil.example, www.ironbark.example", 1)).toBe("www.ironbark.example");
    expect(trustedForwardedValue(["evil.example", "www.ironbark.example"], 2)).toBe("www.ironbark.example");
  });
  it("has no value when the proxy sent none", () => {
    expect(trustedForwardedValue(undefined, 1)).toBeUndefined();
    expect(trustedForwardedValue(" , ", 1)).toBeUndefined();
  });
});
