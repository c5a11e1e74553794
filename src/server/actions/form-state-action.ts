import "server-only";
import { formValues } from "@/lib/forms/form-values";
import type { EnquiryActionState } from "@/lib/forms/action-state";
import type { SafeActionResult } from "./safe-action";

interface FormStateActionOptions<T> {
  /** The form's field names, read from its FormData. */
  fields: readonly string[];
  /** The `safeAction` behind the form (validation, permission, logging), given the fields. */
  run: (values: Record<string, string>) => Promise<SafeActionResult<T>>;
  /** What a success says: the toast with JavaScript, the inline answer without. */
  success: (data: T, values: Record<string, string>) => { title: string; message: string };
}

/**
 * A `safeAction` as a form's server action (`<form action>` through useActionState, or useActionForm's onSubmit): the
 * posted fields in, an answer out. A refusal keeps what was entered (`values`) and says why.
 */
export function formStateAction<T>({ fields, run, success }: FormStateActionOptions<T>) {
  return async (_previous: EnquiryActionState, formData: FormData): Promise<EnquiryActionState> => {
    const values = formValues(formData, fields);
    const result = await run(values);
    if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
    return { status: "success", ...success(result.data, values), values: {} };
  };
}
