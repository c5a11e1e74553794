import type { EnquiryActionState } from "@/lib/forms/action-state";

/** What a listings form action answers to useActionState (and, with JavaScript off, to the page it renders). */
export interface ListingFormState extends EnquiryActionState {
  /** A feed token, shown once: on creating a source or rotating its token. */
  token?: string;
}

export const initialListingFormState: ListingFormState = { status: "idle", title: "", message: "", values: {} };
