import "server-only";
import { site } from "@/content/site";
import { buyingJourney, familySections } from "@/content/services/buying";
import { careersSection } from "@/content/services/contact";
import { privacyPolicy } from "@/content/privacy";
import { mission } from "@/content/services/mission";
import { landlordServices, tenantServices } from "@/content/services/rental";
import { sellingJourney } from "@/content/services/selling";
import { comparisonRows, whyChooseBenefits } from "@/content/services/why-choose";
import type { Faqs } from "@/content/site-content/faqs";
import type { KnowledgeDocument } from "./knowledge-base";
import { claimText } from "@/lib/agency/claims";
import { spokenList } from "@/lib/text/spoken-list";
import { formatDollars } from "@/lib/format/number";
import { lowerFirst } from "@/lib/text/lower-first";
import { appliesAsOurTrade, asksForStaff, detailsPassedOn, forACallBack, ourOwnPeople } from "./text-terms";

/**
 * Documents from the service pages' content modules (/rental, /selling, /buying, /why-choose-…, /mission, the
 * careers form on /team, the privacy policy): every card, step and FAQ the pages show, so the assistant knows what the site says. The FAQs
 * are the ones staff saved in the admin.
 */
const landlordWords =
  "landlord landlords owner owners investor investors investment property management manager manage managing rental rent";
const tenantWords = "tenant tenants renter renters renting rent lease leasing tenancy";

/** The words visitors use for a card's topic, beside the card's own (searched, never shown). */
const cardKeywords: Record<string, string> = {
  "Rental appraisal": "how much rent could i get weekly rent estimate worth market rent",
  "Tenant selection":
    "choose choosing pick screen screening applicants application approve accept criteria eligible income centrelink pension who can rent",
  "Rent collection": "arrears late rent behind unpaid missed payment pay paid owe",
  "Routine inspections": "inspect inspection how often report condition",
  "Maintenance coordination": "maintenance repairs repair fix broken tradies trades",
  Compliance: "smoke alarms pool safety laws legal requirements",
  "Financial reporting": "statements monthly tax accountant eofy paperwork documents",
  "Tribunal representation": "dispute ncat tribunal bond claim eviction",
  "Find a rental": "available rentals homes for rent lease listings vacancies properties to rent looking",
  "Simple applications": "application apply approval decision how long wait",
  "Repairs when you need them": "broken fix urgent hot water leak",
  "Bond and condition reports": "bond lodged lodge condition report move in",
  "Support through your tenancy": "property manager contact call renewal moving out end of lease",
  "Clear communication": "reports updates how often communicate informed feedback weekly campaign reports",
  "Genuinely local": "local office where based live",
  "Full-service team": "services offer both sales selling rentals renting property management",
};

/** Cards that answer one kind of question only, whatever other words they share with a message. */
const cardAskedBy: Record<string, RegExp> = {
  // "Do you guys do sales too or just rentals?", "what services do you offer?" (not "my rent is 520, is that under market?")
  "Full-service team":
    /\b(do|does) (you|u|ya|your (agency|team|office))( guys)? (also |only |just )?(do|handle|offer|sell|manage)\b.{0,30}\b(sales|rentals|selling|renting|property management|both)\b|\bwhat services\b|\bwhat (else )?do (you|u|ya)( guys)? (do|offer)\W*$/i,
};

function rentalDocuments(faqs: Faqs): KnowledgeDocument[] {
  const url = "/rental";
  return [
    {
      id: "rental:landlords",
      kind: "service",
      title: "Services for landlords (property management)",
      text: `For landlords we offer ${spokenList(landlordServices.map((s) => s.title.toLowerCase()))}, with routine inspections ${claimText.inspectionEvery}.`,
      keywords: `${landlordWords} services offer what do you do full include includes included`,
      url,
    },
    {
      id: "rental:tenants",
      kind: "service",
      title: "Services for tenants",
      text: `For tenants we help with: ${spokenList(tenantServices.map((s) => s.title.toLowerCase()))}. ${tenantServices[0]!.text}`,
      keywords: `${tenantWords} services help find a rental home to rent`,
      url,
    },
    ...landlordServices.map((card, i) => ({
      id: `rental:landlord:${i}`,
      kind: "service" as const,
      title: `${card.title} for landlords`,
      text: card.text,
      keywords: `${landlordWords} ${cardKeywords[card.title] ?? ""}`,
      url,
    })),
    ...tenantServices.map((card, i) => ({
      id: `rental:tenant:${i}`,
      kind: "service" as const,
      title: `${card.title} for tenants`,
      text: card.text,
      keywords: `${tenantWords} ${cardKeywords[card.title] ?? ""}`,
      url,
    })),
    ...faqs.rental.map((faq, i) => ({
      id: `rental:faq:${i}`,
      kind: "faq" as const,
      title: faq.question,
      text: faq.answer,
      keywords: "rental property management",
      url,
    })),
  ];
}

function sellingDocuments(faqs: Faqs): KnowledgeDocument[] {
  const url = "/selling";
  return [
    {
      id: "selling:journey",
      kind: "service",
      title: "The selling process, step by step",
      text: `Selling with us takes four steps: ${spokenList(sellingJourney.steps.map((s) => s.title.toLowerCase()))}. ${sellingJourney.steps[0]!.text}`,
      keywords: "selling process steps how does it work sell journey",
      url,
    },
    ...sellingJourney.steps.map((step, i) => ({
      id: `selling:step:${i}`,
      kind: "service" as const,
      title: `Selling step: ${step.title}`,
      text: step.text,
      keywords: "selling sell process step",
      url,
    })),
    ...faqs.selling.map((faq, i) => ({
      id: `selling:faq:${i}`,
      kind: "faq" as const,
      title: faq.question,
      text: faq.answer,
      keywords: "sell selling seller vendor",
      url,
    })),
  ];
}

function buyingDocuments(faqs: Faqs): KnowledgeDocument[] {
  const url = "/buying";
  return [
    {
      id: "buying:journey",
      kind: "service",
      title: "The buying process, step by step",
      text: `Buying in NSW takes five steps: ${spokenList(buyingJourney.steps.map((s) => s.title.toLowerCase()))}. ${buyingJourney.steps[0]!.text}`,
      keywords: "buying process steps how does it work buy journey",
      url,
    },
    ...buyingJourney.steps.map((step, i) => ({
      id: `buying:step:${i}`,
      kind: "service" as const,
      title: `Buying step: ${step.title}`,
      text: step.text,
      keywords: "buying buy buyer process step",
      url,
    })),
    ...familySections.sections.map((section, i) => ({
      id: `buying:family:${i}`,
      kind: "service" as const,
      title: `Homes for ${section.title.toLowerCase()}`,
      text: `${section.text} We offer: ${spokenList(section.points.map(lowerFirst))}.`,
      keywords: "family families buyer buyers stage",
      url,
    })),
    ...faqs.buying.map((faq, i) => ({
      id: `buying:faq:${i}`,
      kind: "faq" as const,
      title: faq.question,
      text: faq.answer,
      keywords: "buy buying buyer purchase",
      url,
    })),
  ];
}

function whyChooseDocuments(faqs: Faqs): KnowledgeDocument[] {
  const url = `/why-choose-${site.brandSlug}`;
  return [
    ...whyChooseBenefits.map((benefit, i) => ({
      id: `why:benefit:${i}`,
      kind: "fact" as const,
      title: `Why choose us: ${benefit.title}`,
      text: benefit.text,
      keywords: `why choose you reasons benefit different ${cardKeywords[benefit.title] ?? ""}`,
      askedBy: cardAskedBy[benefit.title],
      firstFor: cardAskedBy[benefit.title],
      url,
    })),
    ...comparisonRows.map((row, i) => ({
      id: `why:row:${i}`,
      kind: "fact" as const,
      title: `${row.service}: us compared with other agencies`,
      text: `${row.service}: with us, ${lowerFirst(row.us)}; at a typical agency, ${lowerFirst(row.others)}.`,
      keywords: "compare compared other agencies agents versus",
      url,
    })),
    ...faqs["why-choose"].map((faq, i) => ({ id: `why:faq:${i}`, kind: "faq" as const, title: faq.question, text: faq.answer, url })),
  ];
}

/**
 * What the community work answers: a question about it ("what's Mission the One?", "do you sponsor schools?"), not one
 * that shares a word with it ("what's the fee for all that?" is no question about covering excursion costs).
 */
const asksAboutMission =
  /\b(mission|scholar\w*|sponsor\w*|communit\w*|charit\w*|donat\w*|giv(e|es|ing) back|schools?|colouring|competition|volunteer\w*|fundrais\w*|students?|excursions?|bursar\w*|awards?|causes?|local (kids|families|clubs|sport)|not[- ]for[- ]profit)\b/i;

function missionDocuments(): KnowledgeDocument[] {
  const url = "/mission";
  const keywords = "mission the one scholarship community program charity sponsor";
  const askedBy = asksAboutMission;
  return [
    { id: "mission:about", kind: "fact", title: mission.about.title, text: mission.about.paragraphs.join(" "), keywords, askedBy, url },
    {
      id: "mission:promise",
      kind: "fact",
      title: "Mission the One: our promise",
      text: mission.promise.points.map((p) => p.text).join(" "),
      keywords,
      askedBy,
      url,
    },
    // "Who got the scholarship this year and how much?": the results the page publishes, a year each.
    ...mission.results.years.map((result) => ({
      id: `mission:results:${result.year}`,
      kind: "fact" as const,
      title: `Mission the One results in ${result.year}: the scholarship and school sponsorship`,
      text: `In ${result.year} the Mission the One scholarship of ${formatDollars(result.scholarship)} went to ${result.scholar}, and we sponsored ${result.schoolsSponsored} schools with ${formatDollars(result.sponsorship)}.`,
      keywords: `${keywords} results year gave given give raised amount total scholar won winner schools`,
      askedBy,
      url,
    })),
    {
      id: "mission:sponsorship",
      kind: "fact",
      title: mission.sponsorship.title,
      text: mission.sponsorship.paragraphs.join(" "),
      keywords: `${keywords} schools`,
      askedBy,
      url,
    },
    {
      id: "mission:colouring",
      kind: "fact",
      title: mission.colouring.title,
      text: mission.colouring.intro,
      keywords: `${keywords} colouring competition drawing kids won`,
      askedBy,
      url,
    },
    {
      id: "mission:scholar",
      kind: "fact",
      title: mission.video.title,
      text: mission.video.intro,
      keywords: `${keywords} scholar student video`,
      askedBy,
      url,
    },
  ];
}

/**
 * A question about working with us names it: "can we apply without seeing it?" beside "… relocating for his job" asks to
 * apply for a home, not for a job.
 */
export const asksAboutWorkingHere = new RegExp(
  [
    /(?<!\b(my|his|her|their|our|new|partner'?s|husband'?s|wife'?s) )\b(jobs?|careers?|hiring|employ\w*|vacanc\w*|positions?|roles?|recruit\w*|apprentice\w*|intern\w*|work experience|(work|working) (for|with|at) (you|u|ya|your|ironbark)|join (you|your|ironbark)|openings|taking on (new )?(staff|people|agents|property managers)|jobs? going)\b/
      .source,
    asksForStaff.source,
    /\b(resumes?|résumés?|cvs?|curriculum vitae)\b/.source,
    appliesAsOurTrade.source,
  ].join("|"),
  "i",
);

function careersDocuments(): KnowledgeDocument[] {
  return [
    {
      id: "careers:join",
      kind: "fact",
      title: careersSection.title,
      text: `${careersSection.intro} Roles such as ${careersSection.positionHint.replace(/^e\.g\.\s*/, "")}: apply with the careers form on our team page.`,
      keywords: "job jobs career careers work employment hiring apply vacancy position role",
      url: "/team",
      askedBy: asksAboutWorkingHere,
    },
  ];
}

/**
 * The privacy policy's sections, each titled by the question it answers (the page's own headings are short: "Your
 * choices and rights"), with the words visitors use for it (searched, never shown), in the policy's order.
 */
const privacyQuestions: readonly { title: string; keywords: string }[] = [
  { title: "What personal information we collect", keywords: "collect collected gather record" },
  { title: "Why we collect personal information", keywords: "why purpose reason unsubscribe opt out newsletter alerts emails stop" },
  { title: "Who we share personal information with", keywords: "share shared sell sold give pass third party parties" },
  {
    title: "How we keep personal information safe, and for how long",
    keywords: "safe secure security stored store keep kept delete online internet hack hacked breach leak",
  },
  {
    title: "How to see or correct the personal information we hold about you, or complain",
    keywords:
      "hold held see access find out look correct fix change update stop contacting complain complaint request copy old earlier past previous enquiry application history records",
  },
];

/**
 * What a question about the privacy policy names: the visitor's information, details or data, being contacted, or the
 * policy itself. A policy shares everyday words with every other question ("keep", "rent", "find"): "do I have to keep
 * paying rent until you find someone?" is not about how long we keep personal information.
 */
const asksAboutPrivacy = new RegExp(
  String.raw`\b(privacy|private|personal|data|unsubscribe|newsletters?|spam|cookies?|tracking|track|tracks|tracked|pixels?)\b|\b(whether|if) (i|we)('ve| have| had)? opened\b|${detailsPassedOn}\b|\b(sell|sells|selling|sold|share|shares|sharing|pass|passes|passing|give|gives|giving|hand|hands|handing)( on| out)? (my |our |your |people'?s |peoples |customers'? |clients'? |buyers'? |tenants'? )(info|information|details|data|numbers?|e-?mails?|e-?mail addresses|contact details)\b(?! (to|with) (${ourOwnPeople})\b)${forACallBack}|\b(my|our) (info|information|details)\b|\b(info|information|details|data)\b.{0,25}\b(on|about) (me|us)\b|\b(info|information|details) (you|u)('ve| have)? (have|hold|keep|got)\b|\b(contact(ing)?|e-?mail(ing)?|call(ing)?|text(ing)?|messag(e|ing)) (me|us)\b|\b(e-?mails?|texts?|calls?|messages?) (from|off) (you|u)\b|\byour (e-?mails?|texts?|calls?|messages?)\b|\bstop (the|your|these|those|all|sending( me)?) (e-?mails?|texts?|messages?|newsletters?|calls?|alerts?)\b`,
  "i",
);

/** The privacy policy, a section each: "how do I see the personal information you hold about me?". */
function privacyDocuments(): KnowledgeDocument[] {
  // Its opening says which law it follows: "what privacy law do you follow with my details?"
  const intro: KnowledgeDocument = {
    id: "privacy:law",
    kind: "fact",
    title: "Which privacy law we follow",
    text: privacyPolicy.intro({ legalName: site.name }),
    keywords:
      "privacy personal information info data details law laws act legislation principles app apps follow comply complies bound apply applies",
    url: "/privacy",
    page: "Privacy policy",
    askedBy: asksAboutPrivacy,
  };
  return [
    intro,
    ...privacyPolicy.sections.map((section, index): KnowledgeDocument => ({
      id: `privacy:${index}`,
      kind: "fact",
      title: privacyQuestions[index]?.title ?? section.title,
      text: section.paragraphs.join(" "),
      keywords: `privacy personal information info data details ${privacyQuestions[index]?.keywords ?? ""}`,
      url: "/privacy",
      page: "Privacy policy",
      askedBy: asksAboutPrivacy,
    })),
  ];
}

export function serviceDocuments(faqs: Faqs): KnowledgeDocument[] {
  return [
    ...rentalDocuments(faqs),
    ...sellingDocuments(faqs),
    ...buyingDocuments(faqs),
    ...whyChooseDocuments(faqs),
    ...missionDocuments(),
    ...careersDocuments(),
    ...privacyDocuments(),
  ];
}
