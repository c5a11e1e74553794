const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID: checked before a row is looked up by an id from an address or a form. */
export function isUuid(value: string): boolean {
  return uuid.test(value);
}
