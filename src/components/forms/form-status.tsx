"use client";

import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { EnquiryActionState } from "@/lib/forms/action-state";

/**
 * The form's inline result: announced politely when it changes, referenced by the submit button's
 * aria-describedby, and the whole answer for visitors without JavaScript (who see no toast). Such an answer
 * arrives as a new page that would open at its top, far above the form: `bringIntoView` focuses it as the
 * page loads (the `autofocus` attribute works without JavaScript), which scrolls it into view; with `focusEachAnswer`
 * (admin forms) each new answer is focused with JavaScript too, so a save button far below the message still shows it.
 */
export function FormStatus({
  id,
  state,
  bringIntoView = false,
  focusEachAnswer = false,
}: {
  id: string;
  state: EnquiryActionState;
  bringIntoView?: boolean;
  /** Also with JavaScript, focus each new answer (the admin's long forms, whose Save button sits far below it). */
  focusEachAnswer?: boolean;
}) {
  const error = state.status === "error";
  // Each answer is a new paragraph (a second "Saved." too). React does not apply `autoFocus` to a paragraph it adds
  // on the client, so with `focusEachAnswer` an answer arriving with JavaScript is focused here (scrolled into view).
  const [answer, setAnswer] = useState({ state, n: 0 });
  if (answer.state !== state) setAnswer({ state, n: answer.n + 1 });
  const paragraph = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusEachAnswer && bringIntoView && answer.n > 0) paragraph.current?.focus();
  }, [answer.n, bringIntoView, focusEachAnswer]);
  return (
    <div id={id} role="status">
      {state.status === "idle" ? null : (
        <p
          key={answer.n}
          ref={paragraph}
          tabIndex={bringIntoView ? -1 : undefined}
          // Only on the page a no-JavaScript submission returns, which is about this answer.
          autoFocus={bringIntoView}
          className={`flex gap-2 rounded-md border px-4 py-3 text-sm outline-none ${error ? "border-danger/30 bg-danger/5 text-danger" : "border-success/30 bg-success/5 text-success"}`}
        >
          {error ? (
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          )}
          <span>
            <strong className="font-semibold">{state.title}</strong>
            {state.message ? ` ${state.message}` : null}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * What a save without JavaScript answered, above the form it saved (with JavaScript the toast says it, and this shows
 * nothing): `shown` is useActionForm's `answeredByServer`; `className` places it in the form's grid.
 */
export function SavedByServer({
  id,
  state,
  shown,
  className,
}: {
  id: string;
  state: EnquiryActionState;
  shown: boolean;
  className?: string;
}) {
  if (!shown || state.status !== "success") return null;
  const status = <FormStatus id={id} state={state} bringIntoView />;
  return className ? <div className={className}>{status}</div> : status;
}
