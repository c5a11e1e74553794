"use client";

import { Download } from "lucide-react";
import { useId, useState } from "react";
import { EmptyPanel } from "@/components/admin/admin-table";
import { buttonClasses } from "@/components/ui/button";
import { leadStatusLabels, leadStatusValues } from "@/lib/leads/lead-options";
import { LeadCard, type LeadManagement } from "./lead-card";
import { leadTypeLabels, leadTypes, type LeadStatusFilter, type LeadType, type LeadView } from "./lead-view";

interface LeadsListProps {
  leads: readonly LeadView[];
  /** The whole outbox (leads.all only). */
  outbox: Record<"pending" | "sent" | "failed", number> | null;
  /** Owner changes, deletion, mail retries: for leads.all. */
  management: LeadManagement | null;
  /** Set when only the newest this many leads were loaded. */
  truncatedAt: number | null;
}

const selectClasses = "h-10 rounded-md border border-line bg-white px-3 text-sm text-ink hover:border-ink-300 focus-visible:border-clay";

/** The leads, filtered in the browser by type and status, with the export link for the chosen type. */
export function LeadsList({ leads, outbox, management, truncatedAt }: LeadsListProps) {
  const id = useId();
  const [type, setType] = useState<LeadType | "all">("all");
  const [status, setStatus] = useState<LeadStatusFilter>("all");

  const shown = leads.filter(
    (lead) =>
      (type === "all" || lead.type === type) && (status === "all" || (status === "overdue" ? lead.overdue : lead.status === status)),
  );
  const countOf = (value: LeadType) => leads.filter((lead) => lead.type === value).length;
  const exportHref = type === "all" ? "/api/admin/leads/export" : `/api/admin/leads/export?type=${type}`;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-type`} className="text-sm font-semibold text-ink">
              Type
            </label>
            <select
              id={`${id}-type`}
              value={type}
              onChange={(event) => setType(event.target.value as LeadType | "all")}
              className={selectClasses}
            >
              <option value="all">All types ({leads.length})</option>
              {leadTypes.map((value) => (
                <option key={value} value={value}>
                  {leadTypeLabels[value]} ({countOf(value)})
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-status`} className="text-sm font-semibold text-ink">
              Status
            </label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(event) => setStatus(event.target.value as LeadStatusFilter)}
              className={selectClasses}
            >
              <option value="all">Any status</option>
              <option value="overdue">Overdue</option>
              {leadStatusValues.map((value) => (
                <option key={value} value={value}>
                  {leadStatusLabels[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {management ? (
          <a href={exportHref} download className={buttonClasses("outline", "sm")}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        ) : null}
      </div>

      <p className="text-sm text-muted" aria-live="polite">
        {shown.length === 1 ? "1 lead" : `${shown.length} leads`}
        {truncatedAt !== null ? ` (the newest ${truncatedAt} are shown; the CSV export has them all)` : ""}.
        {outbox ? ` Outbox: ${outbox.pending} pending, ${outbox.sent} sent, ${outbox.failed} failed.` : ""}
      </p>

      {shown.length === 0 ? (
        <EmptyPanel>No leads match these filters.</EmptyPanel>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Leads, newest first">
          {shown.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} management={management} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
