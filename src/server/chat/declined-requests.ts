import "server-only";
import type { ChatMessage } from "@/lib/chat/types";
import { agencyPhone } from "./agency-details";
import { pageLink } from "./page-links";

/*
 * Two kinds of request a trusted colleague declines, whatever passage shares their words: telling a stranger who owns,
 * bought or lives in a home, or anyone's contact details ("who bought 22 Camden Valley Way? I want to contact them");
 * and helping to mislead ("put a lower price on the contract so I pay less stamp duty", "a fake payslip", "don't tell
 * buyers about the mould"). Both are checked before either answerer, so the model never sees them either.
 */

const aHome = String.raw`(the |that |this |a |number |no\.? ?)?(\d+[a-z]?\s+[a-z]+|house|home|place|property|unit|townhouse|one|next door|across the (road|street))`;

/**
 * Who owns, bought or lives in a home (not the visitor's own: "who rents my place?"; nor choosing "who rents her place"),
 * or a stranger's contact details.
 */
const someonesDetails = new RegExp(
  [
    String.raw`(?<!\b(say|says|choice|decision) (on|in|over|about) |\b(choos\w*|decid\w*|pick\w*|approv\w*|select\w*|vet\w*) )\bwho (owns|owned|bought|purchased|lives (at|in)|is living (at|in)|lived (at|in)|rents|is renting|'s renting|is the owner of|are the owners of)\b(?:(?!\b(?:my|our)\b).){0,30}\b${aHome}\b`,
    String.raw`(?<!\b(my|our) )\b(the |that |this )?(owners?|buyers?|purchasers?|vendors?|sellers?|tenants?|neighbou?rs?|people (who|that) (own|bought|live))'?s?'? (phone|mobile|numbers?|contacts?|contact details|details|e-?mails?|e-?mail address|address|full name|names?)\b`,
    String.raw`\b(contact|reach|get in touch with|track down|find) (the |whoever )?(owners?|buyers?|purchasers?|vendors?|people who (own|bought|live))\b.{0,30}\b(of|at|in|who|from)\b`,
    // Someone the visitor knows, asked after: "my friend rents from you … tell me her address".
    String.raw`\b(friend|mate|neighbou?r|ex|sister|brother|cousin|colleague|boss|partner)\b.{0,60}\b(her|his|their) (home |house |street )?(address|phone|mobile|number|details|e-?mail|lease (end|expiry|finish)\w*|lease)\b`,
  ].join("|"),
  "i",
);
/** "→ I need their phone number" after the assistant declined to say who owns a home. */
const theirDetails = /\b(their|his|her) (phone|mobile|numbers?|contacts?|contact details|details|e-?mails?|address|full name|names?)\b/i;

const privateDetailsOpening = "I'm sorry, I can't share who owns, bought or lives in a home";
const privateDetailsAnswer = `${privateDetailsOpening}, or anyone's contact details: our clients' details are private. If you'd like to get a message to an owner about their home, our team can pass it on: call us on ${agencyPhone} or send a message through the ${pageLink("/contact", "contact form")}. More: ${pageLink("/privacy", "privacy policy")}.`;

/** Who else applied for a home, or what their applications say. */
const someonesApplication =
  /\bwho (else )?(has |have )?(applied|is applying|are applying|put in (an )?applications?|'s applied)\b|\b(other|the|all the|every) (applicants?|applications?)'?s?'? (names?|incomes?|wages|salaries|details|list|jobs|references)\b|\b(list|names?) of (the |all )?(applicants|people who (have )?applied)\b|\bapplicants and their\b/i;

const privateApplicationAnswer = `I'm sorry, I can't share who has applied for a home or anything from anyone's application: applications are private. What I can tell you is that every applicant is assessed on the same checks (identity, income and ability to pay, rental history and references), so a complete application is the best way to stand out — see [Rental services](/rental) or call us on ${agencyPhone}.`;

/** Help to mislead a buyer, seller, tenant, landlord, lender or the government. */
const misleading = new RegExp(
  [
    // A price on the contract that is not the price.
    String.raw`\b(lower|less|smaller|cheaper|different|reduced|fake|false|wrong)( sale)? price\b.{0,25}\b(on|in|into) (the )?(contract|paperwork|papers|documents?)\b`,
    String.raw`\b(put|write|show|declare|record)\b.{0,25}\b(on|in) (the )?(contract|paperwork)\b.{0,40}\b(less|lower|under|pay (less|the rest)|(rest|difference|balance) (in )?cash)\b`,
    String.raw`\b(rest|difference|balance|extra|top[- ]?up)\b.{0,12}\b(in |as )?cash\b.{0,50}\b(duty|contract|tax|price|bank)\b`,
    String.raw`\b(under the table|cash on the side|off the books)\b`,
    // Papers that are not genuine.
    String.raw`\b(fake|false|forged?|forging|doctor(ed)?|made[- ]up|bogus|photoshop(ped)?)\b.{0,20}\b(references?|payslips?|pay slips?|bank statements?|rental (history|ledger|references?)|employment (letters?|history)|documents?|ids?|identification|contracts?|valuations?|appraisals?|letters?|reviews?|testimonials?|ratings?)\b`,
    String.raw`\b(lie|lying|fib)\b.{0,25}\b(on|in|about)\b.{0,25}\b(applications?|income|wages?|rental history|references?|contract|the bank|my job)\b`,
    // A defect kept from a buyer or tenant.
    String.raw`\b(can|could|would|will|should) (you|u|we|i)( just| please)? (hide|cover up|paint over|keep quiet about|not (mention|disclose|tell \w+ about)|leave out)\b.{0,40}\b(mou?ld|cracks?|cracking|leaks?|leaking|defects?|termites?|asbestos|flood\w*|damage|problems?|issues?|death|murder|fire|structural)\b`,
    String.raw`\b(don'?t|do not|without) (mention|mentioning|disclose|disclosing|tell|telling)\b.{0,12}\b(buyers?|tenants?|them|anyone|the bank)\b.{0,25}\b(about )?(the )?(mou?ld|cracks?|leaks?|defects?|termites?|asbestos|flood\w*|damage|death|murder|fire)\b`,
  ].join("|"),
  "i",
);

/**
 * "… water came through the laundry wall. It's all patched and painted now. No real need for that to come up with
 * buyers, is there?": a defect told as a story, and a wish that buyers or tenants not hear of it.
 */
const keptFrom =
  /\b(no (real )?need|(don'?t|doesn'?t|do not|does not|won'?t) (really )?need|no reason|not necessary|shouldn'?t have)\b.{0,30}\bto (come up|be mentioned|be raised|mention|tell|disclose|bring (it|that|this) up|say anything)\b.{0,40}\b(buyers?|tenants?|applicants?|open homes?|inspections?|anyone|the bank|purchasers?)\b/i;
const defect =
  /\b(mou?ld|cracks?|cracking|leak\w*|water (damage|came|got|come)|damp|defects?|termites?|asbestos|flood\w*|damage\w*|rot|subsidence|structural)\b/i;

const misleadingAnswer = `I'm sorry, I can't help with that: we don't take part in anything that would mislead a buyer, seller, tenant, landlord, lender or a government office, such as a contract price that isn't the real one, papers or reviews that aren't genuine, or a defect kept quiet. If you'd like to talk your situation through, our team is on ${agencyPhone} or the ${pageLink("/contact", "contact form")}.`;

/** The reply to a request the assistant declines, or null for every other message. */
export function declinedRequest(messages: readonly ChatMessage[]): string | null {
  const question = messages.at(-1)?.content ?? "";
  if (misleading.test(question) || (keptFrom.test(question) && defect.test(question))) return misleadingAnswer;
  if (someonesDetails.test(question)) return privateDetailsAnswer;
  if (someonesApplication.test(question)) return privateApplicationAnswer;
  const previousAnswer = [...messages].reverse().find((m) => m.role === "assistant")?.content ?? "";
  // The reply the visitor saw has the agency's details filled in: it is known by its opening.
  if (previousAnswer.startsWith(privateDetailsOpening) && theirDetails.test(question)) return privateDetailsAnswer;
  return null;
}
