import Link from "@/components/ui/link";
import { Marquee } from "@/components/motion/marquee";
import { currentTickerItems } from "@/server/site-content/ticker";

/** Spec: the ticker advances one step every 30 ms. One step is 1px, so the strip runs at 1000 / 30 px per second. */
const STEP_PX = 1;
const STEP_MS = 30;
const TICKER_PX_PER_SECOND = (STEP_PX * 1000) / STEP_MS;

/**
 * 'Latest Property News': a slim ink bar above the header with the headlines staff keep in the admin (or the newest
 * posts' titles) looping sideways, read per request.
 * The motion is the shared CSS marquee (measured once per resize, never per frame); it pauses on hover,
 * on focus and with its pause button, and under prefers-reduced-motion it stops and scrolls by hand.
 */
export async function NewsTicker() {
  const items = await currentTickerItems();
  return (
    <section aria-label="Latest Property News" className="h-9 bg-ink text-sand">
      <div className="container-page flex h-full items-center gap-3 sm:gap-4">
        <p
          aria-hidden
          className="flex shrink-0 items-center gap-2 text-[0.6875rem] font-semibold uppercase tracking-[0.16em] text-clay-300"
        >
          <span className="size-1.5 rounded-full bg-clay-300" />
          <span className="sm:hidden">News</span>
          <span className="hidden sm:inline">Latest Property News</span>
        </p>
        <Marquee
          pxPerSecond={TICKER_PX_PER_SECOND}
          label="news ticker"
          testId="news-ticker"
          className="relative h-full min-w-0 flex-1 gap-1 border-l border-sand/15 before:pointer-events-none before:absolute before:inset-y-0 before:left-0 before:z-10 before:w-6 before:bg-linear-to-r before:from-ink before:to-transparent"
          controlClassName="size-7 text-sand/85 transition-colors hover:bg-sand/10 hover:text-sand"
        >
          <ul className="flex items-center text-[0.8125rem] text-sand/90">
            {items.map((item) => (
              <li
                key={item.text}
                className="flex items-center gap-6 whitespace-nowrap pl-6 before:size-1 before:rounded-full before:bg-sand/40 before:content-['']"
              >
                {item.href ? (
                  <Link href={item.href} className="rounded-sm underline-offset-4 hover:text-sand hover:underline">
                    {item.text}
                  </Link>
                ) : (
                  item.text
                )}
              </li>
            ))}
          </ul>
        </Marquee>
      </div>
    </section>
  );
}
