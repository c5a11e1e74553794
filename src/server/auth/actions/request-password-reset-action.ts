"use server";

import { authRoutes, passwordMessages } from "@/lib/auth/messages";
import { forgotPasswordSchema } from "@/lib/validation/auth";
import { validate } from "@/lib/validation/first-error";
import { authRefusal, postToAuth } from "@/server/auth/auth-request";
import { refusalMessage, type PasswordFormState } from "@/lib/auth/password-form-state";

/**
 * 'Forgot password?': asks better-auth's `/request-password-reset` (its per-IP limit and our hooks apply) to e-mail
 * a link through the outbox. The answer is the same whether or not an account uses the address.
 */
export async function requestPasswordResetAction(_previous: PasswordFormState, formData: FormData): Promise<PasswordFormState> {
  const email = String(formData.get("email") ?? "");
  const refuse = (title: string, message: string): PasswordFormState => ({ status: "error", title, message, values: { email } });

  const parsed = validate(forgotPasswordSchema, { email });
  if (!parsed.ok) return refuse("Invalid Input", parsed.message);

  let response: Response;
  try {
    response = await postToAuth("/request-password-reset", { email: parsed.data.email, redirectTo: authRoutes.resetPassword });
  } catch {
    return refuse("Error", passwordMessages.resetRequestFailed);
  }
  if (!response.ok) return refuse("Error", refusalMessage(await authRefusal(response), passwordMessages.resetRequestFailed));
  return { status: "success", title: passwordMessages.resetRequestedTitle, message: passwordMessages.resetRequested, values: {} };
}
