"use server";

import { redirect } from "next/navigation";
import { getDb } from "@/server/db";
import { wakeOutboxWorker } from "@/server/email/worker";
import { confirmAlert } from "@/server/alerts/subscriptions";

/** The confirm page's button (a press, not the link itself, so a mail scanner opening the link confirms nothing). */
export async function confirmAlertAction(formData: FormData): Promise<void> {
  const token = String(formData.get("token") ?? "");
  const result = await confirmAlert(await getDb(), token);
  if (result.status === "confirmed") wakeOutboxWorker();
  redirect(`/alerts/confirm?token=${encodeURIComponent(token)}`);
}
