import "server-only";
import { headers } from "next/headers";
import { clientIpHeader, clientIpHeaderIsUnwritten } from "./production-server";

/**
 * The visitor's IP address. scripts/server.ts sets `x-client-ip` from the socket (or the trusted proxy chain)
 * and overwrites whatever the client sent, so this header can be trusted for rate limiting. Without that server
 * (`next dev`) the address is "unknown", whatever a client sends (src/proxy.ts and ./route.ts also remove a client's own
 * header, for what reads it directly: better-auth's rate limits).
 */
export async function getClientIp(): Promise<string> {
  // Under `next dev` nothing writes the header: one that arrives, a client forged.
  if (clientIpHeaderIsUnwritten()) return "unknown";
  const value = (await headers()).get(clientIpHeader)?.trim();
  return value ? value : "unknown";
}
