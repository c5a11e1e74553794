import "server-only";
import { site } from "@/content/site";

/**
 * Fair dealing: the assistant never judges or steers by race, religion, ethnicity, nationality or any
 * other protected attribute — neither suburbs ("too many X there?") nor people ("can I refuse X tenants?").
 * Such questions get a polite refusal and a pointer to objective facts, in both answer modes.
 */

const words = (...alternatives: string[]) => new RegExp(String.raw`\b(${alternatives.join("|")})\b`, "i");

/** Words naming a protected attribute, or a group of people defined by one. */
const protectedAttribute = words(
  String.raw`races?|racial\w*|racis\w*|ethnic\w*|religio\w*|nationalit\w*|skin colou?r|caste|cultural backgrounds?|multicultural`,
  String.raw`muslims?|islam\w*|christians?|catholics?|jews?|jewish|hindus?|sikhs?|buddhists?|atheists?`,
  String.raw`indians?|chinese|asians?|africans?|arabs?|arabic|lebanese|middle eastern\w*|aborigin\w*|indigenous|pacific islanders?|islanders|europeans?|anglos?|caucasians?`,
  String.raw`immigrants?|migrants?|refugees?|foreigners|wogs?|whites|blacks|(white|black|brown) (people|families|folks?|residents|neighbou?rs|tenants|buyers|areas?|suburbs?)`,
  String.raw`gays?|lesbians?|lgbt\w*|queer|transgender|trans people|disabled|disabilit\w*|single (mums?|mothers?|parents?)`,
);

/** Where people live: the place half of "does this area have too many X?". */
const placeWord = words(
  String.raw`areas?|suburbs?|neighbou?rhoods?|streets?|estates?|locals?|live|lives|living|residents?|neighbou?rs?|communit(y|ies)|population|there|here|gregory hills|oran park|gledswood hills|leppington|camden|south west sydney`,
);

/** Ranking, counting or characterising: the judging half. */
const judgingWord = words(
  String.raw`good|bad|safe|unsafe|danger\w*|avoid\w*|rough|dodgy|nice|better|worse|best|worst|prefer\w*|desirable|undesirable|crime|problem\w*|trouble`,
  String.raw`too many|lots of|a lot of|many|mostly|majority|minority|dominat\w*|full of|overrun|tak(e|ing) over|fewer|less|more|percentage|proportion|how many|demograph\w*|mix|make-?up|composition|concentration|breakdown`,
  String.raw`where (do|does|are)|which (suburb|area|street|estate)s?|(kind|type|sort) of`,
);

/** Shutting people out: refusing, screening or preferring buyers or tenants by who they are. */
const exclusionWord = words(
  String.raw`refus\w*|reject\w*|deny|turn (them )?away|avoid\w*|not (rent|sell|lease)|(don'?t|do not|won'?t) (want|rent|sell|lease|accept)|keep \w+ out|exclud\w*|screen\w*|discriminat\w*|only (want to |wants to |going to )?(rent|sell|lease|accept|deal)|(rent|sell|lease)\w* (it )?only to|prefer\w*|ban\w*|block\w*`,
);

/** Characterising who lives somewhere, with no attribute named ("what kind of people live in Leppington?"). */
const peopleProfiling = words(
  String.raw`(kind|type|sort|class) of (people|person|neighbou?rs|residents|families|crowd) (live|living|are|is)`,
  String.raw`(racial|ethnic|religious|cultural) (make-?up|mix|composition|breakdown|backgrounds?)`,
  String.raw`(white|black|brown|asian|indian|chinese|muslim|christian|jewish|ethnic|migrant|immigrant|wog) (areas?|suburbs?|neighbou?rhoods?|streets?|enclaves?|ghettos?)`,
);

/** Questions about places and services that merely carry such a word ("a Catholic school nearby?"). */
const facilityPhrase = new RegExp(
  String.raw`\b(muslim|islamic|christian|catholic|anglican|jewish|hindu|sikh|buddhist|chinese|indian|asian|lebanese|arabic|african|aboriginal|indigenous|disabled|disability|wheelchair)\s+(schools?|colleges?|churches?|mosques?|temples?|synagogues?|gurdwaras?|restaurants?|food|cuisine|grocer\w*|shops?|supermarkets?|takeaways?|stores?|festivals?|new year|community cent\w*|parking|access\w*|toilets?|ramps?|language|speakers?|speaking|interpreters?)\b|\brace (tracks?|courses?|ways?|day)\b|\bhorse rac\w*`,
  "gi",
);

export interface GuardrailVerdict {
  refused: boolean;
  message: string;
}

export const fairDealingRefusal =
  `I'm sorry, but I can't describe, rank or compare suburbs or people by race, religion, ethnicity, nationality or any other personal characteristic — everyone deserves a fair go, and we deal with every buyer, seller, landlord and tenant on the same terms. ` +
  `I'm glad to help with objective facts instead: schools, transport, parks, shopping, growth and how long homes take to sell. ` +
  `The suburb guides (/gregory-hills, /oran-park, /gledswood-hills, /leppington) and the side-by-side comparison at /suburb-comparison are a good start, or call us on ${site.phone.display}.`;

/** Whether a visitor's message asks the assistant to judge by a protected attribute. */
export function checkFairDealing(text: string): GuardrailVerdict {
  const plain = text.replace(facilityPhrase, " ");
  const attribute = protectedAttribute.test(plain);
  const refused =
    (attribute && placeWord.test(plain) && judgingWord.test(plain)) ||
    (attribute && exclusionWord.test(plain)) ||
    peopleProfiling.test(plain);
  return { refused, message: refused ? fairDealingRefusal : "" };
}

/** The rule as the model provider's system prompt states it. */
export const fairDealingInstruction =
  "Fair dealing: never describe, rank, compare or recommend suburbs, streets or people by race, religion, ethnicity, nationality, skin colour, sexuality, gender, disability, age, family status or any other protected attribute, and never help anyone exclude buyers or tenants on those grounds. Politely decline such questions and offer objective facts instead (schools, transport, parks, shopping, growth, selling times).";
