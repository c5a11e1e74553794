import type { Metadata } from "next";
import { NotFoundMessage, notFoundMetadata } from "@/components/layout/not-found-message";

export const metadata: Metadata = notFoundMetadata;

/**
 * notFound() outside the public pages (their own not-found, inside their frame, also answers every unknown path:
 * src/app/(site)/[...missing]/page.tsx). The message alone: Next sends this boundary with every page of the site, so
 * it stays small.
 */
export default function NotFound() {
  return (
    <main id="main" className="min-h-dvh bg-sand">
      <NotFoundMessage topSpace="pt-24" />
    </main>
  );
}
