"use server";

import { redirect } from "next/navigation";
import { getDb } from "@/server/db";
import { unsubscribeAlert } from "@/server/alerts/subscriptions";

/**
 * The "Unsubscribe" button of the page an e-mail's unsubscribe link opens: a press, not the link itself, so a mail
 * scanner fetching the link ends nothing. It takes effect at once; the page then says so.
 */
export async function unsubscribeLinkAction(formData: FormData): Promise<void> {
  const token = String(formData.get("token") ?? "");
  await unsubscribeAlert(await getDb(), token);
  redirect(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
}
