/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in user input would turn a harmless request into a
 * database error (a 500). No legitimate input needs it: it is removed from every string, however deep.
 */
export function withoutNullCharacters<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("\u0000", "") as T;
  if (Array.isArray(value)) return value.map(withoutNullCharacters) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutNullCharacters(key), withoutNullCharacters(item)])) as T;
  }
  return value;
}
