/** First stop for keyboard users: jumps past the ticker and the header to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-60 focus:rounded-full focus:bg-sand focus:px-5 focus:py-3 focus:font-semibold focus:text-ink focus:shadow-lift"
    >
      Skip to content
    </a>
  );
}
