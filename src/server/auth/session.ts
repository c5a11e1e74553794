import "server-only";
import { cookies, headers } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import { getAuth } from "./auth";

export type CurrentSession = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof getAuth>>["api"]["getSession"]>>>;

/**
 * The signed-in user's session from the request's cookie, or null. Read once per request.
 * `connection()` first: a page that depends on who is asking must never be prerendered at build time.
 * The cookie is read through `cookies()`, not the request's Cookie header: after a server action gave this browser a
 * new session (a password change ends every session and starts a fresh one, auth-request.ts), the page rendered in
 * the same response must see the new cookie, not the ended one.
 */
export const getCurrentSession = cache(async (): Promise<CurrentSession | null> => {
  await connection();
  const auth = await getAuth();
  const requestHeaders = new Headers(await headers());
  const current = (await cookies()).getAll?.() ?? [];
  if (current.length > 0) requestHeaders.set("cookie", current.map(({ name, value }) => `${name}=${encodeURIComponent(value)}`).join("; "));
  return auth.api.getSession({ headers: requestHeaders });
});
