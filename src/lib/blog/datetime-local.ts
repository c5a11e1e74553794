/* <input type="datetime-local"> speaks local wall-clock time without a zone; the form keeps ISO instants. */

const pad = (value: number) => String(value).padStart(2, "0");

/** An ISO instant as the input's "YYYY-MM-DDTHH:mm" in this browser's time zone ("" for none). */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's local value as an ISO instant with offset ("" when empty or unreadable). */
export function fromDateTimeLocal(value: string): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}
