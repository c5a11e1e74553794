"use client";

import { ErrorPanel } from "@/components/feedback/error-panel";

/** An admin page that failed unexpectedly: the dashboard's frame stays, with a way to try again. */
export default function AdminError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="py-10">
      <ErrorPanel retry={reset} homeHref="/admin/blog" homeLabel="Back to the dashboard" />
    </div>
  );
}
