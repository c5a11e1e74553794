"use server";

import { z } from "zod";
import { chatLeadFailureMessage } from "@/lib/chat/lead-messages";
import { chatLeadSchema } from "@/lib/chat/lead-schema";
import { safeAction } from "@/server/actions/safe-action";
import { submitChatLead } from "@/server/chat/leads";
import { getDb } from "@/server/db";
import { lastReadSiteDocument } from "@/server/site-content/current";

export type SubmitChatLeadResult = { ok: true; message: string } | { ok: false; invalid: boolean; message: string };

/** Said when the handler throws (the database may be down): with the agency's phone as this process last read it. */
const failureMessage = () => chatLeadFailureMessage(lastReadSiteDocument("agency").phone);

const chatLeadActionSchema = chatLeadSchema.extend({
  website: z.string().optional(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })).max(100, "The conversation is too long to send"),
});

const run = safeAction({
  schema: chatLeadActionSchema,
  failureMessage: () => failureMessage(),
  // submitChatLead re-checks everything and hands the lead to submitEnquiry (honeypot, rate limit, storage, mail).
  handler: async (data, { ip }) => submitChatLead(await getDb(), data, ip),
});

/**
 * The chat panel's lead form: name + phone or e-mail, with the conversation, stored as a 'chat' enquiry.
 * Called from the panel like any server action (no client fetch to our own API).
 */
export async function submitChatLeadAction(input: {
  name: string;
  contact: string;
  website?: string;
  messages: { role: string; content: string }[];
}): Promise<SubmitChatLeadResult> {
  const outcome = await run(input);
  if (!outcome.ok) return { ok: false, invalid: outcome.message !== failureMessage(), message: outcome.message };
  const result = outcome.data;
  return result.ok ? { ok: true, message: result.message } : { ok: false, invalid: result.invalid, message: result.message };
}
