import { chatSuburbs } from "@/lib/chat/intent";
import type { ChatMessage } from "@/lib/chat/types";
import { countOf, tensWords } from "@/lib/text/number-words";

/** The four suburbs' names, and how a phone hears two of them, for a place said again ("… sorry Gledswood Hills"). */
const suburbNames = [...chatSuburbs.map((suburb) => suburb.toLowerCase()), "orange park", "glads wood(?: hills)?", "greg hills"].join("|");

/*
 * A visitor's message with the wrapping people put round a question taken off, so that the answerer reads what is
 * asked: a letter's salutation and sign-off ("Dear Sir or Madam, … Kind regards, Margaret"), the courtesy before the
 * question ("I should be grateful if you would kindly advise whether …", "I don't suppose you could tell me …", "I was
 * wondering whether …"), texting shorthand ("can u help pls", "b4", "ppl"), and English written word for word from
 * another language put as a native speaker would write it ("there is any limit?", "since 2 years", "for apply").
 * The model, when there is one, is given the visitor's own words; this is for matching them against the site.
 *
 * Which file a rewriting belongs in: here, how a message is written — a form a native speaker would write differently
 * for the same question (its wrapping, grammar, shorthand; and "make it $650" of a rent, whose meaning only the sums
 * beside it tell). In text-terms.ts's phrasings, plain English said in the site's own words — a native speaker's
 * phrase that the passages say otherwise ("swap contracts" is exchange, "money hits the account" is paid).
 */

/** "Dear Sir or Madam,", "To whom it may concern:" (a greeting such as "Good afternoon" is answered with one). */
const salutation =
  /^\s*(dear (sir or madam|sir\/madam|sir|madam|team|all|ironbark( team| realty)?|[A-Z][a-z'-]+)|to whom it may concern)\s*[,.!:;-]*\s*/i;

/** "… Kind regards, Margaret", "Yours faithfully, Tom Smith", "Many thanks!": said after the question. */
const signOff =
  /[\s,.!]*\b(kind(est)? regards|best regards|warm(est)? regards|regards|best wishes|many thanks|thanks (so much|in advance|heaps)|thank you( (so much|in advance|kindly))?|yours (sincerely|faithfully|truly)|sincerely|cheers)\s*[,.!-]*\s*([A-Z][a-z'-]+( [A-Z][a-z'-]+)?)?\s*[.!]*\s*$/i;

/** The courtesy before what is asked, which asks nothing itself. */
const courtesies: readonly RegExp[] = [
  // "I should be most grateful if you would kindly advise me whether …", "I'd be obliged if someone could tell me …"
  /\b(i|we)('d| should| would) be (most |very |ever so |extremely |really |so )?(grateful|obliged|appreciative|thankful)( to know| to learn| to hear)?( (if|were) (you|someone|somebody|one of your \w+)( would| could| might| can| will)?( kindly| please)?( (advise|tell|let (me|us) know|explain|inform|confirm|clarify|say|share))?( (me|us))?( (of|about|as to|on))?)?[\s,]*/gi,
  // "I should be grateful for your advice as to whether …"
  /\b(i|we)('d| should| would) be (most |very )?(grateful|obliged|appreciative) for (your|any|some) (advice|assistance|help|guidance)( (as to|on|about|regarding))?[\s,]*/gi,
  // "Could you kindly advise whether …", "Would you please let me know …"
  /\b(could|would|can|will|might) you (kindly |please )+(advise|tell|let (me|us) know|explain|confirm|inform)( (me|us))?( (of|about|as to|on))?[\s,]*/gi,
  // "I don't suppose you could tell me …", "I don't suppose there are …"
  /\b(i|we) (don'?t|do not) suppose (you|u)( (could|would|can|might|'d))?( (tell|let|show) (me|us)( know)?| (spell|set) out| (happen to )?know| be able to)?[\s,]*/gi,
  /\b(i|we) (don'?t|do not) suppose\s+/gi,
  // "… and would like to know roughly what our house might be worth": the question, without the wish to know it.
  /\b(and )?((i|we)('d| would) |would )(like|love) to (know|ask|find out|understand|learn)( roughly| approximately| please| more about)?( if| whether)?[\s,]*/gi,
  // "I was wondering whether …", "I'm curious if …", "I wonder if …"
  /\b(i|we)('m| am| was|'re| are| were)? (just )?(wondering|curious)( (whether|if|about))?[\s,]*/gi,
  /\b(i|we) wonder (whether|if)\s*/gi,
  // "Would I be right in thinking …"
  /\b(would|am) (i|we) (be )?(right|correct) in (thinking|assuming|saying)( that)?\s*/gi,
  // "Not sure if you can help, but …", "Sorry to bother you, but …", "Quick question, …"
  /^\s*((i'?m |i am )?not sure (if|whether) (you|u) (can|could) help( (me )?with this)?|sorry to (bother|trouble) (you|u)|hope (you|u) can help|quick question|random question|silly question( maybe)?)[\s,.:;!-]*(but\b[\s,]*)?/gi,
  // "Hypothetically, if …"
  /^\s*(hypothetically|theoretically|out of (interest|curiosity)|just out of (interest|curiosity))[\s,:-]+/gi,
];

/** Texting shorthand, spelt out ("u" is left alone: every pattern that reads "you" reads it already). */
const shorthand: Record<string, string> = {
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  ppl: "people",
  abt: "about",
  b4: "before",
  sum1: "someone",
  some1: "someone",
  any1: "anyone",
  befor: "before",
  wat: "what",
  wot: "what",
  wht: "what",
  opn: "open",
  opne: "open",
  insp: "inspection",
  insps: "inspections",
  wknd: "weekend",
  wkend: "weekend",
  wekend: "weekend",
  shld: "should",
  wld: "would",
  cld: "could",
  yr: "year",
  yrs: "years",
  thx: "thanks",
  rn: "right now",
  fam: "family",
  tryna: "trying to",
  gonna: "going to",
  wanna: "want to",
  diff: "different",
  bc: "because",
  cos: "because",
  coz: "because",
  cuz: "because",
  tho: "though",
  msg: "message",
  pkg: "package",
  pkgs: "packages",
  // Australian everyday words.
  youse: "you",
  yous: "you",
  arvo: "afternoon",
  tradie: "tradesperson",
  tradies: "tradespeople",
  sparky: "electrician",
  flog: "sell",
  flogging: "selling",
  // The homes, as they are typed in a hurry.
  rentls: "rentals",
  rentels: "rentals",
  rentails: "rentals",
  rentalls: "rentals",
  hse: "house",
  hses: "houses",
  rentl: "rental",
  rentel: "rental",
  bdrm: "bedroom",
  bdrms: "bedrooms",
  bedrm: "bedroom",
  bedrms: "bedrooms",
  upto: "up to",
  inspecton: "inspection",
  inspectons: "inspections",
  inspectn: "inspection",
  wats: "what's",
  mnth: "month",
  mnths: "months",
  movin: "moving",
  ther: "there",
  prk: "park",
};
const shorthandWord = new RegExp(`(?<![\\w'’-])(${Object.keys(shorthand).join("|")})(?![\\w'’-])`, "gi");
/**
 * "Some kind of deposit to rent a place", "the rental deposit": the bond, in the word for it where newcomers come from
 * (a purchase's deposit is still one).
 */
const rentalDeposit =
  /\b(some (kind|sort) of |a |the |any )?(?<!\bholding )deposit\b(?=[^.?!]{0,25}\b(to|for|when|before) (rent|lease|renting|leasing|moving in|move in)\b)|\b(rental|renting|tenancy|lease) deposit\b/gi;
/** "Any stamp duty discount for first timers?": first home buyers (not first-time renters, sellers or landlords). */
const firstTimers = /\bfirst[- ]timers?\b/gi;
const ofOtherFirsts = /\b(rent\w*|landlords?|sell\w*|invest\w*|tenan\w*|lease\w*|apply\w*|applica\w*)\b/i;

/** "Does it cost anythin?", "wat do yous look at when decidin": a word typed without its last "g". */
const droppedG = /(?<![\w'’-])(anythin|somethin|decidin|applyin|buyin|sellin|rentin|signin)(?![\w'’-])/gi;
/** "Allowed 2 come in", "need 2 know": a "2" before a verb is "to" (not "2 bedrooms", "2 weeks"). */
const toBeforeVerb =
  /(?<=[a-z] )2 (?=(come|go|pay|get|know|kno|be|do|see|have|give|move|sell|buy|rent|leave|break|make|take|ask|call|ring|book|find|fix|apply|check|say|tell|keep|use|put|wait|let|list|start|end|sign|inspect|live|stay)\b)/gi;
/** "My eldest starts year 7": a child, named by their place in the family. */
const childByRank = /\b(my|our) (eldest|youngest|oldest|middle one|middle child)( (son|daughter|child|kid|one))?\b/gi;
/** A pet named by its breed ("our kelpie") is a dog or a cat as the rules name it. */
const breed =
  /(?<![\w'’-])(kelpies?|labradors?|staff(y|ie|ies)|cavoodles?|groodles?|labradoodles?|spoodles?|poodles?|greyhounds?|border collies?|german shepherds?|beagles?|pugs?|chihuahuas?|rottweilers?|huskies|husky|jack russells?|cocker spaniels?|golden retrievers?|moggy|moggies)(?![\w'’-])/gi;
const breedAsPet = (name: string) => (/^mogg/i.test(name) ? "cat" : /s$/i.test(name) ? "dogs" : "dog");

/** Said for effect, not for meaning: "ngl", "tbh", "lol", an emoji. */
const filler = /(?<![\w'’])(ngl|tbh|lol|lmao|haha+|omg)(?![\w'’])|\p{Extended_Pictographic}\uFE0F?/giu;

/**
 * A question asked in statement order, as learners of English often ask it: "How often you send the rent?" is "How often
 * do you send …?", "I can apply for your rentals?" is "Can I apply …?", "You look after properties there?" is "Do you
 * look after …?".
 */
// ("Do" and "need" are main verbs too: "what you do for owners?", "what you need from me?")
const helpingVerbs = String.raw`am|are|is|was|were|can|could|will|would|should|must|have|has|had|does|did|may|might|also|not|never|already|just|still|really|only`;
// (Only a clause that opens with the question word and ends with a question mark: "… photos when I move in?" is not one.)
const whWord = String.raw`(?<=(?:^|[.,;!?]\s+|\b(?:and|so|but)\s+))(what|how|where|when|why|how (?:often|long|much|many|fast|quick|quickly|soon))((?: exactly| usually| normally| actually)?)`;
const endsAsQuestion = String.raw`(?=[^.,;!?]*\?)`;
const whWithoutDo = new RegExp(String.raw`${whWord} (you|i|we|they)\s+(?!(?:${helpingVerbs})\b)(?=[a-z])${endsAsQuestion}`, "gi");
const whModalAfterSubject = new RegExp(String.raw`${whWord} (you|i|we|they) (should|can|could|must|will|would)\b${endsAsQuestion}`, "gi");
const modalAfterSubject = /(^|[.,;!?]\s+)(i|we|you)\s+(can|could|should|must|may)\s+([^.,;!?]*\?)/gi;
const statedYouQuestion = new RegExp(
  String.raw`(^|[.,;!?]\s+)(you)\s+(?!(?:${helpingVerbs}|do|need|guys|know|see|mean)\b)([a-z]+\b[^.,;!?]*\?)`,
  "gi",
);

/** "Hot water dead, 2 little kids - who to call": a question typed without its verb, "who do I call?". */
const whoToAsk = /\bwho to (call|ring|phone|contact|e-?mail|talk to|speak to|speak with|talk with|go to|ask)\b/gi;

/** Marks where a courtesy was taken off. */
/**
 * English written word for word from another language ("there is any limit?", "what happen with the bond", "i want see
 * the prices", "paying $550 since 2 years", "what documents for apply"): the same question in the words the site uses.
 */
const secondLanguageForms: readonly [RegExp, string][] = [
  [/(^|[.,;!?]\s+)there (is|are) any\b/gi, "$1$2 there any"],
  [/\b(what) happen\b/gi, "$1 happens"],
  [/\b(i|we) (want|need|would like) (see|know|ask|buy|rent|sell|apply|move|visit|inspect|give|make|put|pay|speak|talk)\b/gi, "$1 $2 to $3"],
  [/\bsince (\d+|one|two|three|four|five|six|many) (years?|months?|weeks?)\b/gi, "for $1 $2"],
  [/\bfor (apply|applying)\b/gi, "to apply"],
  [/\b(what|how) is process\b/gi, "$1 is the process"],
  [/\b(give|do) (an |a |the |our |my )?offer\b/gi, "make an offer"],
  // ("We want to make an offer. What is the next step?": how an offer is made.)
  [/(?<=\bmake an offer\b[^]{0,80})\bwhat('s| is| are) (the )?next steps?\b/gi, "how do we make an offer"],
];

/**
 * A message said to a phone and typed by it ("looking for a for bedroom house two rent in orange park up to eight hundred
 * dollars a week full stop"): the punctuation said aloud, "for" heard for "four" before bedrooms, "two" or "too" for
 * "to" before a verb, a place said again after "sorry" ("in gregory hills sorry gledswood hills"), and sums said in words.
 */
const voiceTypedForms: readonly [RegExp, string | ((match: string, ...groups: unknown[]) => string)][] = [
  [/\s*\bfull stop\b(?=\s|$)/gi, "."],
  [/\s*\bquestion mark\b/gi, "?"],
  [/\s*\bcomma\b(?=\s)/gi, ","],
  [/(^|\b(a|an|the|with|any|ones?|need|want|looking for|got)\s+)for (bed(room)?s?|bedders?|br|bdrm|bed room)\b/gi, "$1four $3"],
  [/\b(two|too) (rent|buy|sell|lease|see|inspect|apply|view|book|move|pay|find|know|ask|get)\b/gi, "to $2"],
  [new RegExp(String.raw`\b(${suburbNames}),? (?:sorry|i mean|i meant|no wait|actually|no),? (${suburbNames})\b`, "gi"), "$2"],
  [
    /\b(one|two|three) point (\d|one|two|three|four|five|six|seven|eight|nine) (million|mil)\b/gi,
    (_, ...said: unknown[]) => {
      const [whole, tenth, unit] = said as string[];
      return `${countOf(whole!)}.${countOf(tenth!)} ${unit}`;
    },
  ],
  [
    /\b(one|two|three|four|five|six|seven|eight|nine) hundred( and)?( (twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety))?( (one|two|three|four|five|six|seven|eight|nine))?( thousand)?( dollars?)?\b/gi,
    (said, ...groups: unknown[]) => {
      const [hundreds = "", , , tens, , units, thousand] = groups as (string | undefined)[];
      // (A sum of money only: said in dollars, a week's rent or a budget; "two hundred metres" is a distance.)
      const [offset, text] = groups.slice(-2) as [number, string];
      const after = text.slice(offset + said.length, offset + said.length + 12);
      const before = text.slice(Math.max(0, offset - 24), offset);
      const money =
        /dollars?$/i.test(said) ||
        /^\s*(a|per|p\/?)\s?(week|wk|month)|^\s*pw\b/i.test(after) ||
        /\b(under|up to|upto|budget|around|about|max(imum)?|below|over|between|less than|more than|than|to|for|at|paying|pay|rent( is)?)\s*$/i.test(
          before,
        );
      if (!money) return said;
      const sum = countOf(hundreds) * 100 + (tens ? tensWords[tens.toLowerCase()]! : 0) + (units ? countOf(units) : 0);
      return `$${thousand ? `${sum},000` : sum}`;
    },
  ],
];

/** A rent spoken of as the landlord's to set: "my tenant is paying $550", "tenant pay $480", "landlord can make it $750?" */
const raisesTheRent = /\b(my|our) tenants?\b|\btenants? (pays?|paying|is paying)\b|\blandlord\b/i;

/**
 * Whether "make it $650" (`words`, then `figure`) puts a rent up: above every other sum the message names when it names
 * one (the rent now), else when said of a landlord's rent and not asked down; "put it up" always does.
 */
function rentPutUp(text: string, words: string, figure: number): boolean {
  if (!/\brent\w*\b|\btenants?\b|\blandlord\b/i.test(text)) return false;
  if (/\bup\b/i.test(words)) return true;
  const others = [...text.matchAll(/\$\s?(\d[\d,]*)/g)].map((sum) => Number(sum[1]!.replace(/,/g, ""))).filter((sum) => sum !== figure);
  if (others.length > 0) return others.every((sum) => figure > sum);
  return raisesTheRent.test(text) && !/\b(less|cheaper|lower|down|reduce\w*|discount)\b/i.test(text);
}

const opening = "\u0001";

/**
 * "Right. And how much warning do I get?", "Ok, got it. What about Leppington?": a reply's first sentence, which asks
 * nothing. (Not a thank-you, which closes what was asked: "any rentals in Oran Park? → Thanks! And how much is the
 * bond?" asks something new.)
 */
const acknowledgement =
  /^\s*(?:(?:right|ok(?:ay)?|great|cool|got it|gotcha|i see|ah|oh|makes sense|fair enough|perfect|good to know|understood|noted|awesome|lovely|nice)[\s,]*){1,3}[.!]+\s+(?=\S)/i;

/** The message with its wrapping taken off; the message itself when little would be left. */
export function plainMessage(text: string): string {
  let plain = text
    .replace(filler, " ")
    // ("offfer", "pleeease": a letter held down, no word of ours has three.)
    .replace(/(?<=\p{L})(\p{L})\1{2,}/gu, "$1$1")
    .replace(shorthandWord, (word) => shorthand[word.toLowerCase()] ?? word)
    .replace(droppedG, "$1g")
    .replace(rentalDeposit, "a bond")
    .replace(firstTimers, (said) => (ofOtherFirsts.test(text) ? said : "first home buyers"))
    .replace(breed, breedAsPet)
    .replace(/(?<=\w) n (?=\w)/g, " and ")
    .replace(toBeforeVerb, "to ")
    .replace(childByRank, "$1 child")
    .replace(whModalAfterSubject, "$1$2 $4 $3")
    .replace(whWithoutDo, "$1$2 do $3 ")
    .replace(modalAfterSubject, "$1$3 $2 $4")
    .replace(statedYouQuestion, "$1do $2 $3")
    .replace(whoToAsk, "who do I $1")
    // ("What do we do to make an offer?" asks how.)
    .replace(/\bwhat (?:do|should|must) (i|we) (?:need to |have to )?do to\b/gi, "how do $1")
    // ("how much to brake it?" of a lease: breaking it.)
    .replace(
      /\bbrak(e|es|ing)\b(?=\s+(it|the|my|our|a|this|that|early|fee|fees|clause|costs?)\b(?!\s+(pads?|lights?|fluid|discs?)\b)|\s*[?.!,]|\s*$)/gi,
      (word) => (/\b(lease|tenancy|contract)\b/i.test(text) ? word.replace(/^bra(k)e?/i, "brea$1") : word),
    )
    // ("My tenant is paying $550 … Can I make it $650?", "my landlord put it up to $720": a rent put up; not one asked
    // down, "can we make it $550?" of $600.)
    .replace(/\b(make|put|bump|raise|take) it( up)?( to)? (?=\$\s?(\d[\d,]*))/gi, (words, _verb, _up, _to, figure: string) =>
      rentPutUp(text, words, Number(figure.replace(/,/g, ""))) ? "increase the rent to " : words,
    )
    .replace(/\bw\/o(ut)?\b/gi, "without")
    .replace(/\bw\/(?=\s)/gi, "with");
  for (const [form, plainForm] of secondLanguageForms) plain = plain.replace(form, plainForm);
  for (const [form, plainForm] of voiceTypedForms) plain = plain.replace(form, plainForm as string);
  plain = plain.replace(acknowledgement, "");
  const before = plain;
  plain = plain.replace(salutation, "").replace(signOff, "");
  // (Where a courtesy stood, what follows opens a sentence: "… two days now. Whether this is an urgent repair?")
  for (const courtesy of courtesies) plain = plain.replace(courtesy, opening);
  plain = plain
    .replace(new RegExp(`${opening}\\s*(\\p{Ll})?`, "gu"), (_, letter: string | undefined) => letter?.toUpperCase() ?? "")
    .replace(/\s{2,}/g, " ")
    .trim();
  // What was asked in courtesy ("… kindly advise whether this is an urgent repair.") is still a question.
  if (plain !== before.replace(/\s{2,}/g, " ").trim() && !plain.endsWith("?")) plain = plain.replace(/[.!]*$/, "?");
  return plain.split(/\s+/).length >= 2 ? plain : text;
}

/** The words that open a message by saying it asks something new, before what it asks. */
const subjectChange = (words: string) =>
  new RegExp(
    String.raw`^\W*(?:(?:ok(?:ay)?|thanks|cheers|right|also|oh)[,.!]?\s+)?(?:(?:totally |completely |slightly |a bit |kind of |something )?(?:${words})(?: question)?)\s*(?:[,.:;!?-]+\s*|\s+)(?:but\s+|though,?\s+|here:?\s+)?(?=\S)`,
    "i",
  );
/** "Unrelated, but what's your phone number?", "Different topic: who runs Ironbark?": a new subject, said to be one. */
const newSubject = subjectChange(
  String.raw`unrelated|off[- ]topic|different (?:topic|subject)|changing (?:the )?(?:subject|topics?)|change of (?:subject|topic)|on (?:a different|another) (?:note|topic)`,
);
/**
 * "Separate question: how does cooling off work?": a new subject too, unless what it asks points back ("… 40 Blackwattle
 * Crescent? → Side question, does it have a garage?").
 */
const anotherQuestion = subjectChange(
  String.raw`(?:side|separate|another|new|random|different|other) (?:question|thing|query)|(?:on a )?side note|one more thing|another thing`,
);
/** What opens a question ("Off topic, but you guys are great, thanks …" asks nothing, and is read whole). */
const asksSomething =
  /^\W*(what|what's|whats|how|who|who's|where|when|why|which|do|does|did|is|are|can|could|would|will|should|any|have|has)\b/i;
const pointsBack = /\b(it|its|it's|that|this|they|them|their|there|those|these|he|she|him|her|his|one)\b/i;

/** What the latest message asks when it says it changes the subject, without the words that say so; else null. */
function askedAnew(message: string): string | null {
  const asks = (rest: string) => /\?\s*$/.test(rest) || asksSomething.test(rest);
  if (newSubject.test(message)) {
    const rest = message.replace(newSubject, "");
    return asks(rest) ? rest : null;
  }
  const rest = message.replace(anotherQuestion, "");
  return rest !== message && asks(rest) && !pointsBack.test(rest) ? rest : null;
}

/**
 * The conversation with each of the visitor's messages taken as plainly asked; when the latest says it changes the
 * subject, only that question, so that nothing before it is read as what it leans on.
 */
export function plainMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  const latest = messages.at(-1);
  const anew = latest?.role === "user" ? askedAnew(latest.content) : null;
  if (latest && anew) return [{ ...latest, content: plainMessage(anew) }];
  return messages.map((message) => (message.role === "user" ? { ...message, content: plainMessage(message.content) } : message));
}
