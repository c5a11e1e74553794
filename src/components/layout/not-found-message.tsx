import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFoundSuggestions } from "@/content/navigation";
import { site } from "@/content/site";

/** The 404 pages' title, whichever of them answers. */
export const notFoundMetadata = {
  title: { absolute: `Page not found | ${site.name}` },
} satisfies Metadata;

/** The 404 page's message: the status, a way home and a few pages to try. `topSpace`: the room above it. */
export function NotFoundMessage({ topSpace }: { topSpace: string }) {
  return (
    <div className={`bg-sand px-6 pb-24 text-center ${topSpace}`}>
      <p className="font-display text-[clamp(6rem,20vw,11rem)] leading-none font-medium text-ink">404</p>
      <h1 className="mt-4 text-h2 font-medium">Oops! Page not found</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">
        The page you are looking for has moved or never existed. Let&apos;s get you back on track.
      </p>
      <Link href="/" className="mt-8 inline-flex h-11 items-center rounded-full bg-ink px-6 font-semibold text-sand hover:bg-ink-700">
        Return to Home
      </Link>
      <nav aria-labelledby="not-found-suggestions" className="mx-auto mt-14 max-w-xl">
        <h2 id="not-found-suggestions" className="eyebrow">
          Or try one of these pages
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-3">
          {notFoundSuggestions.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="font-medium text-ink underline underline-offset-4 hover:text-clay-600">
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The public pages' 404 inside their frame: a dark band under the header, which is transparent at the top, then the message. */
export function SiteNotFoundMessage() {
  return (
    <>
      <div aria-hidden className="h-28 bg-ink sm:h-32" />
      <NotFoundMessage topSpace="pt-12" />
    </>
  );
}
