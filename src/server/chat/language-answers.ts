import "server-only";
import type { KnowledgeBase, KnowledgeDocument } from "./knowledge-base";
import { documentLink, pageLink } from "./page-links";
import { firstName, namesMember, teamProfiles } from "./team-documents";
import { splitSentences } from "./text-terms";

/** Languages spoken in South West Sydney that visitors ask for by name ("anyone there who speaks Tamil?"). */
export const languageNames =
  /\b(Arabic|Assyrian|Auslan|Bengali|Bangla|Burmese|Cantonese|Mandarin|Chinese|Croatian|Dari|Dinka|Farsi|Persian|Filipino|Tagalog|French|German|Greek|Gujarati|Hindi|Indonesian|Italian|Japanese|Khmer|Korean|Lao|Macedonian|Malay|Malayalam|Maltese|Marathi|Nepali|Pashto|Polish|Portuguese|Punjabi|Russian|Samoan|Serbian|Sinhala|Sinhalese|Spanish|Swahili|Tamil|Telugu|Thai|Tongan|Turkish|Ukrainian|Urdu|Vietnamese)\b/i;
/** The message asks for someone who speaks it, not about the language itself. */
const asksForSpeaker =
  /\b(speaks?|speaking|spoken|talk\w*|language|interpret\w*|translat\w*|anyone|anybody|someone|somebody|agent|staff|team|fluent|comfortable in)\b/i;

/**
 * "My parents are more comfortable in Tamil — is there anyone who could talk them through it?": the team member whose
 * profile says they speak it, with how to reach them; or, when no profile says so, null (the question is handed over,
 * not answered with the office's details).
 */
export function speakerOf(message: string, knowledge: KnowledgeBase): { answer: string } | { unknown: true } | null {
  const language = languageNames.exec(message)?.[1];
  if (!language) {
    const asked = languagesAsked.test(message) && speaking.test(message);
    const ofTeam = ofOurTeam.test(message) || teamProfiles(knowledge.documents).some((profile) => namesMember(profile, message));
    return asked && ofTeam ? languagesSpoken(message, knowledge) : null;
  }
  if (!asksForSpeaker.test(message)) return null;
  const named = new RegExp(`\\b${language}\\b`, "i");
  const speakers = knowledge.documents.filter((document) => document.kind === "team" && named.test(document.body ?? ""));
  if (speakers.length === 0) return { unknown: true };
  const name = `${language.charAt(0).toUpperCase()}${language.slice(1).toLowerCase()}`;
  // The whole team's page too: a family choosing whom to speak to may want to meet the others.
  return { answer: `${speakers.map((speaker) => introduce(speaker, named, name)).join(" ")} The whole team: ${pageLink("/team")}.` };
}

function introduce(speaker: KnowledgeDocument, named: RegExp, language: string): string {
  const said = splitSentences(speaker.body ?? "").find((sentence) => named.test(sentence)) ?? "";
  const reach = /You can reach .*$/.exec(speaker.text)?.[0] ?? "";
  return `Yes: ${speaker.title.replace(/, (.*)$/, ", our $1,")} speaks ${language}. ${said} ${reach} More: ${documentLink(speaker)}.`;
}

/** "What languages do your staff speak?", "does Priya speak other languages?", "any bilingual agents?" */
const languagesAsked =
  /\b(what|which|other|another|any|more than one|second|many)\b[^.?!]{0,20}\blanguages?\b|\b(bilingual|multilingual|multi-lingual)\b|\blanguages?\b[^.?!]{0,30}\b(speak|spoken|talk)\w*\b|\b(speak|speaks)\b[^.?!]{0,20}\blanguages?\b/i;
/** …of the team's speaking ("is the contract in other languages?" asks about a document). */
const speaking = /\b(speak|speaks|spoken|speaking|talk\w*|bilingual|multilingual|multi-lingual)\b/i;
/** …of our team ("which languages are spoken in Oran Park?" asks about its residents). */
const ofOurTeam = /\b(you|u|your|ur|staff|team|agents?|employees|anyone|anybody|someone|somebody|bilingual|multilingual|multi-lingual)\b/i;
/** "… besides Priya": someone asked about only to be left out. */
const leftOut = (name: string) => new RegExp(String.raw`\b(besides|apart from|other than|except|but not|not counting)\s+${name}\b`, "i");
/** A profile's sentence that says which languages its member speaks. */
const saysLanguages = new RegExp(String.raw`\bspeaks?\b[^.]*${languageNames.source}`, "i");

/**
 * The team members whose profiles say which languages they speak (only the one asked after, when the message names
 * someone); none said is a hand-over, never a guess.
 */
function languagesSpoken(message: string, knowledge: KnowledgeBase): { answer: string } | { unknown: true } {
  const profiles = teamProfiles(knowledge.documents);
  const others = profiles.filter((profile) => !leftOut(firstName(profile)).test(message));
  const named = others.filter((profile) => namesMember(profile, message));
  const speakers = (named.length > 0 ? named : others).filter((profile) => saysLanguages.test(profile.body ?? ""));
  if (speakers.length === 0) return { unknown: true };
  const told = speakers.map((speaker) => {
    const said = splitSentences(speaker.body ?? "").find((sentence) => saysLanguages.test(sentence)) ?? "";
    return `${said} More: ${documentLink(speaker)}.`;
  });
  return { answer: `${told.join(" ")} The whole team: ${pageLink("/team")}.` };
}
