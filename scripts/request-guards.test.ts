import { describe, expect, it } from "vitest";
import { isServerActionRequest, pageMethodStatus, serverActionRefusalStatus, undecodablePathStatus } from "./request-guards";

describe("undecodablePathStatus", () => {
  it("answers 404 for invalid UTF-8 and for a NUL", () => {
    expect(undecodablePathStatus("/insights/%ff%fe")).toBe(404);
    expect(undecodablePathStatus("/insights/%C0%AF")).toBe(404);
    expect(undecodablePathStatus("/insights/%00")).toBe(404);
    expect(undecodablePathStatus("/team/a%00b?x=1")).toBe(404);
  });
  it("lets decodable paths through, whatever the query", () => {
    expect(undecodablePathStatus("/insights/first-home-buyers")).toBeUndefined();
    expect(undecodablePathStatus("/insights/caf%C3%A9?q=%ff")).toBeUndefined();
  });
});

describe("isServerActionRequest", () => {
  it("knows fetch actions by their header and no-JavaScript form posts by multipart to a page", () => {
    expect(isServerActionRequest("POST", "/contact", { "next-action": "abc" })).toBe(true);
    expect(isServerActionRequest("POST", "/contact", { "content-type": "multipart/form-data; boundary=x" })).toBe(true);
    expect(isServerActionRequest("POST", "/api/admin/uploads", { "content-type": "multipart/form-data; boundary=x" })).toBe(false);
    expect(isServerActionRequest("GET", "/contact", { "next-action": "abc" })).toBe(false);
  });
});

describe("serverActionRefusalStatus", () => {
  const host = "localhost:3000";
  it("refuses a foreign, null, unparsable or look-alike Origin with 403", () => {
    for (const origin of ["https://evil.example", "null", "not a url", "http://localhost:3000.evil.example"]) {
      expect(serverActionRefusalStatus({ host, origin })).toBe(403);
    }
  });
  it("accepts the same origin and no Origin at all (not a browser)", () => {
    expect(serverActionRefusalStatus({ host, origin: "http://localhost:3000" })).toBeUndefined();
    expect(serverActionRefusalStatus({ host })).toBeUndefined();
  });
  it("refuses a declared body past 1 MB with 413", () => {
    expect(serverActionRefusalStatus({ host, "content-length": String(1024 * 1024 + 1) })).toBe(413);
    expect(serverActionRefusalStatus({ host, "content-length": String(1024 * 1024) })).toBeUndefined();
  });
});

describe("pageMethodStatus", () => {
  it("answers 405 for a method no page takes, on pages and files", () => {
    for (const method of ["PUT", "DELETE", "PATCH", "TRACE", "PROPFIND"]) {
      expect(pageMethodStatus(method, "/")).toBe(405);
      expect(pageMethodStatus(method, "/insights/first-home-buyers")).toBe(405);
    }
  });
  it("lets reads, form posts, OPTIONS and every API method through", () => {
    for (const method of ["GET", "HEAD", "POST", "OPTIONS"]) expect(pageMethodStatus(method, "/contact")).toBeUndefined();
    expect(pageMethodStatus("DELETE", "/api/admin/posts/1")).toBeUndefined();
    expect(pageMethodStatus("PUT", "/api/admin/posts/1")).toBeUndefined();
  });
});
