import "./zod-jitless";
import { z } from "zod";

export const fallbackErrorMessage = "Invalid input";

/**
 * The spec shows only the first failing rule (section 5). zod already reports issues field by field in the
 * schema's order and, within a field, in the order the rules are declared; `fieldOrder` (the form's field names)
 * makes that explicit, so an object-level refinement aimed at an earlier field still sorts by that field.
 * Issues on the whole input (no path) come first; issues on fields not listed keep their place after the listed ones.
 */
export function firstErrorMessage(error: z.ZodError, fieldOrder: readonly string[] = []): string {
  const rank = (issue: z.core.$ZodIssue): number => {
    const field = issue.path[0];
    if (field === undefined) return -1;
    const index = typeof field === "string" ? fieldOrder.indexOf(field) : -1;
    return index === -1 ? fieldOrder.length : index;
  };
  let first: z.core.$ZodIssue | undefined;
  for (const issue of error.issues) {
    if (first === undefined || rank(issue) < rank(first)) first = issue;
  }
  return first?.message ?? fallbackErrorMessage;
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; message: string };

export function validate<S extends z.ZodType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldOrder = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  return { ok: false, message: firstErrorMessage(parsed.error, fieldOrder) };
}
