"use server";

import type { EnquiryActionState } from "@/lib/forms/action-state";
import { authMessages, authRoutes } from "@/lib/auth/messages";
import { signupSchema } from "@/lib/validation/auth";
import { validate } from "@/lib/validation/first-error";
import { authRefusal, postToAuth } from "@/server/auth/auth-request";

/** The sign-up form's answer without JavaScript, in the shape the forms' inline status shows. */
export type SignUpFormState = EnquiryActionState;

/**
 * Signing up without JavaScript: the form posts here, and the account is asked for through better-auth's own
 * `/sign-up/email` endpoint exactly as the browser client does (its origin check, per-address limit, password rule
 * and confirmation e-mail apply unchanged). The answer — created, or why not — is shown in the form, the address kept.
 */
export async function signUpFormAction(_previous: SignUpFormState, formData: FormData): Promise<SignUpFormState> {
  const email = String(formData.get("email") ?? "");
  const refuse = (title: string, message: string): SignUpFormState => ({ status: "error", title, message, values: { email } });

  const parsed = validate(signupSchema, {
    email,
    password: String(formData.get("password") ?? ""),
    confirmPassword: String(formData.get("confirmPassword") ?? ""),
  });
  if (!parsed.ok) return refuse("Invalid Input", parsed.message);

  let response: Response;
  try {
    response = await postToAuth("/sign-up/email", {
      email: parsed.data.email,
      password: parsed.data.password,
      name: parsed.data.email.split("@")[0] ?? parsed.data.email,
      callbackURL: authRoutes.afterVerification,
    });
  } catch {
    return refuse("Error", authMessages.signupFailed);
  }
  if (!response.ok) {
    const refusal = await authRefusal(response);
    return refuse("Error", refusal.status < 500 && refusal.message ? refusal.message : authMessages.signupFailed);
  }
  return { status: "success", title: authMessages.signupDoneTitle, message: authMessages.signupDone, values: {} };
}
