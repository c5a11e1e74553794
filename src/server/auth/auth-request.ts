import "server-only";
import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies, headers } from "next/headers";
import { getAuth } from "./auth";

/** Request headers better-auth reads: the origin check, the client address for its limits, the session cookie. */
const forwardedHeaders = ["origin", "cookie", "user-agent", "x-client-ip", "x-forwarded-for"];

/**
 * A form's server action calls one of better-auth's own endpoints (`/sign-in/email`, `/request-password-reset`, …)
 * exactly as the browser client would, with the browser's headers, so its origin check, rate limits, account rules
 * and our hooks apply unchanged. Throws only when the request could not be made at all.
 */
export async function postToAuth(pathname: string, body: unknown): Promise<Response> {
  const auth = await getAuth();
  const incoming = await headers();
  const forwarded = new Headers({ "content-type": "application/json" });
  for (const name of forwardedHeaders) {
    const value = incoming.get(name);
    if (value) forwarded.set(name, value);
  }
  return auth.handler(
    new Request(`${auth.options.baseURL}/api/auth${pathname}`, { method: "POST", headers: forwarded, body: JSON.stringify(body) }),
  );
}

/** Passes the session cookie(s) better-auth set in its answer on to the browser. */
export async function passOnAuthCookies(response: Response): Promise<void> {
  const jar = await cookies();
  for (const setCookie of response.headers.getSetCookie()) {
    for (const [name, attributes] of parseSetCookieHeader(setCookie)) jar.set(name, attributes.value, toCookieOptions(attributes));
  }
}

/** better-auth's refusal: its status, and its message and code when it gave them. */
export async function authRefusal(response: Response): Promise<{ status: number; message: string | null; code: string | null }> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const message = typeof body?.message === "string" && body.message.trim() !== "" ? body.message : null;
  return { status: response.status, message, code: typeof body?.code === "string" ? body.code : null };
}
