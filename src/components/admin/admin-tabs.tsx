"use client";

import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

export interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The dashboard's tabs (Radix: arrow keys move between them, each panel is labelled by its tab). */
export function AdminTabs({ tabs, defaultValue }: { tabs: readonly AdminTab[]; defaultValue: string }) {
  return (
    <Tabs.Root defaultValue={defaultValue}>
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
