import { NextResponse, type NextRequest } from "next/server";
import { canonicalSearchAddress, searchTabNamed } from "@/lib/listings/search-query";
import { clientIpHeader, clientIpHeaderIsUnwritten } from "@/server/http/production-server";

/**
 * Runs before every request Next handles.
 * - Every old /team-members/* link → /team (308). A /team/{slug} that is unknown, renamed or retired is answered by the
 *   profile page itself, which reads the team from the database.
 * - A search page's address that is not its canonical one (the empty fields a form sent without JavaScript names) →
 *   the canonical address (307: what is canonical may grow with the filters), so a search has one address to share,
 *   to bookmark and to keep in memory (scripts/content-pages.ts). The router's own requests go there already.
 * - `x-client-ip` is believed only when the production server (scripts/server.ts) wrote it: it replaces whatever a
 *   client sent on every request. Without it (`next dev`) a client's own `x-client-ip` is removed, so a forged one
 *   never reaches a rate limit; the address is then unknown. (A plain `next start` refuses to start: src/server/startup.ts.)
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/team-members" || pathname.startsWith("/team-members/")) {
    return NextResponse.redirect(new URL("/team", request.url), 308);
  }
  const canonical = canonicalSearch(request);
  if (canonical) return NextResponse.redirect(new URL(canonical, request.url), 307);
  if (!clientIpHeaderIsUnwritten() || !request.headers.has(clientIpHeader)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete(clientIpHeader);
  return NextResponse.next({ request: { headers } });
}

/** A page load of /buy, /rent or /sold whose address is not canonical: the address it should have. */
function canonicalSearch(request: NextRequest): string | null {
  const tab = searchTabNamed(request.nextUrl.pathname.slice(1));
  if (!tab || !["GET", "HEAD"].includes(request.method) || request.headers.has("rsc")) return null;
  return canonicalSearchAddress(tab, request.nextUrl.searchParams);
}

/*
 * Pages only: not the build's static files and the image optimiser, which read no address, and not the API routes.
 * Next reads the whole body of every request the proxy runs for and hands the route at most
 * `experimental.proxyClientMaxBodySize` of it (next.config.ts): the feed's 50 MB files would arrive cut, and every
 * hostile upload would be read to its end before the route's own cap could refuse it. Every API route goes through
 * `route()` (src/server/http/route.ts), which removes a client's own x-client-ip under `next dev` as this does.
 */
export const config = { matcher: ["/((?!_next/static|_next/image|api/).*)"] };
