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

/** The server's message when it sent one, else the spec's fallback. */
export function serverMessage(error: { message?: string | null } | null | undefined, fallback: string): string {
  const message = error?.message?.trim();
  return message ? message : fallback;
}
