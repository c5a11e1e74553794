import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "./proxy";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The request headers Next hands on after the proxy: every header, or only the ones it overrides. */
function forwardedHeaders(response: Response): string[] | undefined {
  return response.headers.get("x-middleware-override-headers")?.split(",");
}

describe("proxy", () => {
  it("removes a client's own x-client-ip when no production server wrote it (next dev)", () => {
    vi.stubEnv("NODE_ENV", "development");
    const response = proxy(
      new NextRequest("http://localhost/contact", { headers: { "x-client-ip": "198.51.100.7", accept: "text/html" } }),
    );
    expect(forwardedHeaders(response)).toContain("accept");
    expect(forwardedHeaders(response)).not.toContain("x-client-ip");
    expect(response.headers.get("x-middleware-request-x-client-ip")).toBeNull();
  });

  it("passes the production server's x-client-ip through unchanged", () => {
    vi.stubEnv("NODE_ENV", "production");
    const response = proxy(new NextRequest("http://localhost/contact", { headers: { "x-client-ip": "203.0.113.9" } }));
    expect(forwardedHeaders(response)).toBeUndefined();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("redirects old /team-members links to /team", () => {
    for (const path of ["/team-members", "/team-members/jane"]) {
      const response = proxy(new NextRequest(`http://localhost${path}`));
      expect(response.status).toBe(308);
      expect(new URL(response.headers.get("location")!).pathname).toBe("/team");
    }
    expect(proxy(new NextRequest("http://localhost/team-membership")).status).toBe(200);
  });

  it("sends a search's address with empty fields to its canonical one, keeping a campaign's tags", () => {
    const response = proxy(
      new NextRequest("http://localhost/buy?location=oran-park&min=&max=&beds=3&baths=&cars=&sort=price-asc&utm_source=mail"),
    );
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname + location.search).toBe("/buy?location=oran-park&beds=3&sort=price-asc&utm_source=mail");
    expect(proxy(new NextRequest(`http://localhost${location.pathname}${location.search}`)).status).toBe(200);
    expect(proxy(new NextRequest("http://localhost/rent?location=&pets=")).headers.get("location")).toBe("http://localhost/rent");
    // The router's own requests, a form's POST and pages that are no search are left alone.
    expect(proxy(new NextRequest("http://localhost/buy?min=", { headers: { rsc: "1" } })).status).toBe(200);
    expect(proxy(new NextRequest("http://localhost/buy?min=", { method: "POST" })).status).toBe(200);
    expect(proxy(new NextRequest("http://localhost/buying?min=")).status).toBe(200);
  });
});
