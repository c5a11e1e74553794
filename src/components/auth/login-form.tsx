"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { signInFormAction } from "@/server/auth/actions/sign-in-form-action";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { FormStatus } from "@/components/forms/form-status";
import { notifyError } from "@/components/feedback/notify";
import { failureTitle, submitSafely } from "@/components/feedback/submit-safely";
import { Button } from "@/components/ui/button";
import { EmailField, TextField } from "@/components/ui/fields";
import { authMessages, authRoutes } from "@/lib/auth/messages";
import { loginSchema } from "@/lib/validation/auth";
import { validate } from "@/lib/validation/first-error";
import { getAuthClient, serverMessage } from "./auth-client";

/**
 * Spec: email and password; 'Logging in...'; success → /admin/blog; the server's message or the fallback on failure.
 * With JavaScript the browser client signs in (through submitSafely); without it the form posts to
 * signInFormAction, and its refusal is shown in the form.
 */
export function LoginForm({ denied }: { denied: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [answer, formAction] = useActionState(signInFormAction, initialEnquiryActionState);
  const deniedShown = useRef(false);

  useEffect(() => {
    // Sent here by the admin gate: say why, once, and drop the flag so a reload does not repeat it.
    if (!denied || deniedShown.current) return;
    deniedShown.current = true;
    notifyError(authMessages.accessDeniedTitle, authMessages.accessDeniedDescription);
    router.replace("/login", { scroll: false });
  }, [denied, router]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const parsed = validate(loginSchema, { email: form.get("email") ?? "", password: form.get("password") ?? "" });
    if (!parsed.ok) {
      notifyError("Invalid Input", parsed.message);
      return;
    }
    setPending(true);
    const signIn = async () => (await getAuthClient()).signIn.email({ email: parsed.data.email, password: parsed.data.password });
    const answer = await submitSafely(signIn, authMessages.loginFailed);
    if (!answer || answer.error) {
      if (answer?.error) notifyError(failureTitle, serverMessage(answer.error, authMessages.loginFailed));
      setPending(false);
      return;
    }
    router.push(authRoutes.afterLogin);
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate aria-label="Log in" className="space-y-5">
      <FormStatus id="login-status" state={answer} bringIntoView={answer.status !== "idle"} />
      <EmailField id="login-email" label="Email" placeholder="you@example.com" defaultValue={answer.values.email} />
      <TextField id="login-password" label="Password" name="password" type="password" autoComplete="current-password" />
      <p className="-mt-3 text-right text-sm">
        <Link href={authRoutes.forgotPassword} className="font-semibold text-clay underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" variant="ink" size="lg" className="w-full" disabled={pending}>
        {pending ? authMessages.loggingIn : "Log In"}
      </Button>
      <p className="text-center text-sm text-muted">
        Don&apos;t have an account?{" "}
        <Link href="/signup" className="font-semibold text-clay underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
