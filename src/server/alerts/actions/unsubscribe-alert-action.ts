"use server";

import { redirect } from "next/navigation";
import { getDb } from "@/server/db";
import { subscriptionsOfToken, unsubscribeAlert } from "@/server/alerts/subscriptions";

/** "Unsubscribe" beside one alert on the manage page: ends it at once; `owner` is the token the page was opened with. */
export async function unsubscribeAlertAction(formData: FormData): Promise<void> {
  const owner = String(formData.get("owner") ?? "");
  const token = String(formData.get("token") ?? "");
  const db = await getDb();
  const managed = await subscriptionsOfToken(db, owner);
  // Only an alert of the address the page is for.
  if (managed?.subscriptions.some((s) => s.token === token)) await unsubscribeAlert(db, token);
  redirect(`/alerts/manage?token=${encodeURIComponent(owner)}&done=unsubscribed`);
}
