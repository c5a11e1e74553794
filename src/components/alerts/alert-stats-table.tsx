import { AdminTable, ColumnHeads } from "@/components/admin/admin-table";
import { formatCalendarWeekLabel } from "@/lib/format/date";
import type { AlertWeek } from "@/server/alerts/alert-stats";

/** The alerts sent, opened and unsubscribed per Sydney week, newest first (src/server/alerts/alert-stats.ts). */
export function AlertStatsTable({ weeks }: { weeks: AlertWeek[] }) {
  return (
    <div className="mt-6">
      <h3 className="mb-1 text-sm font-semibold text-ink">Alerts per week</h3>
      <p className="mb-3 text-xs text-muted">
        Weeks start on Monday, Sydney time. Opened: the alerts of that week whose reader&apos;s mail client showed images (a lower bound,
        and some clients fetch every image).
      </p>
      <AdminTable
        caption="Listing alerts per week"
        minWidth="min-w-[32rem]"
        head={<ColumnHeads labels={["Week of", "Sent", "Opened", "Unsubscribed"]} />}
      >
        {weeks.map((w) => (
          <tr key={w.week} className="border-b border-line last:border-0">
            <th scope="row" className="px-4 py-2 font-normal whitespace-nowrap">
              <time dateTime={w.week}>{formatCalendarWeekLabel(w.week)}</time>
            </th>
            <td className="px-4 py-2">{w.sent}</td>
            <td className="px-4 py-2">
              {w.opened}
              {w.sent > 0 ? <span className="text-muted"> ({Math.round((100 * w.opened) / w.sent)}%)</span> : null}
            </td>
            <td className="px-4 py-2">{w.unsubscribed}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
