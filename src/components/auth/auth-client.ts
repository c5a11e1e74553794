"use client";

import type { createAuthClient } from "better-auth/react";

type AuthClient = ReturnType<typeof createAuthClient>;

let client: Promise<AuthClient> | undefined;

/**
 * better-auth's browser client, loaded on the first submit so the login and sign-up pages ship only
 * their forms up front. It talks to /api/auth on the page's own origin.
 */
export function getAuthClient(): Promise<AuthClient> {
  client ??= import("better-auth/react").then(({ createAuthClient }) => createAuthClient());
  return client;
}

/**
 * The server's message when it refused the request itself (4xx) and said why, else the spec's fallback: a 5xx
 * or a proxy's error page carries no message meant for a person.
 */
export function serverMessage(error: { message?: string | null; status?: number } | null | undefined, fallback: string): string {
  const message = error?.message?.trim();
  const refused = error?.status === undefined || (error.status >= 400 && error.status < 500);
  return message && refused ? message : fallback;
}
