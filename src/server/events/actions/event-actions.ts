"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { formValues } from "@/lib/forms/form-values";
import type { EnquiryActionState } from "@/lib/forms/action-state";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { addAdminEvent, adminEventSchema, editAdminEvent, removeAdminEvent } from "@/server/events/admin-events";

const mayManageEvents = async () => (await requirePermission("events.manage")).ok;

/* The Events tab's writes; each checks events.manage itself (safeAction's authorize). The public
   calendars read events through /api/suburb-events on every visit, so only the admin page is refreshed. */

function refreshAdmin() {
  revalidatePath("/admin/blog");
  revalidatePath("/admin/events", "layout");
}

const eventIdSchema = z.object({ id: z.uuid({ error: "Invalid event id" }) });

export const createEventAction = safeAction({
  schema: adminEventSchema,
  authorize: mayManageEvents,
  failureMessage: adminFailureMessages.saveEvent,
  handler: async (fields) => {
    const event = await addAdminEvent(await getDb(), fields);
    refreshAdmin();
    return event;
  },
});

export const updateEventAction = safeAction({
  schema: z.object({ ...eventIdSchema.shape, event: adminEventSchema }),
  authorize: mayManageEvents,
  failureMessage: adminFailureMessages.saveEvent,
  handler: async ({ id, event: fields }) => {
    const event = await editAdminEvent(await getDb(), id, fields);
    refreshAdmin();
    return event;
  },
});

export const deleteEventAction = safeAction({
  schema: eventIdSchema,
  authorize: mayManageEvents,
  failureMessage: adminFailureMessages.deleteEvent,
  handler: async ({ id }) => {
    const event = await removeAdminEvent(await getDb(), id);
    refreshAdmin();
    return event;
  },
});

const eventFields = ["suburb", "title", "date", "time", "location", "description", "category", "url"] as const;

/** The event form (the Events tab's dialog, or /admin/events/… without JavaScript): adds an event, or saves the one named by `id`. */
export async function saveEventFormAction(_previous: EnquiryActionState, formData: FormData): Promise<EnquiryActionState> {
  const values = formValues(formData, eventFields);
  const id = String(formData.get("id") ?? "");
  const result = id ? await updateEventAction({ id, event: values }) : await createEventAction(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  return { status: "success", title: id ? "Event updated" : "Event added", message: (values.title ?? "").trim(), values: {} };
}

/** The event's Delete, confirmed, with or without JavaScript; `name` (the event's title) only words the answer. */
export const deleteEventFormAction = formStateAction({
  fields: ["id", "name"],
  run: ({ id }) => deleteEventAction({ id }),
  success: (_deleted, { name }) => ({ title: "Event deleted", message: name ?? "" }),
});
