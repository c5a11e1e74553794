import type { EnquiryActionState } from "@/lib/forms/action-state";

/** The answer of the forgot-password, reset-password and change-password forms, shown in the form (with or without JavaScript). */
export interface PasswordFormState extends EnquiryActionState {
  /** The e-mailed link was used already or has expired: the page offers a new one instead of the form. */
  linkInvalid?: boolean;
}

export const initialPasswordFormState: PasswordFormState = { status: "idle", title: "", message: "", values: {} };

/** better-auth's message for a refusal it explains (a 4xx: limits, rules), else the form's own failure sentence. */
export function refusalMessage(refusal: { status: number; message: string | null }, fallback: string): string {
  return refusal.status >= 400 && refusal.status < 500 && refusal.message ? refusal.message : fallback;
}
