"use server";

import type { AcceptInvitationState } from "@/lib/auth/accept-invitation-state";
import { acceptInvitationForAccountSchema, acceptInvitationSchema } from "@/lib/validation/staff";
import { validate } from "@/lib/validation/first-error";
import { safeAction } from "@/server/actions/safe-action";
import { getAuth } from "@/server/auth/auth";
import { roleLabels } from "@/lib/auth/permissions";
import { getDb } from "@/server/db";
import { acceptInvitation, lookUpInvitation } from "@/server/staff/invitations";

/** Public (the link is the proof): rate limited per address like the other account forms. */
const accept = safeAction({
  schema: acceptInvitationForAccountSchema.loose(),
  rateLimit: { name: "accept-invitation", limit: 10, windowMs: 15 * 60_000 },
  failureMessage: "Failed to accept the invitation. Please try again.",
  async handler(input) {
    const db = await getDb();
    const lookup = await lookUpInvitation(db, input.token);
    if (lookup.status !== "usable") return { kind: "dead", message: lookup.message } as const;
    let fields: { name?: string; password?: string } = {};
    if (!lookup.hasAccount) {
      const parsed = validate(acceptInvitationSchema, input);
      if (!parsed.ok) return { kind: "invalid", message: parsed.message } as const;
      fields = { name: parsed.data.name, password: parsed.data.password };
    }
    const accepted = await acceptInvitation(db, await getAuth(), { token: input.token, ...fields });
    return { kind: "accepted", role: accepted.role } as const;
  },
});

/** Works with JavaScript off: the page renders the answer. Passwords are never sent back. */
export async function acceptInvitationAction(_previous: AcceptInvitationState, formData: FormData): Promise<AcceptInvitationState> {
  const name = String(formData.get("name") ?? "");
  const result = await accept({
    token: String(formData.get("token") ?? ""),
    name,
    password: String(formData.get("password") ?? ""),
    confirmPassword: String(formData.get("confirmPassword") ?? ""),
  });
  const values = { name };
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  const answer = result.data;
  if (answer.kind === "dead")
    return { status: "error", title: "This invitation can't be used", message: answer.message, values: {}, linkDead: true };
  if (answer.kind === "invalid") return { status: "error", title: "Invalid Input", message: answer.message, values };
  const role = answer.role;
  return {
    status: "success",
    title: "Welcome aboard",
    message: `Your account has the ${roleLabels[role]} role. Sign in to open the admin.`,
    values: {},
  };
}
