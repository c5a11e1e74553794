"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useActionState, useState, type FormEvent } from "react";
import { signUpFormAction } from "@/server/auth/actions/sign-up-form-action";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { FormStatus } from "@/components/forms/form-status";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { failureTitle, submitSafely } from "@/components/feedback/submit-safely";
import { Button, ButtonLink } from "@/components/ui/button";
import { EmailField } from "@/components/ui/fields";
import { PasswordPair } from "@/components/ui/password-pair";
import { authMessages, authRoutes } from "@/lib/auth/messages";
import { signupSchema } from "@/lib/validation/auth";
import { validate } from "@/lib/validation/first-error";
import { getAuthClient, serverMessage } from "./auth-client";

/**
 * Spec: email, password, confirm password; 'Creating account...'; success → /login with a confirmation e-mail on its way.
 * With JavaScript the browser client signs up (through submitSafely); without it the form posts to signUpFormAction,
 * and its answer — the account created, or why not — is shown in the form.
 */
export function SignupForm() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [answer, formAction] = useActionState(signUpFormAction, initialEnquiryActionState);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const parsed = validate(signupSchema, {
      email: form.get("email") ?? "",
      password: form.get("password") ?? "",
      confirmPassword: form.get("confirmPassword") ?? "",
    });
    if (!parsed.ok) {
      notifyError("Invalid Input", parsed.message);
      return;
    }
    setPending(true);
    const { email, password } = parsed.data;
    const signUp = async () =>
      (await getAuthClient()).signUp.email({
        email,
        password,
        name: email.split("@")[0] ?? email,
        callbackURL: authRoutes.afterVerification,
      });
    const answer = await submitSafely(signUp, authMessages.signupFailed);
    if (!answer || answer.error) {
      if (answer?.error) notifyError(failureTitle, serverMessage(answer.error, authMessages.signupFailed));
      setPending(false);
      return;
    }
    notifySuccess(authMessages.signupDoneTitle, authMessages.signupDone);
    router.push(authRoutes.afterSignup);
  }

  if (answer.status === "success") {
    return (
      <div className="space-y-5">
        <FormStatus id="signup-status" state={answer} bringIntoView />
        <ButtonLink href={authRoutes.afterSignup} variant="ink" size="lg" className="w-full">
          Log in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate aria-label="Sign up" className="space-y-5">
      <FormStatus id="signup-status" state={answer} bringIntoView={answer.status !== "idle"} />
      <EmailField id="signup-email" label="Email" placeholder="you@example.com" defaultValue={answer.values.email} />
      <PasswordPair id="signup-password" confirmId="signup-confirm" />
      <Button type="submit" variant="ink" size="lg" className="w-full" disabled={pending}>
        {pending ? authMessages.creatingAccount : "Sign Up"}
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <Link href="/login" className="font-semibold text-clay underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
