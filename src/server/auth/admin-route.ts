import "server-only";
import { capRequestBody } from "@/server/http/capped-body";
import type { RouteOptions } from "@/server/http/route";
import type { PermissionRequirement, StaffRole } from "@/lib/auth/permissions";
import { adminDeniedResponse, requirePermission } from "./roles";

export interface AdminRouteContext {
  userId: string;
  email: string;
  role: StaffRole;
}

export interface AdminRouteOptions extends RouteOptions {
  /** What the caller must be allowed to do (src/lib/auth/permissions.ts): one permission, any of several, or null for any staff role. */
  permission: PermissionRequirement;
}

/**
 * Wraps an admin API route handler: a state-changing request whose Origin is not this site is refused
 * (403), then the permission is checked (401 anonymous, 403 a member or a role without it), then the body is read
 * up to the route's cap (413 past it, as `route()` does) before the handler runs.
 */
export function adminRoute<Params = unknown>(
  options: AdminRouteOptions,
  handler: (request: Request, admin: AdminRouteContext, params: Params) => Promise<Response>,
): (request: Request, context: { params: Promise<Params> }) => Promise<Response> {
  return async (request, context) => {
    if (!isSafeMethod(request.method) && !isSameOrigin(request)) {
      return Response.json({ error: "Cross-site requests are not allowed." }, { status: 403 });
    }
    const check = await requirePermission(options.permission);
    if (!check.ok) return adminDeniedResponse(check);
    const capped = await capRequestBody(request, options.maxBodyBytes, options.tooLarge);
    if (capped instanceof Response) return capped;
    return handler(capped, { userId: check.userId, email: check.email, role: check.role }, await context.params);
  };
}

function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

/**
 * Browsers send Origin on every cross-site POST; a request without one comes from a non-browser client,
 * which cannot carry the admin's cookie by accident. Compared with the Host the request was sent to, or the
 * X-Forwarded-Host a trusted proxy set: scripts/server.ts drops a client's own unless TRUST_PROXY trusts a proxy.
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
