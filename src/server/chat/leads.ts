import "server-only";
import { z } from "zod";
import { site } from "@/content/site";
import { detectLeadContext, latestIntent } from "@/lib/chat/intent";
import { chatLeadSchema, parseChatContact } from "@/lib/chat/lead-schema";
import { CHAT_LIMITS } from "@/lib/chat/types";
import type { Db } from "@/server/db/connect";
import { submitEnquiry } from "@/server/leads/submit-enquiry";
import { claimText } from "@/lib/agency/claims";
import { siteDocumentNow } from "@/server/site-content/current";

/**
 * A lead taken in the chat panel: the visitor's name and phone or e-mail, the intent they showed,
 * the suburb they mentioned and the transcript become an enquiry of kind 'chat' — stored with its
 * agency notification in the outbox by submitEnquiry, like every form. Nothing is stored on bad input.
 */
const transcriptSchema = z
  .array(
    z.object({
      role: z.enum(["user", "assistant"]),
      content: z.string().max(CHAT_LIMITS.maxMessageLength * 4),
    }),
  )
  .max(CHAT_LIMITS.maxMessages * 2);

export interface ChatLeadRequest {
  name: unknown;
  contact: unknown;
  website?: unknown;
  messages: unknown;
}

export type ChatLeadResult = { ok: true; id: string; message: string } | { ok: false; invalid: boolean; message: string };

const intentLabels = { sell: "Selling", buy: "Buying", rent: "Renting / property management", value: "Appraisal (price update)" } as const;

export function formatTranscript(messages: readonly { role: string; content: string }[]): string {
  return messages.map((m) => `${m.role === "user" ? "Visitor" : site.assistant.name}: ${m.content.trim()}`).join("\n\n");
}

export async function submitChatLead(db: Db, request: ChatLeadRequest, ip: string): Promise<ChatLeadResult> {
  const lead = chatLeadSchema.safeParse({ name: request.name, contact: request.contact });
  if (!lead.success) return { ok: false, invalid: true, message: lead.error.issues[0]?.message ?? "Invalid input" };
  const transcript = transcriptSchema.safeParse(request.messages ?? []);
  if (!transcript.success) return { ok: false, invalid: true, message: "The conversation could not be read. Please try again." };
  const contact = parseChatContact(lead.data.contact);
  if (!contact) return { ok: false, invalid: true, message: "Please enter a valid Australian phone number or email address" };

  const messages = transcript.data;
  const intent = latestIntent(messages);
  const { suburb } = detectLeadContext(messages);
  const summary = [
    intent ? `Wants help with: ${intentLabels[intent]}` : "Asked to be contacted from the chat",
    suburb ? `Suburb: ${suburb}` : null,
  ]
    .filter(Boolean)
    .join(". ");

  const result = await submitEnquiry(db, {
    kind: "chat",
    ip,
    fields: {
      website: request.website,
      fullName: lead.data.name,
      email: contact.kind === "email" ? contact.value : undefined,
      phone: contact.kind === "phone" ? contact.value : undefined,
      message: summary,
    },
    details: {
      Intent: intent ? intentLabels[intent] : "Not stated",
      Suburb: suburb ?? "Not mentioned",
      Transcript: formatTranscript(messages),
    },
  });
  if (!result.ok) return { ok: false, invalid: result.status === 400, message: result.message };

  const { phone } = await siteDocumentNow("agency");
  const firstName = lead.data.name.split(/\s+/)[0] ?? lead.data.name;
  return {
    ok: true,
    id: result.id,
    message: `Thanks, ${firstName}! I've passed your details to the team, and someone will be in touch ${claimText.replyWithin} during business hours. If it's urgent, call us on ${phone}.`,
  };
}
