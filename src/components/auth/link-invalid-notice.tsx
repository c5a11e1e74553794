import { CircleAlert } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { authRoutes, passwordMessages } from "@/lib/auth/messages";

/** A reset link that was used already or has expired: say so, and offer a new one. */
export function LinkInvalidNotice({ focus = false }: { focus?: boolean }) {
  return (
    <div className="space-y-5">
      <div
        role="alert"
        tabIndex={focus ? -1 : undefined}
        // The answer of a no-JavaScript submission arrives as a new page: bring it into view.
        autoFocus={focus}
        className="flex gap-2 rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger outline-none"
      >
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong className="font-semibold">{passwordMessages.linkInvalidTitle}.</strong> {passwordMessages.linkInvalid}
        </p>
      </div>
      <ButtonLink href={authRoutes.forgotPassword} variant="ink" size="lg" className="w-full">
        {passwordMessages.askForNewLink}
      </ButtonLink>
    </div>
  );
}
