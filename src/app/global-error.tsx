"use client";

import { ErrorPanel } from "@/components/feedback/error-panel";
import "./globals.css";

/** The last resort, when even the root layout failed: a page of its own (it replaces the root layout). */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-AU">
      <body className="grid min-h-dvh place-items-center bg-sand px-6">
        <main id="main">
          <ErrorPanel retry={reset} homeHref="/" homeLabel="Return to Home" />
        </main>
      </body>
    </html>
  );
}
