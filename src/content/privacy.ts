import type { Agency } from "@/lib/site-content/agency";
import { site } from "./site";

/** The privacy policy, in plain English, following the Australian Privacy Principles (APPs). */
export const privacyPolicy = {
  updated: "2026-11-28",
  intro: (agency: Pick<Agency, "legalName">) =>
    `${agency.legalName} ("${site.brand}", "we") collects personal information only to help you buy, sell, rent or manage property, and to run our business. This policy explains what we collect, why, and the choices you have, as required by the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
  sections: [
    {
      title: "What we collect",
      paragraphs: [
        "The details you give us: your name, phone number, e-mail address, property address, the type of enquiry, and anything you write in a message, a job application or a chat with our assistant.",
        "Answers you give in our readiness quizzes when you choose to send them with an enquiry.",
        "Basic technical information your browser sends to every website (such as IP address and browser type), which we use to keep the site secure and to stop spam. We do not use advertising trackers.",
      ],
    },
    {
      title: "Why we collect it",
      paragraphs: [
        "To answer your enquiry, prepare a property price update, arrange inspections, manage a rental property, or consider your job application.",
        "To send you the newsletter or the listing alerts you asked for, and only once you have confirmed from the e-mail we send. Every one has an unsubscribe link that works at once. A listing alert holds a small image that tells us whether it was opened; we use it only to count opened alerts per week.",
        "To meet our legal obligations as a licensed real estate agency in New South Wales, including record keeping under the Property and Stock Agents Act 2002 (NSW).",
      ],
    },
    {
      title: "Who we share it with",
      paragraphs: [
        "Only with the people who need it to do what you asked: our own staff, and service providers who host our website and deliver our e-mail under confidentiality obligations.",
        "With a vendor or landlord when you enquire about their property, and with other parties only where you agree or the law requires it. We never sell your personal information.",
      ],
    },
    {
      title: "How we keep it safe",
      paragraphs: [
        "Your details are stored on secured servers, sent over encrypted connections, and open only to staff who need them. We keep records only as long as the law and our services require, then delete or de-identify them.",
      ],
    },
    {
      title: "Your choices and rights",
      paragraphs: [
        "You can ask to see or correct the personal information we hold about you, or ask us to stop contacting you, at any time. We will respond to your request within 30 days.",
        "If you are unhappy with how we handled your information, tell us first and we will try to put it right. If we cannot, you may complain to the Office of the Australian Information Commissioner (OAIC) at oaic.gov.au.",
      ],
    },
  ],
  contact: (agency: Agency) =>
    `Write to our Privacy Officer at ${agency.email}, call ${agency.phone}, or visit us at ${agency.address.street}, ${agency.address.suburb} ${agency.address.region} ${agency.address.postcode}.`,
} as const;
