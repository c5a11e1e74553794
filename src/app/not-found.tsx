import type { Metadata } from "next";
import Link from "next/link";
import { site } from "@/content/site";

export const metadata: Metadata = {
  title: { absolute: `Page not found | ${site.name}` },
  robots: { index: false, follow: false },
};

/** Any unknown path: HTTP 404 with robots noindex, nofollow. */
export default function NotFound() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-sand px-6 text-center">
      <div>
        <p className="font-display text-[clamp(6rem,20vw,11rem)] leading-none font-medium text-ink">404</p>
        <h1 className="mt-4 text-h2 font-medium">Oops! Page not found</h1>
        <p className="mx-auto mt-3 max-w-md text-muted">
          The page you are looking for has moved or never existed. Let&apos;s get you back on track.
        </p>
        <Link
          href="/"
          className="mt-8 inline-flex h-11 items-center rounded-full bg-ink px-6 font-semibold text-sand hover:bg-ink-700"
        >
          Return to Home
        </Link>
      </div>
    </main>
  );
}
