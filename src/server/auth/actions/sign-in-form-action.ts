"use server";

import { redirect } from "next/navigation";
import type { EnquiryActionState } from "@/lib/forms/action-state";
import { authMessages, authRoutes } from "@/lib/auth/messages";
import { loginSchema } from "@/lib/validation/auth";
import { validate } from "@/lib/validation/first-error";
import { authRefusal, passOnAuthCookies, postToAuth } from "@/server/auth/auth-request";

/** The login form's answer without JavaScript, in the shape the lead forms' inline status shows. */
export type SignInFormState = EnquiryActionState;

/**
 * Signing in without JavaScript: the login form posts here, and the attempt goes through better-auth's own
 * `/sign-in/email` endpoint exactly as the browser client's would, so its origin check, rate limits and
 * account rules apply unchanged. On success its session cookie is passed on and the admin lands on the
 * dashboard; a refusal comes back as the page's message, with the e-mail address kept.
 */
export async function signInFormAction(_previous: SignInFormState, formData: FormData): Promise<SignInFormState> {
  const email = String(formData.get("email") ?? "");
  const refuse = (title: string, message: string): SignInFormState => ({ status: "error", title, message, values: { email } });

  const parsed = validate(loginSchema, { email, password: String(formData.get("password") ?? "") });
  if (!parsed.ok) return refuse("Invalid Input", parsed.message);

  let response: Response;
  try {
    response = await postToAuth("/sign-in/email", parsed.data);
  } catch {
    return refuse("Error", authMessages.loginFailed);
  }

  if (!response.ok) {
    const refusal = await authRefusal(response);
    return refuse("Error", refusal.status < 500 && refusal.message ? refusal.message : authMessages.loginFailed);
  }

  await passOnAuthCookies(response);
  redirect(authRoutes.afterLogin);
}
