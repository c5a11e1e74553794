import type { FaqInput } from "@/content/seo/schema";
import { claimText } from "@/lib/agency/claims";

export interface Benefit {
  title: string;
  text: string;
}

/** Eight benefit cards. */
export const whyChooseBenefits: readonly Benefit[] = [
  {
    title: "Genuinely local",
    text: "Our office is in Gregory Hills and our team lives across South West Sydney. We know every estate, school and street.",
  },
  { title: "Honest pricing", text: "Price advice backed by recent sales, not a number designed to win your listing." },
  {
    title: "Premium marketing",
    text: `Professional photography, video and targeted digital campaigns reaching ${claimText.viewsPerCampaign} property views.`,
  },
  {
    title: "Fast results",
    text: `An average of ${claimText.daysOnMarket} on market, because the right strategy attracts the right buyers early.`,
  },
  {
    title: "Skilled negotiation",
    text: "We negotiate every offer to get you the best price and terms, and tell you exactly where things stand.",
  },
  {
    title: "Clear communication",
    text: `Weekly campaign reports, feedback after every open home, and a reply ${claimText.replyWithin} in business hours.`,
  },
  { title: "Full-service team", text: "Sales, acreage, marketing and property management under one roof, with one team you can call." },
  {
    title: "Community minded",
    text: "Through Mission the One we sponsor local schools and students, investing back into the area we love.",
  },
];

export interface ComparisonRow {
  service: string;
  us: string;
  others: string;
}

/** The agency-versus-others table: six services. */
export const comparisonRows: readonly ComparisonRow[] = [
  { service: "Property price update", us: "Free, in person, backed by street-level sales data", others: "Often an online estimate only" },
  {
    service: "Marketing",
    us: "Professional photos, video, floor plans and targeted social ads",
    others: "Portal listing with basic photos",
  },
  { service: "Local knowledge", us: "Office in Gregory Hills, team living locally", others: "Agents covering all of Sydney" },
  { service: "Communication", us: `Weekly reports and a reply ${claimText.replyWithin}`, others: "Updates when you chase them" },
  { service: "Buyer network", us: "Database of qualified local buyers, contacted first", others: "Relies on portal enquiries" },
  {
    service: "Property management",
    us: `Inspections ${claimText.inspectionEvery} with photo reports`,
    others: "Annual or ad-hoc inspections",
  },
];

export const whyChooseFaqs: readonly FaqInput[] = [
  {
    question: "What areas does Ironbark Realty cover?",
    answer:
      "We cover Gregory Hills, Oran Park, Gledswood Hills, Leppington and the surrounding suburbs of South West Sydney, including Camden, Harrington Park and Catherine Field.",
  },
  {
    question: "How is Ironbark different from the big franchise agencies?",
    answer:
      "We are local and independent. You deal directly with experienced agents who live in the area, and our marketing and communication are built around your goals, not a head-office template.",
  },
  {
    question: "How quickly will I hear back after I enquire?",
    answer: `We reply ${claimText.replyWithin} during business hours: {{hours}}.`,
  },
  {
    question: "Do you charge for a property price update?",
    answer: "No. Our property price updates are free and come with no obligation to sell or list with us.",
  },
];

export const whyChooseCopy = {
  eyebrow: "Why choose us",
  intro:
    "Local agents, honest advice and marketing that gets results. Here is why South West Sydney families choose Ironbark to sell, buy and manage their homes.",
  benefitsTitle: "Eight Reasons Families Choose Us",
  tableTitle: "Ironbark Compared With Other Agencies",
  tableCaption: "How Ironbark Realty's services compare with a typical agency",
  testimonialsTitle: "What Our Clients Say",
  faqTitle: "Common Questions",
  ctaTitle: "Let's talk about your next move",
  ctaText: `Get a free property price update or ask us anything. We reply ${claimText.replyWithin} during business hours.`,
};
