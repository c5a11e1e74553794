import "server-only";
import { headers } from "next/headers";

/**
 * The visitor's IP address. scripts/server.mjs sets `x-client-ip` from the socket (or the trusted proxy chain)
 * and overwrites whatever the client sent, so this header can be trusted for rate limiting.
 */
export async function getClientIp(): Promise<string> {
  const value = (await headers()).get("x-client-ip")?.trim();
  return value ? value : "unknown";
}
