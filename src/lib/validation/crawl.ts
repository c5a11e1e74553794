import "./zod-jitless";
import { z } from "zod";

/** Spec section 5: "Crawl: URL required ('URL Required')". */
export const crawlUrlRequiredMessage = "URL Required";
export const crawlUrlInvalidMessage = "Please enter a valid web address, such as https://example.com";
export const crawlUrlProtocolMessage = "Only http and https addresses can be crawled";

/**
 * The crawl form's address: required, given a scheme when typed without one (example.com → https://example.com),
 * http or https only, and returned normalised (no fragment).
 */
export const crawlUrlSchema = z
  .string({ error: crawlUrlRequiredMessage })
  .trim()
  .min(1, { error: crawlUrlRequiredMessage })
  .transform((value, ctx) => {
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      ctx.addIssue({ code: "custom", message: crawlUrlInvalidMessage });
      return z.NEVER;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      ctx.addIssue({ code: "custom", message: crawlUrlProtocolMessage });
      return z.NEVER;
    }
    if (!url.hostname || url.username || url.password) {
      ctx.addIssue({ code: "custom", message: crawlUrlInvalidMessage });
      return z.NEVER;
    }
    url.hash = "";
    return url.toString();
  });

/** The crawl call's body (spec section 7): start a crawl of `url` (absent: the site itself), or read a job's status. */
export const crawlRequestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("start"), url: crawlUrlSchema.optional() }),
  z.object({ action: z.literal("status"), jobId: z.string().uuid({ error: "Unknown crawl" }) }),
]);

export type CrawlRequest = z.infer<typeof crawlRequestSchema>;
