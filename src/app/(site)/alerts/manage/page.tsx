import Link from "@/components/ui/link";
import { connection } from "next/server";
import { AlertPage, alertPageMetadata, UnknownAlertLink } from "@/components/alerts/alert-page";
import { Button } from "@/components/ui/button";
import { unsubscribedEverythingMessage, unsubscribeEverythingLabel } from "@/lib/alerts/unsubscribe-everything";
import { alertFrequencyOptions } from "@/lib/validation/listing-alert";
import { changeAlertFrequencyAction } from "@/server/alerts/actions/change-alert-frequency-action";
import { unsubscribeAlertAction } from "@/server/alerts/actions/unsubscribe-alert-action";
import { unsubscribeAllAlertsAction } from "@/server/alerts/actions/unsubscribe-all-alerts-action";
import { subscriptionsOfToken } from "@/server/alerts/subscriptions";
import { getDb } from "@/server/db";

export const metadata = alertPageMetadata("Your alerts", "/alerts/manage");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const doneWords: Record<string, string> = {
  unsubscribed: "Unsubscribed. That alert is off.",
  all: unsubscribedEverythingMessage(false),
  "all-newsletter": unsubscribedEverythingMessage(true),
  saved: "Saved.",
};

/** Every alert of the address the link was sent to, without an account: change how often, or unsubscribe. */
export default async function ManageAlertsPage({ searchParams }: Props) {
  await connection();
  const params = await searchParams;
  const token = String(params.token ?? "");
  const done = doneWords[String(params.done ?? "")];
  const managed = await subscriptionsOfToken(await getDb(), token);
  if (!managed)
    return (
      <AlertPage title="Your alerts">
        <UnknownAlertLink />
      </AlertPage>
    );
  const active = managed.subscriptions.filter((s) => s.active);
  return (
    <AlertPage title="Your alerts" intro={`Everything we e-mail to ${managed.email}`}>
      {done ? (
        <p
          role="status"
          tabIndex={-1}
          autoFocus
          className="mb-6 rounded-md border border-success/30 bg-success/5 px-4 py-3 text-sm text-success"
        >
          {done}
        </p>
      ) : null}
      {managed.subscriptions.length === 0 ? <p className="text-ink">You have no alerts.</p> : null}
      <ul className="flex flex-col divide-y divide-line">
        {managed.subscriptions.map((s) => (
          <li key={s.token} className="py-4">
            <p className="font-semibold text-ink">
              {s.searchPath && s.active ? (
                <Link href={s.searchPath} className="underline decoration-clay/50 underline-offset-4 hover:decoration-clay">
                  {s.subject}
                </Link>
              ) : (
                s.subject
              )}
            </p>
            {s.active ? (
              <div className="mt-3 flex flex-wrap items-end gap-3">
                {s.kind === "newsletter" ? null : (
                  <form action={changeAlertFrequencyAction} className="flex items-end gap-2">
                    <input type="hidden" name="owner" value={token} />
                    <input type="hidden" name="token" value={s.token} />
                    <label className="flex flex-col gap-1 text-sm text-ink">
                      How often
                      <select name="frequency" defaultValue={s.frequency} className="h-10 rounded-lg border border-line bg-white px-3">
                        {alertFrequencyOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Button type="submit" variant="outline" size="sm">
                      Save
                    </Button>
                  </form>
                )}
                <form action={unsubscribeAlertAction}>
                  <input type="hidden" name="owner" value={token} />
                  <input type="hidden" name="token" value={s.token} />
                  <Button type="submit" variant="link" size="sm" aria-label={`Unsubscribe from ${s.subject}`}>
                    Unsubscribe
                  </Button>
                </form>
              </div>
            ) : (
              <p className="mt-1 text-sm text-muted">{s.confirmed ? "Unsubscribed" : "Waiting for confirmation"}</p>
            )}
          </li>
        ))}
      </ul>
      {active.length > 1 ? (
        <form action={unsubscribeAllAlertsAction} className="mt-6">
          <input type="hidden" name="owner" value={token} />
          <Button type="submit" variant="outline">
            {unsubscribeEverythingLabel(active.some((s) => s.kind === "newsletter"))}
          </Button>
        </form>
      ) : null}
    </AlertPage>
  );
}
