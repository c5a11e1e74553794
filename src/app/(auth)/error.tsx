"use client";

import { ErrorPanel } from "@/components/feedback/error-panel";

/** Login or sign-up failed unexpectedly: the page stays, with a way to try again. */
export default function AuthError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorPanel retry={reset} homeHref="/" homeLabel="Return to Home" />;
}
