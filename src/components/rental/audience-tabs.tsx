"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface AudienceTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys move between tabs, Home and End jump to the ends, and
 * only the selected tab is in the tab order. The panels are rendered on the server and passed in.
 */
export function AudienceTabs({ tabs, label }: { tabs: readonly AudienceTab[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="inline-flex rounded-full border border-line bg-white p-1.5 shadow-soft">
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-full px-5 py-2.5 text-sm font-semibold transition-colors sm:px-7 ${active ? "bg-ink text-sand" : "text-ink hover:bg-sand-200"}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-10 rounded-lg focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
