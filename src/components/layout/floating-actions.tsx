import { House } from "lucide-react";
import Link from "next/link";
import { BackToTopButton } from "./back-to-top-button";
import { ShowAfterScroll } from "./show-after-scroll";

/** Spec section 9: 'Back to top' after 500px of scrolling, 'Get Free Appraisal' after 800px. */
const BACK_TO_TOP_AFTER_PX = 500;
const APPRAISAL_AFTER_PX = 800;

/**
 * Floating actions in the bottom-right corner (the bottom-left belongs to the chat button). The markup
 * is rendered here on the server; the client part is only ShowAfterScroll (a boolean per threshold) and
 * the back-to-top click handler. Each action is absent from the DOM until its threshold is passed.
 *
 * Nothing floating may sit on the content. Below the `wide` breakpoint (1440px) the chat button and these
 * actions share one row in an opaque dock along the bottom of the screen (`FloatingDock`): the page ends above
 * it (the footer reserves its height, html's scroll-padding-bottom keeps scroll targets clear of it), so what
 * lies under it is simply below the fold. From 1440px the actions stand in a narrow column in the right-hand
 * gutter, beside the 80rem content, and the chat button in the left-hand one.
 */
export function FloatingActions() {
  return (
    <div className="pointer-events-none fixed bottom-[calc(0.625rem+env(safe-area-inset-bottom))] right-4 z-40 flex items-center gap-2 wide:bottom-6 wide:right-3 wide:w-[5.5rem] wide:flex-col wide:gap-3">
      <ShowAfterScroll px={APPRAISAL_AFTER_PX}>
        <Link
          href="/selling"
          className="pointer-events-auto inline-flex h-11 animate-fade-in items-center justify-center gap-2 whitespace-nowrap rounded-full bg-clay px-4 text-sm font-semibold text-white shadow-lift transition-colors hover:bg-clay-600 wide:h-auto wide:w-full wide:flex-col wide:gap-1 wide:whitespace-normal wide:rounded-2xl wide:px-2 wide:py-3 wide:text-center wide:text-[0.8125rem] wide:leading-tight"
        >
          <House aria-hidden className="size-4 shrink-0 wide:size-5" />
          Get Free Appraisal
        </Link>
      </ShowAfterScroll>
      <ShowAfterScroll px={BACK_TO_TOP_AFTER_PX}>
        <BackToTopButton />
      </ShowAfterScroll>
    </div>
  );
}

/**
 * The band behind the floating controls below the `wide` breakpoint: 4rem of opaque sand along the bottom of
 * the screen (plus the home-indicator inset), under the chat button and the actions, which sit on it.
 */
export function FloatingDock() {
  return (
    <div
      aria-hidden
      data-testid="floating-dock"
      className="pointer-events-auto fixed inset-x-0 bottom-0 z-30 h-[calc(4rem+env(safe-area-inset-bottom))] border-t border-line bg-sand shadow-[0_-8px_24px_-16px_rgb(18_51_43/0.35)] wide:hidden"
    />
  );
}
