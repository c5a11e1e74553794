"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { addAdminEvent, adminEventSchema, editAdminEvent, removeAdminEvent } from "@/server/events/admin-events";

const mayManageEvents = async () => (await requirePermission("events.manage")).ok;

/* The Events tab's writes; each checks events.manage itself (safeAction's authorize). The public
   calendars read events through /api/suburb-events on every visit, so only the admin page is refreshed. */

const eventIdSchema = z.object({ id: z.uuid({ error: "Invalid event id" }) });

export const createEventAction = safeAction({
  schema: adminEventSchema,
  authorize: mayManageEvents,
  failureMessage: adminFailureMessages.saveEvent,
  handler: async (fields) => {
    const event = await addAdminEvent(await getDb(), fields);
    revalidatePath("/admin/blog");
    return event;
  },
});

export const updateEventAction = safeAction({
  schema: z.object({ ...eventIdSchema.shape, event: adminEventSchema }),
  authorize: mayManageEvents,
  failureMessage: adminFailureMessages.saveEvent,
  handler: async ({ id, event: fields }) => {
    const event = await editAdminEvent(await getDb(), id, fields);
    revalidatePath("/admin/blog");
    return event;
  },
});

export const deleteEventAction = safeAction({
  schema: eventIdSchema,
  authorize: mayManageEvents,
  failureMessage: adminFailureMessages.deleteEvent,
  handler: async ({ id }) => {
    const event = await removeAdminEvent(await getDb(), id);
    revalidatePath("/admin/blog");
    return event;
  },
});
