import "server-only";
import type { ChatMessage } from "@/lib/chat/types";
import { parseChatContact } from "@/lib/chat/lead-schema";
import type { Db } from "@/server/db/connect";
import { submitChatLead, type ChatLeadResult } from "./leads";

/**
 * A callback asked for in one message ("call me back tomorrow, Priya, 0412 345 678"): the assistant reads the name and
 * the number, repeats them and asks once to confirm; the visitor's "yes" makes them a chat lead (submitChatLead, the
 * same path as the panel's form: validation, rate limit, enquiry and notification in one transaction).
 */
export interface CallbackDetails {
  name: string;
  phone: string;
}

/** An Australian number as people type it: "0412 345 678", "(02) 5550 4821", "+61 412 345 678". */
const phonePattern = /(?:\+?61[\s-]?|\(?0)[2-478]\)?(?:[\s-]?\d){8}\b/;
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** "my name is Priya", "it's sam,", "this is Tom", "name's Tom": the lead-in in any case, the name in any case before a pause. */
const namedAs =
  /\b(?:[Mm]y name is|[Mm]y name's|[Mm]y name(?=\s+[A-Z])|[Nn]ame's|[Ii]t's|[Ii]ts|[Tt]his is)\s+([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?|[a-z][a-z'’-]+(?=\s*(?:[,.;¶]|$|on\b|here\b|my (?:number|mobile|mob|phone|ph)\b|and my\b)))/;
/** "I'm Tom", "I am Priya Raman": after "I'm" only a capital is a name ("I'm selling" is not). */
const iAm = /\b(?:[Ii] am|[Ii]'m|[Ii]’m|[Ii]m)\s+([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)/;
/** "Tom here", and typed in lower case at the start of the message: "tomasz nowak here 0433 …". */
const nameHere = /\b([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)\s+here\b|^\s*([a-z][a-z'’-]+(?:\s+[a-z][a-z'’-]+)?)\s+here\b/;
/** Where the number stood in the message. */
const numberMark = "¶";

/** Words that begin with a capital in a sentence but are not names. */
const notNames = new Set(
  "Hi Hello Hey Is Are Who What We You They Anybody Somebody Everyone Please Pls Call Ring Phone Can Could Would Thanks Thank Thx Yes No Ok Okay Tomorrow Today Monday Tuesday Wednesday Thursday Friday Saturday Sunday Morning Afternoon Arvo Evening Tonight Asap Urgent Mob Ph I Me My Someone Anyone Gregory Oran Gledswood Leppington Hills Park Sydney Mobile Number Name Place Home House".split(
    " ",
  ),
);

/** Asking to be called or contacted. */
const wantsContact =
  /\b(call|ring|phone|telephone|contact|get back|get in touch|give me a (call|ring|bell)|reach|reached|text|sms|callback|call-?back)\b/i;

const capitalised = (name: string) => name.replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());

function nameIn(text: string): string | null {
  const candidates: string[] = [];
  const here = nameHere.exec(text);
  const named = namedAs.exec(text)?.[1] ?? iAm.exec(text)?.[1] ?? here?.[1] ?? here?.[2];
  if (named) candidates.push(named);
  // A name set apart by commas beside the number: "call me back tomorrow, Priya, 0412 345 678", or after a question:
  // "Could someone phone me? Tom, 0400 111 222."
  for (const piece of text.split(/[,;:\n¶?!]|\.\s|\s[-–]\s/)) {
    const words = piece.trim().split(/\s+/);
    if (words.length >= 1 && words.length <= 2 && words.every((w) => /^[A-Z][a-z'’-]+$/.test(w))) candidates.push(words.join(" "));
  }
  // Typed in lower case and set apart just before the number: "… - jess 0400 111 222".
  const before = text.slice(0, Math.max(0, text.indexOf(numberMark)));
  const beside = /(?:[,;:\n]|\s[-–])\s*([a-z][a-z'’-]{1,19})\s*$/.exec(before)?.[1];
  if (beside) candidates.push(beside);
  for (const candidate of candidates.map(capitalised)) {
    const words = candidate.split(/\s+/).filter((w) => !notNames.has(w));
    if (words.length > 0 && words.length === candidate.split(/\s+/).length) return words.join(" ");
    if (words.length > 0 && !notNames.has(candidate.split(/\s+/)[0] ?? "")) return words.join(" ");
  }
  return null;
}

/** "Please don't ring me … can you just email me instead?": a number given, but not for a call. */
const noCall =
  /\b(don'?t|do not|no need to|never) (ring|call|phone)\b|\b(rather|prefer)( you)?( did)? not (ring|call|phone)\b|\b(e-?mail|text|sms|message) me (instead|only|rather)\b|\bonly (by )?(e-?mail|text|sms)\b/i;

/** The name and phone number of a callback request in one message, or null. */
export function callbackRequestIn(text: string): CallbackDetails | null {
  if (noCall.test(text)) return null;
  const phone = phonePattern.exec(text)?.[0];
  if (!phone || !parseChatContact(phone)) return null;
  const name = nameIn(text.replace(phone, ` ${numberMark} `));
  if (!name) return null;
  // A bare "Priya, 0412 345 678" is a request too; a number in a longer question needs words asking for contact.
  const rest = text
    .replace(phone, " ")
    .replace(new RegExp(`\\b${name}\\b`, "i"), " ")
    .replace(emailPattern, " ");
  if (rest.split(/\s+/).filter(Boolean).length > 4 && !wantsContact.test(rest)) return null;
  return { name, phone: phone.trim() };
}

/** The one confirmation the assistant asks for before it passes the details on. */
export function callbackConfirmation(details: CallbackDetails): string {
  const firstName = details.name.split(/\s+/)[0] ?? details.name;
  return `Thanks, ${firstName}! Shall I ask one of our agents to call you back on ${details.phone}? Just reply "yes" and I'll pass on your name, ${details.name}, and number — or correct them if I've got anything wrong.`;
}

const confirmationMarker = /^Thanks, [^!]+! Shall I ask one of our agents to call you back on /;
const affirmative =
  /^\s*(y|yes|yep|yeah|yea|ya|sure|ok|okay|please|yes please|yes,? please|please do|go ahead|sounds good|correct|that'?s (right|correct)|confirm(ed)?|do it|perfect|great)\b[\s!.,]*(please|thanks|thank you|that'?s right|that'?s correct|correct)?[\s!.]*$/i;

/** Whether the visitor just said yes to a callback confirmation; the details they gave, if so. */
export function confirmedCallback(messages: readonly ChatMessage[]): CallbackDetails | null {
  const last = messages.at(-1);
  const asked = messages.at(-2);
  const request = messages.at(-3);
  if (last?.role !== "user" || asked?.role !== "assistant" || request?.role !== "user") return null;
  if (!affirmative.test(last.content) || !confirmationMarker.test(asked.content)) return null;
  return callbackRequestIn(request.content);
}

/** The lead for a confirmed callback, stored as the panel's form stores one; null when the conversation has none. */
export async function captureCallback(db: Db, messages: readonly ChatMessage[], ip: string): Promise<ChatLeadResult | null> {
  const details = confirmedCallback(messages);
  if (!details) return null;
  return submitChatLead(
    db,
    { name: details.name, contact: details.phone, messages: messages.map(({ role, content }) => ({ role, content })) },
    ip,
  );
}
