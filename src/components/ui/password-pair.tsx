import { passwordMessages } from "@/lib/auth/messages";
import { TextField } from "./fields";

/**
 * A new password and its confirmation (`confirmPassword`), with the password rules under the first. `label` names the
 * first ("New Password"); the second is "Confirm " and the same.
 */
export function PasswordPair({
  id,
  confirmId,
  name = "password",
  label = "Password",
}: {
  id: string;
  confirmId: string;
  name?: string;
  label?: string;
}) {
  return (
    <>
      <TextField id={id} name={name} label={label} type="password" autoComplete="new-password" hint={passwordMessages.passwordRules} />
      <TextField id={confirmId} name="confirmPassword" label={`Confirm ${label}`} type="password" autoComplete="new-password" />
    </>
  );
}
