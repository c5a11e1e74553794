"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { NestedValue } from "@/lib/forms/nested-form-values";
import { useSubmitted } from "./content-form";

type Values = Record<string, string>;

export interface ListEditorField {
  key: string;
  label: string;
  kind?: "text" | "textarea" | "date" | "number";
  hint?: string;
  optional?: boolean;
  placeholder?: string;
  /** Shown as the field's limit; the server applies it. */
  maxLength?: number;
}

interface ListEditorProps {
  /** The list's field name in the document: its items post as `${name}.0.${field}`. */
  name: string;
  legend: string;
  description?: string;
  /** "testimonial", "question", "headline". */
  itemNoun: string;
  /** The field whose value names an item in its heading. */
  titleField: string;
  fields: readonly ListEditorField[];
  initial: readonly Values[];
  min: number;
  max: number;
}

interface Item {
  id: number;
  values: Values;
}

const control =
  "w-full rounded-md border border-line bg-white px-3 text-base text-ink transition-colors placeholder:text-muted/80 hover:border-ink-300 focus-visible:border-clay focus-visible:outline-2 focus-visible:outline-offset-1";

function asValues(value: NestedValue | undefined): Values[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((item) =>
    typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
      : {},
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An editable list of a document: add, edit, move up or down and remove items (removing asks first). Nothing is
 * stored until the form is saved. Without JavaScript the items can still be edited and saved as they are.
 */
export function ListEditor({ name, legend, description, itemNoun, titleField, fields, initial, min, max }: ListEditorProps) {
  const submitted = asValues(useSubmitted(name));
  const start = submitted ?? initial;
  const [items, setItems] = useState<Item[]>(() => start.map((values, index) => ({ id: index, values: { ...values } })));
  // Items added later are numbered after the first ones.
  const nextId = useRef(start.length);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const noun = capitalised(itemNoun);

  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const headingId = (item: Item) => `${name}-${item.id}-heading`;

  function update(id: number, key: string, value: string) {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, values: { ...item.values, [key]: value } } : item)));
  }

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    const moved = items[index];
    if (!moved || target < 0 || target >= items.length) return;
    const next = [...items];
    next.splice(index, 1);
    next.splice(target, 0, moved);
    setItems(next);
    setAnnouncement(`${noun} moved to position ${target + 1} of ${items.length}.`);
    focusLater(headingId(moved));
  }

  function add() {
    const item = { id: nextId.current++, values: Object.fromEntries(fields.map((field) => [field.key, ""])) };
    setItems((current) => [...current, item]);
    setAnnouncement(`${noun} ${items.length + 1} added.`);
    focusLater(`${name}-${item.id}-${fields[0]?.key}`);
  }

  function remove(index: number) {
    const next = items.filter((_, i) => i !== index);
    setItems(next);
    setConfirming(null);
    setAnnouncement(`${noun} ${index + 1} removed. It is gone from the site once you save.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(neighbour ? headingId(neighbour) : `${name}-add`);
  }

  return (
    <fieldset className="rounded-lg border border-line bg-white p-5 sm:p-8">
      <legend className="px-1 font-display text-xl font-medium text-ink">{legend}</legend>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <p className="mt-1 text-sm text-muted">
        {items.length} of at most {max}
        {min > 0 ? `, at least ${min}` : ""}.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-line bg-sand/40 p-6 text-muted">No {itemNoun}s yet. Add one below.</p>
      ) : (
        <ol className="mt-6 space-y-5">
          {items.map((item, index) => {
            const title = item.values[titleField]?.trim();
            return (
              <li key={item.id} className="rounded-md border border-line bg-sand/30 p-4 sm:p-5">
                <h3 id={headingId(item)} tabIndex={-1} className="font-semibold text-ink outline-none">
                  {noun} {index + 1}
                  {title ? <span className="font-normal text-muted">: {title.length > 60 ? `${title.slice(0, 60)}…` : title}</span> : null}
                </h3>
                <div className="mt-4 grid gap-4 md:grid-cols-2">
                  {fields.map((field) => {
                    const id = `${name}-${item.id}-${field.key}`;
                    const hintId = field.hint ? `${id}-hint` : undefined;
                    const common = {
                      id,
                      name: `${name}.${index}.${field.key}`,
                      value: item.values[field.key] ?? "",
                      placeholder: field.placeholder,
                      "aria-describedby": hintId,
                      onChange: (event: { target: { value: string } }) => update(item.id, field.key, event.target.value),
                    };
                    return (
                      <div key={field.key} className={`flex flex-col gap-1.5 ${field.kind === "textarea" ? "md:col-span-2" : ""}`}>
                        <label htmlFor={id} className="text-sm font-semibold text-ink">
                          {field.label}
                          {field.optional ? <span className="font-normal text-muted"> (optional)</span> : null}
                        </label>
                        {field.kind === "textarea" ? (
                          <textarea rows={4} className={`${control} py-2`} {...common} />
                        ) : (
                          <input
                            type={field.kind === "date" ? "date" : "text"}
                            inputMode={field.kind === "number" ? "numeric" : undefined}
                            className={`${control} h-11`}
                            {...common}
                          />
                        )}
                        {field.hint || field.maxLength ? (
                          <p id={hintId} className="text-xs text-muted">
                            {[
                              field.hint,
                              field.maxLength ? `${(item.values[field.key] ?? "").trim().length} / ${field.maxLength} characters` : null,
                            ]
                              .filter(Boolean)
                              .join(" · ")}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
                <div className="mt-4 flex flex-wrap items-center gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Move ${itemNoun} ${index + 1} up`}
                  >
                    <ArrowUp aria-hidden /> Up
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => move(index, 1)}
                    disabled={index === items.length - 1}
                    aria-label={`Move ${itemNoun} ${index + 1} down`}
                  >
                    <ArrowDown aria-hidden /> Down
                  </Button>
                  {confirming === item.id ? (
                    <span className="flex flex-wrap items-center gap-2" role="group" aria-label={`Remove ${itemNoun} ${index + 1}?`}>
                      <span className="text-sm font-semibold text-danger">
                        Remove {itemNoun} {index + 1}?
                      </span>
                      <Button size="sm" className="bg-danger text-white hover:bg-danger/90" onClick={() => remove(index)}>
                        Yes, remove
                      </Button>
                      <Button id={`${name}-${item.id}-keep`} variant="outline" size="sm" onClick={() => setConfirming(null)}>
                        Keep it
                      </Button>
                    </span>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={items.length <= min}
                      title={items.length <= min ? `At least ${min} ${itemNoun}${min === 1 ? "" : "s"} are needed` : undefined}
                      onClick={() => {
                        setConfirming(item.id);
                        focusLater(`${name}-${item.id}-keep`);
                      }}
                      aria-label={`Remove ${itemNoun} ${index + 1}`}
                    >
                      <Trash2 aria-hidden /> Remove
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <Button id={`${name}-add`} variant="outline" className="mt-6" onClick={add} disabled={items.length >= max}>
        <Plus aria-hidden /> Add {itemNoun}
      </Button>
      {items.length >= max ? <p className="mt-2 text-sm text-muted">The list is full ({max}). Remove one to add another.</p> : null}
    </fieldset>
  );
}
