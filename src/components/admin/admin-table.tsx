import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** What a tab shows in place of a list or table with nothing in it. */
export function EmptyPanel({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-line bg-white/60 p-8 text-muted">{children}</p>;
}

interface AdminTableProps {
  /** Read by screen readers only. */
  caption: string;
  /** Below this width (a Tailwind `min-w-…` class) the table scrolls sideways instead of squeezing its columns. */
  minWidth: string;
  /** The header row's cells: `<ColumnHeads>` or cells of its own (sortable ones). */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** The admin's data tables: one look, horizontally scrollable on small screens. */
export function AdminTable({ caption, minWidth, head, children }: AdminTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className={cn("w-full text-left text-sm", minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-sand/60 text-xs uppercase tracking-wide text-muted">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Plain column headers, and an unlabelled last column for the row's buttons (named for screen readers). */
export function ColumnHeads({ labels, actions = false }: { labels: readonly string[]; actions?: boolean }) {
  return (
    <>
      {labels.map((label) => (
        <th key={label} scope="col" className="px-4 py-3">
          {label}
        </th>
      ))}
      {actions ? (
        <th scope="col" className="px-4 py-3">
          <span className="sr-only">Actions</span>
        </th>
      ) : null}
    </>
  );
}
