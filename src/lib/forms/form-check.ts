import type { z } from "zod";
import { validate } from "@/lib/validation/first-error";
import { formValues } from "./form-values";

/**
 * A form's check in the browser before it is sent (useActionForm's `check`): its named fields through the schema the
 * server parses again; the first problem's sentence, or null when there is none.
 */
export function formCheck(schema: z.ZodType, fieldNames: readonly string[]): (formData: FormData) => string | null {
  return (formData) => {
    const checked = validate(schema, formValues(formData, fieldNames));
    return checked.ok ? null : checked.message;
  };
}
