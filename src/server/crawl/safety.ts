import "server-only";
import dns from "node:dns";
import net from "node:net";

/**
 * Server-side request forgery guard. The crawler fetches addresses an admin types, so it refuses any host
 * that resolves to a private, loopback, link-local or otherwise non-public address, unless the address is
 * the site's own origin (its own pages may well live on localhost or a private network).
 *
 * DNS rebinding: the check is made again at connection time, inside the `lookup` that the HTTP client uses
 * to connect (see `safeLookup`), so the address that was checked is the address connected to.
 */

export class CrawlRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CrawlRefusedError";
  }
}

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo included)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address we would not check
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address (with any trailing dotted IPv4 part folded in), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    if (!net.isIPv4(dotted[1])) return null;
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const groups = halves.length === 2 ? [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address. */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const mapped = zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0);
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !nat64) return null;
  if (mapped && groups[5] === 0 && groups[6] === 0) return null; // :: and ::1 are not IPv4 addresses
  const high = groups[6] ?? 0;
  const low = groups[7] ?? 0;
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** True for an address on the public internet; false for private, loopback, link-local, reserved and malformed ones. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = net.isIP(bare);
  if (family === 4) return !blocked.check(bare, "ipv4");
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return isPublicAddress(v4);
    return !blocked.check(bare, "ipv6");
  }
  return false;
}

/** True when the URL's origin is one of the site's own origins. */
export function isOwnOrigin(url: URL, ownOrigins: readonly string[]): boolean {
  return ownOrigins.includes(url.origin);
}

function refusal(host: string, address?: string): CrawlRefusedError {
  const shown = address && address !== host ? `${host} (${address})` : host;
  return new CrawlRefusedError(`Refusing to crawl ${shown}: it is a private, loopback or link-local address`);
}

/**
 * Throws CrawlRefusedError unless the URL may be fetched: http or https, and either one of the site's own
 * origins or a host whose every resolved address is public.
 */
export async function assertCrawlable(url: URL, ownOrigins: readonly string[]): Promise<void> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new CrawlRefusedError("Only http and https addresses can be crawled");
  }
  if (isOwnOrigin(url, ownOrigins)) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw refusal(host);
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new CrawlRefusedError(`Could not resolve ${host}`);
  }
  const bad = addresses.find((entry) => !isPublicAddress(entry.address));
  if (bad || addresses.length === 0) throw refusal(host, bad?.address);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that resolves like dns.lookup but fails for non-public addresses, so a
 * name that resolved to a public address when checked cannot connect to a private one a moment later.
 */
export function safeLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((entry) => !isPublicAddress(entry.address));
    if (bad || list.length === 0) {
      const refused = refusal(hostname, bad?.address) as NodeJS.ErrnoException;
      refused.code = "ECRAWLREFUSED";
      return callback(refused, []);
    }
    if (options.all) return callback(null, list);
    const first = list[0]!;
    callback(null, first.address, first.family);
  });
}
