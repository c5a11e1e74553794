"use server";

import { passwordMessages } from "@/lib/auth/messages";
import { resetPasswordSchema } from "@/lib/validation/auth";
import { validate } from "@/lib/validation/first-error";
import { authRefusal, postToAuth } from "@/server/auth/auth-request";
import { refusalMessage, type PasswordFormState } from "@/lib/auth/password-form-state";

/**
 * The page the e-mailed link opens: better-auth's `/reset-password` checks the token (once, within the hour), applies
 * the password rule (our hooks) and ends every session of the account. A used or expired link says so, with a way
 * to ask for a new one.
 */
export async function resetPasswordAction(_previous: PasswordFormState, formData: FormData): Promise<PasswordFormState> {
  const token = String(formData.get("token") ?? "");
  const refuse = (title: string, message: string): PasswordFormState => ({ status: "error", title, message, values: {} });

  const parsed = validate(resetPasswordSchema, {
    token,
    password: String(formData.get("password") ?? ""),
    confirmPassword: String(formData.get("confirmPassword") ?? ""),
  });
  if (!parsed.ok) return refuse("Invalid Input", parsed.message);

  let response: Response;
  try {
    response = await postToAuth("/reset-password", { token: parsed.data.token, newPassword: parsed.data.password });
  } catch {
    return refuse("Error", passwordMessages.resetFailed);
  }
  if (!response.ok) {
    const refusal = await authRefusal(response);
    if (refusal.code === "INVALID_TOKEN") {
      return { ...refuse(passwordMessages.linkInvalidTitle, passwordMessages.linkInvalid), linkInvalid: true };
    }
    return refuse("Error", refusalMessage(refusal, passwordMessages.resetFailed));
  }
  return { status: "success", title: passwordMessages.resetDoneTitle, message: passwordMessages.resetDone, values: {} };
}
