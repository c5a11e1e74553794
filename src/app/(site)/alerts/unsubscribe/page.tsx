import Link from "@/components/ui/link";
import { connection } from "next/server";
import { AlertPage, alertPageMetadata, UnknownAlertLink } from "@/components/alerts/alert-page";
import { Button } from "@/components/ui/button";
import { unsubscribeEverythingLabel } from "@/lib/alerts/unsubscribe-everything";
import { unsubscribeAllAlertsAction } from "@/server/alerts/actions/unsubscribe-all-alerts-action";
import { unsubscribeLinkAction } from "@/server/alerts/actions/unsubscribe-link-action";
import { alertOfToken, subscriptionsOfToken } from "@/server/alerts/subscriptions";
import { getDb } from "@/server/db";

export const metadata = alertPageMetadata("Unsubscribe", "/alerts/unsubscribe");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The unsubscribe link in every e-mail: one "Unsubscribe" button that ends it at once (the law allows 5 working days).
 * Opening the link changes nothing, so a mail scanner's prefetch ends no subscription; the mail client's own button
 * posts to /api/alerts/unsubscribe (RFC 8058) with no page at all.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  await connection();
  const token = String((await searchParams).token ?? "");
  const alert = await alertOfToken(await getDb(), token);
  if (!alert)
    return (
      <AlertPage title="Unsubscribe">
        <UnknownAlertLink />
      </AlertPage>
    );
  if (alert.status !== "unsubscribed")
    return (
      <AlertPage title="Unsubscribe">
        <p className="text-ink">
          Stop e-mails to <strong>{alert.email}</strong> about: <strong>{alert.subject}</strong>?
        </p>
        <form action={unsubscribeLinkAction} className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Unsubscribe</Button>
        </form>
      </AlertPage>
    );
  const others = await subscriptionsOfToken(await getDb(), token);
  const stillGetsNewsletter = others?.subscriptions.some((s) => s.active && s.kind === "newsletter") ?? false;
  return (
    <AlertPage title="You're unsubscribed">
      <p role="status" className="text-ink">
        <strong>{alert.email}</strong> will get no more e-mails about: <strong>{alert.subject}</strong>.
      </p>
      <p className="mt-4 text-sm text-muted">
        Your other subscriptions carry on.{" "}
        <Link href={`/alerts/manage?token=${encodeURIComponent(token)}`} className="font-semibold text-clay underline underline-offset-4">
          See and manage all your alerts
        </Link>
      </p>
      <form action={unsubscribeAllAlertsAction} className="mt-6">
        <input type="hidden" name="owner" value={token} />
        <Button type="submit" variant="outline">
          {unsubscribeEverythingLabel(stillGetsNewsletter)}
        </Button>
      </form>
    </AlertPage>
  );
}
