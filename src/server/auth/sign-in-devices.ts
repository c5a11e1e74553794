import "server-only";
import { randomBytes } from "node:crypto";
import type { createAuthMiddleware } from "better-auth/api";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A browser stays known to an account this long after its last successful sign-in to it. */
export const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

/**
 * The device cookie (OWASP's "device cookie" against lockout): 32 random bytes, signed with BETTER_AUTH_SECRET,
 * httpOnly, SameSite=Lax, Secure over https, set by a successful sign-in. One per browser: the server keeps, per
 * account it signed in to, only the token's SHA-256 (`sign_in_devices`), so the cookie is bound to those accounts.
 */
function deviceCookie(ctx: HookContext) {
  return ctx.context.createAuthCookie("sign_in_device", { maxAge: deviceCookieMaxAgeSeconds });
}

/** The browser's device token, or null when it has none or its signature does not hold. */
export async function readDeviceToken(ctx: HookContext): Promise<string | null> {
  if (!ctx.headers) return null;
  const value = await ctx.getSignedCookie(deviceCookie(ctx).name, ctx.context.secret);
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** After a successful sign-in: the browser keeps its token (or gets one) for another `deviceCookieMaxAgeSeconds`. */
export async function issueDeviceToken(ctx: HookContext, existing: string | null): Promise<string> {
  const token = existing ?? randomBytes(32).toString("base64url");
  const cookie = deviceCookie(ctx);
  await ctx.setSignedCookie(cookie.name, token, ctx.context.secret, cookie.attributes);
  return token;
}
