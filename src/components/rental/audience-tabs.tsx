"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/hooks/use-hydrated";

export interface AudienceTab {
  id: string;
  label: string;
  panel: ReactNode;
}

interface AudienceTabsProps {
  tabs: readonly AudienceTab[];
  label: string;
}

const stripClass = "inline-flex rounded-full border border-line bg-white p-1.5 shadow-soft";
const tabClass = "rounded-full px-5 py-2.5 text-sm font-semibold transition-colors sm:px-7";
const activeTabClass = "bg-ink text-sand";
const idleTabClass = "text-ink hover:bg-sand-200";

/** The fragment that shows a tab's panel without JavaScript: /rental#audience-tenants. */
const anchorId = (tab: AudienceTab) => `audience-${tab.id}`;

/*
 * Without JavaScript the selected tab is the one whose panel is the :target (the first when none is). Tailwind
 * needs literal class names, so each later tab's selected style names its panel's position among the panels
 * (section:nth-of-type). Up to four tabs; /rental has two.
 */
const targetedTabClass = [
  "bg-ink text-sand group-has-[section:nth-of-type(n+2):target]/tabs:bg-transparent group-has-[section:nth-of-type(n+2):target]/tabs:text-ink",
  "group-has-[section:nth-of-type(2):target]/tabs:bg-ink group-has-[section:nth-of-type(2):target]/tabs:text-sand",
  "group-has-[section:nth-of-type(3):target]/tabs:bg-ink group-has-[section:nth-of-type(3):target]/tabs:text-sand",
  "group-has-[section:nth-of-type(4):target]/tabs:bg-ink group-has-[section:nth-of-type(4):target]/tabs:text-sand",
] as const;

/**
 * WAI-ARIA tabs (automatic activation): arrow keys move between tabs, Home and End jump to the ends, and
 * only the selected tab is in the tab order. The panels are rendered on the server and passed in.
 * Until JavaScript runs (and without it) the tabs are links to the panels' fragments: the first panel shows
 * unless another one is the :target, so /rental#audience-tenants opens on the tenants' cards. Hydration
 * swaps in the scripted tabs, starting on the tab the fragment names.
 */
export function AudienceTabs({ tabs, label }: AudienceTabsProps) {
  const hydrated = useHydrated();
  if (hydrated) return <ScriptedTabs tabs={tabs} label={label} />;
  return (
    <div className="group/tabs">
      <nav aria-label={label} className={stripClass}>
        {tabs.map((tab, index) => (
          <a key={tab.id} href={`#${anchorId(tab)}`} className={cn(tabClass, index > 0 && idleTabClass, targetedTabClass[index])}>
            {tab.label}
          </a>
        ))}
      </nav>
      {/* The scroll margin (on top of the page-wide scroll-padding under the fixed header) keeps the strip in view. */}
      {tabs.map((tab, index) => (
        <section
          key={tab.id}
          id={anchorId(tab)}
          aria-label={tab.label}
          className={cn(
            "mt-10 scroll-mt-28 rounded-lg",
            index === 0 ? "group-has-[section:nth-of-type(n+2):target]/tabs:hidden" : "hidden target:block",
          )}
        >
          {tab.panel}
        </section>
      ))}
    </div>
  );
}

function ScriptedTabs({ tabs, label }: AudienceTabsProps) {
  // Rendered only in the browser, after hydration: a fragment followed before then is honoured.
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => window.location.hash === `#${anchorId(tab)}`),
    ),
  );
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
      <div role="tablist" aria-label={label} className={stripClass}>
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
              className={`${tabClass} ${active ? activeTabClass : idleTabClass}`}
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
