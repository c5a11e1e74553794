"use client";

import { useActionState, useRef, useState, type FormEvent } from "react";
import { invalidInputTitle, type EnquiryActionState } from "@/lib/forms/action-state";
import { notifyError, notifySuccess } from "./notify";
import { failureTitle, submitSafely } from "./submit-safely";
import { useSubmitting } from "./use-submitting";

/** A server action a form posts to: the previous answer and the form's fields in, the next answer out. */
export type FormStateAction = (previous: EnquiryActionState, formData: FormData) => Promise<EnquiryActionState>;

interface ActionFormOptions {
  /** Said (in the 'Error' toast) when the request itself fails: no connection, an error page, no answer in time. */
  failureMessage: string;
  /**
   * The browser's own check before anything is sent (JavaScript only; the server checks again): the first problem's
   * sentence, or null to send. A refusal is toasted as 'Invalid Input' (unless `toastInvalid` is false: the form shows
   * it beside the field) and given to `onRefused`.
   */
  check?: (formData: FormData) => string | null;
  toastInvalid?: boolean;
  /** After a success with JavaScript (its toast is shown already): close a dialog, refresh the page, move on. */
  onSuccess?: (answer: EnquiryActionState, form: HTMLFormElement) => void;
  /** After the browser's check, the server or the request refused (each already toasted), with its sentence. */
  onRefused?: (message: string) => void;
}

/**
 * One way for an admin form: `<form action={formAction} onSubmit={onSubmit}>`. Without JavaScript the browser posts
 * the form to the server action and the page comes back with its answer (`answeredByServer`: show it inline, there
 * is no toast). With JavaScript `onSubmit` runs the browser's check, then sends the same action through
 * `submitSafely`, so a failed request is the 'Error' toast instead of a broken page, and every answer is a toast:
 * the server's title and message.
 */
export function useActionForm(action: FormStateAction, initial: EnquiryActionState, options: ActionFormOptions) {
  const [serverState, formAction] = useActionState(action, initial);
  const [state, setState] = useState(serverState);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, whileSubmitting] = useSubmitting();
  const checking = useRef(false);
  const { failureMessage, check, toastInvalid = true, onSuccess, onRefused } = options;

  /** Sends the form through `submitSafely` (after the browser's check); the promise ends when the answer is in. */
  function submit(form: HTMLFormElement): Promise<void> {
    if (pending || checking.current) return Promise.resolve();
    const formData = new FormData(form);
    const problem = check?.(formData) ?? null;
    setRefusal(problem);
    if (problem) {
      if (toastInvalid) notifyError(invalidInputTitle, problem);
      onRefused?.(problem);
      return Promise.resolve();
    }
    checking.current = true;
    return whileSubmitting(async () => {
      try {
        const answer = await submitSafely(() => action(state, formData), failureMessage);
        if (!answer) {
          setRefusal(failureMessage);
          onRefused?.(failureMessage);
          return;
        }
        setState(answer);
        if (answer.status === "success") {
          notifySuccess(answer.title, answer.message || undefined);
          onSuccess?.(answer, form);
        } else if (answer.status === "error") {
          setRefusal(answer.message);
          notifyError(answer.title || failureTitle, answer.message);
          onRefused?.(answer.message);
        }
      } finally {
        checking.current = false;
      }
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget);
  }

  /** The answer to a submission without JavaScript, which the page must show (and bring into view) itself. */
  const answeredByServer = state === serverState && serverState.status !== "idle";
  const refusedByServer = answeredByServer && serverState.status === "error";
  /** Why the last submission was refused (the browser's check, the server, or the request), to show beside the form. */
  const error = refusal ?? (refusedByServer ? serverState.message : null);
  /** The fields' values: what was entered, after a refusal without JavaScript; otherwise `saved`. */
  const entered = <T extends object>(saved: T): T => (refusedByServer ? { ...saved, ...serverState.values } : saved);

  return { state, formAction, onSubmit, submit, pending, answeredByServer, error, entered };
}
