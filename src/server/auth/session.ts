import "server-only";
import { headers } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import { getAuth } from "./auth";

export type CurrentSession = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof getAuth>>["api"]["getSession"]>>>;

/**
 * The signed-in user's session from the request's cookie, or null. Read once per request.
 * `connection()` first: a page that depends on who is asking must never be prerendered at build time.
 */
export const getCurrentSession = cache(async (): Promise<CurrentSession | null> => {
  await connection();
  const auth = await getAuth();
  return auth.api.getSession({ headers: await headers() });
});
