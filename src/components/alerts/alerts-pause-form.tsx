import { Button } from "@/components/ui/button";
import type { AlertWeek } from "@/server/alerts/alert-stats";
import { AlertStatsTable } from "./alert-stats-table";
import { setAlertsPausedAction } from "@/server/alerts/actions/set-alerts-paused-action";

/**
 * The admin's switch for every listing alert: paused, nothing is matched or sent (docs/decisions/026-listing-alerts.md);
 * and how the alerts did, week by week.
 */
export function AlertsPauseForm({ paused, pausedBy, weeks }: { paused: boolean; pausedBy: string | null; weeks: AlertWeek[] }) {
  return (
    <section aria-labelledby="alerts-heading" className="mt-8 rounded-lg border border-line bg-white p-6">
      <h2 id="alerts-heading" className="font-display text-xl font-medium text-ink">
        Listing alerts
      </h2>
      <p role="status" className="mt-1 text-sm text-muted">
        {paused
          ? `Paused${pausedBy ? ` by ${pausedBy}` : ""}: no alert is sent, and changes made while paused are never sent.`
          : "On: buyers get e-mails about new matches, price changes, inspections and results."}
      </p>
      <form action={setAlertsPausedAction} className="mt-4">
        <input type="hidden" name="paused" value={paused ? "false" : "true"} />
        <Button type="submit" variant="outline" size="sm">
          {paused ? "Resume alerts" : "Pause all alerts"}
        </Button>
      </form>
      <AlertStatsTable weeks={weeks} />
    </section>
  );
}
