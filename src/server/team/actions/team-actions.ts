"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { formValues } from "@/lib/forms/form-values";
import type { EnquiryActionState } from "@/lib/forms/action-state";
import { emailSchema } from "@/lib/validation/fields";
import { teamMemberSchema } from "@/lib/validation/team-member";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { addTeamMember, moveTeamMember, restoreTeamMember, retireTeamMember, updateTeamMember } from "@/server/team/admin-team";
import { isTeamEditor, requireTeamEditor, type TeamEditor } from "@/server/team/team-access";

/*
 * The Team page's writes. Each is allowed to whoever may edit a profile (safeAction's authorize: content.manage, or
 * profile.own), and the store then refuses what that person may not do (an agent: anyone else's profile, the order,
 * retiring, the account link). The public pages read the team per render; the production server renders them again
 * when the 'site' content version moves.
 */

const memberIdSchema = z.uuid({ error: "Invalid team member id" });

/** The staff account whose holder may edit this profile: blank for none. */
const accountEmailSchema = z
  .string({ error: "Invalid email address" })
  .trim()
  .transform((value) => (value === "" ? null : value))
  .pipe(emailSchema.nullable());

async function editor(): Promise<TeamEditor> {
  const check = await requireTeamEditor();
  // authorize has already let the caller through; this reads who they are, for the store's own checks.
  if (!check.ok) throw new PublicError(check.message);
  return check.editor;
}

function refreshAdmin(id?: string) {
  revalidatePath("/admin/team");
  if (id) revalidatePath(`/admin/team/${id}`);
}

export const createTeamMemberAction = safeAction({
  schema: z.object({ member: teamMemberSchema, accountEmail: accountEmailSchema.optional() }),
  authorize: isTeamEditor,
  failureMessage: "The team member could not be saved. Please try again.",
  handler: async ({ member, accountEmail }) => {
    const saved = await addTeamMember(await getDb(), await editor(), member, accountEmail ?? null);
    refreshAdmin();
    return saved;
  },
});

export const updateTeamMemberAction = safeAction({
  schema: z.object({ id: memberIdSchema, member: teamMemberSchema, accountEmail: accountEmailSchema.optional() }),
  authorize: isTeamEditor,
  failureMessage: "The team member could not be saved. Please try again.",
  handler: async ({ id, member, accountEmail }) => {
    const saved = await updateTeamMember(await getDb(), await editor(), id, member, accountEmail);
    refreshAdmin(id);
    return saved;
  },
});

export const moveTeamMemberAction = safeAction({
  schema: z.object({ id: memberIdSchema, direction: z.enum(["up", "down"], { error: "Invalid direction" }) }),
  authorize: isTeamEditor,
  failureMessage: "The team could not be reordered. Please try again.",
  handler: async ({ id, direction }) => {
    const moved = await moveTeamMember(await getDb(), await editor(), id, direction);
    refreshAdmin();
    return moved;
  },
});

/** Move up / Move down without JavaScript (with it, the list calls moveTeamMemberAction and keeps the focus). */
export const moveTeamMemberFormAction = formStateAction({
  fields: ["id", "direction", "name"],
  run: ({ id, direction }) => moveTeamMemberAction({ id, direction }),
  success: (_moved, { name, direction }) => ({
    title: "Team reordered",
    message: `${name ?? ""} moved ${direction === "up" ? "up" : "down"}`,
  }),
});

export const retireTeamMemberAction = safeAction({
  schema: z.object({ id: memberIdSchema }),
  authorize: isTeamEditor,
  failureMessage: "The team member could not be retired. Please try again.",
  handler: async ({ id }) => {
    const retired = await retireTeamMember(await getDb(), await editor(), id);
    refreshAdmin(id);
    return retired;
  },
});

export const restoreTeamMemberAction = safeAction({
  schema: z.object({ id: memberIdSchema }),
  authorize: isTeamEditor,
  failureMessage: "The team member could not be brought back. Please try again.",
  handler: async ({ id }) => {
    const restored = await restoreTeamMember(await getDb(), await editor(), id);
    refreshAdmin(id);
    return restored;
  },
});

/** Retire, confirmed, with or without JavaScript; `name` (the member's) only words the answer. */
export const retireTeamMemberFormAction = formStateAction({
  fields: ["id", "name"],
  run: ({ id }) => retireTeamMemberAction({ id }),
  success: (_retired, { name }) => ({ title: "Team member retired", message: name ?? "" }),
});

/** Bring back, with or without JavaScript; `name` (the member's) only words the answer. */
export const restoreTeamMemberFormAction = formStateAction({
  fields: ["id", "name"],
  run: ({ id }) => restoreTeamMemberAction({ id }),
  success: (_restored, { name }) => ({ title: "Back on the team page", message: name ?? "" }),
});

const memberFields = ["name", "role", "email", "phone", "summary", "bio", "specialties", "portrait", "bookingUrl"] as const;

/**
 * The team member form, with or without JavaScript: adds a member, or saves the one named by `id`. A form without the
 * `accountEmail` field (an agent's own profile) leaves the account link as it is.
 */
export async function saveTeamMemberFormAction(_previous: EnquiryActionState, formData: FormData): Promise<EnquiryActionState> {
  const member = formValues(formData, memberFields);
  const id = String(formData.get("id") ?? "");
  const account: { accountEmail?: string } = formData.has("accountEmail") ? { accountEmail: String(formData.get("accountEmail")) } : {};
  const values = { ...member, ...account };
  const result = id ? await updateTeamMemberAction({ id, member, ...account }) : await createTeamMemberAction({ member, ...account });
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  return {
    status: "success",
    title: id ? "Team member updated" : "Team member added",
    message: `${(member.name ?? "").trim()}: /team/${result.data.slug}`,
    values: {},
  };
}
