import "server-only";
import type { ChatMessage } from "@/lib/chat/types";
import { parseChatContact } from "@/lib/chat/lead-schema";
import { lowerFirst } from "@/lib/text/lower-first";
import type { Db } from "@/server/db/connect";
import { agencyPhone } from "./agency-details";
import { submitChatLead, type ChatLeadResult } from "./leads";
import { plainYes } from "./yes";

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
const iAm = /\b(?:[Ii] am|[Ii]'m|[Ii]’m|[Ii]m)\s+([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2})/;
/** "Tom here", "Mei Ling Tan here", and typed in lower case at the start of the message: "tomasz nowak here 0433 …". */
const nameHere = /\b([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2})\s+here\b|^\s*([a-z][a-z'’-]+(?:\s+[a-z][a-z'’-]+)?)\s+here\b/;
/** Where the number stood in the message. */
const numberMark = "¶";

/** Words that begin with a capital in a sentence but are not names. */
const notNames = new Set(
  "Hi Hello Hey Is Are Who What We You They Anybody Somebody Everyone Please Pls Call Ring Phone Can Could Would Thanks Thank Thx Yes Yep Yeah Sure Great Cool Right Perfect Lovely Absolutely Definitely Fine No Ok Okay Tomorrow Today Monday Tuesday Wednesday Thursday Friday Saturday Sunday Morning Afternoon Arvo Evening Tonight Asap Urgent Mob Ph I Me My Someone Anyone Gregory Oran Gledswood Leppington Hills Park Sydney Mobile Number Name Place Home House".split(
    " ",
  ),
);

/** The words around a number that ask for a call and name no one ("pls phone me on …", "call back re selling …"). */
const callWords = new Set(
  "call calls phone ring text contact callback me us on at is my our number num no mob mobile ph pls please plz back re about regarding hi hey hello and or the a an to for asap today tomorrow tonight morning afternoon arvo evening selling buying renting sell buy rent rental appraisal here its it's this name thanks cheers can could you someone anyone agent".split(
    " ",
  ),
);

/** Asking to be called or contacted ("I'd like to speak to Liam about selling, Sam 0412 …" too). */
const wantsContact =
  /\b(call|ring|phone|telephone|contact|get back|get in touch|give me a (call|ring|bell)|reach|reached|text|sms|callback|call-?back|(?<!\b(not|never|n't|won'?t|wont|refuses?|refused|rather not|who(m)?( can| do| should| could)? (i|we)|should (i|we)|(let|make|have) (?!(me|us|someone|somebody|one|an?)\b)\w+|wants|wanted|needs|(he|she|they|it|tenant|landlord|owner|vendor|buyer|agent|manager)('s)? (\w+ )?(want|need|would like))( to)? )(speak|talk|chat) (to|with))\b/i;

const capitalised = (name: string) => name.replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());

function nameIn(text: string): string | null {
  const candidates: string[] = [];
  const here = nameHere.exec(text);
  const named = namedAs.exec(text)?.[1] ?? iAm.exec(text)?.[1] ?? here?.[1] ?? here?.[2];
  if (named) candidates.push(named);
  // A name set apart by commas beside the number: "call me back tomorrow, Priya, 0412 345 678", or after a question:
  // "Could someone phone me? Tom, 0400 111 222."
  for (const piece of text.split(/[,;:\n¶?!]|\.\s|\s[-–—]\s/)) {
    const words = piece.trim().split(/\s+/);
    if (words.length >= 1 && words.length <= 2 && words.every((w) => /^[A-Z][a-z'’-]+$/.test(w))) candidates.push(words.join(" "));
  }
  // Typed in lower case and set apart just before the number: "… - jess 0400 111 222".
  const before = text.slice(0, Math.max(0, text.indexOf(numberMark)));
  const beside = /(?:[,;:\n]|\s[-–—])\s*([a-z][a-z'’-]{1,19})\s*$/.exec(before)?.[1];
  if (beside) candidates.push(beside);
  // …or not set apart at all: "tom 0423 987 654 please phone me", "pls phone tomasz nowak 0433 …": up to two words
  // right before the number, none of them a word of asking to be called.
  const adjacent: string[] = [];
  for (const word of before.trim().split(/\s+/).reverse()) {
    if (adjacent.length === 2 || !/^[a-z][a-z'’-]{1,19}$/.test(word) || callWords.has(word)) break;
    adjacent.unshift(word);
  }
  if (adjacent.length > 0) candidates.push(adjacent.join(" "));
  for (const candidate of candidates.map(capitalised)) {
    const words = candidate.split(/\s+/).filter((w) => !notNames.has(w));
    if (words.length > 0 && words.length === candidate.split(/\s+/).length) return words.join(" ");
    if (words.length > 0 && !notNames.has(candidate.split(/\s+/)[0] ?? "")) return words.join(" ");
  }
  return null;
}

/** "Best after 3pm", "any time before noon", "mornings", "after 4pm is best": when the visitor would like the call. */
const whenToCall =
  /\b((best|ideally|preferably|only|anytime|any time)\s+)?((after|before|around|from|between|at)\s+(\d{1,2}([:.]\d\d)?\s?(am|pm)?|noon|lunch(time)?|work|school)(\s+(and|to|or)\s+\d{1,2}([:.]\d\d)?\s?(am|pm)?)?|any ?time|mornings?|afternoons?|evenings?|arvos?|weekdays?|after work|lunchtime)\b(\s+(is|are|would be|works?)\s+(best|better|good|great|ideal|fine))?/gi;

/** "Sure, 0411 222 333", "Yes please. Priscilla, 0491 …": the reply to an offer of a call, before what it gives. */
const replyOpening = /^\W*(sure( thing)?|yes( please)?|yep|yeah|ok(ay)?|great|perfect|please|thanks|cheers)\b\W*/i;

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
    .replace(emailPattern, " ")
    // (When to call says nothing else: "Sure. Priscilla Tan, 0491 572 665, best after 3pm.")
    .replace(whenToCall, " ")
    .replace(replyOpening, " ");
  if (rest.split(/\s+/).filter((word) => /\w/.test(word)).length > 4 && !wantsContact.test(rest)) return null;
  return { name, phone: phone.trim() };
}

/**
 * The team member the visitor asks to be called by ("pls get daniel to ring me back", "can Priya call me?", "I'd like
 * to speak to Liam"): the full name of the one member whose first name the message gives as the caller, and who is not
 * the visitor ("please call me about the Grace Street property" asks for no one).
 */
function askedForMember(text: string, visitorName: string, team: readonly string[]): string | null {
  const visitor = new Set(visitorName.toLowerCase().split(/\s+/));
  // (One member named, or the choice is the agency's: "can Priya or Liam call me?")
  const mentioned = team
    .map((member) => ({ member, name: (member.split(/\s+/)[0] ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&") }))
    .filter(({ name }) => name && !visitor.has(name.toLowerCase()) && new RegExp(`\\b${name}\\b`, "i").test(text));
  const named = mentioned.filter(({ name }) => {
    return new RegExp(
      String.raw`\b(get|ask|have|want|like|prefer)\b[^.?!]{0,20}\b${name}\b[^.?!]{0,12}\b(call|ring|phone|contact|get back|give me a)\b|\b(can|could|would|will) ${name}\b[^.?!]{0,10}\b(call|ring|phone|contact|get back|give me a)\b|\b(speak|talk|chat) (to|with) ${name}\b|\b(call|ring|phone) from ${name}\b`,
      "i",
    ).test(text);
  });
  return mentioned.length === 1 ? (named[0]?.member ?? null) : null;
}

/** The one confirmation the assistant asks for before it passes the details on. */
function callbackConfirmation(details: CallbackDetails, member: string | null = null): string {
  const firstName = details.name.split(/\s+/)[0] ?? details.name;
  return `Thanks, ${firstName}! Shall I ask ${member ?? "one of our agents"} to call you back on ${details.phone}? Just reply "yes" and I'll pass on your name, ${details.name}, and number — or correct them if I've got anything wrong. You can also call us on ${agencyPhone}.`;
}

/** The details as the confirmation repeated them. */
const confirmationOf =
  /^Thanks, [^!]+! Shall I ask [^?]+? to call you back on (.+?)\? Just reply "yes" and I'll pass on your name, (.+?), and number/;

/** A number left with no name ("call me on 0412 345 678"): the name is asked for, once. */
const nameQuestion = (phone: string) => `Happy to arrange a call back on ${phone}. What name should our agent ask for?`;
const nameAskedFor = /\b[Hh]appy to arrange a call back on (.+?)\. What name should our agent ask for\?$/;

/** "Sam", "it's Sam Lee", "Priya thanks": the name given when asked for it. */
function nameGiven(text: string): string | null {
  const named = nameIn(text);
  if (named) return named;
  const words = text
    .replace(/[.!,]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter((word) => !/^(thanks|thank|you|cheers|ta|please|pls)$/i.test(word));
  if (words.length === 0 || words.length > 3 || !words.every((word) => /^[A-Za-z][A-Za-z'’-]*$/.test(word))) return null;
  const name = capitalised(words.join(" ").toLowerCase());
  return words.some((word) => notNames.has(capitalised(word.toLowerCase()))) ? null : name;
}

/**
 * The assistant's reply when the message is a step of a callback: a name and number to confirm, a number whose name is
 * asked for, or the name given for the number asked about just before; null otherwise.
 */
export function callbackReply(message: string, previousAnswer: string, team: readonly string[] = []): string | null {
  const request = callbackRequestIn(message);
  if (request) return callbackConfirmation(request, askedForMember(message, request.name, team));
  const numberAsked = nameAskedFor.exec(previousAnswer)?.[1];
  const name = numberAsked ? nameGiven(message) : null;
  if (numberAsked && name) return callbackConfirmation({ name, phone: numberAsked });
  // ("Yes" to the question of the name still leaves it to give.)
  if (numberAsked && plainYes.test(message)) return `Sure — ${lowerFirst(nameQuestion(numberAsked))}`;
  const phone = phonePattern.exec(message)?.[0];
  if (!phone || !parseChatContact(phone) || noCall.test(message)) return null;
  // The number alone, or with words asking to be called and nothing more.
  const rest = message.replace(phone, " ").replace(emailPattern, " ").replace(whenToCall, " ").replace(replyOpening, " ");
  const words = rest.split(/\s+/).filter((word) => /\w/.test(word));
  if (words.length > 0 && (!wantsContact.test(rest) || words.length > 8)) return null;
  return nameQuestion(phone.trim());
}
/** Whether the visitor just said yes to a callback confirmation; the details they gave, if so. */
export function confirmedCallback(messages: readonly ChatMessage[]): CallbackDetails | null {
  const last = messages.at(-1);
  const asked = messages.at(-2);
  if (last?.role !== "user" || asked?.role !== "assistant") return null;
  if (!plainYes.test(last.content)) return null;
  const [, phone, name] = confirmationOf.exec(asked.content) ?? [];
  if (!phone || !name) return null;
  // Only what the visitor wrote is passed on: the number and the name as their own messages gave them.
  const written = messages.filter((m) => m.role === "user").map((m) => m.content);
  const digits = (text: string) => text.replace(/\D/g, "");
  const gaveNumber = written.some((said) => digits(said).includes(digits(phone)));
  const gaveName = written.some((said) => said.toLowerCase().includes(name.toLowerCase()));
  return gaveNumber && gaveName ? { name, phone } : null;
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
