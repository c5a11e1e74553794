"use client";

import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

export interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
  /** The tab's page of its own, which a browser without JavaScript (where only the first tab shows) is offered. */
  href?: string;
}

/** The dashboard's tabs (Radix: arrow keys move between them, each panel is labelled by its tab). */
export function AdminTabs({ tabs, defaultValue }: { tabs: readonly AdminTab[]; defaultValue: string }) {
  const pages = tabs.filter((tab) => tab.href);
  return (
    <Tabs.Root defaultValue={defaultValue}>
      {pages.length > 0 ? (
        <noscript>
          <p className="mb-4 text-sm text-muted">
            Without JavaScript the other tabs are pages of their own:{" "}
            {pages.map((tab, index) => (
              <span key={tab.value}>
                {index > 0 ? ", " : null}
                <a href={tab.href} className="font-semibold text-ink underline underline-offset-4">
                  {tab.label}
                </a>
              </span>
            ))}
            .
          </p>
        </noscript>
      ) : null}
      <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-2 border-b border-line">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px rounded-t-md border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:border-clay data-[state=active]:text-ink"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="pt-8 outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
