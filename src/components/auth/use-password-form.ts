"use client";

import { useActionState, useState, type FormEvent } from "react";
import { initialPasswordFormState, type PasswordFormState } from "@/lib/auth/password-form-state";
import { failureTitle, submitSafely } from "@/components/feedback/submit-safely";
import { useSubmitting } from "@/components/feedback/use-submitting";

type PasswordAction = (previous: PasswordFormState, formData: FormData) => Promise<PasswordFormState>;

/**
 * The forgot-password and reset-password forms' one submission path. `<form action={formAction}>` posts to the
 * server action, so the form works with JavaScript off (the page comes back with the answer). With JavaScript on,
 * `onSubmit` calls the same action through `submitSafely` and `useSubmitting`, like every other form: a request that
 * fails or never answers becomes the 'Error' toast and this form's own sentence in its status, the button comes
 * back, and the page stays (a thrown action would otherwise reach the error boundary and blank it).
 */
export function usePasswordForm(action: PasswordAction, failureMessage: string) {
  const [serverState, formAction] = useActionState(action, initialPasswordFormState);
  const [state, setState] = useState(serverState);
  const [pending, whileSubmitting] = useSubmitting();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const formData = new FormData(event.currentTarget);
    const email = formData.get("email");
    void whileSubmitting(async () => {
      const answer = await submitSafely(() => action(state, formData), failureMessage);
      setState(
        answer ?? { status: "error", title: failureTitle, message: failureMessage, values: typeof email === "string" ? { email } : {} },
      );
    });
  }

  /** The answer the server rendered for a no-JavaScript submission (to bring into view as the page loads). */
  const answeredByServer = state === serverState && serverState.status !== "idle";

  return { state, formAction, pending, onSubmit, answeredByServer };
}
