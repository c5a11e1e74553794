import "server-only";
import { env } from "@/env";
import { fetchRaw, TooManyRedirectsError } from "@/server/crawl/fetch-page";
import { CrawlRefusedError } from "@/server/crawl/safety";
import { isRetryableStatus, ListingMediaError } from "./errors";

export const mediaUserAgent = "IronbarkListings/1.0 (+listing photos)";

/** The origins exempt from the private-address refusal: LISTINGS_MEDIA_ALLOWED_HOSTS, over http and https. */
export function allowedMediaOrigins(hosts: readonly string[] = env.LISTINGS_MEDIA_ALLOWED_HOSTS): string[] {
  return hosts.flatMap((host) => {
    try {
      return [new URL(`http://${host}`).origin, new URL(`https://${host}`).origin];
    } catch {
      return [];
    }
  });
}

/**
 * Downloads an image through the crawler's SSRF guard (src/server/crawl/safety.ts): http(s) only, every address a
 * host resolves to must be public (checked again when connecting) unless the host is allowed by
 * LISTINGS_MEDIA_ALLOWED_HOSTS, at most 3 redirects, every hop checked. Throws ListingMediaError.
 */
export async function fetchImageBytes(address: string, limits: { maxBytes: number; timeoutMs: number }): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ListingMediaError("refused_address", `Not an address: ${JSON.stringify(address.slice(0, 200))}`, { retryable: false });
  }
  if (url.username || url.password) {
    throw new ListingMediaError("refused_address", "Image addresses with a user name or password are refused", { retryable: false });
  }
  try {
    const response = await fetchRaw(url.toString(), {
      ownOrigins: allowedMediaOrigins(),
      followOrigins: "any",
      timeoutMs: limits.timeoutMs,
      // One byte more than allowed tells an image at the cap from one past it.
      maxBytes: limits.maxBytes + 1,
      maxRedirects: 3,
      userAgent: mediaUserAgent,
      accept: "image/jpeg,image/png,image/webp,image/gif;q=0.9,*/*;q=0.1",
    });
    if (response.status < 200 || response.status >= 300) {
      throw new ListingMediaError("http_status", `${url.host} answered ${response.status} for the image`, {
        retryable: isRetryableStatus(response.status),
        status: response.status,
      });
    }
    if (response.truncated || response.body.byteLength > limits.maxBytes) {
      throw new ListingMediaError("too_large", `The image is larger than ${limits.maxBytes} bytes`, { retryable: false });
    }
    return response.body;
  } catch (error) {
    if (error instanceof ListingMediaError) throw error;
    if (error instanceof CrawlRefusedError || (error as NodeJS.ErrnoException).code === "ECRAWLREFUSED") {
      throw new ListingMediaError("refused_address", (error as Error).message.replace("Refusing to crawl", "Refusing to fetch"), {
        retryable: false,
        cause: error,
      });
    }
    if (error instanceof TooManyRedirectsError) throw new ListingMediaError("network", error.message, { retryable: true, cause: error });
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === "ENOTFOUND"
        ? `Host not found: ${url.hostname}`
        : code === "ECONNREFUSED"
          ? `Connection refused by ${url.host}`
          : (error as Error).message;
    throw new ListingMediaError("network", `Could not fetch the image: ${message}`, { retryable: true, cause: error });
  }
}
