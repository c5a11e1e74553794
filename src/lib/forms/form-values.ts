/** The named fields of a form as strings (a missing field is ""), for the form's schema to check. */
export function formValues(formData: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? "")]));
}
