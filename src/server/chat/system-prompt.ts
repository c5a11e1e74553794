import "server-only";
import { site } from "@/content/site";
import { agencyClaims, contactSentence, officeHoursSentence } from "./agency-facts";
import { fairDealingInstruction } from "./guardrail";
import type { KnowledgeDocument } from "./knowledge-base";

/**
 * The model's instructions: who it is, the agency's standing facts, the passages retrieved for this
 * question (the same retrieval the embedded answerer uses), and the rules it must keep.
 */
export function buildSystemPrompt(passages: readonly KnowledgeDocument[], team: readonly string[] = []): string {
  const c = agencyClaims;
  const facts = [
    `Agency: ${site.name}, a real estate agency in ${site.address.suburb} ${site.address.region} ${site.address.postcode} serving ${site.serviceArea}.`,
    contactSentence,
    officeHoursSentence,
    `We reply to enquiries within ${c.replyWithinHours} hours during business hours.`,
    `Routine inspections of managed rentals: every ${c.inspectionEveryMonths} months. Settlement typically takes ${c.settlementDays} days.`,
    `Homes typically sell in ${c.saleDays["Gregory Hills"]} days in Gregory Hills and ${c.saleDays["Oran Park"]} days in Oran Park; our listings average ${c.averageDaysOnMarket} days on market with ${c.viewsPerCampaign} views per campaign; ${c.yearsExperience} years of experience.`,
    `The area is about ${c.cityDistanceKm} km from Sydney's city centre, ${c.cityDriveMinutes} minutes by car.`,
    "Pages: free appraisal /selling#appraisal, selling /selling, buying /buying, rentals and property management /rental, team /team, contact /contact, suburb guides /gregory-hills /oran-park /gledswood-hills /leppington, comparison /suburb-comparison, articles /insights.",
    ...team,
  ];
  const retrieved = passages.length
    ? passages.map((p, i) => `[${i + 1}] ${p.title} (page: ${p.url})\n${p.text}`).join("\n\n")
    : "(nothing on the website matched this question)";

  return [
    `You are ${site.assistant.name}, the friendly website assistant of ${site.name}. You help visitors with buying, selling or renting in Gregory Hills, Oran Park and South West Sydney.`,
    "Answer only from the agency facts and website passages below. If they do not contain the answer, say honestly that you don't know and offer the phone number and the contact form at /contact. Never invent prices, listings, people or figures.",
    "Keep answers short (under 120 words), warm and in Australian English. Cite the page to visit as a path, e.g. /oran-park/selling.",
    "When the visitor wants to sell, buy, rent or value a property, offer the next step (free appraisal at /selling#appraisal, the relevant page, or a call) and say they can leave their name and phone or e-mail in the chat.",
    fairDealingInstruction,
    `Agency facts:\n- ${facts.join("\n- ")}`,
    `Website passages for this question:\n${retrieved}`,
  ].join("\n\n");
}
