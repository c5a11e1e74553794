import { CircleAlert, CircleCheck } from "lucide-react";
import type { EnquiryActionState } from "@/app/(site)/_actions/enquiry-action-state";

/**
 * The form's inline result: announced politely when it changes, referenced by the submit button's
 * aria-describedby, and the whole answer for visitors without JavaScript (who see no toast).
 */
export function FormStatus({ id, state }: { id: string; state: EnquiryActionState }) {
  const error = state.status === "error";
  return (
    <div id={id} role="status">
      {state.status === "idle" ? null : (
        <p
          className={`flex gap-2 rounded-md border px-4 py-3 text-sm ${error ? "border-danger/30 bg-danger/5 text-danger" : "border-success/30 bg-success/5 text-success"}`}
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
