"use server";

import { redirect } from "next/navigation";
import { getDb } from "@/server/db";
import { unsubscribeEverything } from "@/server/alerts/subscriptions";

/** "Unsubscribe from everything": every alert of the address and its newsletter, at once. */
export async function unsubscribeAllAlertsAction(formData: FormData): Promise<void> {
  const owner = String(formData.get("owner") ?? "");
  const { newsletter } = await unsubscribeEverything(await getDb(), owner);
  redirect(`/alerts/manage?token=${encodeURIComponent(owner)}&done=${newsletter ? "all-newsletter" : "all"}`);
}
