import { House } from "lucide-react";
import Link from "@/components/ui/link";
import { BackToTopButton } from "./back-to-top-button";
import { ShowAfterScroll } from "./show-after-scroll";

/** Spec section 9: 'Back to top' after 500px of scrolling, 'Get Free Appraisal' after 800px. */
export const BACK_TO_TOP_AFTER_PX = 500;
const APPRAISAL_AFTER_PX = 800;

/**
 * Floating actions in the bottom-right corner from the `md` breakpoint (768px); the bottom-left belongs to the chat
 * button, and phones have the slim action bar instead (phone-action-bar.tsx). The markup is rendered here on the
 * server; the client part is only ShowAfterScroll (a boolean per threshold) and the back-to-top click handler. Each
 * action is absent from the DOM until its threshold is passed.
 *
 * Nothing floating may sit on the content (decision record 007). From 768px to 1440px the two actions are 44px
 * round buttons stacked in the corner, inside the page's side margin, which `container-page` keeps at least 3.75rem
 * wide there (globals.css); from 1440px they stand in a narrow column in the right-hand gutter, beside the 80rem
 * content, the appraisal link as a labelled tile.
 */
export function FloatingActions() {
  return (
    <div className="pointer-events-none fixed bottom-4 right-3 z-40 hidden flex-col items-center gap-2 md:flex wide:bottom-6 wide:w-[5.5rem] wide:gap-3">
      <ShowAfterScroll px={APPRAISAL_AFTER_PX}>
        <Link
          href="/selling"
          title="Get Free Appraisal"
          className="pointer-events-auto grid size-11 animate-fade-in place-items-center rounded-full bg-clay text-white shadow-lift transition-colors hover:bg-clay-600 wide:flex wide:h-auto wide:w-full wide:flex-col wide:items-center wide:gap-1 wide:rounded-2xl wide:px-2 wide:py-3 wide:text-center wide:text-[0.8125rem] wide:font-semibold wide:leading-tight"
        >
          <House aria-hidden className="size-5 shrink-0" />
          <span className="max-wide:sr-only">Get Free Appraisal</span>
        </Link>
      </ShowAfterScroll>
      <ShowAfterScroll px={BACK_TO_TOP_AFTER_PX}>
        <BackToTopButton />
      </ShowAfterScroll>
    </div>
  );
}
