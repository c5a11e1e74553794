import "server-only";
import { capRequestBody } from "./capped-body";
import { clientIpHeader, clientIpHeaderIsUnwritten } from "./production-server";

export interface RouteOptions {
  /** The largest body this route reads; a larger one gets 413 before more than this is read. */
  maxBodyBytes: number;
  /** The 413 to answer when the route's clients expect a body of their own (default `{ error }`). */
  tooLarge?: () => Response;
  /** Checked before a byte of the body is read (a flood cap): a Response here is the answer. */
  admit?: (request: Request) => Promise<Response | undefined>;
}

type RouteContext<Params> = { params: Promise<Params> };

/**
 * Every route handler goes through this wrapper (admin routes through `adminRoute`, which uses it too): the route
 * may refuse a request unread (`admit`), then the body is read up to the route's cap before the handler runs, and
 * the handler gets a request whose body is those bytes. Under `next dev` a client's own x-client-ip is removed first,
 * as src/proxy.ts does for pages (the proxy does not run for API routes).
 */
export function route<Params = unknown>(
  options: RouteOptions,
  handler: (request: Request, params: Params) => Promise<Response>,
): (request: Request, context?: RouteContext<Params>) => Promise<Response> {
  return async (received, context) => {
    const request = withoutForgedClientIp(received);
    const refused = await options.admit?.(request);
    if (refused) return refused;
    const capped = await capRequestBody(request, options.maxBodyBytes, options.tooLarge);
    if (capped instanceof Response) return capped;
    return handler(capped, (await context?.params) as Params);
  };
}

/** Under `next dev` nothing writes x-client-ip (./production-server.ts): a request carrying one forged it. */
function withoutForgedClientIp(request: Request): Request {
  if (!clientIpHeaderIsUnwritten() || !request.headers.has(clientIpHeader)) return request;
  const headers = new Headers(request.headers);
  headers.delete(clientIpHeader);
  return new Request(request, { headers });
}
