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

/** Asked after: news of it, whether someone has acted on it, what it is again. */
const newsOfIt =
  /\b(yet|any (news|update|word|feedback)|(news|update|word) on|heard (back|anything|nothing)|(haven'?t|hasn'?t|have not|has not|didn'?t|not) (heard|called|rung|got back|gotten back|replied|responded)|still waiting|been waiting|waiting (since|on|for)|(did|has|have) (the|my|our) (owner|landlord|agent|property manager|pm|vendor|seller|buyer)s? (ok|okay|okayed|approved?|agreed?|repl(y|ied)|respond(ed)?|get back|got back|signed?|accepted?|decided?))\b|\bagain\s*\?/i;

/**
 * News of a matter of the visitor's own ("did the owner ok the fence repair I asked about?", "any news on our offer?",
 * "what's our settlement date again?"), which only the agent or property manager handling it knows: the rule on the
 * subject is no answer to where theirs is up to.
 */
export function asksAfterOwnMatter(message: string): boolean {
  if (ownCase.test(message) && newsOfIt.test(message)) return true;
  // ("Has the landlord agreed to renew our lease?", "did the tenant pay this week's rent?", "is the plumber still coming
  // today?", "when is my next routine inspection?": what someone did, or when something is, in their own matter — not
  // what the rules let them do.)
  if (aboutTheRules.test(message)) return false;
  return (whatSomeoneDid.test(message) && ofTheirOwn.test(message)) || whenTheirs.test(message);
}

/** Someone in the matter, and what they did or are doing: "has the landlord agreed …?", "did the tenant pay …?". */
const party = String.raw`(the |my |our |your )?(landlord|owner|owners|tenant|tenants|vendor|vendors|seller|sellers|buyer|buyers|purchaser|purchasers|agent|property manager|pm|plumber|tradie|electrician|bank|lender|solicitor|conveyancer|other side)('?s)?|you|u|ya|anyone|anybody|someone|somebody|they|he|she`;
const whatSomeoneDid = new RegExp(
  String.raw`(^|[.?!,;]\s*|\b(and|so|but|also)\s+)((has|have|did|was|were)\s+(${party})\b|(is|are)\s+(${party})\s+still\b)(?![^.?!]*\b(allowed|able|legally|required|obliged|supposed|entitled|responsible|liable|meant to|have to|need to|got to|if)\b)(?![^.?!]*\b(sold|sell|selling|listed|listings?|for (sale|rent|lease)|rentals|homes|houses|properties)\b)`,
  "i",
);
/** …in the visitor's own matter: theirs, or a time that is theirs ("yet", "still", "this week's rent"). */
const ofTheirOwn = /\b(my|our|yet|still|this week'?s?|today|yesterday|tomorrow|last (week|night|month)|this morning)\b/i;
/** "When is my next routine inspection?", "what time is our final inspection booked for?": a date of their own. */
const whenTheirs =
  /\b(when|what time|what day|what date)\b(?![^.?!]*\b(usually|normally|typically|generally|how long|should|must|have to|need to|can|allowed)\b)[^.?!]{0,25}\b(my|our)\b[^.?!]{0,25}\b(inspection|repair|settlement( date)?|auction|open home|handover|appointment|move[- ]in( date)?|lease signing|photo ?shoot|photos)s?\b/i;
/** A question of what the rules say, which a case of the visitor's own beside it does not stop the site answering. */
const aboutTheRules = /\b(law|laws|legal|legally|illegal|rules?|allowed|entitled|rights?|legit|too (much|many|often|early|late|soon))\b/i;
