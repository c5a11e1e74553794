"use server";

import { z } from "zod";
import { safeAction } from "@/server/actions/safe-action";
import { getDb } from "@/server/db";
import { submitEnquiry } from "@/server/leads/submit-enquiry";
import {
  enquiryFormKinds,
  enquiryMessages,
  invalidInputTitle,
  type EnquiryActionState,
  type EnquiryFormKind,
} from "@/lib/forms/action-state";

/** Form posts are flat string fields; the enquiry service applies the form's own schema after its honeypot and rate limit. */
const formFieldsSchema = z.record(z.string(), z.string());

/**
 * The action behind the appraisal, careers, contact and newsletter forms, for `useActionState`:
 * `useActionState(submitEnquiryAction.bind(null, "contact"), initialEnquiryActionState)`.
 * Fields named `details.<label>` (quiz answers, quiz result) are stored with the lead and shown to the agency.
 */
export async function submitEnquiryAction(
  kind: EnquiryFormKind,
  _previous: EnquiryActionState,
  formData: FormData,
): Promise<EnquiryActionState> {
  // The bound kind comes back from the browser, so it is checked like any other input.
  const formKind = enquiryFormKinds.find((k) => k === kind) ?? "contact";
  const texts = enquiryMessages[formKind];
  const { fields, details } = readForm(formData);
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== "website"));

  const run = safeAction({
    schema: formFieldsSchema,
    failureMessage: texts.failure.message,
    handler: async (data, { ip }) => submitEnquiry(await getDb(), { kind: formKind, fields: data, ip, details }),
  });
  const outcome = await run(fields);

  if (!outcome.ok) {
    const unexpected = outcome.message === texts.failure.message;
    return { status: "error", title: unexpected ? texts.failure.title : invalidInputTitle, message: outcome.message, values };
  }
  const result = outcome.data;
  if (result.ok) return { status: "success", ...texts.success, values: {} };
  if (result.status === 400) return { status: "error", title: invalidInputTitle, message: result.message, values };
  if (result.status === 429) return { status: "error", title: texts.failure.title, message: result.message, values };
  return { status: "error", ...texts.failure, values };
}

function readForm(formData: FormData): { fields: Record<string, string>; details: Record<string, string> } {
  const fields: Record<string, string> = {};
  const details: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    // Next adds its own `$ACTION_…` fields to progressively enhanced forms.
    if (typeof value !== "string" || name.startsWith("$")) continue;
    if (name.startsWith("details.")) details[name.slice("details.".length)] = value;
    else fields[name] = value;
  }
  return { fields, details };
}
