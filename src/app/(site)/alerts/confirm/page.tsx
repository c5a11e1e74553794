import Link from "@/components/ui/link";
import { connection } from "next/server";
import { AlertPage, alertPageMetadata, UnknownAlertLink } from "@/components/alerts/alert-page";
import { Button } from "@/components/ui/button";
import { confirmAlertAction } from "@/server/alerts/actions/confirm-alert-action";
import { alertOfToken } from "@/server/alerts/subscriptions";
import { getDb } from "@/server/db";

export const metadata = alertPageMetadata("Confirm your alert", "/alerts/confirm");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The confirmation e-mail's link: one button to confirm (a mail scanner that opens the link confirms nothing). */
export default async function ConfirmAlertPage({ searchParams }: Props) {
  await connection();
  const token = String((await searchParams).token ?? "");
  const alert = await alertOfToken(await getDb(), token);
  const manage = `/alerts/manage?token=${encodeURIComponent(token)}`;
  if (!alert)
    return (
      <AlertPage title="Confirm your alert">
        <UnknownAlertLink />
      </AlertPage>
    );
  const newsletter = alert.kind === "newsletter";
  if (alert.status === "confirmed" && newsletter)
    return (
      <AlertPage title="You're subscribed">
        <p role="status" className="text-ink">
          We&apos;ll send our newsletter to <strong>{alert.email}</strong>.
        </p>
        <p className="mt-4 text-sm text-muted">
          Every e-mail has a one-click unsubscribe.{" "}
          <Link href={manage} className="font-semibold text-clay underline underline-offset-4">
            Manage your subscriptions
          </Link>
        </p>
      </AlertPage>
    );
  if (alert.status === "confirmed")
    return (
      <AlertPage title="Your alert is on">
        <p role="status" className="text-ink">
          We&apos;ll e-mail <strong>{alert.email}</strong> about: <strong>{alert.subject}</strong>.
        </p>
        <p className="mt-4 text-sm text-muted">
          Every alert has a one-click unsubscribe.{" "}
          <Link href={manage} className="font-semibold text-clay underline underline-offset-4">
            Manage your alerts
          </Link>
        </p>
      </AlertPage>
    );
  if (alert.status === "unsubscribed")
    return (
      <AlertPage title={newsletter ? "This subscription was cancelled" : "This alert was cancelled"}>
        <p className="text-ink">
          {newsletter
            ? "You unsubscribed, so this link can't confirm it any more. Subscribe again to start anew."
            : "You unsubscribed from this alert, so it can't be confirmed. Save the search again to start a new one."}
        </p>
      </AlertPage>
    );
  return (
    <AlertPage title={newsletter ? "Confirm your subscription" : "Confirm your alert"}>
      <p className="text-ink">
        {newsletter ? (
          <>
            Send the newsletter to <strong>{alert.email}</strong>?
          </>
        ) : (
          <>
            Send listing alerts to <strong>{alert.email}</strong> about: <strong>{alert.subject}</strong>?
          </>
        )}
      </p>
      <form action={confirmAlertAction} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <Button type="submit">{newsletter ? "Confirm my subscription" : "Confirm my alert"}</Button>
      </form>
      <p className="mt-4 text-sm text-muted">If you didn&apos;t ask for this, close this page: you won&apos;t hear from us.</p>
    </AlertPage>
  );
}
