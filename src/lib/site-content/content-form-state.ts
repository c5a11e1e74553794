import type { EnquiryActionState } from "@/lib/forms/action-state";
import type { NestedValue } from "@/lib/forms/nested-form-values";
import { formatClockTime } from "@/lib/format/date";

/** The answer of a content form in the admin, shown in the form with or without JavaScript. */
export interface ContentFormState extends EnquiryActionState {
  /** After a refusal: what was submitted, so a page rendered without JavaScript shows it again rather than the saved copy. */
  submitted?: Record<string, NestedValue>;
}

export const initialContentFormState: ContentFormState = { status: "idle", title: "", message: "", values: {} };

export function contentSaved(what: string, savedAt: Date): ContentFormState {
  return {
    status: "success",
    title: "Saved",
    message: `${what} saved at ${formatClockTime(savedAt)}. The site shows them on the next page load.`,
    values: {},
  };
}

export function contentRefused(message: string, submitted: Record<string, NestedValue>): ContentFormState {
  return { status: "error", title: "Not saved", message, values: {}, submitted };
}
