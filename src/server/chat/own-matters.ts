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
