import "server-only";
import { env } from "@/env";

/** The public origin of the site, without a trailing slash. */
export const siteUrl = env.SITE_URL.replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}
