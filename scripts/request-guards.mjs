// Requests refused before Next sees them, with the status a client error deserves: Next itself answers these 500.

/** Next's default server action body limit (`serverActions.bodySizeLimit` is not set in next.config.ts). */
export const serverActionBodyLimitBytes = 1024 * 1024;

/**
 * 404 for a path that cannot be decoded (invalid UTF-8 such as `%ff%fe` or the overlong `%C0%AF`, which Next
 * answers 500) or that decodes to a NUL, so no route parameter carrying one ever reaches a database query.
 */
export function undecodablePathStatus(url) {
  const pathname = (url ?? "/").split("?")[0];
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 404;
  }
  return decoded.includes("\0") ? 404 : undefined;
}

/**
 * A server action request: a fetch action names itself in `Next-Action`; a form posted without JavaScript is a
 * multipart POST to a page (route handlers live under /api and read their own bodies).
 */
export function isServerActionRequest(method, pathname, headers) {
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
export function serverActionRefusalStatus(headers) {
  const origin = headers.origin;
  if (origin !== undefined) {
    const host = headers["x-forwarded-host"] ?? headers.host;
    if (!host || originHost(origin) !== String(host).split(",")[0].trim()) return 403;
  }
  const declared = Number(headers["content-length"] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > serverActionBodyLimitBytes) return 413;
  return undefined;
}

function originHost(origin) {
  try {
    return origin === "null" ? undefined : new URL(origin).host;
  } catch {
    return undefined;
  }
}

function refuse(res, status, error) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ error }));
}

/**
 * Answers a request Next would answer 500 for want of a client error status: an undecodable path (404), a server
 * action from another origin (403) or declaring an oversized body (413). Returns true when answered. Action requests
 * Next itself refuses later (a chunked body past the limit, an undecodable payload) are marked from `onRequestError`
 * (src/server/http/refused-actions.ts) and answered 413 or 400 by scripts/server.mjs.
 */
export function refuseBadRequest(req, res) {
  if (undecodablePathStatus(req.url) === 404) {
    refuse(res, 404, "Not found");
    return true;
  }
  const pathname = (req.url ?? "/").split("?")[0];
  if (!isServerActionRequest(req.method, pathname, req.headers)) return false;
  const status = serverActionRefusalStatus(req.headers);
  if (status === 403) refuse(res, 403, "Cross-site requests are not allowed.");
  if (status === 413) refuse(res, 413, "Request body too large");
  return status !== undefined;
}
