/**
 * A form's fields named as paths ("home.0.name", "oran-park.medianRent.asOf") read back as the nested object they
 * describe, numbers naming array positions. The admin's content forms post this way, so they work without
 * JavaScript and the document's own schema validates what arrives. Array holes (an item removed in the browser
 * without renumbering) are dropped; names with any other shape are ignored.
 */
export type NestedValue = string | NestedValue[] | { [key: string]: NestedValue };

const segmentPattern = /^[A-Za-z0-9_-]+$/;
// Never walk into an object's prototype from a field's name.
const forbidden = new Set(["__proto__", "constructor", "prototype"]);
const isIndex = (segment: string) => /^\d{1,3}$/.test(segment);

export function nestedFormValues(form: FormData | Iterable<[string, FormDataEntryValue]>): Record<string, NestedValue> {
  const root: Record<string, NestedValue> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name.startsWith("$")) continue; // files; React's own fields ($ACTION_…)
    const path = name.split(".");
    if (!path.every((segment) => segmentPattern.test(segment) && !forbidden.has(segment)) || isIndex(path[0]!)) continue;
    let node: Record<string, NestedValue> | NestedValue[] = root;
    for (const [depth, segment] of path.entries()) {
      const key = isIndex(segment) ? Number(segment) : segment;
      // A name that disagrees with an earlier one about what is a list ("list.0" then "list.x") is ignored from here.
      if (Array.isArray(node) !== (typeof key === "number")) break;
      const container = node as Record<string | number, NestedValue>;
      if (depth === path.length - 1) {
        container[key] = value;
        break;
      }
      if (typeof (Object.hasOwn(container, key) ? container[key] : undefined) !== "object")
        container[key] = isIndex(path[depth + 1]!) ? [] : {};
      node = container[key] as Record<string, NestedValue> | NestedValue[];
    }
  }
  return compact(root) as Record<string, NestedValue>;
}

function compact(value: NestedValue): NestedValue {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compact(item)]));
}
