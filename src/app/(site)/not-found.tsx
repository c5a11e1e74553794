import type { Metadata } from "next";
import { SiteNotFoundMessage, notFoundMetadata } from "@/components/layout/not-found-message";

export const metadata: Metadata = notFoundMetadata;

/**
 * notFound() thrown by a public page: the 404 message inside the (site) layout, which gives it the frame. Next sends a
 * segment's not-found boundary with every page under it, in case it is needed, so it holds the message alone: no
 * second copy of the frame in every public page's payload. (An unknown path is ./[...missing]/page.tsx.)
 */
export default function SiteNotFound() {
  return <SiteNotFoundMessage />;
}
