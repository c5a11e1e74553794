import "server-only";
import { chatSuburbs } from "@/lib/chat/intent";
import type { TeamMember } from "@/lib/team/team-member";
import type { KnowledgeDocument } from "./knowledge-base";

/**
 * Who does what: one document per team member, citing their profile page (/team/{slug}).
 */
const roleKeywords: [RegExp, string][] = [
  [/acreage/i, "acreage rural land large block blocks lifestyle property farm semi-rural hectares"],
  [/principal|managing director/i, "principal owner owns run runs boss head founder managing director leader licensee"],
  [/operations|marketing/i, "operations marketing campaign campaigns advertising photography director"],
  [/sales/i, "sales agent executive sell selling listing list"],
  [/office manager/i, "office manager admin administration reception receptionist front desk paperwork"],
];

function firstSentence(text: string): string {
  const match = /^.*?[.!?](\s|$)/.exec(text.trim());
  return (match?.[0] ?? text).trim();
}

export function teamDocuments(team: readonly TeamMember[]): KnowledgeDocument[] {
  return team.map((member) => {
    const first = member.name.split(/\s+/)[0] ?? member.name;
    const keywords = roleKeywords
      .filter(([pattern]) => pattern.test(member.role))
      .map(([, words]) => words)
      .join(" ");
    return {
      id: `team:${member.slug}`,
      kind: "team",
      title: `${member.name}, ${member.role}`,
      text: `${member.name} is our ${member.role}. ${firstSentence(member.bio.join(" "))} You can reach ${first} on ${member.phone.display} or ${member.email}.`,
      keywords: `who team member agent phone number mobile email contact call cover covers ${keywords} ${member.specialties.join(" ")}`,
      // The whole profile is searched ("who speaks Hindi?"), though only its first sentence is read out.
      body: `${member.summary} ${member.bio.join(" ")}`,
      areas: chatSuburbs.filter((suburb) => `${member.summary} ${member.specialties.join(" ")}`.includes(suburb)),
      url: `/team/${member.slug}`,
      page: `${member.name}'s profile`,
    };
  });
}

/** The team members' profiles among a knowledge base's documents (not the team page's summary, "page:team"). */
export function teamProfiles(documents: readonly KnowledgeDocument[]): KnowledgeDocument[] {
  return documents.filter((document) => document.kind === "team" && document.id.startsWith("team:"));
}

/** A profile's member's name: its title is "name, role". */
export const profileName = (profile: KnowledgeDocument) => profile.title.split(",")[0] ?? profile.title;

/** A profile's member's first name ("Daniel"), by which visitors ask after them. */
export const firstName = (profile: KnowledgeDocument) => profileName(profile).split(" ")[0] ?? "";

/**
 * Whether a message names a profile's member by first name ("the club Daniel coaches", "does Priya speak …?"); a name
 * that is a word too is not that word ("is there a grace period on the rent?").
 */
export const namesMember = (profile: KnowledgeDocument, message: string) =>
  new RegExp(String.raw`\b${firstName(profile)}\b(?! periods?\b)`, "i").test(message);
