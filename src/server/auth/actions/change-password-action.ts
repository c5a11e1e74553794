"use server";

import type { PasswordFormState } from "@/lib/auth/password-form-state";
import { passwordMessages } from "@/lib/auth/messages";
import { changePasswordSchema } from "@/lib/validation/auth";
import { safeAction } from "@/server/actions/safe-action";
import { authRefusal, passOnAuthCookies, postToAuth } from "@/server/auth/auth-request";
import { requirePermission } from "@/server/auth/roles";
import { PublicError } from "@/server/errors";

/**
 * Through better-auth's `/change-password`: it checks the current password (a wrong one changes nothing), applies the
 * password rule (our hooks), ends every other session and gives this browser a fresh session cookie.
 */
const changePassword = safeAction({
  schema: changePasswordSchema,
  // Any staff role may change their own password.
  authorize: async () => (await requirePermission(null)).ok,
  failureMessage: passwordMessages.changeFailed,
  async handler({ currentPassword, newPassword }) {
    const response = await postToAuth("/change-password", { currentPassword, newPassword, revokeOtherSessions: true });
    if (!response.ok) {
      const refusal = await authRefusal(response);
      if (refusal.code === "INVALID_PASSWORD") throw new PublicError(passwordMessages.wrongCurrentPassword);
      if (refusal.status < 500 && refusal.message) throw new PublicError(refusal.message);
      throw new Error(`change-password answered ${refusal.status}`);
    }
    await passOnAuthCookies(response);
  },
});

/** The admin's 'Change password' form, with or without JavaScript. Nothing typed is sent back. */
export async function changePasswordAction(_previous: PasswordFormState, formData: FormData): Promise<PasswordFormState> {
  const result = await changePassword({
    currentPassword: String(formData.get("currentPassword") ?? ""),
    newPassword: String(formData.get("newPassword") ?? ""),
    confirmPassword: String(formData.get("confirmPassword") ?? ""),
  });
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values: {} };
  return { status: "success", title: passwordMessages.changedTitle, message: passwordMessages.changed, values: {} };
}
