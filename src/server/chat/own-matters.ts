import { detectSuburbs } from "@/lib/chat/intent";
import { rulesNamedIn } from "./fact-subjects";

/** "… why my bond not returned yet? please check for me": a matter of the visitor's own, to be looked into by a person. */
// (Or where it is up to: "can you check where it's up to?")
const checkForMe =
  /\b(check|look into|look up|chase( up)?|find out|follow( it)? up)( on)?( (it|this|that|my \w+|on it))? for (me|us)\b|\b(check|find out|see|tell (me|us)) (where|how) (it'?s|it is|things are|that'?s|my \w+ is) (up to|going|at)\b/i;

/** …of their own ("my bond", "we applied"), not homes to be found ("please check for me any rental in Oran Park"). */
const ownMatter =
  /\b(my|our) (\w+ )?(bond|application|refund|payment|deposit|repair|request|rent|lease|tenancy|account|maintenance)\b|\b(i|we) (applied|paid|moved out|lodged|submitted|sent)\b/i;

/** An application the visitor has made already ("we submitted an application last week", "my application was …"). */
const applicationMade =
  /\b(i|we)('ve| have)? (put in|submitted|sent( in)?|lodged|made|applied)\b[^.?!]{0,40}\b(applications?|for (a|the|one|it))\b|\b(my|our) application (is|was|has|had)\b/i;
// (Not "will my application be accepted?", which asks whether they may.)
const applicationNews =
  /\b(heard?|hear back|outcome|status|news|update|nothing|still waiting|get back|where [^.?!]{0,20} is at|(been|was|were) (approved|accepted|successful|declined))\b/i;

/**
 * News of an application the visitor has made ("I applied for one of your rentals last week, any news on it?"), which
 * only its property manager knows: neither a passage on how to apply nor a list of homes answers it.
 */
export function asksAfterOwnApplication(message: string): boolean {
  return applicationMade.test(message) && applicationNews.test(message);
}

/** A matter of the visitor's own asked to be looked into ("please check for me"), which only our team can do. */
export function asksUsToCheckTheirOwn(message: string): boolean {
  return checkForMe.test(message) && ownMatter.test(message);
}

/** Something of the visitor's own in hand with us: their bond, their offer, the repair they asked for. */
const ownCase = new RegExp(
  [
    String.raw`\b(my|our) ([\w'-]+ ){0,2}(bond|application|refund|offer|deposit|repair|request|settlement( date)?|contract|statement|invoice|feedback|campaign|open (home|house|inspection)|lease renewal|renewal|maintenance|inspection report|keys|payment|rent money|appraisal)s?\b`,
    String.raw`\bthe ([\w'-]+ ){0,2}(repair|request|offer|bond|application|fence|quote|job|work|issue|problem) (i|we) (asked|put in|made|sent|lodged|submitted|requested|reported|logged)\b`,
    String.raw`\bthe (new )?tenant('?s|s'?)? bond\b`,
    // ("Any feedback from the second open yet?": an open home of the seller's campaign.)
    String.raw`\bthe (first|second|third|last|latest|[a-z]+day'?s?) open( home| house| inspection)?s?\b`,
  ].join("|"),
  "i",
);

/** Asked after: news of it, or whether someone has acted on it. */
const newsOfIt =
  /\b(yet|any (news|update|word|feedback)|(news|update|word) on|heard (back|anything|nothing)|(haven'?t|hasn'?t|have not|has not|didn'?t|not) (heard|called|rung|got back|gotten back|replied|responded)|still waiting|been waiting|waiting (since|on|for)|(did|has|have) (the|my|our) (owner|landlord|agent|property manager|pm|vendor|seller|buyer)s? (ok|okay|okayed|approved?|agreed?|repl(y|ied)|respond(ed)?|get back|got back|signed?|accepted?|decided?))\b/i;

/** Asked to be chased up or confirmed for them. */
const seenToForThem =
  /\b(can|could|would|will) (you|u|ya|someone)( please| pls)? (chase|follow)( (it|this|that|them))? up\b|\b(can|could) (you|u|ya)( please| pls)? confirm (you|u|that you|if you|whether you)( guys)? (got|received|have)\b/i;

/**
 * Where something of theirs is up to: "has my maintenance been booked in?", "did my rent go through?", "when will the
 * repair to our oven be done?", "is someone coming to fix our aircon this week?".
 */
const whereTheirsIsUpTo = new RegExp(
  [
    String.raw`\b(has|have|was|were|is|are) (my|our) ([\w'-]+ ){0,2}(been|being) (booked( in)?|approved|lodged|processed|sent|paid|refunded|returned|fixed|done|sorted|signed|received|renewed|accepted|submitted)\b`,
    String.raw`\bdid (my|our) ([\w'-]+ ){0,2}(go through|come through|arrive|get there|clear)\b`,
    String.raw`\bwhen (will|is|are)\b[^.?!]{0,40}\b(my|our)\b[^.?!]{0,30}\b(be|get|gets|getting) (done|fixed|finished|sorted|repaired|replaced)\b`,
    String.raw`\b(is|are) (someone|anyone|somebody|the (plumber|tradie|electrician|handyman|tradesperson)) (still )?(coming|booked|going to come|scheduled)\b[^.?!]{0,40}\b(my|our)\b`,
  ].join("|"),
  "i",
);

/** "What's our settlement date again?": a date of their own, asked for. */
const theirDate = /\bwhat'?s (my|our) (settlement|auction|inspection|move[- ]in|handover|lease (start|end|expiry)) (date|day|time)\b/i;

/** Someone in the matter and what they did or are doing: "has the landlord agreed …?", "did you get my request?". */
const party = String.raw`(the |my |our |your )(landlord|owner|owners|tenant|tenants|vendor|vendors|seller|sellers|buyer|buyers|purchaser|purchasers|agent|property manager|pm|plumber|tradie|electrician|bank|lender|solicitor|conveyancer|other side)('?s)?`;
const whatSomeoneDid = new RegExp(
  String.raw`(^|[.?!,;]\s*|\b(and|so|but|also)\s+)((has|have|did|was|were)\s+(${party})\b|(is|are)\s+(${party})\s+still\b(?! (there|here|in|at|open|around|available|doing|running|hiring|taking|accepting|living|paying|putting|charging|asking|selling|buying|keen)\b))`,
  "i",
);
/** …or what we, or someone, did with something of theirs: "did you get my request?", "has anyone applied for my rental?". */
const whatWasDoneWithTheirs = new RegExp(
  [
    String.raw`\b(did|have|has) (you|u|ya|your (team|office|property manager))( guys)? (get|receive[ds]?|see|seen|lodge[ds]?|process(ed)?|sen[dt]|forward(ed)?|pass(ed)? on|book(ed)?|sort(ed)?|fix(ed)?|arrange[ds]?|hear[ds]?)\b`,
    String.raw`\b(has|did|have) (anyone|anybody|someone|somebody) (applied|put in|put (an? )?offers? (in|on)|made an offer|offered|enquired|inquired|registered|been through|looked at|been (out|round|over)|come (out|round|over)|fixed|called)\b`,
  ].join("|"),
  "i",
);
/** What the visitor sent us ("I sent through the signed lease yesterday, did you receive it?"). */
const sentByThem = /\b(i|we)('ve| have)? (sent|emailed|e-mailed|lodged|submitted|paid|put in|dropped off|signed)\b/i;
/** …in the visitor's own matter: theirs, or this week's. */
const theirs = /\b(my|our)\b(?! (street|road|area|suburb|neighbou?rhood|estate|town)\b)|\b(this|last) (week|month)'?s\b/i;
/**
 * …or a time of their own ("yet", "still", "today") when no place (a suburb, "out here") or home of ours is named, which
 * would be a listing's or the market's.
 */
const ofNow = /\b(yet|still|today|yesterday|tomorrow|this morning)\b/i;
const aListing =
  /\b(in|at|on|to|around|out) (here|there)\b|\b(the (first|second|third|last|other) one|that one|this one|(dropped|drop|cut|reduced?) the price|price drop|keen to sell|still (available|for sale|for rent|on the market))\b|\b(street|st|road|rd|avenue|ave|drive|dr|way|lane|circuit|crescent|place)\b|\b(houses?|homes?|townhouses?|units?|rentals|listings?|properties|\d ?bed\w*)\b/i;
/** "When is my next routine inspection?", "what time is our final inspection booked for?": a date of their own. */
const whenTheirs = new RegExp(
  [
    String.raw`\b(when|what time|what day|what date)('?s| is| are| will)\s+(my|our)\s+(next\s+|final\s+)?(routine\s+)?(inspection|repair|settlement|auction|open home|handover|appraisal( appointment)?|appointment|move[- ]in|lease signing|photo ?shoot)s?\b(?![^.?!]*\b(after|usually|normally|typically|best)\b)`,
    String.raw`\b(when|what time|what day|what date)\b[^.?!]{0,30}\b(my|our)\b[^.?!]{0,25}\b(inspection|repair|settlement|auction|open home|handover|appointment)s?\b[^.?!]{0,15}\b(booked|scheduled|set) (for|in|on)\b`,
  ].join("|"),
  "i",
);

/**
 * What the rules say, what can be done, how things work, or what happens if: asked of the site, whatever case of the
 * visitor's own it is told beside ("can the landlord keep my bond if …?", "the repair I reported isn't fixed yet, what
 * can I do?").
 */
const askedInGeneral = new RegExp(
  [
    String.raw`\b(law|laws|legal|legally|illegal|rules?|allowed|entitled|rights?|legit|wrong|unfair|too (much|many|often|early|late|soon))\b`,
    String.raw`\b(responsible|liable|required|obliged|supposed to|meant to|ha(ve|s|d) to|need(s)? to|got to|able to)\b`,
    String.raw`\b(how (do|does|did|long|often|many|much|soon)|what (can|should|do|happens|if)|explain\w*|process|usually|normally|typically|generally|recommend\w*)\b|(?<!\b(wondering|wonder|know|see|check|ask|asking|tell (me|us)|find out) )\bif\b`,
    String.raw`(^|[.?!,;]\s*|\b(and|but|so)\s+)(can|could|may|should|must|do|does) (i|we|they|he|she|you|u|the|my|our|a|an)\b`,
    String.raw`\b(normal|usual|typical|best way|where (do|can|should|would) (i|we)|which (site|website|page|govt|government))\b`,
    // (Not with us: "my old agency (not you guys)", "the bank loan".)
    String.raw`\bnot (you|u|with you)\b|\b(old|previous|other|last) (agency|agent|real estate|property manager)\b|\b(bank|home) loans?\b|\bpre-?approv\w*|\b(broker|mortgage)\b`,
    // (What the visitor has not done yet is their situation told, not news asked for: "I haven't lodged my bond yet, where …")
    String.raw`\b(i|we) (haven'?t|havent|have not|didn'?t|did not)( \w+)?( yet)? (lodged|paid|made|set|put|signed|sent|applied|done|booked|chosen|picked|decided)\b`,
    String.raw`\b(did|have|has) (you|u)( guys)? (see|seen|hear|heard) (the|about) (news|paper|rates?|market|interest)\b`,
  ].join("|"),
  "i",
);

/**
 * "How much of my bond am I getting back?", "are we getting our full bond back?": what their own bond's refund will be, which
 * only the property manager's final inspection says (not "… if we break the lease?", which the rules answer).
 */
const ownRefundAsked =
  /\b(how much of (my|our) bond\b[^.?!]{0,30}\b(back|returned|refunded)|(am|are) (i|we) (getting|gonna get|going to get) ((all|the whole|the full|all) of |the full |all |full )?(my|our) (full )?bond back)\b(?![^.?!]*\b(if|when|unless|after)\b)/i;
/** …unless a claim on it is told, which the bond's rule answers ("… the landlord says I owe $300 for cleaning"). */
const claimTold = /\b(owe|owes|owing|claim\w*|deduct\w*|keep|keeping|kept|says|said|wants?|dispute\w*|charg\w*|damage\w*)\b/i;

/**
 * News of a matter of the visitor's own ("did the owner ok the fence repair I asked about?", "any news on our offer?",
 * "has the landlord agreed to renew our lease?", "when is my next routine inspection?", "what's our settlement date
 * again?"), which only the agent or property manager handling it knows: the rule on the subject is no answer to where
 * theirs is up to.
 */
export function asksAfterOwnMatter(message: string): boolean {
  // ("… still nothing, can you chase it up?", "can you confirm you got it?": the visitor's own, asked to be seen to —
  // unless it names an NSW rule's subject, which says what they can do: "landlord still hasn't fixed our hot water …".)
  if (seenToForThem.test(message)) return rulesNamedIn(message).length === 0;
  if (ownRefundAsked.test(message) && !claimTold.test(message)) return true;
  if (askedInGeneral.test(message)) return false;
  if (whereTheirsIsUpTo.test(message)) return true;
  if ((ownCase.test(message) && newsOfIt.test(message)) || theirDate.test(message) || whenTheirs.test(message)) return true;
  if (whatWasDoneWithTheirs.test(message)) return theirs.test(message) || sentByThem.test(message);
  const ofAListing = aListing.test(message) || detectSuburbs(message).length > 0;
  return whatSomeoneDid.test(message) && (theirs.test(message) || (ofNow.test(message) && !ofAListing));
}
