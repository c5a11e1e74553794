import type { Metadata } from "next";
import { SiteNotFoundMessage, notFoundMetadata } from "@/components/layout/not-found-message";
import { answerPageWithStatus } from "@/server/http/page-status";

export const metadata: Metadata = {
  ...notFoundMetadata,
  // Rendered as a page (below), so Next writes no robots meta of its own: it says so itself, as the spec asks.
  robots: { index: false, follow: false },
};

/**
 * Any path no other route has (routes that exist always win over this catch-all): the public pages' 404, answered
 * 404, inside their own layout rather than the root not-found outside it. The root one would need the whole frame
 * of its own, and Next sends the root's not-found boundary, rendered, with every page of the site in case it is
 * needed: a copy of the frame in every public page's payload, rendered on every request. Not notFound(): rendered per
 * request, its content would reach the visitor only through JavaScript (src/server/http/page-status.ts).
 */
export default async function MissingPage() {
  await answerPageWithStatus(404);
  return <SiteNotFoundMessage />;
}
