"use server";

import { redirect } from "next/navigation";
import { alertFrequencies, type AlertFrequency } from "@/server/db/schema";
import { getDb } from "@/server/db";
import { changeAlertFrequency } from "@/server/alerts/subscriptions";

/** Changes how often one alert of the address is sent. */
export async function changeAlertFrequencyAction(formData: FormData): Promise<void> {
  const owner = String(formData.get("owner") ?? "");
  const token = String(formData.get("token") ?? "");
  const frequency = String(formData.get("frequency") ?? "");
  if (alertFrequencies.includes(frequency as AlertFrequency))
    await changeAlertFrequency(await getDb(), owner, token, frequency as AlertFrequency);
  redirect(`/alerts/manage?token=${encodeURIComponent(owner)}&done=saved`);
}
