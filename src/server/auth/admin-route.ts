import "server-only";
import { capRequestBody } from "@/server/http/capped-body";
import type { RouteOptions } from "@/server/http/route";
import { adminDeniedResponse, requireAdmin } from "./roles";

export interface AdminRouteContext {
  userId: string;
  email: string;
}

/**
 * Wraps an admin API route handler: a state-changing request whose Origin is not this site is refused
 * (403), then the role is checked (401 anonymous, 403 not admin), then the body is read up to the route's cap
 * (413 past it, as `route()` does) before the handler runs.
 */
export function adminRoute<Params = unknown>(
  options: RouteOptions,
  handler: (request: Request, admin: AdminRouteContext, params: Params) => Promise<Response>,
): (request: Request, context: { params: Promise<Params> }) => Promise<Response> {
  return async (request, context) => {
    if (!isSafeMethod(request.method) && !isSameOrigin(request)) {
      return Response.json({ error: "Cross-site requests are not allowed." }, { status: 403 });
    }
    const check = await requireAdmin();
    if (!check.ok) return adminDeniedResponse(check);
    const capped = await capRequestBody(request, options.maxBodyBytes, options.tooLarge);
    if (capped instanceof Response) return capped;
    return handler(capped, { userId: check.userId, email: check.email }, await context.params);
  };
}

function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

/**
 * Browsers send Origin on every cross-site POST; a request without one comes from a non-browser client,
 * which cannot carry the admin's cookie by accident. Compared with the Host the request was sent to, or the
 * X-Forwarded-Host a trusted proxy set: scripts/server.mjs drops a client's own unless TRUST_PROXY trusts a proxy.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
