/** TRUST_PROXY: unset/false = no proxy in front; true = one proxy; N = N proxies in front of the app. */
export function trustedHops(value: string | undefined): number {
  if (!value || value === "false" || value === "0") return 0;
  if (value === "true") return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a number of proxies, not "${value}"`);
  return hops;
}

/**
 * The client's address. Without trusted proxies it is the socket's peer, whatever headers say.
 * With N trusted proxies, the last N X-Forwarded-For entries were appended by them, so the client is the one before.
 */
export function clientIp(socketAddress: string | undefined, forwardedFor: string | undefined, trusted: number): string {
  if (trusted === 0 || !forwardedFor) return socketAddress ?? "unknown";
  const chain = forwardedFor
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const index = chain.length - trusted;
  return (index >= 0 ? chain[index] : chain[0]) ?? socketAddress ?? "unknown";
}

/**
 * Whether the visitor reached us over HTTPS: a TLS socket, or, behind trusted proxies, the protocol the
 * nearest trusted proxy reports in X-Forwarded-Proto (its last entry). Untrusted headers count for nothing.
 */
export function isHttpsRequest(encrypted: boolean, forwardedProto: string | string[] | undefined, trusted: number): boolean {
  if (encrypted) return true;
  return trustedForwardedValue(forwardedProto, trusted)?.toLowerCase() === "https";
}

/**
 * The value of an X-Forwarded-Host or X-Forwarded-Proto header that a trusted proxy set: with no trusted proxy,
 * none (the client may have written anything there); behind trusted proxies, the entry the nearest one appended
 * (its last). Headers may arrive repeated (an array), which counts as one comma-separated list.
 */
export function trustedForwardedValue(header: string | string[] | undefined, trusted: number): string | undefined {
  if (trusted === 0 || !header) return undefined;
  const list = Array.isArray(header) ? header.join(",") : header;
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
}
