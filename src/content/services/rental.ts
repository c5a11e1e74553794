import type { FaqInput } from "@/content/seo/schema";
import { claimText } from "@/lib/agency/claims";

export interface ServiceCard {
  title: string;
  text: string;
}

export const rentalHero = {
  eyebrow: "Property management",
  title: "Rental & Property Management",
  intro:
    "Local property management for landlords and tenants across Gregory Hills, Oran Park, Gledswood Hills and Leppington. Good tenants, well-kept homes and clear reports, every time.",
};

/** Spec: 'For Landlords' (default, 9 cards). */
export const landlordServices: readonly ServiceCard[] = [
  { title: "Rental appraisal", text: "A free, evidence-based rent estimate using current leases and vacancies in your suburb." },
  {
    title: "Tenant selection",
    text: "Thorough checks of identity, income, rental history and references before we recommend an applicant.",
  },
  { title: "Marketing your rental", text: "Professional photos and portal listings that lease your property quickly to quality tenants." },
  {
    title: "Routine inspections",
    text: `Inspections ${claimText.inspectionEvery} with a written report and photos, so you always know your property's condition.`,
  },
  { title: "Rent collection", text: "Rent collected on time and paid to you monthly, with arrears followed up from the first day." },
  { title: "Maintenance coordination", text: "Trusted local tradespeople, quotes for larger jobs, and urgent repairs handled promptly." },
  { title: "Compliance", text: "Smoke alarms, pool safety and NSW Residential Tenancies Act requirements kept up to date." },
  { title: "Financial reporting", text: "Clear monthly statements and an end-of-financial-year summary for your accountant." },
  {
    title: "Tribunal representation",
    text: "If a dispute arises, we prepare the evidence and represent you at the NSW Civil and Administrative Tribunal.",
  },
];

/** Spec: 'For Tenants' (6 cards). */
export const tenantServices: readonly ServiceCard[] = [
  {
    title: "Find a rental",
    text: "Browse homes for lease across South West Sydney and register for new listings before they are advertised.",
  },
  { title: "Simple applications", text: "A quick application and a fast decision, so you are not left waiting to plan your move." },
  { title: "Clear lease terms", text: "Your rights and responsibilities explained in plain English before you sign." },
  { title: "Repairs when you need them", text: "Report maintenance easily; urgent repairs are arranged straight away." },
  {
    title: "Bond and condition reports",
    text: "Bond lodged with NSW Fair Trading and a detailed condition report with photos at the start of your lease.",
  },
  { title: "Support through your tenancy", text: "A property manager who answers the phone, from move-in to renewal or moving out." },
];

export const rentalFaqs: readonly FaqInput[] = [
  {
    question: "How often do you inspect my rental property?",
    answer: `We carry out routine inspections ${claimText.inspectionEvery} and send you a written report with photos after each one.`,
  },
  {
    question: "How do you choose tenants?",
    answer:
      "We check identity, income, employment, rental history and references, and recommend the applicant we believe is the best fit. You make the final decision.",
  },
  {
    question: "How quickly will my property be leased?",
    answer:
      "Well-presented homes at the right rent usually lease within two to three weeks in Gregory Hills and Oran Park. We will advise on rent and presentation to minimise vacancy.",
  },
  {
    question: "Who handles maintenance and repairs?",
    answer:
      "We coordinate all maintenance with trusted local tradespeople. Urgent repairs are arranged immediately; for larger jobs we get quotes and your approval first.",
  },
  {
    question: "I'm a tenant. How do I report a repair?",
    answer:
      "Contact your property manager by phone or e-mail. Urgent repairs such as a burst pipe or no hot water are arranged straight away, under the NSW Residential Tenancies Act.",
  },
  {
    question: "Why use a property manager rather than manage my rental myself?",
    answer: `The benefit is that the work and the risk of being a landlord come off your hands: we find and check tenants, collect the rent, inspect ${claimText.inspectionEvery}, arrange repairs with trusted local tradespeople and keep the property compliant with NSW tenancy law.`,
  },
  {
    question: "Can I switch my property management to Ironbark?",
    answer:
      "Yes. Switching is simple: you sign our agreement and we handle the handover from your current agent, including the tenant, bond and keys.",
  },
];

export const rentalService = {
  serviceType: "Residential property management",
  description: `Property management for landlords and tenants in Gregory Hills, Oran Park, Gledswood Hills, Leppington and South West Sydney, with routine inspections ${claimText.inspectionEvery}.`,
};
