import { House } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { BackToTopButton } from "./back-to-top-button";
import { ShowAfterScroll } from "./show-after-scroll";

/** Spec section 9: 'Back to top' after 500px of scrolling, 'Get Free Appraisal' after 800px. */
const BACK_TO_TOP_AFTER_PX = 500;
const APPRAISAL_AFTER_PX = 800;

/**
 * Floating actions in the bottom-right corner (the bottom-left belongs to the chat button). The markup
 * is rendered here on the server; the client part is only ShowAfterScroll (a boolean per threshold) and
 * the back-to-top click handler. Each action is absent from the DOM until its threshold is passed.
 */
export function FloatingActions() {
  return (
    <div className="pointer-events-none fixed bottom-5 right-5 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6">
      <ShowAfterScroll px={APPRAISAL_AFTER_PX}>
        <ButtonLink href="/selling" className="pointer-events-auto animate-fade-in shadow-lift">
          <House aria-hidden />
          Get Free Appraisal
        </ButtonLink>
      </ShowAfterScroll>
      <ShowAfterScroll px={BACK_TO_TOP_AFTER_PX}>
        <BackToTopButton />
      </ShowAfterScroll>
    </div>
  );
}
