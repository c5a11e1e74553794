export const contactPage = {
  hero: {
    eyebrow: "Contact Ironbark Realty",
    title: "Contact Us",
    intro: "Selling, buying, renting or just have a question? Talk to a local agent who knows South West Sydney.",
  },
  replyPromise: `We reply to every enquiry ${claimText.replyWithin} during business hours.`,
  formTitle: "Send us a message",
};
import { claimText } from "@/lib/agency/claims";

export const careersSection = {
  title: "Join Our Team",
  intro:
    "We're always looking for people who love South West Sydney and want to help families with their biggest move. Tell us about yourself and the role you're interested in.",
  // A placeholder must fit its field: one example, which fits the narrowest (about 250px of text on a phone).
  positionHint: "e.g. Sales Executive",
};
