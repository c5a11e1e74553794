import type { z } from "zod";

/**
 * The spec shows only the first failing rule. zod reports issues in the schema's field order and, within
 * a field, in the order its rules are declared, so the first issue is that rule.
 */
export function firstErrorMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; message: string };

export function validate<S extends z.ZodType>(schema: S, input: unknown): ValidationResult<z.infer<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: firstErrorMessage(parsed.error) };
}
