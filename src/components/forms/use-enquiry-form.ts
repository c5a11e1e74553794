"use client";

import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import {
  enquiryFormKinds,
  enquiryMessages,
  initialEnquiryActionState,
  invalidInputTitle,
  type EnquiryActionState,
  type EnquiryFormKind,
} from "@/lib/forms/action-state";
import { submitEnquiryAction } from "@/server/leads/actions/submit-enquiry-action";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { submitSafely } from "@/components/feedback/submit-safely";
import { useSubmitting } from "@/components/feedback/use-submitting";
import type { ValidationResult } from "@/lib/validation/first-error";

/** Loads the form's zod schema, e.g. `() => import("@/lib/validation/contact").then((m) => m.contactSchema)`. */
export type SchemaLoader = () => Promise<z.ZodType>;
type Check = (input: Record<string, string>) => ValidationResult<unknown>;

const actions = Object.fromEntries(enquiryFormKinds.map((kind) => [kind, submitEnquiryAction.bind(null, kind)])) as Record<
  EnquiryFormKind,
  (previous: EnquiryActionState, formData: FormData) => Promise<EnquiryActionState>
>;

/** The form's own fields: no framework fields (`$ACTION_…`) and no lead details (`details.…`). */
function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string" && !name.startsWith("$") && !name.startsWith("details.")) fields[name] = value;
  }
  return fields;
}

/**
 * One way for every lead form. `<form action={formAction}>` posts to the server action, so the form works
 * with JavaScript off (the page re-renders with the result and the entered values). With JavaScript on,
 * `onSubmit` first checks the shared zod schema and shows the first failing message without calling the
 * server, then calls the action through `submitSafely`: a failed request (no connection, an error page) shows
 * the form's own failure toast instead of breaking the page, and the fields are never reset by React — they
 * are cleared only after a success and kept after anything else.
 *
 * zod (about 30 KB gzip) is not part of the page's first scripts: the schema loads when the visitor first
 * focuses the form (`onFocus`), well before they can submit it. Should it fail to load, the form is sent
 * unchecked and the server's own check answers.
 */
export function useEnquiryForm(kind: EnquiryFormKind, loadSchema: SchemaLoader, options: { onSuccess?: () => void } = {}) {
  const action = actions[kind];
  // Without JavaScript the browser posts to the action, and the server renders its answer as this state.
  const [serverState, formAction] = useActionState(action, initialEnquiryActionState);
  const [state, setState] = useState(serverState);
  const [pending, whileSubmitting] = useSubmitting();
  const formRef = useRef<HTMLFormElement>(null);
  const check = useRef<Promise<Check> | null>(null);
  const checking = useRef(false);
  const handled = useRef(state);
  const statusId = useId();
  const { onSuccess } = options;

  useEffect(() => {
    // Only results of submissions made on this page view (not a state the server rendered).
    if (state === handled.current) return;
    handled.current = state;
    if (state.status === "success") {
      notifySuccess(state.title, state.message || undefined);
      formRef.current?.reset();
      onSuccess?.();
    } else if (state.status === "error") {
      notifyError(state.title, state.message);
    }
  }, [state, onSuccess]);

  function loadCheck(): Promise<Check> {
    check.current ??= Promise.all([import("@/lib/validation/first-error"), loadSchema()]).then(
      ([{ validate }, schema]) =>
        (input: Record<string, string>) =>
          validate(schema, input),
      (error: unknown) => {
        check.current = null; // tried again on the next focus or submission
        throw error;
      },
    );
    return check.current;
  }

  function send(formData: FormData) {
    void whileSubmitting(async () => {
      const failure = enquiryMessages[kind].failure;
      const answer = await submitSafely(() => action(state, formData), failure.message);
      if (answer) {
        setState(answer);
        return;
      }
      // submitSafely has shown the failure toast already; the inline status says it too.
      const failed: EnquiryActionState = { status: "error", ...failure, values: formFields(formData) };
      handled.current = failed;
      setState(failed);
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || checking.current) return;
    checking.current = true;
    const formData = new FormData(event.currentTarget);
    try {
      const result = await loadCheck().then(
        (validate) => validate(formFields(formData)),
        () => ({ ok: true }) as const,
      );
      if (!result.ok) {
        notifyError(invalidInputTitle, result.message);
        return;
      }
      send(formData);
    } finally {
      checking.current = false;
    }
  }

  /** Starts loading the schema; give it to the form's `onFocus`. */
  const onFocus = () => void loadCheck().catch(() => {});

  /** The value to show in a field: what the visitor entered, after a failed no-JavaScript submission. */
  const valueOf = (name: string) => state.values[name] ?? "";

  /** The answer to a no-JavaScript submission, which the browser should bring into view as the page loads. */
  const answeredByServer = state === serverState && serverState.status !== "idle";

  return { state, formAction, pending, formRef, onSubmit, onFocus, statusId, valueOf, answeredByServer };
}
