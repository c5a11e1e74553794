// Requests refused before Next sees them, with the status a client error deserves: Next itself answers these 500
// (or, for a method a page does not take, renders the page as if it were a GET).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

/** Next's default server action body limit (`serverActions.bodySizeLimit` is not set in next.config.ts). */
export const serverActionBodyLimitBytes = 1024 * 1024;

/** The methods a page answers: read it, or post one of its forms to it (a server action). OPTIONS is Next's to answer. */
export const pageMethods = ["GET", "HEAD", "POST"];

/**
 * 404 for a path that cannot be decoded (invalid UTF-8 such as `%ff%fe` or the overlong `%C0%AF`, which Next
 * answers 500) or that decodes to a NUL, so no route parameter carrying one ever reaches a database query.
 */
export function undecodablePathStatus(url: string | undefined): 404 | undefined {
  const pathname = (url ?? "/").split("?")[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 404;
  }
  return decoded.includes("\0") ? 404 : undefined;
}

/**
 * 405 for a method no page takes (PUT, DELETE, PATCH, TRACE …) on anything but the API, whose route handlers answer
 * the methods they do not export themselves.
 */
export function pageMethodStatus(method: string | undefined, pathname: string): 405 | undefined {
  if (pathname.startsWith("/api/") || method === "OPTIONS") return undefined;
  return pageMethods.includes(method ?? "GET") ? undefined : 405;
}

/**
 * A server action request: a fetch action names itself in `Next-Action`; a form posted without JavaScript is a
 * multipart POST to a page (route handlers live under /api and read their own bodies).
 */
export function isServerActionRequest(method: string | undefined, pathname: string, headers: IncomingHttpHeaders): boolean {
  if (method !== "POST") return false;
  if (headers["next-action"] !== undefined) return true;
  return !pathname.startsWith("/api/") && /^multipart\/form-data/i.test(headers["content-type"] ?? "");
}

/**
 * The status a server action request is refused with before it reaches Next, as Next would refuse it, but with a
 * client error instead of its 500: 403 when the Origin is present and not this host (`null`, unparsable, a
 * look-alike), 413 when the declared body is past the action limit. A chunked body past the limit, and a payload
 * Next cannot decode, are classified after the fact (src/server/http/refused-actions.ts).
 */
export function serverActionRefusalStatus(headers: IncomingHttpHeaders): 403 | 413 | undefined {
  const origin = headers.origin;
  if (origin !== undefined) {
    const forwardedHost = headers["x-forwarded-host"];
    const host = (Array.isArray(forwardedHost) ? forwardedHost.join(",") : forwardedHost) ?? headers.host;
    if (!host || originHost(origin) !== (String(host).split(",")[0] ?? "").trim()) return 403;
  }
  const declared = Number(headers["content-length"] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > serverActionBodyLimitBytes) return 413;
  return undefined;
}

function originHost(origin: string): string | undefined {
  try {
    return origin === "null" ? undefined : new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * A refusal. The response already carries the headers every answer of the server has (the security headers, the
 * Content-Security-Policy: scripts/server.ts sets them before any guard runs).
 */
function refuse(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ error }));
}

/**
 * Answers a request Next would answer 500 (or as a GET) for want of a client error status: an undecodable path (404),
 * a method no page takes (405, with Allow), a server action from another origin (403) or declaring an oversized body
 * (413). Returns true when answered. Action requests Next itself refuses later (a chunked body past the limit, an
 * undecodable payload, a multipart body it cannot parse) are marked from `onRequestError`
 * (src/server/http/refused-actions.ts) and answered 413 or 400 by scripts/server.ts.
 */
export function refuseBadRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if (undecodablePathStatus(req.url) === 404) {
    refuse(res, 404, "Not found");
    return true;
  }
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  if (pageMethodStatus(req.method, pathname) === 405) {
    refuse(res, 405, "Method not allowed", { Allow: pageMethods.join(", ") });
    return true;
  }
  if (!isServerActionRequest(req.method, pathname, req.headers)) return false;
  const status = serverActionRefusalStatus(req.headers);
  if (status === 403) refuse(res, 403, "Cross-site requests are not allowed.");
  if (status === 413) refuse(res, 413, "Request body too large");
  return status !== undefined;
}
