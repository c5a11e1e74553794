import { leadDashboard, type LeadDashboard } from "@/server/leads/lead-dashboard";
import type { LeadScope } from "@/server/leads/admin-leads";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { formatDateTime } from "@/lib/format/date";
import { leadTypeLabels, leadTypes } from "./lead-view";

/** "45 min", "2 h 10 min": business time, as the promise counts it. */
export function formatBusinessMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

async function load(scope: LeadScope): Promise<LeadDashboard | null> {
  try {
    return await leadDashboard(await getDb(), scope);
  } catch (error) {
    logger.error({ err: error }, "could not load the leads dashboard");
    return null;
  }
}

const card = "rounded-lg border border-line bg-white p-5";

/** This week's leads by source, the median time to a first reply, and the leads overdue now. */
export async function LeadDashboardPanel({ scope }: { scope: LeadScope }) {
  const data = await load(scope);
  if (!data) {
    return (
      <p role="alert" className="text-danger">
        Failed to load the leads dashboard
      </p>
    );
  }
  return (
    <section aria-labelledby="lead-dashboard-heading" className="flex flex-col gap-4">
      <h2 id="lead-dashboard-heading" className="text-h3 font-medium text-ink">
        This week
        <span className="ml-2 text-base font-normal text-muted">since {formatDateTime(data.weekStart)}</span>
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <div className={card}>
          <h3 className="text-sm font-semibold text-ink">Leads by source</h3>
          <p className="mt-1 text-3xl font-medium text-ink">{data.total}</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {leadTypes.map((type) => (
              <div key={type} className="flex justify-between gap-2">
                <dt className="text-muted">{leadTypeLabels[type]}</dt>
                <dd className="font-semibold text-ink">{data.bySource[type]}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={card}>
          <h3 className="text-sm font-semibold text-ink">Median time to first reply</h3>
          <p className="mt-1 text-3xl font-medium text-ink">
            {data.medianReplyMinutes === null ? "–" : formatBusinessMinutes(data.medianReplyMinutes)}
          </p>
          <p className="mt-3 text-sm text-muted">
            {data.answered === 0
              ? "No lead answered yet this week."
              : `Of ${data.answered} answered ${data.answered === 1 ? "lead" : "leads"}, in business hours. The website promises 2 h.`}
          </p>
        </div>
        <div className={card}>
          <h3 className="text-sm font-semibold text-ink">Overdue now</h3>
          <p className={`mt-1 text-3xl font-medium ${data.overdue.length > 0 ? "text-danger" : "text-ink"}`}>{data.overdue.length}</p>
          {data.overdue.length === 0 ? (
            <p className="mt-3 text-sm text-muted">Every lead has had its reply in time.</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-1 text-sm">
              {data.overdue.slice(0, 8).map((lead) => (
                <li key={lead.id} className="break-words">
                  <span className="font-semibold text-ink">{lead.name}</span>{" "}
                  <span className="text-muted">
                    ({leadTypeLabels[lead.type]}, {lead.ownerName ?? "Principal"}), due {formatDateTime(lead.replyDueAt)}
                  </span>
                </li>
              ))}
              {data.overdue.length > 8 ? <li className="text-muted">and {data.overdue.length - 8} more</li> : null}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
