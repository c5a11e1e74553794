import "server-only";
import { headers } from "next/headers";
import { clientIpHeader } from "./production-server";

/**
 * The visitor's IP address. scripts/server.ts sets `x-client-ip` from the socket (or the trusted proxy chain)
 * and overwrites whatever the client sent, so this header can be trusted for rate limiting. Without that server
 * (`next dev`), src/proxy.ts (pages) and ./route.ts (API routes) remove a client's own, and the address is "unknown".
 */
export async function getClientIp(): Promise<string> {
  const value = (await headers()).get(clientIpHeader)?.trim();
  return value ? value : "unknown";
}
