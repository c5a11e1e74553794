"use server";

import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { leadNoteSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { permissionDeniedMessage, requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { addLeadNote } from "@/server/leads/admin-leads";
import { currentLeadActor } from "@/server/leads/lead-access";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

/** leads.own: a note on a lead the author may see (an agent: their own). */
export const addLeadNoteAction = safeAction({
  schema: leadNoteSchema,
  authorize: async () => (await requirePermission("leads.own")).ok,
  failureMessage: adminFailureMessages.addNote,
  handler: async ({ id, text }) => {
    const actor = await currentLeadActor();
    if (!actor) throw new PublicError(permissionDeniedMessage);
    const note = await addLeadNote(await getDb(), { enquiryId: id, author: { id: actor.userId, name: actor.name }, text }, actor.scope);
    if (!note) throw new PublicError("This lead no longer exists.", 404);
    revalidateLeadPages();
    return { id: note.id };
  },
});

/** The lead card's note form, with or without JavaScript; `name` (the lead's) only words the answer. */
export const addLeadNoteFormAction = formStateAction({
  fields: ["id", "text", "name"],
  run: addLeadNoteAction,
  success: (_note, { name }) => ({ title: "Note added", message: name ?? "" }),
});
