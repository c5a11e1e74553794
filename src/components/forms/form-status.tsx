import { CircleAlert, CircleCheck } from "lucide-react";
import type { EnquiryActionState } from "@/app/(site)/_actions/enquiry-action-state";

/**
 * The form's inline result: announced politely when it changes, referenced by the submit button's
 * aria-describedby, and the whole answer for visitors without JavaScript (who see no toast). Such an answer
 * arrives as a new page that would open at its top, far above the form: `bringIntoView` focuses it as the
 * page loads (the `autofocus` attribute works without JavaScript), which scrolls it into view.
 */
export function FormStatus({ id, state, bringIntoView = false }: { id: string; state: EnquiryActionState; bringIntoView?: boolean }) {
  const error = state.status === "error";
  return (
    <div id={id} role="status">
      {state.status === "idle" ? null : (
        <p
          tabIndex={bringIntoView ? -1 : undefined}
          // Only on the page a no-JavaScript submission returns, which is about this answer.
          autoFocus={bringIntoView}
          className={`flex gap-2 rounded-md border px-4 py-3 text-sm outline-none ${error ? "border-danger/30 bg-danger/5 text-danger" : "border-success/30 bg-success/5 text-success"}`}
        >
          {error ? <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> : <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />}
          <span>
            <strong className="font-semibold">{state.title}</strong>
            {state.message ? ` ${state.message}` : null}
          </span>
        </p>
      )}
    </div>
  );
}
