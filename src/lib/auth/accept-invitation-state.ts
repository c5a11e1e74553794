import type { EnquiryActionState } from "@/lib/forms/action-state";

/** The invitation page's answer; `linkDead` replaces the form with the reason (expired, used, unknown). */
export interface AcceptInvitationState extends EnquiryActionState {
  linkDead?: boolean;
}

// Not in the "use server" file beside it: such a file exports only actions, and a client importing a constant from it gets nothing.
export const initialAcceptInvitationState: AcceptInvitationState = { status: "idle", title: "", message: "", values: {} };
