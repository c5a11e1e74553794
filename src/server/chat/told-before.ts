/**
 * What the visitor's own story says their question means, read on the whole message (and the turn before it) before it
 * is cut into parts: "I signed an agency agreement yesterday. Can I back out?" is cancelling the agreement; "the rent is
 * going up … is there a cap on how much?" is the cap on a rent increase. Each reading rewrites only the question's words.
 */

/** "My tenants are moving out next month. How long to find new ones?": the tenants named before, asked for again. */
const tenantsAsOnes = /(?<=\btenants\b.{0,200})\b((new|replacement|other|good) ones|replacements)\b/gi;
const asTenants = (ones: string) => `${ones.toLowerCase() === "replacements" ? "replacement" : ones.split(" ")[0]} tenants`;

/**
 * "… haven't sold ours in Gregory Hills yet. Can we buy first?": buying before selling, told by the story of the sale not
 * yet made, in the sentence before ("can we buy first?" alone says nothing of selling).
 */
const buysBeforeSelling =
  /(?<=\b(haven'?t|have not|hasn'?t|not yet|yet to|still (need|have) to|before we'?ve)\b[^.?!]{0,30}\b(sold|sell)\b.{0,120})\b(buy|purchase)( (the|that|this|a) (new |other )?(one|place|house|home))? (first|before)\b(?! (home|house|place|time))/gi;

/** "Can we buy first and then sell?", "what if we buy first and ours doesn't sell?": buying before selling, said whole. */
const buysFirstThenSells =
  /\b(buy|purchase) first,?( and( then)?| then| before)? (sell(ing)?( ours| our (house|home|place))?|(ours|our (house|home|place)|it) (doesn'?t|does not|won'?t|will not|can'?t) sell)\b/gi;

/**
 * "I signed an agency agreement this morning … cold feet. Can I back out?": cancelling the agreement, not a buyer's
 * cooling-off.
 */
const backsOutOfAnAgreement =
  /(?<=\b(agency|selling|sales|listing) agreement\b.{0,160})\b((back|pull|get|opt)(ing)? out( of (it|this|that|the agreement))?|cool(ing)?[- ]?off( period)?|change (my|our) minds?|(got |have |'ve got )?cold feet|undo (it|this|that)|cancel (it|this|that))\b/gi;

/** A buyer's own purchase named: their cooling-off is still theirs beside an agreement someone signed to sell. */
const buyersOwn = /\b(buy(ing|s)?|bought|purchas\w*|exchanged?)\b/i;

/** "Our 12-month lease started in February … what would I owe for breaking it?": the lease named before. */
const leaseAsIt = /(?<=\b(lease|tenancy)\b.{0,200})\b(break|breaking|broke) it\b/gi;

/** "Can we still apply with you, and what do you need from us?": what we check on an application. */
const needsForApplying =
  /(?<=\b(apply|applying|application)\b[^?]{0,80}?)\bwhat (do|will|would) (you|u|ya)( guys)? need (from|off) (us|me)\b/gi;

/**
 * "Can I put my tenant's rent up …? And is there a cap on how much?": the cap on a rent increase, asked after it.
 */
const capOfARise =
  /(?<=\b(rent (up|increases?|rises?)|(put|putting|puts) (the |my |our |their |a |his |her )?(tenants?'?s? )?rent up|rais\w* (the |my |our )?rent)\b[\s\S]{0,150}?)\b(a )?(cap|limit|ceiling|maximum|max) (on|to) (how much|it|the amount)\b/gi;

/**
 * "What's the deposit on the contract? → so for one at $720,000 how much do I need ready on the day": the amount of the
 * rule asked just before, for the figure named now.
 */
const amountOfTheDeposit =
  /(?<=\bdeposit\b[^⁂]{0,200}⁂[^?]{0,80}?)\bhow much (do|will|would|should) (i|we) (need|have to (pay|put down|have)|pay)( ready| up front| upfront)?( on the day| on exchange| at exchange)?\b/gi;

/**
 * "Our purchase settles next Thursday → … and when can we pick up the keys?": the keys handed over on settlement day (a
 * tenant's keys, with no purchase told, are not).
 */
const keysOfAPurchase =
  /(?<=\b(settle\w*|settlement|purchase|bought|buying|exchang\w*|it('?s| is) ours)\b[\s\S]{0,200}?)\bwhen (can|do|will|would) (we|i) (pick up|collect|get) the keys\b/gi;

/** "New landlord. What do you guys do for me exactly?": what we do for landlords (not for whoever asks). */
const doneForALandlord =
  /(?<=\b(landlords?|(my|our|bought an?|own an?|have an?|got an?) (new |first )?investment( property| place| house| unit| townhouse)?|rent (it|my \w+|our \w+) out)\b[\s\S]{0,150}?)\bwhat (do|would|will|can|could) (you|u|ya)( guys)? (do|offer) for (me|us)\b/gi;

/**
 * "Going to my first auction … Do I have to pay anything on the day if I win?", "… exchange → and what do we pay then?":
 * the deposit, due at the fall of the hammer or on exchange.
 */
const paysAtAuction =
  /(?<=\b(?:auction\w*|bid\w*|hammer)\b[\s\S]{0,200}?)\b(do|will|would|must) (i|we) (have to |need to )?pay (anything|something|any ?money|a cent)( on the day| then| straight away| there and then)?\b/gi;
const sellersOrRegistering = /\b(sell\w*|sold|vendors?|sellers?|regist\w*)\b/i;
const paysAtExchange =
  /(?<=\bexchang\w*\b[\s\S]{0,160}?)\bwhat (do|will|would|must) (i|we) (have to |need to )?pay (then|at that (point|stage)|on the day|at exchange)\b/gi;

/** What a message's own story says its question means, read on the whole message before it is cut into parts. */
const toldBefore = (message: string) =>
  message
    .replace(keysOfAPurchase, "when do you hand over the keys")
    .replace(capOfARise, "a cap on a rent increase")
    .replace(amountOfTheDeposit, "how much is the deposit")
    .replace(needsForApplying, "what do you check on applications")
    .replace(doneForALandlord, "what do you do for landlords")
    // (A buyer's: not a seller's, nor registering to bid.)
    .replace(paysAtAuction, (said, _do, who: string) =>
      sellersOrRegistering.test(message) ? said : `when do ${who} pay the deposit at auction`,
    )
    .replace(paysAtExchange, (said, _do, who: string) =>
      sellersOrRegistering.test(message) ? said : `what deposit do ${who} pay at exchange`,
    )
    .replace(tenantsAsOnes, asTenants)
    .replace(leaseAsIt, "$2 the lease")
    .replace(buysBeforeSelling, "buy before selling")
    .replace(buysFirstThenSells, "buy before selling")
    // (A buyer's own cooling-off is still theirs, beside an agreement someone signed to sell: "… and we're buying a new one
    // — how long is the cooling off on our purchase?")
    .replace(backsOutOfAnAgreement, (said) => (buyersOwn.test(message) ? said : "cancel the agency agreement"));

/**
 * What the story told in the visitor's message before says this one means: "I signed an agency agreement with you
 * yesterday → can I still back out?" is cancelling the agreement, as if said in one message. Only this message is
 * rewritten; the earlier one is read, not answered again.
 */
export function toldAcrossTurns(message: string, earlier: readonly string[]): string {
  const before = earlier.at(-1);
  const own = toldBefore(message);
  if (!before || own !== message) return own;
  // (Joined by a mark no visitor types, which the story patterns' "." still crosses, as a line break would not.)
  const turn = " ⁂ ";
  const [, read = message] = toldBefore(`${before}${turn}${message}`).split(turn);
  return read;
}
