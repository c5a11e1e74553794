import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { site } from "@/content/site";

export const metadata: Metadata = {
  title: { absolute: `Page not found | ${site.name}` },
};

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
