"use client";

import { ErrorPanel } from "@/components/feedback/error-panel";

/** Any public page that failed unexpectedly: the site's header and footer stay, with a way to try again. */
export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="container-page pb-20 pt-44">
      <ErrorPanel retry={reset} homeHref="/" homeLabel="Return to Home" />
    </div>
  );
}
