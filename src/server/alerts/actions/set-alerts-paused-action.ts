"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { safeAction } from "@/server/actions/safe-action";
import { setAlertsPaused } from "@/server/alerts/alert-worker";
import { permittedCaller, requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";

const schema = z.object({ paused: z.enum(["true", "false"]) });

const setPaused = safeAction({
  schema,
  authorize: async () => (await requirePermission("settings.manage")).ok,
  failureMessage: "Failed to change the alerts. Please try again.",
  async handler({ paused }) {
    const caller = await permittedCaller("settings.manage");
    await setAlertsPaused(await getDb(), paused === "true", caller.email);
  },
});

/** settings.manage: "Pause all alerts" (a feed repair) and "Resume alerts", a plain form post. */
export async function setAlertsPausedAction(formData: FormData): Promise<void> {
  await setPaused({ paused: String(formData.get("paused") ?? "") });
  revalidatePath("/admin/listings/feed");
}
