"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { failureTitle, submitSafely } from "@/components/feedback/submit-safely";
import { Button } from "@/components/ui/button";
import { authMessages, authRoutes } from "@/lib/auth/messages";
import { signupSchema } from "@/lib/validation/auth";
import { validate } from "@/lib/validation/first-error";
import { AuthField } from "./auth-field";
import { getAuthClient, serverMessage } from "./auth-client";

/** Spec: email, password, confirm password; 'Creating account...'; success → /login with a confirmation e-mail on its way. */
export function SignupForm() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

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
      (await getAuthClient()).signUp.email({ email, password, name: email.split("@")[0] ?? email, callbackURL: authRoutes.afterVerification });
    const answer = await submitSafely(signUp, authMessages.signupFailed);
    if (!answer || answer.error) {
      if (answer?.error) notifyError(failureTitle, serverMessage(answer.error, authMessages.signupFailed));
      setPending(false);
      return;
    }
    notifySuccess("Account created", "Check your e-mail and open the confirmation link, then log in.");
    router.push(authRoutes.afterSignup);
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Sign up" className="space-y-5">
      <AuthField id="signup-email" label="Email" name="email" type="email" autoComplete="email" inputMode="email" required placeholder="you@example.com" />
      <AuthField id="signup-password" label="Password" name="password" type="password" autoComplete="new-password" required aria-describedby="signup-password-hint" />
      <p id="signup-password-hint" className="-mt-3 text-sm text-muted">
        At least 8 characters, with an uppercase letter, a lowercase letter and a number.
      </p>
      <AuthField id="signup-confirm" label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" required />
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
