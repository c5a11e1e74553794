"use client";

import { X } from "lucide-react";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { matchSuburbs } from "@/lib/suburbs/match-suburbs";

export interface PickerLocation {
  name: string;
  postcode: string;
  slug: string;
}

interface LocationPickerProps {
  /** The places to suggest: the service area and the suburbs the stock is in. */
  locations: readonly PickerLocation[];
  /** Chips already in the address: token and label. */
  chosen: readonly { token: string; label: string }[];
}

/**
 * Locations as chips plus an autocomplete combobox (WAI-ARIA 1.2 combobox with a listbox popup). Without JavaScript
 * the chips are checked boxes (untick to remove) and the box is a plain text field: the form sends them all as
 * `location`, and the server understands a suburb's name or a postcode as typed.
 */
export function LocationPicker({ locations, chosen }: LocationPickerProps) {
  const id = useId();
  const [chips, setChips] = useState(chosen);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  const options = useMemo(() => {
    const query = text.trim();
    if (query === "") return [];
    const results: { token: string; label: string }[] = [];
    const postcode = /^\d{3,4}$/.test(query) ? query : null;
    if (postcode) {
      for (const code of [...new Set(locations.filter((l) => l.postcode.startsWith(postcode)).map((l) => l.postcode))]) {
        const inIt = locations.filter((l) => l.postcode === code);
        results.push({ token: code, label: `${code}: ${inIt.map((l) => l.name).join(", ")}` });
      }
    }
    const byName = postcode
      ? locations.filter((l) => l.postcode.startsWith(postcode))
      : [...matchSuburbs(query, locations), ...locations.filter((l) => l.name.toLowerCase().includes(query.toLowerCase()))];
    for (const l of byName) {
      if (!results.some((r) => r.token === l.slug)) results.push({ token: l.slug, label: `${l.name}, NSW ${l.postcode}` });
    }
    return results.filter((r) => !chips.some((c) => c.token === r.token)).slice(0, 8);
  }, [text, locations, chips]);

  function choose(option: { token: string; label: string }) {
    setChips((current) => (current.some((c) => c.token === option.token) ? current : [...current, option]));
    setText("");
    setOpen(false);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (options.length === 0 ? 0 : (a + 1) % options.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((a) => (options.length === 0 ? 0 : (a - 1 + options.length) % options.length));
    } else if (event.key === "Enter" && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    } else if (event.key === "Backspace" && text === "" && chips.length > 0) {
      setChips((current) => current.slice(0, -1));
    }
  }

  const listId = `${id}-list`;
  const expanded = open && options.length > 0;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-semibold text-ink">
        Suburb or postcode
      </label>
      <div className="flex flex-wrap items-center gap-2 rounded-lg border border-ink/25 bg-white p-2 focus-within:border-clay">
        <ul className="contents" aria-label="Chosen locations">
          {chips.map((chip) => (
            <li key={chip.token} className="flex items-center gap-1 rounded-full bg-sand px-3 py-1 text-sm text-ink">
              <label className="flex cursor-pointer items-center gap-1.5">
                <input type="checkbox" name="location" value={chip.token} defaultChecked className="size-4 accent-clay" />
                <span>{chip.label}</span>
              </label>
              <button
                type="button"
                onClick={() => setChips((current) => current.filter((c) => c.token !== chip.token))}
                className="ml-1 rounded-full p-1 hover:bg-ink/10"
                aria-label={`Remove ${chip.label}`}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={input}
          id={`${id}-input`}
          name="location"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          placeholder={chips.length > 0 ? "Add another suburb or postcode" : "e.g. Oran Park or 2570"}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className="min-w-48 flex-1 bg-transparent px-2 py-1.5 text-base text-ink placeholder:text-muted"
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested locations"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-ink/15 bg-white py-1 shadow-lift"
      >
        {options.map((option, index) => (
          <li
            key={option.token}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            className={`cursor-pointer px-4 py-2 text-sm ${index === active ? "bg-sand text-ink" : "text-ink"}`}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? `${options.length} suggestion${options.length === 1 ? "" : "s"}, use the arrow keys to choose` : ""}
      </p>
    </div>
  );
}
