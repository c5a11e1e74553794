import "server-only";
import { spokenList } from "@/lib/text/spoken-list";
import { agencyPhone } from "./agency-details";
import { languageNames } from "./language-answers";

/**
 * Fair dealing: the assistant never judges or steers by a protected attribute — neither suburbs ("too many X
 * there?") nor people ("no families with kids or Centrelink tenants"). The grounds are those of the NSW
 * Anti-Discrimination Act 1977 (race, sex, age, disability, marital or domestic status, carer's responsibilities,
 * homosexuality, transgender status, religious belief) plus source of income (Centrelink, pensions, the NDIS).
 * A refusal is polite, says why in one sentence, and still helps with the lawful part of the question.
 */

export type RefusalGround =
  "race" | "sex" | "age" | "disability" | "marital" | "carer" | "sexuality" | "transgender" | "religion" | "income";

export const refusalGrounds: readonly RefusalGround[] = [
  "race",
  "sex",
  "age",
  "disability",
  "marital",
  "carer",
  "sexuality",
  "transgender",
  "religion",
  "income",
];

/** How a refusal names each ground. */
export const groundNames: Record<RefusalGround, string> = {
  race: "race, colour, nationality or ethnic background",
  sex: "sex or pregnancy",
  age: "age",
  disability: "disability",
  marital: "marital or relationship status",
  carer: "having children or caring for someone",
  sexuality: "sexuality",
  transgender: "transgender status or gender identity",
  religion: "religion",
  income: "where their income comes from (such as Centrelink, a pension or the NDIS)",
};

/** "Turned into a little India": a suburb judged by who lives there, named as an enclave. */
const littleEnclave = String.raw`(turn\w*|becom\w*|became|getting|got) (into )?(a )?little (india|china|asia|saigon|lebanon|beirut|africa|kabul|baghdad|manila|karachi)`;

/** "Still feels Aussie": a place judged by who lives there (not an Australian-made fitting, a federation style or the bush). */
const feelsAussie = String.raw`(feels?|seems?) (more |still |properly |proper |really )*(aussie|australian|anglo)(?![- ]?(made|owned|built|grown|designed|native|bush|garden|plants?|style|country|heritage|federation|colonial|rural|coastal|outback)\b)(?![^.?!]{0,40}\b(backyards?|gum trees?|bush|country|rural|heritage|vibe|trees)\b)`;

/** "Keep the street Aussie": a street kept to one race, which names the people and shuts the rest out at once. */
const keepsTheStreetTo = String.raw`keep the (street|area|suburb|neighbou?rhood) (aussie|australian|white|anglo)\b(?![- ]?(made|owned|built|grown|designed))`;

const words = (...alternatives: string[]) => new RegExp(String.raw`\b(${alternatives.join("|")})\b`, "i");

/** People described by each ground: what an exclusion or a judgement would be about. */
const groundPatterns: Record<RefusalGround, RegExp> = {
  race: words(
    // The ninth set's ways (our own words for them): "fresh-off-the-plane", "the curry smell", "a culture fit", "keep it
    // to locals".
    String.raw`(fresh|just|straight)[- ]off[- ]the[- ](plane|boat)|(curry|spices?|spicy|cooking|food) (smells?|stinks?|odou?rs?)|(a |the )?(cultur(e|al)) fit|keep (it|the (house|home|place|unit)) (to|for) (the )?locals`,
    String.raw`(the )?(whitest|blackest|brownest)|(aussie|australian|anglo|white) (families|tenants|applicants|buyers|people|couples|ones)(?= only\b)|(?<=\bonly )(aussie|australian|anglo|white) (families|tenants|applicants|buyers|people|couples|ones)|(?<=\bonly (wants?|accepts?|takes?|considers?|shows?|sells?|rents?|leases?|lets?|offers?)( (it|(my|our|the|this) [\w-]+))?( (offers?|bids?|applications?|enquir(y|ies)))? (from|to|for) )(aussie|australian|anglo|white|local-born) (famil(y|ies)|tenants?|applicants?|buyers?|people|couples?|ones)|culturally enriched|(cultural )?enrichment|(pool|street|estate|block|complex|suburb) (aussie|australian|white|anglo)\b|(that|this|those|these) (type|kind|sort)s? of (names?|surnames?|accents?)|subcontinent|(european|african|asian|arab|indian|chinese|foreign|ethnic|overseas)[- ]?(sounding )?(names?|surnames?|ones|types|lot|mob|crowd)|from (nigeria|ghana|kenya|ethiopia|eritrea|zimbabwe|south sudan|congo|syria|jordan|egypt|turkey|iran|iraq|nepal|myanmar|burma|cambodia|laos|malaysia|brazil|colombia)|(a )?certain part of the world|(?<=['"‘’“”])local(?=['"‘’“”])|(newer|recent|new) (migrant|immigrant|refugee|ethnic) (groups?|communit\w*|famil(y|ies))|migrant groups?`,
    String.raw`races?|racial\w*|racis\w*|ethnic\w*|nationalit\w*|skin colou?r|colou?red|caste|cultural backgrounds?|multicultural|accents?|(don'?t|do not|doesn'?t|does not|can'?t|cannot|barely|hardly) speak english|non-english speak\w*`,
    String.raw`indians?|chinese|asians?|africans?|arabs?|arabic|lebanese|middle eastern\w*|aborigin\w*|indigenous|pacific islanders?|islanders|islander (famil(y|ies)|buyers?|tenants?|people|kids|lads|blokes|crowd|mob)|true[- ]blue (aussies?|australians?)|dinky[- ]di|europeans?|anglos?|caucasians?|vietnamese|filipinos?|pakistanis?|sudanese|afghans?|somalis?|iraqis?|iranians?|syrians?|nepalese|bangladeshis?|sri lankans?|fijians?|samoans?|tongans?|koreans?|greeks?|italians?`,
    String.raw`immigrants?|migrants?|refugees?|newcomers|new arrivals|new[- ]arrivals? (lot|mob|crowd|types?|famil(y|ies)|people|tenants?|buyers?|applicants?)|new arrivals? from|(their|our|my) own (kind|sort)(?! of\b)|(from|of) (my|our|his|her|their|the same) (own )?(background|culture|community|country|people)\b|fresh off the boat|boat people|foreigners?|foreign (people|buyers|tenants|nationals)|overseas (buyers|people|students|tenants|applicants|families|types)|(international|intl|int'?l|foreign) students|(aussie|australian|anglo|white|local-born) (family|families|fam|couples?|tenants|buyers|people) only|(pop|put|move|bump|push|place|shift|drop|send|go with|go for|go to|go ahead with|approve|accept|pick|choose|prefer|(?<=\bonly )want|(?<=\bonly want to )(rent|sell|lease|let)( it| the (house|home|place|property|unit))? to)\w* (the |those |these |an? )?(aussie|australian|anglo|white|local-born) (family|families|fam|couples?|tenants?|buyers?|applicants?|people|ones?|guys?|blokes?|lady|ladies|man|men|woman|women)|(nice|real|true|proper) (aussie|australian) (family|families|fam|couples?|tenants|buyers|people)|wogs?|whites|blacks|(white|black|brown) (people|families|folks?|residents|neighbou?rs|tenants|buyers|applicants|areas?|suburbs?|guys?|couples?)|aussies? only|only aussies?|australians? only|only australians?|${keepsTheStreetTo}`,
    String.raw`(from|born|grew up) overseas|born in (australia|oz|this country)|(australian|aussie|local|foreign)[- ]born|(from|born in) (mainland |northern |southern |north |south |east |west |central )?(lebanon|india|china|africa|asia|the middle east|vietnam|iraq|iran|afghanistan|pakistan|sudan|somalia|korea|japan|the philippines|indonesia|fiji|samoa|tonga|nepal|sri lanka|bangladesh)|(australian |aussie )?citizens|overseas[- ]born|overseas backgrounds?|(foreign|migrant|ethnic|non-english|different cultural) backgrounds?|non-locals?|locals only|only locals|(speak|speaks|speaking) english( as (a|their) first language)?|english as (a|their) first language|first language|born here|(foreign|ethnic|overseas|asian|indian|chinese|african|arabic|arab|muslim|islamic|lebanese|vietnamese|middle eastern|exotic|weird|funny|strange|english|anglo|aussie|australian|western)([- ]sounding)? (names?|surnames?)|(student|temporary|temp|bridging|working holiday|tourist) visas?|visa holders?|on (a )?visas?`,
    // A suburb judged by who lives there, in other words: "where everyone is white", "turned into a little India",
    // "somewhere that still feels Aussie".
    String.raw`(the most|most|more|less|least|too|mostly|predominantly|overwhelmingly) (white|black|brown|anglo|caucasian|australian|aussie)(?=\s*([?.!,;]|$|\b(now|these days|nowadays|any ?more|people|folks?|famil(y|ies)|residents|neighbou?rs|areas?|suburbs?|streets?|estates?|crowd|population|there|here)\b))|(everyone|everybody|people|residents|neighbou?rs)( is| are|'s| being)? (all |mostly |mainly )?(white|black|brown|anglo|caucasian)\b(?![- ]?(collar|goods|noise|render|paint\w*|walls?|tiles?|trim))|${littleEnclave}|(somewhere|suburbs?|areas?|streets?|places?|estates?|neighbou?rhoods?) (that |which |where it )?(still |really |more |actually )*${feelsAussie}`,
    // Said without naming anyone: "names that are hard to pronounce", "a certain background", "fit in with the street",
    // "turn up with an interpreter", "cook with strong spices", "overseas investor groups".
    String.raw`(names?|surnames?) (that are |which are |that'?s )?(hard|difficult|impossible) to (pronounce|say|spell)|(names?|surnames?) (are|is) (a )?mouthfuls?|(ones?|names?|people|applicants?|buyers?|tenants?) (that |who )?sounds? (local|aussie|australian|foreign|ethnic|english)|hard to pronounce|(a )?certain (backgrounds?|cultures?|nationalit\w*|communit\w*|types? of (people|family|families))|fit in (with )?(the street|the neighbou?rhood|the area|around here|the estate|the locals)|(with|need|needs|needed|needing|bring|brings|brought) an interpreter|cook\w* with (strong |smelly |lots of )?spices|(strong|smelly) (spices|cooking|food smells)|(overseas|foreign|offshore) investors?( groups?)?|(mostly|all|only|just) (aussie|australian|anglo|white) (famil(y|ies)|people|couples?|households?)|(just |fresh |straight )?off the (plane|boat)|(good|proper|fluent|decent|perfect|native) english`,
  ),
  religion: words(
    String.raw`(pork|bacon|ham|beer|booze)[- ]friendly`,
    String.raw`(booking|book|books|staying|visiting|coming|celebrating) (for|over|during|at) (eid|diwali|ramadan|hanukkah|passover|lunar new year)|(nothing|no (\w+ )?(houses?|homes?|properties|places)|not) (within|near|close to)( (a|an|\d+) ?(km|kms|kilometres?|metres?|minutes?|blocks?|streets?)( of)?)? (the |a |an )?(\w+ )?(mosques?|temples?|churches|church( hall)?|synagogues?|gurdwaras?)|(halal|kosher) (kitchens?|cooking|famil(y|ies)|tenants?|applicants?|people|types|lot)|(who|that) (keeps?|cooks?) (a )?(halal|kosher)|churchgoing|church-going|bible[- ]bash\w*|beards? and robes?|(mentions?|mentioning|mentioned|talks? about|talking about) (ramadan|eid|the sabbath|sabbath|shabbat)|orthodox (jew\w*|famil(y|ies))|(our|my|the same) parish|from (our|my) (church|parish)|church famil(y|ies)|(good|christian|church) values|fit in with the (\w+ )?(church|mosque|temple)|(mentions|mentioned|mentioning) (the |a |their )?(church|mosque|temple|synagogue|gurdwara|faith|religion)`,
    String.raw`(without|no|fewer|less|fewest|not many|away from)( (a|an|lots of|many|so many|too many|any|the|more|new|those))? (mosques?|temples?|synagogues?|gurdwaras?|churches)|(mosques?|temples?|synagogues?|gurdwaras?) (going up|being built|popping up|everywhere)|(too many|so many) (mosques?|temples?|synagogues?|gurdwaras?|churches)|religio\w*|faiths?|jehovah'?s witness(es)?|mormons?|scientologists?|churchgoers?|(church|religious|christian|muslim|islamic|jewish|hindu|sikh|buddhist|catholic) backgrounds?|(our|my|the same|their) (church|mosque|temple|synagogue|congregation|parish|faith)|(from|at|of|in|attend\w*|go\w* to|outside) (his|her) (own )?(church|mosque|temple|synagogue|gurdwara|congregation|parish|faith)|(his|her) (church|mosque|temple|synagogue|congregation|parish) (approves?|likes?|members?|people|crowd|folk|lot)|congregations?|parishioners?|believers|non-believers|muslims?|islam\w*|christians?|catholics?|jews?|jewish|hindus?|sikhs?|buddhists?|atheists?|hijabs?|headscarf|headscarves|turbans?|burqas?|niqabs?|yarmulkes?|pray\w*|prayers?|worship\w*|(church|mosque|temple|synagogue)[- ]?goers?|(go|goes|going|attend\w*|list\w*|belong\w* to) (to )?(the |a |their |any )?(local )?(church|mosque|temple|synagogue|gurdwara)|(church|mosque|temple|synagogue) (people|folk|members|types|crowd|lot|mob|couples?|famil(y|ies))|good (christian|church|catholic|muslim|jewish|hindu|sikh) (people|folk|famil(y|ies)|couples?|buyers|tenants)|head ?coverings?|(cover|covers|covering) (their|her|his) (heads?|hair|faces?)`,
  ),
  sex: words(
    String.raw`(with|has|having|got|showing|sporting) a (baby )?bump`,
    String.raw`(male|man'?s|husband'?s|father'?s|dad'?s) (guarantor|co-?signer|co-?signatory)s?|due in (january|february|march|april|may|june|july|august|september|october|november|december|a (few|couple of) (weeks|months))|(her|a|the) ((\d+|twelve|twenty)[- ]week |dating |baby )?(scan|ultrasound)|planning (a|to have a|on a) (baby|family)|(working )?gentlem[ae]n only|working gentlem[ae]n|single (guys|girls|blokes|women|men|ladies)|girls or nobody`,
    String.raw`wom[ae]n|females?|femails?|males?|m[ae]n|girls?|guys|blokes|ladies|lady|gentlemen|pregnan\w*|expecting a baby|baby bumps?|expecting|(a |the )?baby on the way|maternity leave|trying for (a )?(baby|bub|family|kids)|(?<=['\"‘’“”])trying(?=['\"‘’“”])|(his|her|their) (sex|gender)|only (men|women|males|females|husbands)|husbands?(?= only\b)|(wom[ae]n|females?|m[ae]n|males?)[- ]only`,
  ),
  age: words(
    String.raw`(?<=\b(person|persons|people|someone|somebody|anyone|anybody|tenants?|applicants?|buyers?|renters?|couples?|they|he|she|them|ones)\s+)(older|younger) than \d{2}( ?(years?|yrs?))?|check (the |their |his |her )?(birthday|birth ?date|age) on (the |their |his |her )?(licen[cs]e|id)`,
    String.raw`greyest|greyer (suburbs?|areas?|estates?|stages?|streets?)|old (fellas|blokes|ducks|codgers|dears)|the oldies(?= (can|should|must|will|could|need to|have to|ought to|go|get) (pay|go|wait|cough up|put up|sit))|date of birth|dob|birth ?year|year of birth|(older|younger|grey|silver) (crowd|lot|mob|types)|\d0[- ]?somethings?|(twenty|thirty|forty|fifty|sixty|seventy)[- ]somethings?|\d0 plus( ones)?|(look|looks|looking|seem|seems) like (they|he|she)('ll| will|'re| are| is|'s) (be )?(heading|headed|going|off) (to|into) (a )?(nursing home|aged care|retirement village)`,
    String.raw`(?<!\b(the|my|our|me|his|her|their)\s+)oldies|old[- ]timers|boomers|old (people|folks?|person|couples?|tenants|buyers|ladies|men)|older (people|folks?|person|persons|couples?|tenants|buyers|applicants|renters|wom[ae]n|m[ae]n|lad(y|ies))|elderly|retirees?|retired (people|couples?|tenants)|seniors?|young (people|persons?|tenants|couples?|renters|applicants|buyers|professionals?)|younger (people|tenants?|applicants?|buyers?|couples?|famil(y|ies)|ones?|renters?)|teenagers?|(over|under)[- ]((about|around|roughly|say|maybe) )?\d{2}s?|(in their|early|late|mid)[- ](twenties|thirties|forties|fifties|sixties|seventies)|(winding down|close|closer|nearing|near|heading) (for |to |towards )?retire\w*|\d{2}[- ]?(year|yr)[- ]?olds?|\d{2}\+|\d{2} plus|(in their|early|late|mid)[- ]\d0s|(tenants|applicants|buyers|renters|people|ones) (who are |that are |are |be )(older|younger)|too old|too young|(someone|somebody|anyone|people|tenants?|buyers?|applicants?) (younger|older)\b|(?<=\b(tenants?|applicants?|buyers?|renters?|they|people)( are| is| be|'re| seems?| looks?)( very| quite| really| a bit| too| pretty| rather| awfully)?)\s*(young|old|older|younger|elderly)\b(?=\s*([?.!,;]|$))|(?<=\b(tenants?|applicants?|buyers?|renters?)( are| is|'s|'re) )\d{2}\b(?=\s*([?.!,;]|$|and\b|or\b|years?\b))|(retirement|pension|pensionable) age|age(?![- ]pension)|ages|aged|boomers?|millennials?|schoolies|grey nomads|gen z|mature|(younger|older) ones`,
  ),
  disability: words(
    String.raw`clean bill of health|(health|medical) (clearance|checks?|screening)|letters? from (their|his|her|a|the) (gp|doctor)|(their|his|her) medical (history|records?)`,
    String.raw`mobility (stuff|issues?|problems?|aids?|needs?|scooters?|things?)|(any|no) mobility\b|(able to|can|could|cannot|can'?t|couldn'?t) (do|manage|handle|climb|use|get up) (the |all the |a flight of )?(stairs|steps)\b(?=[^.?!]{0,60}\b(must|only|not negotiable|non-negotiable|drop|skip|refuse|reject|no one|nobody)\b)|(who'?ll|who will|who might|who would|likely to|going to) be (asking|wanting|needing|requesting) (for )?(grab ?rails?|ramps?|modifications|rails)|handicap\w*|(sick|ill) (person|people|tenants?|applicants?|one)|support (dogs?|animals?)|supported[- ]living (houses?|homes?|residents?|places?|units?)|group homes?|support[- ]workers?( visits?)?|daily assistance|disability (parking )?permits?|(fit|healthy) (person|people|tenants?|famil(y|ies)|applicants?)|someone (fit|healthy)\b(?! to (help|carry|move|lift))|high needs`,
    String.raw`disab\w*|wheelchairs?|able[- ]bodied|(on|with|gets?|getting|receiv\w*) (the )?ndis|(have|has|having|got) (a )?support workers?|in a wheelchair|mental (illness|health( (issues|problems|conditions))?)|mentally ill|blind|deaf|autis\w*|on the spectrum|anxiety|depression|ptsd|bipolar|schizophreni\w*|assistance (dogs?|animals?)|guide dogs?|hiv|aids|handicapped|special needs|impair\w*|(needs?|needing|uses?|using|with) (a |the |an )?(ramps?|grab ?rails?|walking frames?|walkers?|mobility (aids?|scooters?)|crutches|hearing aids?|support workers?)|\b(he|she|they|applicants?|the applicant|(my|our) (wife|husband|partner|son|daughter|mum|mom|dad|mother|father|child|kid|brother|sister|nan|grandmother|grandfather|parents?))('d| would| will|'ll)? (need|needs|needed|require|requires) (\w+ ){0,2}?(grab ?rails?|a ramp|ramps|handrails|rails and a ramp|wheelchair access)|(will need|'ll need|would need|'d need|needs|need) (\w+ ){0,2}?(grab ?rails?|handrails|a ramp|ramps|wheelchair access)|(need|needs|needing|require|requires|requiring|want|wants) (the (place|house|home|property|unit) |it )?(to be )?modified`,
  ),
  marital: words(
    String.raw`(how long|long enough) (\w+ ){0,3}(been|are|were) together|been together (a while|long|for (a while|years)|\d+)|new couples?|couples?'? discount`,
    String.raw`(going through|in the middle of|after) (a |their |his |her )?(separation|divorce|break-?up|split)|stable relationships?|(says?|said|say) (they'?re|she'?s|he'?s|they are|she is|he is) single|(just |only )?friends (sharing|living together)\b.{0,20}\bnot a couple|(?<=['"‘’“”])settled (couples?|famil(y|ies)|people|households?)|everyone'?s settled|split (up )?(from|with) (her|his|their) (husband|wife|partner|ex)|got together (last|this) (year|month)|(two|dual|double)[- ]income (couples?|households?|famil(y|ies))|proof of (relationship|marriage)`,
    String.raw`single (people|persons?|parents?|mums?|mothers?|dads?|fathers?|women|men|tenants|applicants)|unmarried|married|divorc\w*|de ?facto|separated|widow\w*|not married|living in sin|single mum|singles|(boyfriends?|girlfriends?)( (and|&|or|n))?( (boyfriends?|girlfriends?))?|living together|tied the knot|without (being )?married|without (a )?marriage|marriage certificates?|husband and wife|married couples?|wedding rings?|relationship status|marital status|(ticked|ticks|selected|put|wrote|chose) ['\"‘’“”]?single`,
  ),
  carer: words(
    String.raw`(running|run) a (daycare|day care|creche|child ?care|kindy|kindergarten)(?! (business|centre|center|service))`,
    String.raw`(two|three|four|2|3|4) (kids |children |little ones )?under (five|four|three|two|5|4|3|2|school age)|(?<=\b(another|those|these|that|the) )famil(y|ies) of (five|six|seven|eight|nine|ten|[5-9]|1\d)|nappy valley|care arrangements?|(shared|joint|split|50[-/ ]?50|part[- ]time|week[- ]about) (custody|parenting)|(who|that|whom) (she|he|they) (looks? after|cares? for)|(the|those|these|working|young|new|stay[- ]at[- ]home) (mums|mothers|dads|fathers)|bubs?|ankle[- ]biters|rug ?rats|(number|no\.?) of (kids|children|dependants)|how many (kids|children)`,
    String.raw`kids?|child|children|babies|baby|toddlers?|infants?|newborns?|famil(y|ies) with (kids|children|young children|a baby|babies|little ones)|young famil(y|ies)|(?<!\b(aussie|australian|anglo|white|local|migrant|overseas|asian|indian|chinese|lebanese|muslim|christian|jewish) )families|little ones|prams?|strollers?|carers?|caring for|care for (a |an |their )?(parent|relative|mum|dad|child)|cares? (\w+ ){0,2}for (her|his|their|a|an) (\w+ )?(mum|mom|mother|dad|father|parents?|child|son|daughter|husband|wife|partner|relative|brother|sister|nan|grandmother|grandfather)|(?<!\b(i'?m|i am|we'?re|we are|i|we|i have been|i'?ve been)\s+)(looks?|looking|looked) after (her|his|their|a|an) (\w+ )?(mum|mom|mother|dad|father|parents?|brother|sister|son|daughter|relative|nan|grandmother|grandfather)|dependants?|pregnant families|(start|starting|started) a family|(have|having) (a )?(baby|babies|kids|children) (soon|any time soon)`,
  ),
  sexuality: words(
    String.raw`(partner|girlfriend|boyfriend|wife|husband|other half)['"‘’“”]?\b[^.?!]{0,40}\b(it'?s|is|was|turns out to be) (another|a) (girl|woman|guy|man|bloke|lady|fella)\b`,
    String.raw`that lifestyle|keep (it|things) conventional|conventional (couples?|famil(y|ies)|households?)|(two|2|couple of) (blokes|men|guys|gents|women|ladies|girls)\b[^.?!]{0,60}\bholding hands|oxford st(reet)? (set|crowd|types?|lot|mob|scene)|both ([\w'-]+ ){0,2}(are|is) (wom[ae]n|m[ae]n|female|male|girls|guys)\b[^.?!]{0,60}\bpartners?\b|(a bit|too|getting|very|so|bit) mardi gras|(batting|bats|bat|plays?|playing) for the other (team|side)|friends? of dorothy|rainbow (stickers?|flags?|lanyards?|bumper stickers?)|(blokes?|men|guys) (shacking|shackin'?|living) up with (blokes?|men|guys)|(girls?|women|ladies) (shacking|shackin'?|living) up with (girls?|women|ladies)|straight(?= only\b)|(?<=\bonly )straight`,
    String.raw`gays?|lesbians?|bisexual\w*|bi (girls?|guys?|wom[ae]n|m[ae]n|persons?|people)|(?<!\b(i|we|and i|both)( are|['’]re| am|['’]m| are both|['’]re both)? )(a bit|too|getting|so|very) rainbow|homosexual\w*|heterosexual\w*|straight (couples?|people|tenants|men|women|guys|girls|families)|same[- ]sex|lgbt\w*|queer|sexual orientation|sexuality|(two|2) (guys|men|blokes|women|girls|ladies)\b.{0,60}\b(a couple|partners|together|(really|just) (flatmates|housemates|friends|mates)|more than (that|flatmates|housemates|friends|mates))|(two|2) (dads|mums|moms|fathers|mothers|husbands|wives)|(a couple of|two|2) (fellas|guys|men|blokes|boys|women|girls|ladies)\b.{0,40}\b(sharing a bed|share a bed|same bed)|(?<=['\"‘’“”])a couple of (boys|fellas|blokes|guys|girls|ladies)(?=['\"‘’“”])|rainbow (crowd|community|people|types|famil(y|ies)|folk|mob|couples?|pairs?)|bi (couples?|pairs?)|traditional (family|families|couples?|households?)`,
  ),
  transgender: words(
    String.raw`born a (bloke|man|guy|boy|male|girl|woman|female|lady)|used to be a (he|she|him|her|man|woman|bloke|guy|girl|boy)|adam'?s apple|who (people|they|he|she|applicants) ['"‘’“”]?(really|actually|originally)['"‘’“”]? (are|is)`,
    String.raw`(blokes?|men|guys?) (in|wearing) (a )?(dress|dresses|skirts?|frocks?)|they ?/ ?them|presenting as (a )?(different|another|the other|the opposite) (gender|sex)|(still )?what (they|he|she) (started out|was born|were born) as|original gender|(appearance|looks?|presentation) (doesn'?t|does not|don'?t|do not) match (their|his|her|the) (id|passport|licen[cs]e|papers|documents?)|birth gender|(sex|gender) (assigned )?at birth|changed (gender|sex)|(in|wearing|wore) a (dress|skirt)\b.{0,60}\b(bloke|man|guy|deep voice|sounded like)|(bloke|man|guy) in a (dress|skirt)|(really|actually|genuinely|biologically) (a )?(wom[ae]n|m[ae]n|female|male)|['"‘’“”]real['"‘’“”]? (men|women)|in-between|(change|changed|changing) from (a )?(man|woman|male|female) to|trans (residents?|communit\w*|neighbou?rs?|lady|ladies|one|ones|applicant|tenant)|whose gender|genuine (female|male|wom[ae]n|m[ae]n)`,
    String.raw`transgender\w*|trans (people|person|wom[ae]n|m[ae]n|tenants?|applicants?|buyers?|folks?|renters?|guys?|girls?|couples?)|transsexual\w*|non[- ]binary|gender diverse|gender identity|changed (their|his|her) gender|tranny|trannies|(id|passport|licen[cs]e|birth certificate|papers)( \w+){0,2} says (she'?s |he'?s |they'?re )?(male|female|a man|a woman)|(id|passport|licen[cs]e|birth certificate|papers|documents?)( \w+){0,2} (shows?|has|lists?|gives?) (a |an )?((old|former|previous|original|birth|different|dead) )?(male|female|man'?s|woman'?s|boy'?s|girl'?s|men'?s|women'?s) name|(came|turned up|showed up|rocked up|arrived)\b.{0,30}\bas (a )?(wom[ae]n|m[ae]n|female|male|girl|guy|lady|bloke)\b|presents as (a )?(wom[ae]n|m[ae]n|female|male|girl|guy)|(id|passport|licen[cs]e|papers|documents?) (doesn'?t|does not|don'?t|do not) match (how|what) (he|she|they) (presents?|looks?|appears?)|gender[- ](whatever|stuff|things?|bender|fluid|queer)|that gender (stuff|thing|business|nonsense)|says (she'?s|he'?s|they'?re|she is|he is) (a )?(wom[ae]n|m[ae]n|female|male|girl|guy|lady|bloke)\b.{0,40}\b(looks?|sounds?|seems?) (like |more like )?(a )?(bloke|m[ae]n|guy|wom[ae]n|girl|lady|male|female)|born (a )?(male|female|man|woman|boy|girl)|used to be a (man|woman|guy|girl|bloke)|(gender|sex) (matches|match|matching|is the same as( on)?) (their|his|her|the) (birth certificate|id|passport|papers|sex)|transitioning|sex[- ]change|not really a (she|he|woman|man|girl|guy|lady|bloke)|(?<=['"‘’“”])(changing|switching|swapping) (over|sides)(?=['"‘’“”])|gender (reassignment|affirmation|change)|(different|another|other) (gender|sex) (from|than|to) (how|what) (they|he|she) (look|looks|appear|appears|present|presents)|(is|are|'s|'re) transitioning|dress(es|ed|ing)? (like|as) (a )?(wom[ae]n|m[ae]n|girls?|guys?|lady|bloke)|(she'?s|he'?s|they'?re|who'?s|whos|is|are) trans|gender\b.{0,30}\bpresents?|(ticked|ticks|selected|put|wrote|chose) ['"‘’“”]?x['"‘’“”]? (for|as|under) (their |his |her )?(gender|sex)`,
  ),
  income: words(
    String.raw`living off the (taxpayer|government|public purse|dole|welfare|system)|someone with a (boss|job|employer) or an? abn`,
    String.raw`dole[- ]?bludg\w*|disability pensions?|(aged|age|old age|carer|widow'?s?|veterans?'?|war|service|invalid) pensions?|government (money|payments?|funds?|assistance|support)|govt (money|payments?|benefits?)|money from (the )?(government|govt|centrelink)|centrepay|rent start|rentstart|(government|govt|centrelink) bond (loans?|help|assistance)|(rent|income|money) (came|comes|coming) from (a )?(job|wages?|work|salary)`,
    String.raw`centrelink|services australia|welfare( types| people| recipients| cases)?|government (payments?|benefits?|handouts?)|handouts?|(a |an )?(proper|real|full[- ]time) jobs?|working people only|only working people|the dole|dole|jobseeker|job seekers?|newstart|(on|receiving) (any |government |welfare )?(benefits?|payments?|the pension|a pension|government (payments?|benefits?|assistance))|get (benefits?|payments?|the pension|a pension|government (payments?|benefits?|assistance))|benefits? recipients?|pensioners?|pensions?|ndis|disability support pension|dsp|carer (payments?|allowances?)|family tax benefits?( (a|b))?|parenting payments?|youth allowance|austudy|abstudy|age pension|social housing|housing assistance|rent assistance|rent subsidy|housing (nsw|commission)|unemployed`,
  ),
};

/** A thing refused rather than people: "can I refuse a dog?", "say no to the request". */
const thingRefused = String.raw` (a |an |the |their |her |his |that |this |any |my |our )?(dogs?|cats?|pets?|animals?|requests?|renovations?|painting|paint|changes?|extensions?|sublet\w*|repairs?|it|that|this|them having)\b`;
const notAThing = String.raw`(?!${thingRefused})`;

/** A place children are kept out of or away from for their safety ("the back yard pool area", "the construction site"). */
const placeOfDanger = String.raw`([\w-]+ ){0,2}?(pool|pool area|garage|road|street|driveway|kitchen|shed|yard|backyard|garden|dam|water|sun|way|cupboards?|laundry|common area|balcony|stairs|creek|construction site|building site|site)`;

/** Shutting people out: refusing, screening or preferring buyers, tenants or neighbours by who they are. */
export const exclusionWord = words(
  String.raw`(refus\w*|reject\w*|declin\w*|deny|denied)${notAThing}|(filter|sort|rank|screen)\w* (the )?(applicants?|tenants?|buyers?|them) by|(would|'d) rather not|turn (them |\w+ )?(away|down)|knock (them |\w+ )?back|avoid\w*|not (rent|sell|lease|let)|not (renting|selling|leasing|letting) (it |the \w+ |my \w+ |our \w+ )?to\b|(i|we) (not|no) (want|like|accept|allow|take)|(don'?t|do not|doesn'?t|does not|won'?t|will not|wouldn'?t|would not|never) (want|rent|sell|lease|let|accept|take|allow|consider|show|send|shortlist|approve|put forward|refer|pick|choose|select|give (it|the (house|home|place|property|unit|lease|rental)))|rule (\w+ ){0,2}out|ruled out|\b(id|i'?d|we'?d|would)? ?rather not (get|have|deal with|take|go with|bother with)|let (it|their application|the application) lapse|check (if|whether) (the )?(applicants?|tenants?|buyers?|they|them|anyone) (have|has|had|are|is)\b|filter\w* (the )?(applicants?|applications?|tenants?|buyers?|offers?) for\b|(say|says|saying|state|states|put|write|mark|add|adding|stick)\b.{0,40}\b(not suitable|unsuitable) for|(don'?t|do not|doesn'?t|does not|never) get through|so (we|i) (don'?t|do not|won'?t) get|make sure (they'?re|theyre|they are|he'?s|she'?s|it'?s) not|not renew(ing)? (her|his|their|the) (lease|tenancy)|(filter|sort|rank|screen)\w* (the )?(applicants?|applications?|tenants?|buyers?|them|those) (that way|this way|accordingly)|(don'?t|do not|not|never|no need to) bother (with|showing|calling|replying to|considering|shortlisting|approving|accepting|giving|sending|offering|handing)( it| the (house|home|place|property))?( to| back)? (anyone|anybody|people|those|them|applicants?|buyers?|tenants?)|mark (\w+ ){0,3}down|keep (the |those |these |any |that )?([\w'-]+ ){0,2}(crowd|lot|mob|types) off(?=\s*([.,!?;]|$|please|pls|thanks))|(crowd|lot|mob|types) off (it\b|(the |my |our |this |that |your )?([\w'-]+ ){0,2}(rental|lease|list|shortlist|property|house|home|place|unit|flat|street|estate|block|books|application)s?\b)|(?<=(^|[,.;:!?]\s*|\b(always|just|please|pls|you|u|we|i|then|and|so|can|could|to)\s+))(tip|lean)\w* (it|things|the (scales|balance)) (to|towards)\b|\b(put|move|place|rank|bump|drop|leave|shift|send)\w* (her|him|them|those|these|(the|their|his|her|that|this|any|all) ([\w'-]+ ){0,3}?(applications?|applicants?|offers?|forms?|files?|couples?|famil(y|ies)|tenants?|buyers?|mums?|dads?|wom[ae]n|m[ae]n|guys?|lady|ladies|blokes?|pair|people|person|renters?)) ((\w+ ){0,3}?)((at|to|till|until) )?last\b(?! (week|month|night|year|time|weekend|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday|minute|one|lease|tenants?|owners?)\b)|\b(sit|sitting|hang)( on| onto| on to) (their|his|her|the)( [\w'-]+){0,2}? (applications?|offers?|forms?)\b|(?<=(^|[,.;:!?—–-]\s*|\b(just|please|pls|you|u|then|and|so|can you|could you)\s+))sit on (it|them) for\b|\b(set on|insists? on|determined) not (selling|renting|leasing|letting) to\b|\b(make|have|get|let) the (ad|advert|advertisement|listing|brochure) (say|read|state|mention)\b[^.?!]{0,30}\b(only|no|not|never|must)\b|(?<=['"‘’“”])(tenants?|applicants?|buyers?|renters?) (must|should|to|need to|has to|have to) be\b|\b(bin|chuck|toss) (it|them|that|those|the (application|form|one)s?|their (application|form)s?|(any|all|the) (applicants?|tenants?|buyers?|ones?))\b|(i'?m|i am|we'?re|we are) not interested|\b(ones|applicants?|tenants?|buyers?|those|people)\b.{0,60}\b(come|comes|go|goes) (first|last|to the top|on top)\b|(put|move|place|push|rank|bump)\w* (\w+ ){0,3}behind\b|(push|move|bump|put|drop|shift|knock|slide)\w* (\w+ ){0,3}down (the |my |our )?(list|pile|order|queue|ranking|shortlist)\b|\b(let|leave) (their|his|her|the|those|these) (offers?|applications?|enquir\w*) sit\b|\b(chase|call|ring|contact|deal with|look after|serve)\w* (the )?(locals|aussies|australians|\w+ ones) first\b|\bpark (them|those|these|the ones|(the |their |his |her )?applications?)\b|\b(let'?s|lets|we'?ll|we will|i'?ll) not go with\b|cross (\w+ )?off|leave (\w+ ){0,2}out|cut (\w+ )?out|(keep|leave|take|cross) (them|those|these|(the |any |all )?([\w'-]+ )?(applicants?|applications?|tenants?|buyers?|people|ones|families|couples|friends of dorothy)) off (the |my |our |your )?([\w-]+ )?(short ?list|list)|\b(so|that|make sure|tell|ensure)\b[^.?!]{0,40}\b(don'?t|do not|won'?t|will not|never) bother (applying|to apply)\b|${keepsTheStreetTo}`,
  String.raw`(pick|picks|picking|choos\w*|chose|select\w*|vet|vetting|rank\w*|sort\w*|judg\w*)\b.{0,40}\b(based on|according to|on the basis of|depending on|by) ((see|seeing|looking at|checking|asking)\s+)?(their|his|her|the applicants?'?|the tenants?'?|what|which|whether|how)|steer\w*|stay (clear|away)|steer clear|keep away|(make sure|ensure)( that)? (the|my|our|any) (new )?(tenants?|buyers?|applicants?)|as long as (they|he|she)('re| are|'s| is)? ?(not|n't|aren'?t|isn'?t)|keep(s|ing)? (\w+ ){0,3}?out\b(?! (of (their|his|her) way|the (rain|sun|cold|heat|weather)|of (the |my |our |a |your )?${placeOfDanger}\b))|\bkeep ([\w'’-]+ ){1,8}?out of (the|my|our|this|that) (block|building|street|estate|complex|unit|house|place|area)\b|exclud\w*|screen (\w+ ){0,2}out|\bscreen (them|those|these)\b(?! (for|on|by) (pets|references|income|rental history|id|identity|credit)\b)|screen\w* out|filter (\w+ )?out|weed (\w+ )?out|discriminat\w*|stop \w+ (from )?(renting|buying|applying)`,
  String.raw`\b(anyone|anybody|everyone|everybody|all|any buyers?|any tenants?) (except|but not|but the|other than|apart from|besides)\b|\b(i|we)( \w+){0,2}? (end|terminate|cancel|break|not renew)\w* (the |their |his |her )?(lease|tenancy|agreement) (because of|over|due to) (him|her|them|that|this|it)\b|\b(pick|choose|find|recommend|go with|take|get)\w* (someone|somebody|another (one|applicant|tenant|buyer)|a different (one|applicant|tenant|buyer)) (else )?(instead|because)\b|\b(pick|choose|find|recommend|go with|take|get)\w* (someone|somebody) (else|different|younger|older)\b|\bdo (i|we) (have|need) to (consider|accept|take|approve|rent to|sell to|shortlist) (him|her|them)\b|\b(can|could) (i|we) (just )?not (pick|choose|accept|approve|consider|take|shortlist) (him|her|them)\b|\b(don'?t|do not|no point|stop) (waste|wasting) (my |our |the |your )?(\w+ ){0,3}?on\b(?! (the|a|an|my|our|your|this|that|it|its|their)\b)|\bdrop (them|him|her|those|any|anyone)( off)?( if| when| who| that)\b|\b((can|could|should|shall|do) (we|i) |please |^\W*)(ask|require|make|insist)\w* (\w+ ){0,6}?(for|to (get|have|provide|find|bring)) (a |an )?(\w+ )?(guarantor|co-?signer)s?\b|\bwants? (\w+ ){0,4}?to (bring|get|have|provide|find) (a |an )?(\w+ )?(guarantor|co-?signer)s?\b|\b(pick|picks|picking|choose|chose|choosing|go with|going with|take|taking|prefer\w*)\b(?!\s+(the |a |an |that |this )?(house|home|place|unit|townhouse|apartment|flat|block|lot|property|rental|street|suburb|estate)\b)[^.?!]{0,60}\bnot the (([\w'-]+ ){1,2}one\b|one (from|with|who|on|in)\b)|\b(don'?t|do not|never|not) (tell|show|send|mention|offer)\w* (the |those |these |that |any )?([\w'-]+ ){0,2}(famil(y|ies)|couples?|applicants?|buyers?|tenants?|people|guys?|lady|ladies|m[ae]n|wom[ae]n|ones)\b[^.?!]{0,30}\babout\b|^\W*((please|pls|just|can you|could you) )?ask (them |the (applicants?|tenants?|buyers?) )?(if|whether) (they'?re|they are|they have|they'?ve)\b|\bask (the (applicant|tenant|buyer)|him|her) (if|whether) (he'?s|she'?s|he is|she is)\b|\bnot (keen|happy|comfortable) (on|about|with)\b[^.?!]{0,40}\b(moving in|renting|buying|living (there|here|in)|applying)\b|\b(find|get)( me| us)? ([\w'-]+ ){0,3}?to (rent|buy|lease) (my|our|the) (place|house|home|unit|flat|property|rental)\b|only (people|tenants|buyers|applicants|renters|those|ones|families|couples|someone|somebody)\b|only (gets?|be|is|being|goes|go) (sold|let|leased|rented|shown|offered) to\b|only (want( to)?|wants( to)?|interested in (\w+ ){0,2}?(tenants?|buyers?|applicants?|renters?|people|famil(y|ies)|couples?) (from|of)\b|going to|rent|sell|lease|let|accept|show|deal|consider|take|put forward|send|shortlist|refer|present|approve|recommend|pass on)|(rent|sell|lease|let|show)\w* (it |the (house|home|place|property|unit|flat|townhouse) )?only to|prefer\w*|favou?r(s|ed|ing)?|lean(s|ing)? (more )?towards|prioriti[sz](e|es|ed|ing)|give (priority|preference) to|ban(s|ned|ning)?\b|(?<!\b(a|the|this|that|our|my|your|their|rural|acreage|big|bigger|large|larger|small|corner|vacant|land|house and|per|steep|sloping|sloped|flat|level|narrow|wide|battle-?axe|hilly|elevated|irregular|odd-shaped|bush)\s+)block(ed|ing|s)?\b(?!\s+(of|for sale|sizes?|near|around|in)\b)|not allowed|no more|((push|put|rank|move|bump)\w*|plac(e|ed|ing))\b.{0,50}\b(over(?! (there|here)\b)|above|ahead of|in front of)\b|\b(instead of|rather than) (the |a |any )?(\w+ ){0,2}(family|families|couples?|applicants?|tenants?|buyers?|people)`,
  // Choosing who gets it: "we'd rather sell to …", "keep the … buyers away", "skip anyone with …", "find me tenants
  // who …", "is a no from me", "say no", "won't like it if we rent to …".
  // Each names the people chosen or the letting and selling, so that visitors speaking of their own family ("my kids
  // would rather live near a park", "keep the kids away from the pool") are not taken for it.
  String.raw`(would|'d) rather (rent|sell|lease|let|show)\w*( it| (the|my|our) (house|home|place|property|unit|flat))? to|(would|'d) rather (it|the (house|home|place|property|unit|flat)) (didn'?t|did not|doesn'?t|does not|wasn'?t|was not|not) (go|went|sell|get sold|end up|be sold|be let|be leased|be rented) (to|with)|(not|never|don'?t|do not|won'?t) pass (\w+ ){0,2}(on|along)\b|(just |quietly |simply )pass on (the |their |his |her |any )?(offers?|bids?|applications?)\b(?!.{0,60}\bto (me|us|the (vendor|owner|seller|landlord|solicitor|conveyancer))\b)|keep (it|the (house|home|place|property|unit|flat|rental|sale|lease)) to (\w+ ){0,2}(people|buyers?|tenants?|applicants?|families|couples?|those|ones)\b|(pick|choose|select|screen|vet|filter|sort)\w* accordingly|not (keen|happy|comfortable) (on|about|with) (someone|somebody|anyone|anybody|people|tenants?|buyers?|applicants?|them|those)\b|not (keen|happy|comfortable) (on|about|with) (a|an) ([\w'-]+ )?(wom[ae]n|m[ae]n|guy|bloke|lady|couple|family) (buying|renting|moving in|living|leasing|taking)\b|nudge\w* (it|things|them|him|her|those|these|the (sale|house|home|lease|place)) (towards|to|away)\b|\bpoint (them|those|these|him|her|the ([\w'-]+ ){0,3}?(famil(y|ies)|couples?|buyers?|tenants?|applicants?|people|ones)) (at|to|towards) (the |our |my |a |those |these )?([\w-]+ ){0,2}?(lots?|blocks?|stages?|streets?|suburbs?|estates?|houses?|homes?|listings?|units?|townhouses?|release|end|back)\b|\bsend (them|him|her|those|these) (elsewhere|away|somewhere else|packing)\b|\breserv(e|ed|ing) (the |our |my |this |that |those |these )?(rooms?|house|home|unit|flat|property|place|lease|tenancy|lots?|blocks?|townhouses?|apartments?)\s+(\w+ ){0,2}?for (only )?(the )?(?!(my|our|me|us|him|her|them)\b)\w+ (only )?(\w+ )?(tenants?|applicants?|buyers?|renters?|registrars?|nurses?|staff|workers?|students?|families|couples?|people|ones|m[ae]n|wom[ae]n|males?|females?)\b|(?<!\b(legal|illegal|allowed|lawful|unlawful|ok|okay|right) to |\bcan (strata|they|a landlord|landlords|the landlord|the owner|owners|agents?|the agent|the committee|body corporate|an? (owners? corporation|strata committee))( legally| really| actually)? |\b(by-?laws?|leases?|covenants?|rules?|contracts?|strata|body corporate|owners corporation|council)( \w+){0,2} |\b(does|do|can|could|will|may|would)( the)?( \w+){0,3} )\b(prohibit|forbid|outlaw)\w*|\bkeep (the |those |any )?(buyers?|tenants?|applicants?|renters?|people|families)\b[^.?!]{0,80}\baway from\b(?! (the |my |our |a )?${placeOfDanger}\b)|leave (them|those|these|him|her|(the|any|all) (\w+ )?(applicants?|applications?|tenants?|buyers?|people|ones)) off\b|(make sure|ensure)( that)? (they'?re|they are) (a|an|only)\b|(make sure|ensure)( that)? (it|the (house|home|place|property|unit|flat)) (isn'?t|is not|doesn'?t|does not|won'?t|will not|never) (get |be )?(sold|let|leased|rented) to\b|(would|'d) rather (it|the (house|home|place|property|unit|flat)) (went|go|goes|was let|was leased|was rented) to|only (like|want|wish|prefer)( to)? (consider|accept|take|sell to|rent to|lease to|let to|show|deal with|see)|screen\w* for|keep (the |those |any )?(\w+ ){0,2}(buyers?|tenants?|applicants?|renters?|people|families|crowd|lot|mob|types) away\b(?! from (the |my |our |a )?${placeOfDanger}\b)|skip (anyone|anybody|people|applicants?|tenants?|buyers?|(?<!\b(inspections?|open (homes?|houses?)|opens|viewings?)\b.*)(those|these|them)|him|her|the ones|(the |any )?(applications?|applicants?|offers?))|(find|get|give) (me|us) (\w+ )?(tenants?|buyers?|applicants?|people|someone|ones) (who|that|with|in)\b|(is|are) a (hard )?no|no from me|(not|never|don'?t|do not) (take|treat) (his|her|their|them|him) (offers?|bids?|applications?|enquir(y|ies))? ?seriously|say no\b(?! to${thingRefused})|(won'?t|wouldn'?t|don'?t|do not) like (it )?(if|when) (we|i|you) (rent|sell|lease|let)|not (happy|comfortable|keen) (with|about) (renting|selling|leasing|letting) to`,
  // Steering someone elsewhere: "suggest they look at one of your other listings", "push them to a different place".
  String.raw`(suggest|tell|ask|push|nudge|steer|point|send|direct|redirect|move|encourage|get)\w*\b(?!\s+(us|me)\b).{0,40}\b(another|a different|some other|(the )?other|an alternative|alternative|one of (your|the|our) other)\s+(\w+\s+)?(place|property|properties|house|houses|home|homes|listings?|units?|rentals?|flat|apartment|townhouse|one)\b`,
  // Formal ways of the same: "not put forward any female applicants", "removed from consideration", "restrict
  // inspections to …", "do not accommodate those …".
  String.raw`\bnot (to )?(be )?(put forward|submit|submitted|shortlist|shortlisted|show|shown|consider|considered|accept|accepted|refer|referred|accommodate|accommodated|approve|approved|present|presented|entertained|leased|let|rented|sold)\b|\bto the exclusion of\b|\b(granted|leased|let|rented|sold|offered|shown)( \w+)? (only|solely|exclusively) to\b|\bremov\w* (them|those|these|him|her|(the|any|all) (\w+ )?(applicants?|applications?|tenants?|buyers?|people|ones))\b|\bremov\w* (\w+ ){0,2}from (consideration|the (list|shortlist|pile|running))|\brestrict\w* (\w+ ){0,3}to\b|\b(limit|limited|limiting) (\w+ ){0,3}to (applicants?|tenants?|buyers?|people|those)\b`,
  // Putting some first: "put the Christian ones at the top"; a false reason: "say the students didn't meet the criteria".
  // A verdict on applicants: "go with the married ones", "only line up the male buyers", "just ghost them", "let them
  // down easy", "bottom of the pile", "… pass".
  String.raw`\bgo (with|for) (the|those|these) (\w+ ){0,3}(ones?|couple|couples|family|families|applicants?|tenants?|buyers?|guy|guys|woman|women|man|men|lady|ladies|bloke|pair|people)\b|\b(just )?(recommend|pick|choose|prefer|favou?r) (the|those|these) (\w+ ){0,3}(couples?|famil(y|ies)|applicants?|pair)\b(?!['’]s)|\bgo (with|for) (someone|somebody|anyone|anybody) (who|that|with|without|else)\b|\bonly (line up|show|invite|call|ring|contact|book|shortlist|put through|send through|let in|take)\b|\bghost(ing|ed)? (them|her|him|those|these|the)\b|\blet (them|her|him) down (easy|easily|gently|lightly)\b|\bbottom of the (pile|list|heap|queue|stack)\b|\bnot (those|these|another|any more|more) ([\w'-]+ ){0,4}?again\b|(\.\.\.|…|[.,!;—–-])\s*(pass|hard pass|skip|nope|no thanks)\s*[.!]*$`,
  String.raw`\b(put|move|bump|place|push|pop)\w* (\w+ ){0,3}(at|to) the (top|front|head)\b|\bpop (\w+ ){0,6}?up the (top|front)\b|\b(put|move|bump|place|push|pop|drop|shift|send|shuffle|relegate)\w* (\w+ ){0,5}?(down )?(at|to) the (bottom|back|end)( of (the |my |our |your )?(list|pile|queue|line|order|shortlist|ranking|stack))?\b|\b(write|word|phrase|draft)\w* (the |an |my |our )?(ad|advert|advertisement|listing)\b.{0,40}\b(so (it'?s|its|that it'?s)? ?clear|so (people|they|applicants|buyers) know|without (getting|saying)|to (put off|discourage|signal|hint))|\b(word|write|phrase)\w* the (ad|advert|listing) so\b[^.?!]{0,40}\b(get the (hint|message)|don'?t|won'?t|stay away|not for them|aren'?t welcome)\b|\b(add|put|include|insert|make|create)\w* (a |an )?(question|field|box|section)s? (about|on|for|asking( about)?) |\b(write|word|phrase|draft)\w* (\w+ ){0,2}(in|into) (the|an|our|my) (ad|advert|advertisement|listing)\b.{0,40}\b(so (that )?([\w'-]+ ){0,4}?(don'?t|do not|won'?t|will not|never|aren'?t|isn'?t|can'?t|stay away|get the (hint|message)|know (not )?to)|without (saying|mentioning|it (being|sounding)|getting))\b|\b(wording|listing|ad|advert)\b(?![^.?!]*\b(pool|spa|stairs|balcony|dam|fenced|fence|road)\b).{0,80}\b(not suitable|unsuitable) for\b|\b(say|tell (them|him|her))\b.{0,30}\b(didn'?t|did not|don'?t|doesn'?t|does not|not) (meet|pass|qualify|fit|suit)\b`,
  // Quiet tactics: losing the papers, slow-walking, a made-up reason, inspections timed so some can't come, extra
  // checks asked of some only, "tell them it's under offer", asking their age for the owner to choose by.
  String.raw`(?<=(^|[.,;:!?—–-]\s*|\b(just|quietly|simply|please|pls|can you|could you|you can|you could|then|and|so we can|so i can)\s+))(lose|misplace|bury|shred|delete|bin|chuck|toss|ditch|cull|axe)\b (the |their |his |her |that |those |these |any )?([\w'-]+ ){0,4}?(paperwork|applications?|apps?|forms?|files?|offers?|enquir\w*|famil(y|ies)|couples?|ones)\b|\b(let|leave) (her|his|their|the|that|this) ([\w'-]+ )?(app|application|offer|enquiry)s? (quietly |just )?(drop|lapse|slide|die|expire)\b|\bslow[- ]?walk\w*|\bdrag (your|our|my|their) feet\b|\bstring (them|him|her) along\b|\b(keep|kept) (saying|telling (them|him|her)) (that )?(the owner|the landlord|the vendor|he|she|they)\b|\b(come up with|find|make up|invent|think of|dream up) (some|a|any|an|another|a good) (reason|excuse|story)\b|\bmake (up )?(something|some excuse)\b|\bnot (say|tell (them|him|her)) why\b|\bwithout (saying|telling (them|him|her)) why\b|\b(so|so that|while|when|during)\b (the |those |these |that |any |all )?([\w'-]+ ){0,2}(applicants?|tenants?|buyers?|famil(y|ies)|couples?|people|ones|crowd|lot|types|mob|parents|mums|dads)( ([\w'-]+ ){0,3}?)? ?(can'?t|cannot|couldn'?t|won'?t be able to|will miss|miss(es)? out|won'?t (come|make it)|aren'?t (able|around|free))\b|\b(would rather|'d rather|hoping|hopes|hope|so that) (she|he|they)\b (couldn'?t|can'?t|won'?t|wouldn'?t|miss(es)? out) ?(come|make it|attend|get there)?\b|\b(knows?|know that) (?!(i|we|me|us)\b)(the |those |these )?([\w'-]+ ){0,5}?(can'?t|cannot|won'?t) (come|make it|attend)\b|\b(hold|run|book|schedule|have|do|set)\w* (the |all |our |any )?(open (homes?|houses?)|inspections?|viewings?)\b[^.?!]{0,40}\bwhile\b|\bnever (schedule|book|offer|arrange|set up|give) (a |any |them |him |her )+(viewings?|inspections?|times?|appointments?)\b|\bmore ([\w'-]+ ){0,2}than (the )?(others|everyone( else)?|anyone else|the rest)\b|\beveryone else (just |only )?(gets |needs |has )?(the usual|the normal|the standard|the saturday|a normal)\b|\bstuff we don'?t ask\b|\bnot the others\b|\bbut not (the )?(others|everyone|the rest)\b|\b(ask|request|require|demand|get)\w* (them|him|her|those|these|the (?!(vendor|landlord|owner|seller|agent|strata|council|bank|solicitor|conveyancer)\b)[\w'-]+( [\w'-]+){0,2})( to provide| for)? (a |an )?(medical|extra|additional|further)\b(?! (time|days?|weeks?|details|info\w*))|\b(tell|advise|inform)\w*\b[^.?!]{0,60}\b(under offer|under application|under contract|owner'?s? (has )?decided (to sell|not to)|already (gone|leased|let|sold|taken))\b|\b(owner|landlord|vendor)s?( says?| said)?( (he|she|they))? (not|no) (want|like|accept|allow|take)\b|\b(make sure|ensure) (none|no ?one|nobody|they don'?t)( of them)? (get|gets|slip|slips) (through|in)\b|\b(waste|wasting) (your |our |any |the )?(time|effort) (showing|on) (them|him|her|those|these|anyone|anybody|(the |those |these |any )?([\w'-]+ ){0,2}(applicants?|tenants?|buyers?|people|couples?|famil(y|ies)))\b|\b(areas?|streets?|suburbs?|estates?|parts) to (skip|avoid|stay away from|steer clear of)\b|\b(vet|screen|(?<!\bsearch )filter)\w* (\w+ ){0,2}(on|for) (that|this|it)\b|\b(if you know what i mean|you know what i'?m saying|(get|catch) my drift|if you get my meaning|wink,? wink|nudge,? nudge)\b|\b(can|could|should|will|'ll) (look|go|try) elsewhere\b|\bknock (\w+ ){0,2}back\b|\b(slip|sneak|work|put) (that|this|it|a question) into (the )?(reference check|application|form|interview|chat)\b|\b(get|ask|find out|write down|note)\w* (their|the applicants?'?|each applicant'?s?) (age|date of birth|dob|religion|nationality|background|marital status|sexuality|gender)\b(?! off)|\b(find out|check|ask|know|tell)\b[^.?!]{0,20}\b(if|whether) (someone|somebody|(the |an? )?(new |prospective )?(applicant|tenant|buyer|purchaser))('s| is| are|'re| has| have| was| were)\b|\b(applicant|tenant|buyer|purchaser)\b[^.?!]{0,10}\b(if|whether) (he|she|they) (was|is|were|are)\b|\bcheck (whose|(if|whether|that) (?!(i|we|my|our|it|its|it'?s|the (bond|rent|payment|application|app|lease|form|forms|paperwork|money|deposit|keys?|house|home|property|place|unit|inspection|repairs?))\b))|\b(add|put|include|insert)\w* ['"‘’“”][^'"‘’“”]{1,30}['"‘’“”] (to|on|in|into) (the |our |your )?(rental )?(application( form)?|form|reference check)\b|\b(no ?one|nobody|not anyone) (who|whose|that)\b|\bkeep (\w+ ){0,2}(listings?|clients|buyers) away\b|\b(keep|steer) (my |our |the )?(clients|buyers|listings) (out|away)\b`,
  // The advert, the order of the shortlist and the owner's standing wish: "advertise it as 'suit working gentleman'",
  // "order the shortlist so the European names come first", "it was my late husband's wish … the church family gets it".
  String.raw`\b(ad|advert|advertisement|listing|copy)\b(?! (says|reads|states)\b)[^.?!]{0,40}\b(say|says|read|reads|state|states)\b[^.?!]{0,12}['"‘’“”]?(would )?(suits?|ideal for|perfect for|prefer\w*)\b|\badvertis\w* (it |the ([\w'-]+ ){1,2})?as ['"‘’“”][^'"‘’“”]{1,40}['"‘’“”][^.?!]{0,10}\bso (that )?(the )?([\w'-]+ ){0,2}(don'?t|won'?t|can'?t|aren'?t|stay away|get the hint)\b|\badvertis\w* (it |the ([\w'-]+ ){1,2})?as ['"‘’“”]?(would )?(suits?|ideal for|perfect for) (a |an )?([\w'-]+ )?(gentlem[ae]n|lad(y|ies)|wom[ae]n|m[ae]n|males?|females?|married couples?|christians?|muslims?|aussies?|australians?)\b|\bput (that|this|it) in the (ad|advert|listing)\b|\b(order|sort|rank|arrange)\w* (the |my |our )?(short ?list|list|applicants?|applications?|apps|offers?)\b[^.?!]{0,80}\b(first|last|top|bottom|below|above|ahead|end)\b|\bput (the |those |these |that |any |all )([\w'-]+ ){0,3}(below|beneath)\b|\b(put|rank|place|move)\w* (anyone|anybody|those|them|the ones)\b[^.?!]{0,60}\blast\b|\bpick the ([\w'-]+ ){1,3}ones\b|\bjuggle\w* the (offers?|applications?|bids?)\b|\bmake sure (the |that )?([\w'-]+ ){0,3}(family|couple|buyer|tenant|applicant|one)s? (gets?|wins?|ends up with) (it|the (house|home|place|property|lease))\b|\bsay (that )?(it'?s|its|it is)\b[^.?!]{0,20}\b(under offer|under application|under contract)\b|\b(would|'d) rather (my|the|our) (tenants?|buyers?|neighbou?rs?|applicants?|property|place|house|rent|income) (wasn'?t|weren'?t|didn'?t|was|were|came)\b|\b(would|'d) rather (have |rent to |sell to |lease to )?(a |an |the )?([\w'-]+ ){1,4}than (a |an |the )?([\w'-]+ ){0,3}(couples?|famil(y|ies)|tenants?|buyers?|people|person|m[ae]n|wom[ae]n|guys?|ladies|applicants?)\b|\b(instructed|wants?|asked us|told us|insists?) (that )?[^.?!]{0,60}\b(be )?(asked|charged|required) (for|to (pay|provide)) (an? )?(additional|extra|more|higher|further)\b|\b(keep|likes?|wants?|prefers?) it that way\b|\bstays? that way\b|\b(would|'d) rather (buy|live|rent|be) (where|somewhere|in a (street|suburb|area|estate))( where| that'?s| that is)? (everyone|everybody|people|they|the neighbou?rs|it'?s (all|mostly))\b|\bkeep (the |those |any )?(\w+ ){0,2}(couples?|famil(y|ies)|ones) away\b(?! from (the |my |our |a )?${placeOfDanger}\b)|\bnot to (sell|rent|lease|let|show) ([\w'-]+ ){0,6}?to\b|\bjust not in (my|our) (investment|property|house|home|place|rental|unit)\b|\b(won'?t|will not|wouldn'?t|refuses? to) have (any )?([\w'-]+ ){0,2}(tenants?|buyers?|people|types|couples?|famil(y|ies)|ones|parents?|mums?|dads?)\b|\bwants? (her|him|them) (knocked back|turned down|rejected|gone)\b|\bnot (willing|prepared|keen|happy) to (accept|consider|take|rent|sell|lease|let)\b|\b(it|the (house|home|place|property|unit)) (not|never) (go|goes|be (sold|let|leased|rented)) to\b|\b(applications?|paperwork|forms?|offers?|files?) (go|went|goes|going) (missing|astray)\b|\b(can|could|would) (it|they|that|this) (go|get) (missing|lost)\b|\b(buy|live|rent) where (they|those|these|them) (aren'?t|are not|don'?t|do not)\b|\bdon'?t bother showing (it|the ([\w'-]+ ){0,3}?(house|home|place|property|unit|townhouse|flat)) to\b`,
  // Charging some more, sending them to the bottom, questions to flush them out: "extra rent in advance from anyone who
  // ticks single", "messages from men go to the bottom", "screening questions … to flush out …", "processed last".
  String.raw`(?<!\b(any|are there|is there|are there any|is there an?)\s)\b(extra|more|higher|bigger|additional|larger) (rent|bond|fees?|deposit|cleaning fee)( in advance)?\b[^.?!]{0,60}\b((from|of) (anyone|those|people|applicants?|tenants?|buyers?|the (\w+ ){0,2}(applicants?|tenants?|couple|family|ones))|for (anyone|those|the (\w+ ){0,2}ones|(applicants?|tenants?|buyers?|people) (who|that)))\b|\b(ask|charge|demand|require)\w* (\w+ ){0,4}?(for )?(a |an )?(bigger|higher|extra|larger|additional) (bond|rent|deposit)\b(?=[^.?!]{0,40}\b(because|due to|for (her|his|their|the|them|anyone))\b)|\b(should|must|can|to) pay (extra|more|a (bigger|higher|larger) (bond|rent))\b(?! (stamp duty|duty|tax|land tax|surcharges?|fees?)\b)(?![^.?!]*\?)|\bcharge (the |those |these |them |him |her )([\w'-]+ ){0,4}?(more|extra|an? (higher|bigger|larger|extra) (rent|bond|deposit|fee))\b|\b(charge|ask|want|get)\w* (an? )?(higher|bigger|larger|extra) (rent|bond|deposit|fee) (to|for|from) (the |those |these |any |all )?([\w'-]+ ){0,3}?(famil(y|ies)|couples?|applicants?|tenants?|people|ones|mums?|dads?|parents?|singles?|oldies|retirees|pensioners|students|migrants|foreigners)\b|\b(ask|charge)\w* (the|those|these) ([\w'-]+ ){0,3}?for (a |an )?(bigger|higher|extra|larger) (bond|rent|deposit)\b|\bgive (the |those |these |them |him |her )([\w'-]+ ){0,3}?(a |an )?(shorter|worse|stricter|tougher|harder|higher|bigger) (lease|term|rent|bond|deal)\b|\b(put|move|bump|push|rank)\w* (the |those |these |that |any |all )([\w'-]+ ){0,3}?(couples?|famil(y|ies)|applicants?|applications?|tenants?|buyers?|ones|people|guys?|lady|ladies|m[ae]n|wom[ae]n|pair|blokes?) (first|on top|at the top|to the (front|top))\b|\bbump (the )?(bond|rent) up for\b|\b(charge|ask for) (a bit )?(more|extra) (bond|rent) (for|from) (anyone|those|them|the)\b|\bmake (the |those |them )?([\w'-]+ ){0,3}pay (a )?(bigger|higher|extra|more)\b|\bnobody else (would |will )?(has|have|needs?|would have|will have) to\b|\b(send|sent|put|move|shift|push|drop)\w* ([\w'-]+ ){0,4}?(straight )?to the (bottom|back)\b|\b(so|make sure|make) ([\w'-]+ ){0,6}?(go|goes|get|gets) (straight )?to the (bottom|back)\b|\bflush(ed|ing)? (out )?([\w'-]+ ){0,3}?(people|applicants?|tenants?|buyers?|anyone|them|those|types)\b|\b(sniff|smoke|flush)\w* out (the|who|whoever|those|anyone|people|applicants?|tenants?)\b|\bscreening questions?\b[^.?!]{0,40}\b(tell|find out|filter|catch|flush|weed|work out|figure out|reveal|sort)\b|\b(so|where) (that )?(the |those )?([\w'-]+ ){1,2}never (see|sees|saw|hear|hears|heard|find|finds) (it|about it|the (listing|ad|advert))\b|\b(gets?|be) (shown|called|processed|considered) last\b|(?<!\b(we|i|they) (were|was|got|get|are|am) )\b(processed|handled|considered|looked at|presented|dealt with|called) last\b|\b(process|handle|consider|call|present)\b (the |their |those |these |any |all )?([\w'-]+ ){1,4}?last\b(?! (week|month|night|year|time|weekend))|\bkeep (the |our |my )?(tenant |buyer |applicant |renter )?pool\b|\bso (the |those |these )?([\w'-]+ ){0,2}(people|applicants?|tenants?|buyers?|famil(y|ies)|ones|crowd) never (see|saw|hear|heard|find out|found out)\b|\b(hold|run|book|schedule|set|time|have)\w* (the |all |our |any )?(open (homes?|houses?)|inspections?|viewings?)\b[^.?!]{0,60}\bso (that )?(the |those |these )?([\w'-]+ ){1,3}(can'?t|cannot|won'?t|couldn'?t|miss)\b|\bwants? to know (if|whether) (the )?(person|applicant|tenant|buyer|purchaser|they|he|she) (is|are|was|were)\b|\b(know|find out|check) (whether|if) (the |that |those |a )?['"‘’“”]?([\w'-]+ ){0,2}(person|people|couple|family|one|ones|guy|lady|woman|man|bloke)['"‘’“”]? (still )?(lives?|living) (next door|nearby|in the street|on the street|around)\b`,
  // Leaving them unanswered: "you can just not reply to their enquiries", "ignore their application".
  String.raw`(?<!\b(landlords?|owners?|agents?|agency|managers?|he|she|they|it|nobody|no ?one|someone|tenants?)\s+)\b(just )?(not|never|don'?t|do not) (reply|respond|answer|get back|(call|ring|phone) (them |him |her |em )?back)\b|\bignor(e|ing) (them|their|those|these|him|her|the (applicants?|applications?|enquir\w*))\b`,
  // Turning someone away quietly: "tell her it's already leased", "say it's been taken", "tell them we've already accepted
  // an offer" (unless it is so: "… we signed with someone else yesterday"), "go with the other
  // application", "pass over them".
  String.raw`(tell (her|him|them|([\w'\"‘’“”-]+ ){1,8}?)|say )(that )?(it'?s|it is|it has|(the |this |that )?(house|home|place|property|unit|flat) (is|has|'s)?) ?(already |been |already been )*(leased|let|taken|gone|rented|sold|off the market|no longer available|not available|unavailable|under (application|offer|contract)|spoken for|on hold)|tell(?<!\b(signed|exchanged|it'?s true|is true|really (have|did)|(was|were|been|got) accepted)\b[^]*tell) (her|him|them|([\w'\"‘’“”-]+ ){1,8}?)(that )?(we'?ve|we have|the (owners?|vendors?|sellers?|landlord)( has|'s| have)?|they'?ve|they have) (already )?(accepted|taken|got|signed|gone with|chosen|picked) (an|another|a|the other|someone( else)?'?s?) (offer|applicant|application|tenant|buyer)s?\b(?![^]*\b(signed|exchanged|it'?s true|is true)\b)|(just |quietly )?go with (the )?(next|other|another) (one|applicant|application|tenant|buyer|couple|offer)|(just |quietly )?go with (someone|somebody|anyone) (else|more)\b|(push|move on to|go to) the next (one|applicant|application)|pass (on|over) (her|him|them)|\bpass over (anyone|anybody|people|applicants?|tenants?|buyers?|those|these|the ones)\b|(move|put|place|push|leave) (them|him|her|those|these|(that|this|the) ones?|(their|his|her|those|these|the) (applications?|ones?|files?))\b.{0,20}\b(bottom|back|end)( of the (pile|list|queue))?|(goes|go|get|gets|straight) (straight )?(to )?the (bottom|back|end)( of the)? (pile|list|queue)`,
  // Said in yet other ways: "Vietnamese ok, no other", "you filter for me?", "just say the room's gone", "say viewings
  // are booked out", "(it isn't) so she withdraws", "… is out, doesn't matter how much they earn", "catch trans people",
  // "stop a trans tenant using …", "don't want a street full of them", "discourage …", "get 6 month leases only", "pay 8
  // weeks' rent upfront", "bond is six weeks not four", "a higher cleaning fee for groups booking for …", "where the
  // tenants won't be …", "not next to …", "confirms they need no …".
  // The ninth set's: "a polite way to let them down", "so nothing comes back on me", "how do I word the rejection",
  // "only took applicants who …", "— pass.", "so the singles quietly drop out", "can I use that to end the lease?", "just
  // not renew", "considered only if no other suitable application", "put certain people off", "she's not having it",
  // "never takes anyone like that", "set that up as the rule"; "only pass me the ones …", "keep the house to locals",
  // "can I end the lease?" after a ground is told (not after arrears or damage).
  String.raw`\b(polite|nice|gentle|kind|diplomatic|good|best) way to (let (them|him|her) down|say no|reject|decline|turn (them|him|her) (down|away))\b|\bso (that )?(nothing|it) (comes?|doesn'?t come|won'?t come) back on (me|us)\b|\b(word|phrase|write)\w* the (rejection|knock-?back|decline|no)\b|\bonly (take|took|taking|accept\w*|approv\w*|consider\w*|rent to|lease to|let to|show)\b[^.?!]{0,20}\b(applicants?|tenants?|buyers?|people|those|ones|someone|anyone)\b(?= (who|that|with|whose))|(?<=[—–-]\s?)(pass|nope|nah|next|skip)(?=\s*[.!]*\s*$)|\bso (that )?(the )?([\w'-]+ ){0,2}(quietly )?(drop|drops|fall|falls|give|gives) (out|away|up)\b|\b(use|using) (that|this|it)\b[^.?!]{0,20}\bto (end|terminate|break|cancel|evict|get (rid of|out of)|kick)\b|\b(can|could|should) (i|we) (just )?not renew\b|\b(considered|accepted|approved|shown) only if\b|\bonly (be )?(considered|accepted|approved) if\b|\bput (certain|those|these|the wrong|some) ([\w'-]+ )?(people|types|tenants|buyers|applicants|ones|folks|families) off\b|\b(is|'s|are|'re) not having (it|that|them|any of (it|that))\b|\b(never|won'?t|doesn'?t|don'?t) (take|takes|accept\w*|rent to) (anyone|anybody|people|tenants) like (that|them|those)\b|\bset (that|this|it) up as (the|a) rule\b|\bskip (the|those|these|any|that|this) ([\w'-]+ ){0,2}(famil(y|ies)|couples?|applicants?|tenants?|buyers?|ones|people|guys?|blokes?|lady|ladies|wom[ae]n|m[ae]n|pair)\b|\bso (that )?(we|i|the owner|they) (know|can tell|can see|find out) (who|what) ([\w'-]+ ){0,2}(really|actually|originally) (are|is|was|were)\b|\bonly (pass|send|forward|show) (me|us) (the |those )?(ones|applicants?|tenants?|buyers?|people)\b|\bkeep (it|the (house|home|place|unit|street|listing)) (to|for) (the )?(locals|aussies?|australians?|our own|christians?|families|couples?)\b|(?<!\b(arrears|behind|unpaid|damag\w*|late rent|not paying)\b[^]*)\b(can|could|should) (i|we) (just )?(end|terminate|cancel) (the |their |his |her |this )?(lease|tenancy)\b(?![^]*\b(arrears|behind|unpaid|damag\w*|not paying)\b)`,
  // The tenth set's: "an automatic no", "the landlord's a no", "don't bother sending me anyone …", "not getting the
  // keys", "let him know another application was preferred", "pick … over the …", "let the offer from … lapse", "make
  // sure it doesn't progress", "give a neutral reason", "wants the other one", "mark those as unsuccessful", "quietly
  // drop the applications" (each held to people: "a no on pets", "picked the 4 bedroom over the 3" are not).
  String.raw`\b(is|are|'s|'re) (an? )?(automatic|auto|instant|straight|hard|flat|firm|definite) (no|nope|decline|rejection|knock-?back)\b|\b(landlord|owner|vendor|seller)s?('s| is| says) (a )?(hard )?(no|nope)\b(?!\s+(on|to|about|for|with|re)\b(?!\s+(them|him|her|those|these|that|this)\b))|\b(don'?t|do not|no need to|never) bother (sending|showing|referring|putting forward|passing on|forwarding) (me|us) (anyone|anybody|people|applicants?|tenants?|buyers?|those|them)\b|\b(not|never|won'?t|aren'?t|isn'?t|'re not|'s not) (getting|get|gets|going to get) the keys\b(?!\s+(until|till|before|unless|yet|on|for)\b)|\b(let|tell|inform|advise) (him|her|them) (know )?(that )?(another|a different|the other|a better|a stronger) (application|applicant|offer|tenant|buyer)( was| has been| is| got)? (preferred|chosen|successful|selected|accepted|picked)\b|\b(pick|choose|select|take|go with)\w* (an? |the |this |that |those |these |some )?([\w'-]+ ){0,3}?(couple|family|pair|applicants?|tenants?|buyers?|guy|man|woman|lady|bloke|ones?|people|person|renters?)\b[^.?!]{0,30}\bover (the|those|these|them|him|her)\b|\blet (the|their|his|her|that|this) (offers?|applications?)\b[^.?!]{0,100}?\blapse\b|\bmake sure (it|they|the (app|application|offer)\w*|(that|this) (one|app\w*|offer)) (doesn'?t|does not|won'?t|will not|never) (progress|proceed|go (ahead|through|any further)|get (through|approved|anywhere))\b(?!\s+(to|at|in)\b)|\b(give|make up|use|invent|find|cite|offer)\w* (them |him |her )?(a |an |some )?(neutral|vague|generic|different|fake|made[- ]up|bogus|plausible|innocent|safe) (reason|excuse|explanation)\b|\b(landlord|owner|vendor|seller|client)s?\b[^.?!]{0,60}\b(wants?|prefers?|would rather have|'d rather have) the other (one|applicant|application|tenant|couple|family)\b(?![^.?!]{0,60}\bbecause\b)|\bmark\w* (\w+ ){0,3}?as (unsuccessful|declined|rejected|not suitable|unsuitable|ineligible|withdrawn)\b|\b(quietly|just) drop (the|their|those|these|any|all) (applications?|applicants?|offers?|enquir(y|ies))\b`,
  String.raw`\b(aussies?|australians?|anglos?)( (families|tenants|applicants|buyers|people|couples|ones))? only\b|\bonly (aussies?|australians?|anglos?|white)( (families|tenants|applicants|buyers|people|couples|ones))?\b|\b(aussie|australian|anglo|white) (families|tenants|applicants|buyers|people|couples|ones) only\b|\b(ok|okay|fine),? no (other|others)\b|\b(you|u) filter (them|those|these|the (\w+ )?(applicants|tenants|buyers|ones)|applicants|tenants|buyers|people|out)\b|\bfilter (them|those|these|the \w+ ones|applicants|tenants) (out )?for (me|us)\b|\b(just )?say (that )?(the )?(room|granny flat|flat|unit|house|place|home)('?s| is| has been) (gone|taken|leased|let|full)\b|\bsay (that )?(the )?(viewings?|inspections?|open homes?) (are|is) (booked( out| up)?|full|cancelled|closed)\b|\bso (she|he|they) (withdraws?|gives? up|goes? away|backs? off|pulls? out|loses? interest)\b|\((it|that) (isn'?t|is not|'s not|is false|'s false)\)|\b(anyone|anybody)\b[^.?!]{0,60}\b(is|are) (out|a no|ineligible|not eligible)(?= *([,.;:!?)—–-]|$|\b(doesn'?t|no matter|regardless|whatever)\b))|\b(is|are) (out|a no)(?=,? *(doesn'?t matter|no matter|regardless|full stop|end of story))|\b(catch|flush out|smoke out|weed out) (\w+ ){0,2}(people|persons|applicants?|tenants?|ones)\b|\bstop (a|the|any|those|these)\b( [\w'-]+){0,2} (tenants?|residents?|applicants?|buyers?|renters?|owners?|people)\b( [\w'-]+)? (from )?(renting|living|moving|buying|applying|joining)\b|\bstop (a|the|any)\b( [\w'-]+){0,2} (tenants?|residents?) (from )?using the (women'?s|men'?s|ladies'?|female|male) \w+|\bstop (a|the|any|them|those|these)\b( [\w'-]+){0,3} (from )?(renting|living|moving in|buying|applying)\b|\b(don'?t|do not|doesn'?t|does not) want (a|the|any) (street|block|building|complex|area|suburb|estate|stage) full of\b|\bdiscourag\w* ([\w'-]+ ){0,3}(couples|families|tenants|applicants|buyers|renters|people|ones)( from)? (renting|buying|applying|living|moving in|inspecting|enquiring)\b|(?<=(^|[.,;:!?]\s*|\b(we|i|you|u|to|please|pls|just)\s+))discourag\w* (the |those |these |any |all )?[\w'-]+( [\w'-]+){0,3} from (applying|renting|buying|inspecting|enquiring|moving in)\b|\bget (only )?(a |an )?([\w-]+[- ])?(month|week|year)s?'? (leases?|terms?) only\b|\b(pay|pays|paying) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (weeks?|months?)'?( of)? rent (upfront|up front|in advance)\b|\b(bond|rent) (is|of|will be) (\w+ )?(weeks?|months?)'?( rent)? not (\w+)\b|(?<!\b(any|are there|is there|are there any|is there an?)\s)\b(extra|more|higher|bigger|additional|larger) (rent|bond|fees?|deposit|cleaning fees?)\b[^.?!]{0,30}\bfor (groups?|guests?|people|bookings?) (booking|staying|coming|visiting)\b|\b(where|so) (the )?(tenants?|buyers?|neighbou?rs|people|residents|renters)( \w+)? (won'?t|will not|wouldn'?t|aren'?t|are not) be (?!(home|in|out|around|there|here|disturbed|rushed|stressed|bothered|inconvenienced|affected|upset|woken|interrupted|happy|able|available|worried|charged|ready|back|long|late|early|too|so|very|left|allowed|told|asked|given|paying|moving|there|able)\b)(any |a |an )?[\w'-]+|\bnot next to (a (bunch|lot|street|pack|heap|mob) of|those|these|them\b)|\bconfirm\w* (that )?(they|he|she|the applicant) (need|needs|require|requires|use|uses) no\b`,
);

/**
 * A requirement of the people chosen, said rather than asked: "tenants should be under 40", "tenants must have a full-time job"
 * (but not "do tenants have to be 18 or over?", a question about the rules).
 */
const requirement =
  /^(?!\s*(do|does|did|can|could|is|are|will|would|must|should|have|has|may)\b).*\b(tenants?|buyers?|applicants?|renters?|purchasers?)\s+(should|must|have to|has to|need to|needs to|ought to)\s+(be|have)\b|\b(require|stipulate|instruct|insist|request|demand)s? that (the |any |all |my |our )?(incoming |new |prospective |future )?(tenants?|buyers?|applicants?|renters?|purchasers?|occupants?)\s+(be|not be|only be|are|have)\b/i;

/** A danger near which anyone small is at risk ("toddlers are always a risk around pools"), not a judgement of them. */
const aroundAHazard = String.raw` (around|near|in|by|at) (the |a |any |an )?(swimming )?(pools?|spas?|water|dams?|roads?|driveways?|traffic)\b`;

/** A judgement of people by who they are: "older people don't look after a place" (not "my kids don't …"). */
const judgementAfter = String.raw`\s+([\w'-]+\s+){0,2}?((don'?t|do not|doesn'?t|does not|never|can'?t|cannot|won'?t) (look after|take care of|keep up|maintain|clean|pay)|(are|is) (always |usually |often |generally |just |all )?(rough on (the )?(houses?|homes?|places?|properties|rentals?)|trouble|a risk(?!${aroundAHazard})|risky(?!${aroundAHazard})|messy|dirty|noisy|unreliable|lazy|a problem|too much hassle|too (fussy|noisy|messy|loud|demanding|risky|much trouble))|(will|would|'ll) (wreck|ruin|damage|trash))`;
const judgedPeople = {} as Record<RefusalGround, RegExp>;

/** "No kids", "without Centrelink tenants", "the fewest retirees": a short word that shuts out the people right after it. */
const shutOutBefore = String.raw`\b(no|nobody|no ?one|none|without( any)?|skip|fewest|fewer|less|least|away from|free of|none of( the)?|not any|not too many)\s+['"‘’“”]?([\w'-]+\s+){0,4}?`;
const shutOut = {} as Record<RefusalGround, RegExp>;
/**
 * The same with at most one word between ("no small kids") or a clause about them ("no one who wears a headscarf"), for
 * a message that names no letting or sale ("no one on a disability pension"): "no hot water small kids" shuts no one out.
 */
const tightShutOutBefore = String.raw`\b(no|nobody|no ?one|none|without( any)?|not too many)\s+['"‘’“”]?([\w'-]+\s+)?((who|that|whose|on|with|from|in)\s+([\w'-]+\s+){0,3}?)?`;
const tightShutOut = {} as Record<RefusalGround, RegExp>;

/** "not overseas students", "as long as they aren't Hindu", "wasn't someone who's gay": a "not" right before the people. */
const notBefore = String.raw`\b(not|aren'?t|isn'?t|wasn'?t|weren'?t)\s+((a|an|any|someone who'?s|somebody who'?s|anyone who'?s|people who are)\s+)?`;

/** "I want a young professional, not some retiree": the people wanted, and "not some" before the ones shut out. */
const wantedNotSome = String.raw`\b(want|wants|wanted|after|prefer\w*|looking for|need|rather have)\b[^.?!]{0,60}\bnot some\s+`;

/** Not right after a possessive: "my only child", "her kids don't …" speak of someone's own family. */
const notSomeonesOwn = String.raw`(?<!\b(my|our|his|her|their)\s+)`;

/** "only Christians", "young professionals only": the people let in, so everyone else is shut out. */
const onlyBefore = String.raw`${notSomeonesOwn}\bonly\s+(?!(have|has|had|got|one)\b)([\w'-]+\s+){0,2}?`;
const onlyAfter = String.raw`\s+((tenants?|applicants?|buyers?|renters?|people|households?)\s+)?only\b`;

for (const ground of refusalGrounds) {
  const people = groundPatterns[ground].source;
  shutOut[ground] = new RegExp(
    `${shutOutBefore}${people}|${notBefore}${people}|${wantedNotSome}${people}|${onlyBefore}${people}|${people}${onlyAfter}`,
    "i",
  );
  tightShutOut[ground] = new RegExp(
    `${tightShutOutBefore}${people}|${notBefore}${people}|${wantedNotSome}${people}|${onlyBefore}${people}|${people}${onlyAfter}`,
    "i",
  );
  judgedPeople[ground] = new RegExp(`${notSomeonesOwn}${people}${judgementAfter}`, "i");
}

/** Where people live: the place half of "does this area have too many X?". */
const placeWord = words(
  String.raw`areas?|suburbs?|neighbou?rhoods?|streets?|estates?|stages?|locals?|live|lives|living|residents?|neighbou?rs?|communit(y|ies)|population|there|here|gregory hills|oran park|gledswood hills|leppington|camden|south west sydney`,
);

/** Ranking, counting or characterising: the judging half. */
const judgingWord = words(
  String.raw`too (\w+ )?(ethnic\w*|white|black|brown|anglo|asian|indian|chinese|arab\w*|lebanese|african|muslim|islamic|christian|jewish|hindu|sikh|multicultural|foreign|gay|wog\w*)|good|bad|safe|unsafe|danger\w*|avoid\w*|rough|dodgy|nice|better|worse|best|worst|prefer\w*|desirable|undesirable|crime|problem\w*|trouble|crawling with|dodge|rule (\w+ ){0,2}out|point of no return|gone the way of|how (\w+ )?enriched|too (\w+ )?enriched|enriched-free`,
  String.raw`too many|(the )?most|stay (clear|away)|steer clear|lots of|a lot of|many|mostly|majority|minority|dominat\w*|full of|overrun|tak(e|ing|en) over|overtaken|old (australia|aussie)|fewer|fewest|less|more|percentage|proportion|how many|demograph\w*|mix|make-?up|composition|concentration|breakdown`,
  String.raw`where (do|does|are)|which (suburb|area|street|estate)s?|(kind|type|sort) of|${littleEnclave}|${feelsAussie}|(around|round|among|amongst|with|near|next to) (their|our|my|your|its) own (kind(?! of\b)|sort(?! of\b)|generation|age group)|greyest|greyer`,
);

/** "Where have the Muslims taken over?": a place asked for by who has come to live there. */
const takenOver = /\bwhere\b[^.?!]{0,40}\b(taken over|tak(e|es|ing|en) over|moved in|moving in|overrun|dominat\w*)\b/i;

/**
 * A place run down by who lives there ("gone the way of the dole-bludger streets", "crawling with"): people on
 * benefits are judged as neighbours only in such words ("are there many pensioners in Camden?" may seek company).
 */
const scornsAPlace =
  /\b(bad|rough|dodgy|avoid\w*|dodge|crawling with|overrun|gone the way of|point of no return|full of|taken over|too many|stay (clear|away)|steer clear|rule (\w+ ){0,2}out|go downhill|gone downhill|ruin\w*)\b/i;

/** Characterising who lives somewhere, with no attribute named ("what kind of people live in Leppington?"). */
const peopleProfiling = words(
  String.raw`(kind|type|sort|class) of (people|person|neighbou?rs|residents|crowd) (live|living|are|is)`,
  String.raw`(avoid\w*|skip|rule (it |\w+ )?out|stay (away|clear)|steer clear|dodge|(not|never|n't) (buy|live|move|rent))\b[^.?!]{0,40}\b(because of|due to|over) (who|the (kind|sort|type) of (people|crowd|residents|neighbou?rs)|the ([\w'-]+ )?(people|crowd|residents|types?|lot|mob))( who| that)? (lives?|living|moving|(is|are) (moving|living)|moved|moves) (there|in|here|in (the )?(area|suburb))\b(?! next door)`,
  // A place asked for, or avoided, by its places of worship: "I want a suburb without mosques", "avoid areas with lots
  // of churches" (a place of worship looked for nearby is the visitor's own need).
  String.raw`(want|wants|wanted|like|looking for|after|prefer|need|find( me| us)?|show( me| us)?|recommend|suggest)\b[^.?!]{0,20}\b(suburbs?|areas?|streets?|estates?|neighbou?rhoods?|places?|somewhere)\b[^.?!]{0,12}\b(without|with no|with fewer|away from|free of)( (a|an|any|the|many|lots of|too many))? (mosques?|temples?|synagogues?|gurdwaras?|churches)(?!['’]?s? (traffic|parking|noise|bells|crowds?|car ?parks?|congestion))`,
  String.raw`(avoid\w*|skip|stay (away|clear) (from|of)|steer clear of)\b[^.?!]{0,12}\b(suburbs?|areas?|streets?|estates?|places?|anywhere)( with| that (has|have)| near)( (lots of|many|so many|too many|any|a|the))? (mosques?|temples?|synagogues?|gurdwaras?|churches)(?!['’]?s? (traffic|parking|noise|bells|crowds?|car ?parks?|congestion))`,
  String.raw`(racial|ethnic|religious|cultural) (make-?up|mix|composition|breakdown|backgrounds?)`,
  String.raw`(how|too|so|very) (\w+ )?culturally enriched|culturally enriched-free`,
  String.raw`(white|black|brown|asian|indian|chinese|muslim|christian|jewish|ethnic|migrant|immigrant|wog) (areas?|suburbs?|neighbou?rhoods?|streets?|enclaves?|ghettos?)`,
);

/** Grounds whose people a suburb may never be judged by (families, retirees or students choosing a suburb for themselves is fine). */
const placeJudgedGrounds: readonly RefusalGround[] = ["race", "religion", "sexuality", "transgender", "disability"];

/** "Streets with fewer Muslim families": a buyer choosing where to live by the neighbours, a judgement of the place. */
const streetsByNeighbours =
  /\b(streets?|areas?|pockets?|parts?|neighbou?rhoods?|estates?) (with|that have|where there are) (fewer|less|more|no|not many|few|lots of|mostly|hardly any)\b[^?.!]{0,30}\b(famil(y|ies)|people|residents|neighbou?rs|households|folks)\b/i;

/** Neighbours chosen by who they are: "the right kind of neighbours", "married couples rather than de facto". */
const choosesNeighbours =
  /\b(right|wrong|better|proper|good|decent) (kind|sort|type|class) of (neighbou?rs|people|crowd|residents|families)\b|\b(mostly|all|only) ([\w'-]+ ){0,2}(couples?|famil(y|ies)|people|singles|renters|owners|residents|neighbou?rs|tenants|households) (rather than|instead of) /i;

/**
 * "Which suburb is best for a young family?": the visitor choosing a suburb for a household like theirs, which a
 * suburb "best for" someone chooses no people (who is shut out or judged still is: "… and avoid the single mums").
 */
const suburbForAHousehold =
  /\b(which|what)( (suburbs?|areas?|estates?|streets?|part|one))?\b[^.?!]{0,30}\b(best|better|good|ideal|great|suits?|suited|right|ok|okay|affordable) for\b/i;

/** Someone who lets or sells a home: the owner, the landlord, the vendor or the seller. */
const ownersChoice = /\b(owner|landlord|vendor|seller)s?\b/i;

/** Questions about places and services that merely carry such a word ("a Catholic school nearby?"). */
const facilityPhrase = new RegExp(
  // (Not one kept away from: "nothing within a km of the hindu temple".)
  String.raw`(?<!\b(nothing|no \w+|not|away|far|anything) (within|near|close to|from|of)( (a|an|\d+) ?(km|kms|kilometres?|metres?|minutes?|blocks?|streets?)( of)?)? (the |a |an )?)(?<!\b(needs? no|requires? no|without( any)?) )\b(muslim|islamic|christian|catholic|anglican|jewish|hindu|sikh|buddhist|chinese|indian|asian|lebanese|arabic|african|greek|italian|vietnamese|korean|japanese|thai|filipino|turkish|pakistani|aboriginal|indigenous|disabled|disability|wheelchair|family|families|kids|children|child|seniors?|aged|age|retirement|students?|women'?s|men'?s)\s+((high|primary|secondary|girls'?|boys'?|private|independent)\s+)?(schools?|colleges?|churches?|mosques?|temples?|synagogues?|gurdwaras?|restaurants?|food|cuisine|grocer\w*|shops?|supermarkets?|takeaways?|stores?|festivals?|new year|community cent\w*|parking|access\w*|toilets?|ramps?|language|speakers?|speaking|interpreters?|care|cent(re|er)s?|homes?|villages?|living|parks?|playgrounds?|friendly|events?|activities|sport|clubs?|accommodation|concessions?)\b(?!\s+(tenants?|applicants?|buyers?|people|persons?|famil(y|ies)|renters?|couples?|neighbou?rs?)\b)|\b(wom[ae]n|m[ae]n|female|male|lady|bloke)\s+(property managers?|agents?|staff|inspectors?|doing (the |my |our )?(routine )?(inspections?|appraisal|visit|viewing))\b|\b(property managers?|agents?|staff)\b (happen to be|is|are|who (is|are)) (a )?(female|male|woman|man|women|men)\b|\b(i|we)('m|'re| am| are)? (fast\w*|observ\w*|celebrat\w*|keep\w*) (for |during )?(ramadan|eid|the sabbath|sabbath|shabbat|lent|passover|diwali)\b|\bwhere (do|does|can|could|would|is|are)\b[^.?!]{0,40}\b(hold|holds|celebrate|celebrates|run|runs)\b[^.?!]{0,20}\b(services?|mass|festivals?|events?|celebrations?|markets?|classes)\b|\bwhere (do|does|can|could|would|should|might) ([\w'-]+ ){0,5}?(pray|worship|go to (church|mass|temple|synagogue|the mosque|mosque|friday prayers))\b|\b(moving|relocating|coming|arriving|moved|came|emigrating) (over |here |back )?from (overseas|abroad)\b|\bover[- ]\d{2}s? (villages?|living|communit\w*|estates?|complex\w*)\b|\brace (tracks?|courses?|ways?|day)\b|\bhorse rac\w*|\bage of (the|my|our|a) (home|house|property|building)\b|\b(single|double)[- ](storey|level|garage|bedroom)\b|\bno (kids|children) (yet|at home)\b|\b(we|i)('ve| have| has)? (got )?(no|not any) (kids|children)\b|\b(we|i) (don'?t|do not) have (any )?(kids|children)\b|\b(for|in|takes?|took|taking|waited|waiting) ages\b|\bages ago\b`,
  "gi",
);

/**
 * "We don't want to live next to a church: bells at 7am and the wedding traffic": a building avoided for its noise or
 * traffic, which judges no one (read with the building unnamed; "… church people" still names people).
 */
const buildingsNuisance = /\b(bells?|traffic|noise|noisy|loud|parking|car ?parks?|crowds?|congestion|loudspeakers?|call to prayer)\b/i;
const placesOfWorship =
  /\b(calls? to prayer|(places?|houses?) of worship|churches|church|mosques?|temples?|synagogues?|gurdwaras?)\b(?!\s*(people|folk|members|goers|crowd|lot|mob|types|famil(y|ies)|couples?))/gi;
const worshippers =
  /\b(members?|goers?|going|attend\w*|congregation|parish\w*|worshippers?)\b|\b(from|of) (our|the|their|that|his|her) (church|mosque|temple|synagogue|gurdwara)\b/i;
const buildingsOnly = (text: string) =>
  buildingsNuisance.test(text) && !worshippers.test(text) ? text.replace(placesOfWorship, " the building ") : text;

/** Who the visitor is dealing with: tenants (a rental), buyers (a sale) or neighbours (a suburb). */
type Setting = "tenants" | "buyers" | "visitors" | "place";

// ("Only shortlist people who work": a landlord's shortlist of applicants, unless it is of buyers or offers.)
const tenantSetting =
  /\b(rent\w*|tenan\w*|shortlist\w*(?! (of )?(the )?(buyers?|purchasers?|offers?|bidders?))|flat|granny flat|spare room|room ?mates?|lease\w*|leasing|letting|let (it |my |our |the )?(house |home |place |property |unit )?out|landlord\w*|applicants?|(family|couple|person|people|guy|woman|man|lady|bloke) applying|appl(ied|ications?) (together|for (the|a|our|my) (rental|house|place|unit|lease))|(the|an|their|her|his|those|these|any|all) (other )?applications?|investment property|property manag\w*|flatmates?|housemates?|boarders?)\b/i;
const visitorSetting = /\b(inspect\w*|open homes?|open houses?|viewings?|walk through)\b/i;
const buyerSetting = /\b(sell\w*|sold|sale|buyers?|purchasers?|offers?|vendors?|auction\w*)\b/i;

/**
 * Choosing who gets a home, however it is worded: the visitor lets or sells a home, or tells the agency how to deal
 * with applicants or buyers, and names people who would live in it or buy it by a ground. This reads what the visitor
 * is doing (choosing among people) rather than how they put it, so "I'd like a Chinese family in there", "leave off
 * the ones with children" and "tell the gay couple it's been leased" are refused like "no Chinese", while a question
 * about a tenant already there ("my tenant is pregnant and wants to break the lease") or about the visitor's own
 * family is not. ("First home buyer homes" names a kind of purchase, not buyers chosen.)
 */
const chosenPeople =
  /\b(tenants?|applicants?|applications?|(?<!\bfirst[- ]homes? )buyers?|purchasers?|renters?|occupants?|lessees?|(the|a|an) ([\w'-]+ ){0,2}(couple|family|person|people|guy|man|woman|lady|bloke|girl|one|ones|household|pair|mum|dad)|someone|somebody|anyone|anybody|whoever|people|owner-occupiers?|in there|live (there|in it)|living (there|in it)|mov(e|es|ing) in(to)?|(won'?t|don'?t|can'?t|not) apply|(ask|tell|show|approve|reject) them)\b/i;
const existingTenant = /\b(my|our|the current|the existing|the new|my new|our new) (tenants?|renters?|occupants?)\b/gi;
/** The visitor's own home: "my investment", "our granny flat" (not "my rental application", which is theirs as a tenant). */
const visitorsHome = String.raw`\b(my|our) (investment|rental|unit|place|house|home|townhouse|flat|property|granny flat|apartment|room|duplex)\b(?! (applications?|history|references?|ledger|hunt|search))`;
const choosingRole = new RegExp(
  [
    // The visitor's own home, let or sold.
    visitorsHome,
    String.raw`\b(letting|leasing|renting (it |\w+ )?out|let (it|\w+) out|selling|rent (it|\w+) to|lease (it|\w+) to|sell (it|\w+) to)\b`,
    // Telling the agency how to deal with applicants or buyers.
    String.raw`^\s*(please |can you |could you |would you |will you |i want you to |just )?(tell|ask|rank|shortlist|put|advertise|go with|pick|choose|select|prefer|let|leave|give|find|show|approve|accept|knock|turn)\b`,
    String.raw`\b(can|could|should|shall) (we|i|you) (just |quietly )?(go with|pick|choose|select|take|move|put|shortlist)\b|\b(when|if) you (shortlist|choose|pick|select|rank|approve|assess|screen|vet|show)\b|\bask (the )?(applicants?|tenants?|buyers?|them)\b|\bbefore approving\b|\bcharge (more|extra|less)\b|\b(is|are|'s|'re) set on (not (selling|renting|leasing|letting) to\b|(only )?((a|an|the|some|any) )?([\w'-]+ ){0,2}?(tenants?|buyers?|applicants?|famil(y|ies)|couples?|person|people|someone|somebody|m[ae]n|wom[ae]n|guys?|lady|ladies|bloke|household|renters?)\b)|\b(owner|landlord|vendor|seller)s?('s)? (wants?|is after|'s after|prefers?|is keen on|would like) (it to go to\b|((us|you|me) )?to (rent|sell|lease|let) (it )?(only )?to\b|(only )?((a|an|the|some|any) )?([\w'-]+ ){0,2}?(tenants?|buyers?|applicants?|famil(y|ies)|couples?|person|people|someone|somebody|m[ae]n|wom[ae]n|guys?|lady|ladies|bloke|household|renters?)\b(?! to (?!be\b)))|\bto go to (someone|somebody|a|an|the)\b`,
    // What the visitor wants of the people chosen, or who would suit the home.
    String.raw`\b(i|we)('d| would)? (want|need|like|prefer|am after|are after|'m after|'re after)\b|\b(more |most )?comfortable with\b|\b(i'?d|we'?d|i would|we would) (hate|love|rather)\b`,
    String.raw`\b(would |will |'d )?suits?\b|\b(ideal|perfect|best|great) for\b|\b(make sure|ensure)( that)? (the |my |our |any |all )?(new |incoming |future |next )?(tenants?|buyers?|applicants?|renters?|people|whoever|family|families|couples?|occupants?)\b(?! (gets?|has|have|receives?|knows?|is told|are told|can (get|collect|pick up|move in)) )|\b(looking for|seeking|searching for|hoping for) (a|an|some)\b|\b(the|an|my|our|a) (ad|advert|advertisement|listing)\b|\b(best|better|pick|choose|which)\b.{0,20}\b(applicants?|tenants?|buyers?)\b`,
  ].join("|"),
  "i",
);

/** What the home needs for the people already chosen ("letting to a couple with a newborn, do I need a pool fence?"). */
const homeNeeds = /\b(do|will|would) (i|we) need (a|an|to (install|fit|put in|get))\b/i;

/** A question of what a rule asks of a group ("do buyers from overseas pay extra stamp duty?"): information, not a choice. */
const rulesForPeople =
  /\b(do|does|will|would|must|should|can|are|is)\s+(the\s+)?([\w'-]+\s+){0,3}?(buyers?|purchasers?|tenants?|applicants?|renters?|people|they)\b[^?.!]*\b(pay|owe|need|required|allowed|eligible|entitled|qualify|charged|taxed)\b/i;

function choosesPeople(plain: string): boolean {
  const others = plain.replace(existingTenant, " ");
  return (
    chosenPeople.test(others) &&
    choosingRole.test(others) &&
    !homeNeeds.test(others) &&
    !rulesForPeople.test(others) &&
    groundsIn(others).length > 0
  );
}

export interface GuardrailVerdict {
  refused: boolean;
  message: string;
  /** Why, alone: the message without what we can do instead, for a reply that answers the visitor's own lawful question. */
  reason: string;
  /** The grounds the question turned on, first named first. */
  grounds: RefusalGround[];
  /** A suburb or its people judged, rather than tenants or buyers chosen: the lawful help is the suburb's facts. */
  judgesPlace?: boolean;
  /**
   * Not refused: whether choosing people by a ground is lawful was asked ("is it legal for a landlord to choose a man
   * over a woman?"), and this is the answer — what a refusal would say of the choice, said as information.
   */
  lawOfChoosing?: string;
}

const phone = agencyPhone;

/** The lawful part: what we can do instead, for the setting. */
const lawfulHelp: Record<Setting, string> = {
  tenants: `What I can help with is finding a good tenant fairly: we check every applicant's identity, income and ability to pay, rental history and references the same way, and you make the final decision — see [Rental services](/rental) or call us on ${phone}.`,
  buyers: `What I can help with is getting you the best price and terms: we present every offer to you and negotiate on price, conditions and settlement, whoever the buyer is — see [Selling with us](/selling) or call us on ${phone}.`,
  visitors: `What I can help with is a fair campaign: everyone is welcome at inspections and open homes, and we assess every offer or application on the same terms — see [Selling with us](/selling) and [Rental services](/rental), or call us on ${phone}.`,
  place: `I'm glad to help with objective facts instead: schools, transport, parks, shopping, growth and how long homes take to sell — the [Gregory Hills vs Oran Park comparison](/suburb-comparison) and the suburb guides are a good start, or call us on ${phone}.`,
};

/** Why the suburbs are not judged, in one sentence. */
const placeReason = (named: string) =>
  `I'm sorry, but I can't describe, rank or compare suburbs or people by ${named} — everyone deserves a fair go, and we deal with every buyer, seller, landlord and tenant on the same terms.`;

/** The suburb-judging refusal: why in one sentence, then objective facts instead. */
const placeRefusal = (named: string) => `${placeReason(named)} ${lawfulHelp.place}`;

/** What the suburb-judging refusal names when the question names no ground ("what kind of people live there?"). */
const anyCharacteristic = "race, religion, ethnicity, nationality or any other personal characteristic";
export const fairDealingRefusal = placeRefusal(anyCharacteristic);

const lawGrounds = new Set<RefusalGround>(["race", "sex", "age", "disability", "marital", "carer", "sexuality", "transgender", "religion"]);

/** Who is chosen, by what, and what the law makes of it: the parts of a refusal's reason and of the law's answer. */
function choiceJudged(grounds: RefusalGround[], setting: Setting): { who: string; named: string; law: string } {
  const who = setting === "buyers" ? "buyers" : setting === "tenants" ? "tenants" : setting === "visitors" ? "buyers or tenants" : "people";
  const names = grounds.map((g) => groundNames[g]);
  // Several grounds, some with "or" of their own: "A, or B" reads better than "A or B or C".
  const named = names.length > 1 ? `${names.slice(0, -1).join(", ")}, or ${names.at(-1)}` : (names[0] ?? "");
  const inAct = grounds.filter((g) => lawGrounds.has(g)).length;
  const law =
    inAct === grounds.length
      ? "is discrimination that the NSW Anti-Discrimination Act makes unlawful"
      : inAct > 0
        ? "is discrimination, most of it unlawful under the NSW Anti-Discrimination Act"
        : "isn't fair dealing";
  return { who, named, law };
}

/** One sentence saying why, naming the grounds. */
function reasonSentence(grounds: RefusalGround[], setting: Setting): string {
  const { who, named, law } = choiceJudged(grounds, setting);
  return `I'm sorry, but I can't help with choosing or turning away ${who} because of ${named}: that ${law}, and we treat every applicant and buyer on the same terms.`;
}

/** "Can a landlord knock me back for wearing a hijab?": the one it would happen to asking, not the one choosing. */
const askedByTheOneChosen =
  /\b(refus|reject|knock|turn|deny|denie|declin|evict)\w* (me|us)\b|\b(my|our) (application|income|rental history)\b|\bbecause (i|we)\b|\b(happened|did (this|it|that)) to (me|us)\b|\b(i|we)('m| am|'re| are)? (start )?(apply|applying)\b/i;

/** Anti-Discrimination NSW's own page: it administers the Act and helps resolve complaints, free. */
const antiDiscriminationNsw = "https://antidiscrimination.nsw.gov.au/need-help/frequently-asked-questions.html";

/**
 * The answer to "is it legal to choose tenants by …?": the same judgement, as information; then, for the one it would
 * happen to, where a complaint goes and how we assess, and for the one choosing, how we help choose fairly.
 */
function lawOfChoosingAnswer(grounds: RefusalGround[], setting: Setting, text: string): string {
  const { who, named, law } = choiceJudged(grounds, setting);
  const judged = `Choosing or turning away ${who} because of ${named} ${law}, and we treat every applicant and buyer on the same terms.`;
  if (!askedByTheOneChosen.test(text)) return `${judged} ${lawfulHelp[setting]}`;
  const complaint = grounds.some((g) => lawGrounds.has(g))
    ? ` If you think it has happened to you, [Anti-Discrimination NSW](${antiDiscriminationNsw}), which administers the Act, helps resolve complaints free of charge.`
    : "";
  return `${judged}${complaint} With us, every applicant is assessed on the same checks (identity, income and ability to pay, rental history and references) — see [Rental services](/rental) or call us on ${phone}.`;
}

/** The grounds a text names, in the order they appear. */
export function groundsIn(text: string): RefusalGround[] {
  const found: { ground: RefusalGround; at: number }[] = [];
  for (const ground of refusalGrounds) {
    const match = groundPatterns[ground].exec(text);
    if (match) found.push({ ground, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.ground);
}

/** "were" written for "we're" ("were a young family"), not "tenants who were born here". */
const wereAsWeAre = String.raw`(?<!\b(who|that|which|they|people|tenants|applicants|buyers|renters|ones|those|them)\s+)were`;

/**
 * Any ground's words, as one alternation; source of income first, so that "a disability support pension" is read whole
 * as the visitor's income rather than as "disability" with a pension left over.
 */
const anyGround = ["income" as const, ...refusalGrounds.filter((g) => g !== "income")].map((g) => groundPatterns[g].source).join("|");

/**
 * The visitor describing themselves or their own ("we're a young family", "I'm Muslim", "my wife is pregnant", "our
 * kids", "I use a wheelchair"): who they are, not who they would shut out ("people from our church" is the latter, so not after "from").
 */
const selfDescription = new RegExp(
  String.raw`(?<!\b(from|of|at|in|to|with)\s+)\b((my (partner|wife|husband|girlfriend|boyfriend|fianc[eé]e?) and i|me (and|n|&|an'?) my (partner|wife|husband|girlfriend|boyfriend|fianc[eé]e?)) (are|['’]re)|we['’]re|${wereAsWeAre}|we are|i'?m|i am|im|((part|some|half|most|all) of )?(my|our) (main |only )?income (is|comes from|is from)( (mostly|mainly|all|only|just|partly))?|my|our|(i|we) (use|rely on|get|receive|live on))\s+(?!(after|looking|seeking|wanting|hoping|only|not|over|sick|tired|done|wary|fed|against|tenants?|buyers?|applicants?|renters?|neighbou?rs?|house|home|place|property|unit|rental|flat|apartment|townhouse|investment|listing)\b)((a|an|the)\s+)?((?!(to|for|from|with|than|by)\b)[\w'-]+\s+){0,2}?(${anyGround})`,
  "gi",
);

/** "As a wheelchair user, …", "… as I don't drive (wheelchair user)": the visitor describing themselves, in passing. */
/** "The listing says it would suit a young family, how big is the yard?": an advert the visitor read, not one they write. */
const advertRead =
  /\b((the|your|this|that|its) (listing|ad|advert|advertisement|description)|it) (says|said|mentions|mentioned|reads|states|stated) (that )?(it|the (house|home|place|property|unit|townhouse)) (would |will |might )?(suits?|is (ideal|perfect|great) for)\b[^.?!,;]*/gi;

const describedInPassing = new RegExp(
  String.raw`^\W*((i'?m|i am|we'?re|we are)\s+)?(a |an )?(wheelchair|mobility scooter|walking frame|walker|hearing aid) users?\b|(^|[,.;:!?(]\s*|\b(and|but|so)\s+)as an? ((?!(landlord|owner|vendor|seller|agent|investor)\b)[\w'-]+\s+){0,2}?(${anyGround})( users?)?\b|\b(i|we|me|us)\b[^.?!()]{0,60}\((?!\s*(no|not|non|without|nor|never)\b)\s*(a |an )?([\w'-]+ ){0,2}?(${anyGround})( users?)?\s*\)`,
  "gi",
);

/** The grounds a visitor names of themselves or their own ("I'm on a disability pension", "we have three kids", "single dad with 2 kids"). */
const ownFamily =
  /\b(we|i)('ve| have)?( got)?\s+((a|an|one|two|three|four|five|\d+)\s+)?([\w'-]+\s+)?(kids?|children|child|baby|babies|bubs?|toddlers?|newborns?|infants?)\b|(^\W*|[.!?]\s+|\b(i'?m|i am|im) (a |an )?)(single |solo )?(dad|mum|mom|father|mother|parent) (of|with) ((a|an|one|two|three|four|five|\d+)\s+)?([\w'-]+\s+)?(kids?|children|child|baby|babies|bubs?|toddlers?)\b/gi;

/**
 * "Separated from my ex in May.", "we divorced last year", "my divorce": the visitor's own status, told as their story.
 */
const ownStatus =
  /(^|[.!?;]\s+)(recently |just |newly )?(separated|divorced|widowed)\b(?!\s+(people|persons?|applicants?|tenants?|buyers?|renters?|m[ae]n|wom[ae]n|mums?|mothers?|dads?|fathers?|parents?|couples?|folks?|ones|types|guys|blokes|ladies))|\b(i|we|my (husband|wife|partner|ex|girlfriend|boyfriend|fianc[eé]e?) and i)( have| had|'ve| got| am|'m| are|'re| were| aren'?t| are not| weren'?t| were not| not)?( yet| recently| just| newly)? (separated|divorced|married|split up|widowed)\b|\b(my|our) (divorce|separation)\b/gi;

/**
 * "Which suburb is best for a family with a child in a wheelchair?": the household a suburb is chosen for, described by
 * a need of access (a wheelchair, a pram, no stairs) with no one shut out, once the message asks which suburb suits
 * (`suburbForAHousehold`). "Best for a Muslim family" still sorts suburbs by who lives there.
 */
const householdChoosing =
  /\b(best|better|good|ideal|great|suits?|suited|right) for (a|an|our|my) ((young|elderly|older|small|big|large|growing|single|disabled) ){0,2}(family|couple|household|person|parents?|mum|dad|son|daughter|child|kid|someone),? (with|using|in|needing|who (uses|needs|has|is in)|(he|she|they) (uses?|needs?|has|have|is in|are in)) (a |an |one |two )?([\w'-]+ ){0,3}?(wheelchairs?|mobility (aids?|needs|issues)|walking frames?|walkers?|prams?|strollers?|no (stairs|steps))\b/gi;
// (Only the household and its need: the rest of the message is still read — "… and mostly Anglo neighbours".)
const ownHouseholdChoosing = (text: string) => (suburbForAHousehold.test(text) ? text.replace(householdChoosing, " for us ") : text);

/** "Is the Anglican college too Christian for us?": a school's or a church's ethos, which judges no one. */
const schoolEthos =
  /\b(schools?|colleges?|academy|church(es)?|primary|kindy|preschool|grammar)( is| are|'s)? (too|very|quite|really|strictly) (\w+ )?(christian|catholic|anglican|religious|muslim|islamic|jewish|hindu|sikh|secular|strict)\b/gi;

/** "The family with kids next door is noisy": neighbours already there, complained of, not people chosen or judged. */
const childrenNextDoor =
  /\bthe neighbou?rs?['’]? (kids|children|baby|babies|toddlers|teenagers)\b|\bthe (family|couple|people|neighbou?rs?|kids|children|house|unit)( with (\w+ )?(kids|children|a baby|babies|toddlers|teenagers))? (next door|upstairs|downstairs|across the (road|street|hall|way)|behind (us|me)|over the (fence|road)|(above|below) (us|me))\b/gi;

/** "We're a family of six …", "I'm a single mum": the visitor's own household, not people chosen for a home. */
const ownHousehold =
  /\b(we'?re|we are|i'?m|i am|im)\s+(a|an)\s+([\w'-]+\s+){0,2}?(couple|family|household)\b((,)? (with|w\/) (a |an |one |two |three |four |five |six |\d+ )?(young |little |small )?(kids?|children|child|baby|babies|bubs?|toddlers?|teenagers?|teens)\b)?/gi;

/**
 * "The lady who rents my house asks if she can have a cat": the tenant already there, named by who she is, asking for
 * something; what is refused or allowed is the request, not the person.
 */
const currentOccupant =
  /\b(the|my|our) ([\w'-]+ ){0,2}?(lady|woman|man|guy|bloke|girl|family|couple|people|person|tenants?|renters?|ones?)( who| that)? (rents?|rented|renting|lives?|lived|living|leases?|leasing|stays?|staying|(is|are) (renting|living|leasing|staying)|(has|have) been (renting|living))( in| at)? (my|our|the|her|his|their|mum'?s|dad'?s) ([\w-]+ )?(house|home|place|property|unit|flat|apartment|townhouse|rental|investment|granny flat)\b/gi;

/** "Our kids are on the spectrum", "my son is autistic": someone of the visitor's own, described, not people chosen. */
/** "My elderly dad uses a walker", "our son is in a wheelchair": what a member of the visitor's household uses to get about. */
const ownRelativesAid =
  /\b(my|our)\s+(?!(tenants?|applicants?|buyers?|renters?|clients?|landlords?)\b)(\w+\s+)?(son|daughter|kids?|child|husband|wife|partner|mum|mom|dad|mother|father|brother|sister|parents?|grandparents?|nan|nana|grandma|grandpa|aunt|uncle)\s+(uses|has|needs|relies on|is in|is on|gets around (in|on|with))\s+(a |an )?(walker|walking frame|wheelchair|cane|walking stick|mobility scooter|guide dog|hearing aids?)\b/gi;

const ownRelativeDescribed = new RegExp(
  String.raw`\b(my|our)\s+(?!(tenants?|applicants?|buyers?|renters?|clients?|landlords?)\b)(\w+\s+)?(son|sons|daughters?|kids?|children|child|husband|wife|partner|mum|mom|dad|mother|father|brothers?|sisters?|family|parents?|grandparents?|nan|nana|grandma|grandpa|baby|boys?|girls?|fianc[eé]e?|boyfriend|girlfriend|aunt|uncle|cousins?|nephews?|nieces?)\s+(is|are|was|were)\s+((a|an)\s+)?(${anyGround})(\s+from\s+(the\s+)?[\w'-]+(\s+[\w'-]+)?)?`,
  "gi",
);

/** "I'm a vet on a fixed pension": the visitor's own income, said of themselves (not "I'm wary of tenants on the dole"). */
/**
 * The visitor's own dealings with the payer: "update my address with Centrelink", "my Services Australia payment", "my
 * Centrelink customer reference number".
 */
const ownDealingsWithThePayer =
  /\b(my|our) (centrelink|services australia) (payments?|customer reference( number)?|crn|number|account|letter|statement|details)\b|\b(update|change|tell|give) (my|our) (address|details|new address)( \w+){0,2} (with|to) (centrelink|services australia)\b|\b(centrelink|services australia) (customer reference( number)?|crn)\b/gi;

const ownIncomeOn = new RegExp(
  // ("My last tenants were on Centrelink" is no "we're".)
  String.raw`\b(i'?m|i am|im|we['’]re|${wereAsWeAre}|we are)\s+(?!(after|looking|seeking|wanting|hoping|only|not|renting|letting|leasing|selling)\b)((?!(tenants?|applicants?|buyers?|renters?|people|anyone|anybody|someone|somebody|those|them|these|families|couples?|ones|no|not|of|with|about|by|for|from|to|over|against)\b)[\w'-]+\s+){0,3}?on (a |an |the |my |our )?([\w'-]+\s+){0,2}?(${groundPatterns.income.source})`,
  "gi",
);

/** "95k, no debts, no kids": the visitor's own circumstances, listed, as a lender would ask them. */
const ownCircumstances =
  /\b(no|zero) (debts?|loans?|hecs|credit cards?|car loans?|mortgage)\b[,;]?\s+(and\s+|&\s+)?(no|zero) (kids|children)\b|\b(no|zero) (kids|children)\b[,;]?\s+(and\s+|&\s+)?(no|zero) (debts?|loans?|hecs|credit cards?|car loans?|mortgage)\b/gi;

/** Borrowing, beside which the visitor's own circumstances are listed; and tenants or buyers, whom a list would choose. */
const borrowing = /\b(borrow\w*|loans?|mortgages?|pre-?approv\w*|lend\w*)\b/i;
const chosenByRole = /\b(tenants?|applicants?|buyers?|renters?)\b/i;

/**
 * "I have a guide dog, does it count as a pet?", "I use a walker", "my husband uses a wheelchair": the visitor's own
 * assistance animal or aid, or their family's.
 */
const ownAssistanceAnimal =
  /\b(because of|for|with) (my|our) (wheelchair|walker|walking frame|mobility scooter|guide dog|assistance dog|hearing aids?|crutches)\b|\b(i|we|(my|our) (husband|wife|partner|son|daughter|mum|mom|dad|mother|father|child|kid|brother|sister|nan|nana|grandma|grandpa|grandmother|grandfather|parents?))\s+(use|uses|need|needs|rely on|relies on|am in|is in|'m in)\s+(a |an )?(wheelchair|walker|walking frame|mobility scooter|hearing aids?|crutches|cane|walking stick)\b|\b(i|we)('ve| have| has)? (got |own )?(a |an |my |our )?(guide|assistance|service|support) (dogs?|animals?)\b/gi;

/** "Do you guys help with …?": the people spoken to, not people of a sex. */
const addressedAs = /\b(you|u|ya|yous|youse|thanks|cheers|hey|hi) (guys|blokes|ladies|girls|fellas)\b/gi;

/**
 * "Young couple no kids, want cafes …", "retired couple here.": a message that opens by saying who is asking, before
 * what they ask.
 */
const openingSelf =
  /^\W*((a|an) )?((young|youngish|older|elderly|retired|married|engaged|newlywed|single|working|professional|first[- ]home[- ]buyer|de facto) )*(couple|family|mum|dad|parents?|retirees?|pensioners?|professionals?|students?)( (with|w\/) (a |an |our |two |three |\d+ )?(young |little |small )?(kids?|children|baby|bub|toddlers?)| (no|without) (kids|children)| (expecting|pregnant))*( here| looking)?\s*[,.;:!-]/i;

/** "We're new arrivals from India", "we moved here from Fiji last year": where the visitor comes from, their own. */
const ownOrigin =
  /^\W*(buying|investing|purchasing|moving|relocating|renting|applying|looking)( to buy| to rent| to move| to invest)? from (overseas|abroad|offshore|interstate|the (uk|us|usa|states))\b|\b(we|i|my (partner|wife|husband) and i)( are|['’]re| am|['’]m| were| was|( have|['’]ve)(?= (just |recently |only )?(moved|arrived|migrated|emigrated|come|came|relocated)\b))?( (just|recently|only|new|newly|recent|arrived|moved|migrated|emigrated|came|relocated|relocating|moving|here|over|migrants?|immigrants?|new[- ]arrivals?|a|family|couple|young))* (from|born in) (the )?([\w'-]+ ){0,2}?[\w'-]+(?=\s*([,.;:!?]|$|and\b|last\b|this\b|in\b|\d))|^\W*as (new|recent) arrivals?( (from|to) (the )?[\w'-]+)?(?=\s*[,.;:!?])/gi;

/**
 * "… planes over the house all night with a baby": a child had by no one named before is the visitor's own ("tenants
 * with kids", "anyone with a baby" are other people).
 */
const withOwnChild =
  /(?<!\b(tenants?|applications|apps|enquiries|offers|people|persons?|famil(y|ies)|buyers?|applicants?|renters?|couples?|parents?|mums?|dads?|anyone|anybody|someone|somebody|one|ones|those|them|others?|neighbou?rs?|singles?|lot|mob|whoever|occupants?|residents?)\s+)\bwith (a|an|our|my|one|two|three|four|\d+)?\s*((young|little|small|new|newborn|toddler)\s+)?(baby|babies|kids?|children|child|toddlers?|newborns?|little ones)\b(?!\s+bumps?)|\bwith the (kids|children|baby|little ones) (around|about|at home|in tow|in the car|playing)\b/gi;

/**
 * "I work from home and have a newborn", "we've got two kids", "I have guardianship of my kids": the visitor's own
 * children, told as their story.
 */
const ownChildren =
  /\b(i'?m|i am|we'?re|we are) the ones? (with|who (has|have)) the (kids|children)\b|\b(custody|guardianship|care|parenting orders?) (of|for) (my|our) ((young|little|two|three|\d+) )?(kids?|children|child|sons?|daughters?|grandkids|grandchildren|nieces?|nephews?)\b|\b(i|we)\b(?:(?!\b(tenants?|applicants?|buyers?|renters?|people|persons?|anyone|anybody|someone|somebody|who|that|they|them|families|couples?|ones|those)\b)[^.?!;]){0,40}?\b(have|'ve got|have got|got|had)\s+((a|an|our|my|one|two|three|four|\d+)\s+)?((young|little|small|new|newborn)\s+)?(baby|babies|bubs?|kids?|children|child|toddlers?|newborns?|little ones)\b/gi;

/** "We need to look after the little ones first", "I'll be bringing the kids": the visitor caring for their own children. */
const ownChildCare =
  /\b(i|we)\b(?:(?!\b(tenants?|applicants?|buyers?|renters?|people|anyone|anybody|someone|somebody|who|whose|that|they|them|those|families|couples?|ones|not|won'?t|don'?t|never|skip|avoid|refuse|reject)\b)[^.?!;]){0,30}?\b(look(ing)? after|mind(ing)?|watch(ing)?|tak(e|ing) care of|bring(ing)?|pick(ing)? up|drop(ping)? off|feed(ing)?|settl(e|ing)|put(ting)? down)\s+(the|our|my)\s+((young|little|small)\s+)?(baby|babies|bubs?|kids?|children|toddlers?|little ones)\b/gi;

/**
 * "I was diagnosed with depression last year", "I have an anxiety disorder": the visitor's own condition, said as theirs
 * (not "I have a disability tenant already", nor "I was diagnosed with stress because … tenants …").
 */
const ownCondition =
  /\b(i|we)\s+(suffer from|live with|struggle with|have|'ve got|have got|((was|were|have been|'ve been)( (recently|just))? diagnosed with))\s+((a|an|some|bad|severe|mild|really|chronic|diagnosed)\s+){0,2}(anxiety( disorder)?|depression|ptsd|bipolar( disorder)?|autism|adhd|disability|mental (illness|health (issues|problems|conditions)))\b(?!\s+(tenants?|neighbou?rs?|renters?|applicants?|buyers?|people|famil(y|ies)|kids?|child(ren)?)\b)/gi;

/**
 * "We're not married", "I'm not working": the visitor describing themselves, as much as "we're married" does ("we're not
 * keen on anyone on Centrelink" is a choice, not a description).
 */
const describedByNot =
  /\b(we'?re|we are|i'?m|i am|im|(my (partner|wife|husband|girlfriend|boyfriend|fianc[eé]e?) and i|me (and|n|&) my (partner|wife|husband|girlfriend|boyfriend|fianc[eé]e?)) (are|['’]re))\s+(([\w'-]+\s+){0,4}?[\w'-]+,\s+|(de ?facto|engaged|together|a couple|partners)\s+)?not\b(?!\s+(interested|keen|happy|comfortable|fond|a fan|into|taking|accepting|renting|leasing|letting|selling|running|having|going)\b)/gi;

/**
 * "My parents are more comfortable in Vietnamese", "I mostly speak Arabic": the language of the visitor's own family,
 * asked about to find an agent who speaks it, shuts no one out.
 */
const ownLanguage = new RegExp(
  String.raw`\b((i|we)('m|'re| am| are)?|my|our)\s+(?!(tenants?|buyers?|applicants?|renters?)\b)([\w'-]+\s+){0,2}?((mostly|only|mainly|also|both|more|much|most|really|very|better|are|is|'re)\s+)*(speaks?|speaking|comfortable (in|with)|fluent in|prefers?( to (talk|speak|deal|communicate|chat))?|understands?)\s+((mostly|only|mainly|in)\s+)?${languageNames.source}`,
  "gi",
);

/** "Do you speak Arabic?", "does anyone there speak Tamil?": whether the agency has a speaker, which shuts no one out. */
const asksOurLanguage = new RegExp(
  String.raw`(^|[.!?]\s+)\W*(anyone|anybody|someone|somebody|any (agents?|staff))( (there|here|in (the|your) (office|team)|on (your|the) team|at (the|your) office))? (who )?(speaks?|talks?|understands?)\s+(in\s+)?${languageNames.source}|(\b(do|does|can|could) (you|u|ya|anyone|anybody|someone|somebody|any of (you|your (agents|staff|team))|your (agents?|staff|team|office))( guys| there| at (the|your) office)? |\b(is there|are there|have you got|do (you|u) have|got) (anyone|anybody|someone|somebody|an agent|any agents|staff)( (there|here|in (the|your) (office|team)|on (your|the) team|at (the|your) office))? (who|that) (can )?)(speaks?|talks?|understands?)\s+(in\s+)?${languageNames.source}`,
  "gi",
);

export function ownGroundsIn(text: string): RefusalGround[] {
  const plain = text.replace(describedByNot, "we are");
  return groundsIn([...(plain.match(selfDescription) ?? []), ...(plain.match(ownFamily) ?? [])].join(" "));
}

const ownHome = /\b(my|our) ([\w'’-]+ ){0,2}(place|house|home|property|unit|townhouse|flat|apartment|investment)\b/i;

/**
 * "The landlord said no kids, is that legal?", "the ad says no pets no kids, can they do that?": someone else's
 * exclusion, told by the visitor it shuts out, who asks whether it is allowed.
 */
const othersExclusion =
  /\bis it (legal|allowed|lawful|ok|okay) for (a|an|the) (landlord|agent|owner|real estate|property manager)s?\b|\b(landlords?|owners?|agents?|agency|real estate|property managers?|ad|advert|advertisement|listing|body corporate|strata( committee)?|owners corporation|committee|they|he|she)\b[^.?!]{0,40}\b(said|says|say|saying|wrote|writes|told (me|us|her|him|them|my \w+)|asked (me|us) to|wants? (me|us) to|wants?|won'?t (accept|take|rent|consider)|(is|are|isn'?t|aren'?t) not willing to|isn'?t willing to|refus\w*|turned (me|us|her|him|them|my \w+) down|knocked (me|us|her|him|them|my \w+) back)\b/i;
/** "I want no kids in my rental - the agent told my wife that's fine": the exclusion is the visitor's own. */
const wantsItToo = /\b(i|we)('d| would)? (want|like|prefer) no\b/i;
const asksIfAllowed =
  /\b((what|how) (should|do|can|would|shall) (i|we) (say|respond|reply|answer) to (him|her|them|the (landlord|owner|vendor|strata|committee))|how (should|do|can|would|shall) (i|we) (respond|push back|handle (this|that|it))|(is|isn'?t|isnt) (that|this|it) (even |actually |really )?(legal|illegal|allowed|lawful|unlawful|against the law|ok|okay|fine|fair|discrimination|discriminat\w*)|(does|would|will|could) (that|this|it) count against|can (he|she|they) make (me|us)|can (they|he|she|the (landlord|owner|agent|agency)|landlords?|owners?|agents?)( actually| really| legally| even| just)? (do|say|refuse|ask|reject|knock|deny|say no)|(are|is) (they|he|she|landlords?|owners?|agents?|the (landlord|owner|agent)) allowed|(do|does) (that|this) count as (\w+ )?discrimination|(is|isn'?t|isnt) (that|this|it) ([\w-]+ ){0,2}discrimination)\b/i;

const seeksRental =
  /\b((we|i|and)( still)? (need|needs|want|are looking for|'re looking for|am looking for|'m looking for|are after|'re after|am after|'m after)|help(ing)? (me|us) (to )?(find|get|secure|look for)) (to (rent|lease)|(a |an )?(\d+[- ]?bed\w* |\w+[- ]bedroom |big |bigger |larger )?(rental|rent house|house to rent|home to rent|place to rent|house for rent|home for rent|(\w+ )?to rent))\b/i;
/** "No pets, no kids, no smokers - do you have any 1 bed units for rent?": someone looking for a rental, not letting one. */
const asksForARental =
  /\b(do|have) (you|u|ya) (got |have )?(any )?(\d+[- ]?bed\w* |\w+[- ]bedroom |cheap |small )?(units?|houses?|homes?|places?|rentals?|townhouses?|flats?|apartments?|granny flats?) (for rent|for lease|to rent|to lease|available to rent)\b/i;
/** "A landlord won't rent to me because of the baby", "will landlords turn us away?": the visitor is the one shut out. */
const shutOutTheVisitor =
  /\b(i|we) (was|were|got|have been|'ve been|had been) (rejected|refused|knocked back|turned (down|away)|denied|discriminated against)\b|\b(can|could|may) (a|an) ([\w'-]+ ){1,4}(still |even )?apply\?|\b(should|can|could|may) (we|i) (still |even )?apply\b(?!\s+(a|an|the|that|this|these|those|my|our)\b)|\b(won'?t|wouldn'?t|will not|would not|refused to|refuses to|didn'?t|did not) (rent|lease|let|sell|show)( (it|the \w+|their \w+))? to (me|us)\b|\b(knock(s|ed|ing)?|turn(s|ed|ing)?) (me|us) (back|away|down)\b|\b(reject(s|ed|ing)?|refus(e|es|ed|ing)|den(y|ies|ied)|discriminat\w* against) (me|us)\b|\b(knock(s|ed|ing)?|turn(s|ed|ing)?) (back|down) (my|our) (rental )?(application|offer)\b|\b(reject(s|ed|ing)?|refus(e|es|ed|ing)|declin(e|es|ed|ing)|den(y|ies|ied)) (my|our) (rental )?(application|offer)\b/i;
const lettingOwnHome = new RegExp(
  String.raw`${visitorsHome}|\b(i|we) (have|own|'ve got) an? (investment|rental)\b|\b(letting|rent(ing)? (it |\w+ )?out|let (it|\w+) out|(rent|lease|let) (it|them) to|landlord here|i'?m (a|the) landlord|we'?re (the )?landlords?)\b`,
  "i",
);

/** "Do we pay more stamp duty as foreign buyers?": what a rule asks of the visitor, which is information. */
const ruleForTheVisitor =
  /(\b(do|does|will|would|must|should|can|could|are|am) (we|i)|\b(we|i|buyers?|purchasers?) (must|need to|have to|has to|will|would|should|also))\b[^?.!]{0,40}\b(pay|owe|get|qualify|be eligible|eligible|be charged|charged|be taxed|taxed)\b[^?.!]{0,40}\b(duty|tax\w*|surcharges?|grants?|concessions?|schemes?|fees?)\b/i;

/**
 * "Can I decline on the rental history?", "say no to a couple with two kids because it's too small, same as I would for
 * four adults": a lawful reason given for declining, a clause of its own taken out before the rest is read ("decline
 * the Indian couple on their references" names people, not a reason, and is read whole).
 */
const lawfulReason =
  /\b(decline|refuse|reject|say no to)\w*( (an?|the|this|that) (applicant|application|tenant|one))?( (them|him|her))? (on|because of|based on|due to|for|over) (the |their |his |her )?(rental history|references?|arrears|unpaid rent|broken leases?|tribunal( orders?)?|ncat|credit (history|checks?))\b|\bsay no to (a|an|the) (couple|family|group)\b[^.?!]{0,30}\bbecause (it'?s|it is|the \w+ is) too small\b[^.?!]{0,40}\bsame as (i|we)('d| would)( for [^.?!,]{0,30})?|\b(without|so (that )?(i|we) (don'?t|do not|won'?t)|and not|but not) (be )?(discriminat\w*|unfair\w*)( against (anyone|anybody|him|her|them))?\b/gi;

/** "Can a landlord ask for a higher bond from pensioners?": what someone else may do, asked by the visitor it would touch. */
const asksWhatOthersMay =
  /^\s*(can|could|may|are|is it (legal|lawful|ok|okay|allowed) for) (they|a landlord|landlords|the landlord|an? (owner|agent|real estate( agent)?)|owners|agents|the (owner|agent|agency)|real estates?)( (allowed|legally|actually|really|even))?\b[^.?!]*\?/i;

/** "Does the Anti-Discrimination Act cover homosexuality when renting?": what the law protects, asked. */
const asksWhatTheLawSays =
  /\bwhat (does )?(the law|the act|nsw law|the rules?|the legislation) (says?|is|are) (about|on)\b|\bis it true (that )?[^.?!]{0,60}\b(allowed|legal|illegal|lawful|unlawful)\b|\bwhere do ([\w'-]+ ){1,3}stand( legally)?\b/i;
const asksWhatTheLawCovers =
  /\b(does|do|is|are|will|would)\b[^.?!]{0,40}\b(anti-?discrimination (act|laws?)|discrimination laws?|the law|the act|nsw law)\b[^.?!]{0,20}\b(cover|covers|protect|protects|apply|applies|include|includes)\b/i;

/**
 * "Two men have applied as a couple … spotless ledger … before I approve them?", "our best applicant is a trans woman …
 * what ID is enough?": an applicant of a group taken on their merits, on the lawful criteria, which chooses against no one.
 */
const approvesOnMerit =
  /\b(approv(e|ing)|accept(ing)?|go ahead with|sign (them|her|him) up|offer (them|her|him) the lease|best applicant|top applicant|strongest applicant)\b/i;
/**
 * "The owner is fine with the Hindu tenants setting up a shrine", "happy to rent to a family with young kids": people
 * accepted as they are, chosen against by no one.
 */
const acceptsThem =
  /\b(owner|landlord|vendor|we|i)\b[^.?!]{0,20}\b(is|are|'s|'m|am|'re) (totally |completely |perfectly |more than )?(fine|happy|ok|okay|comfortable|glad) (with|to (rent|sell|lease|let)( it)? to) (the|them|their|her|his|it|a|an)\b/i;
const lawfulCriteria =
  /\b(ledger|references?|rental history|income|payslips?|identity|id|passport|100 points|credit checks?|times the rent)\b/i;

/** "Is it illegal to refuse a tenant because of their race?": whether a refusal is lawful, asked. */
const asksIfItIsLawful =
  /^\W*is it (legal|illegal|lawful|unlawful|discrimination)( for (a |an |the )?\w+)? to (refuse|reject|deny|turn down|knock back|decline|evict|not (rent|sell|lease|let))\b[^.!]*\?\s*$/i;
/**
 * "Is it legal in NSW for a landlord to choose a man over a woman?", "can an owner knock back a family just because they
 * have kids?", "is it legal for me as an owner to turn someone down because …": whether choosing people is lawful, asked
 * of someone else or of the law (not "can I refuse her?", the visitor's own choice).
 */
const asksWhetherChoosingIsLawful =
  /^\W*(is it (legal|illegal|lawful|unlawful|ok|okay|allowed|discrimination|against the law)( in nsw)?( for (me|us|(a|an|the) [\w'-]+( [\w'-]+)?)( as (a|an|the) [\w'-]+)?)?|(can|could|may) ((a|an|the) (landlord|owner|agent|vendor|seller|real estate( agent)?|property manager)|landlords|owners|agents|vendors|sellers|they)( legally| actually| really| even| just)?) (to )?(refuse|reject|deny|turn (\w+ )?(down|away)|knock (\w+ )?back|decline|choose|pick|prefer|favour|select|evict|not (rent|sell|lease|let))\b[^?]*\?/i;

/**
 * A reason beside the ground that the law allows or that is no ground at all: a higher offer, arrears or damage, too many
 * people for the home, the owner's own home or family moving in, an over-55s village, a change to the home.
 */
const lawfulGroundsAside =
  /\b(higher|better|bigger|stronger|best|highest) (offer|price|bid)\b|\bunconditional\b|\b(arrears|behind on (the )?rent|not paying|unpaid|damag\w*|broke|broken|too many|overcrowd\w*|(\d+|one|two|single)[- ]bed(room)?s?|own home|spare room|flatmates?|housemates?|mov(e|es|ing) in|live there|fixed term|renew\w*|over[- ]?\d{2}s?|retirement|village|install\w*|ramps?|modif\w*|rails?|finance|references?|rental history)\b/i;

/** "Does rent assistance count when you assess my application?": the visitor's own application, asked about. */
const asksOfOwnApplication = /\b(count|counted|considered|included|accepted|assessed)\b[^.?!]{0,40}\b(my|our) (rental )?application\b/i;

/**
 * "Is the retirement village for over-55s only?": age-restricted housing asked about, which the law allows. (People
 * "over 65" are no housing: "can you screen out applicants over 65?")
 */
const agedHousingAsked =
  /^\W*(is|are|does|do|can)\b[^.!]{0,60}\b(retirement (villages?|living|communit(y|ies)|homes?)|over[- ]?(50|55|60|65)s( (villages?|communit(y|ies)|estates?|living|housing))?|over[- ]?(50|55|60|65) (villages?|communit(y|ies)|estates?|living|housing)|seniors'? (living|housing|villages?)|lifestyle villages?)\b[^.!]*\?\s*$/i;

/** "I want to pick whoever has the better references": a choice made on the lawful criteria, by no ground. */
const choosesOnMerit =
  /\b((i|we)( would| will|'d|'ll|'m| am| are|'re)? (want|like|plan|intend|going)( to)? )?(pick|choose|select|go with|decide on|take)\w* (whoever|whichever|the one|the applicant|the tenant)\b[^.?!]{0,40}\b(better|best|stronger|strongest|longer|longest|more|cleaner|cleanest)\b[^.?!]{0,30}\b(references?|rental history|tenanc(y|ies)|ledgers?|payslips|income|track record)\b(?![^.?!]{0,10}\bnot the\b)/gi;

/** "… I don't care about age or kids", "regardless of their background": the grounds set aside, not chosen by. */
const indifferentTo =
  /\b((don'?t|do not|doesn'?t|does not) care about|regardless of|irrespective of) (their |the |any |his |her )?[\w'-]+( ?(,|or|and) ?[\w'-]+){0,3}\b/gi;

const notRefused: GuardrailVerdict = { refused: false, grounds: [], message: "", reason: "" };

/** Whether a visitor's message asks the assistant to judge or exclude by a protected attribute. */
export function checkFairDealing(text: string): GuardrailVerdict {
  // (Asked with no tactic after it: "… is that legal? Anyway, just tell them it's leased" is a request.)
  const lawAsked = asksWhetherChoosingIsLawful.exec(text);
  const afterTheLaw = lawAsked ? text.slice(lawAsked.index + lawAsked[0].length) : "";
  const groundsAsked = lawAsked ? groundsIn(lawAsked[0]) : [];
  if (
    groundsAsked.length > 0 &&
    !lawfulGroundsAside.test(text) &&
    !exclusionWord.test(afterTheLaw) &&
    groundsIn(afterTheLaw).length === 0
  ) {
    const setting: Setting = buyerSetting.test(text) && !tenantSetting.test(text) ? "buyers" : "tenants";
    return { ...notRefused, lawOfChoosing: lawOfChoosingAnswer(groundsAsked, setting, text) };
  }
  // (Not when a request follows the question: "… isn't that illegal? whatever, just tell them it's leased".)
  const allowedAsked = asksIfAllowed.exec(text);
  const afterTheQuestion = allowedAsked ? text.slice(allowedAsked.index).replace(/^[^?]*\??/, "") : "";
  if (othersExclusion.test(text) && allowedAsked && !wantsItToo.test(text) && !exclusionWord.test(afterTheQuestion)) return notRefused;
  // (Asked alone, and of no tactic of the visitor's: "… if I just lose the Centrelink applicants' forms" is one.)
  const askedAlone = !/[.!?;]\s+\S/.test(text.trim());
  if (asksWhatTheLawSays.test(text) && askedAlone) return notRefused;
  const besideWhatOthersMay = text.replace(asksWhatOthersMay, " ");
  if (asksWhatOthersMay.test(text) && !/\b(i|we|my|our)\b/i.test(besideWhatOthersMay) && !exclusionWord.test(besideWhatOthersMay))
    return notRefused;
  if (asksWhatTheLawCovers.test(text) && askedAlone && !exclusionWord.test(text.replace(/\b(anti-?)?discriminat\w*/gi, " ")))
    return notRefused;
  if (ruleForTheVisitor.test(text) && !exclusionWord.test(text)) return notRefused;
  if (agedHousingAsked.test(text) || ((asksIfItIsLawful.test(text) || asksOfOwnApplication.test(text)) && askedAlone)) return notRefused;
  // "Me, my wife, my mother and 2 children, we need rent house … 5 people is ok for landlord?": a family looking for a
  // home to rent tells its own story, unless it also lets a home of its own.
  const lettingOwn = lettingOwnHome.test(text);
  if ((seeksRental.test(text) || shutOutTheVisitor.test(text)) && !lettingOwn) return notRefused;
  // ("Do you have any units for rent …?" chooses no tenants; a street "with no Muslim neighbours" still judges a place.)
  const looksForARental = asksForARental.test(text) && !lettingOwn;
  // (A list of the visitor's own circumstances is theirs only beside borrowing, with no tenants or buyers to choose.)
  const ownListOnly = borrowing.test(text) && !chosenByRole.test(text);
  // The visitor describing themselves is not shutting anyone out.
  const plain = buildingsOnly(ownHouseholdChoosing(text))
    .replace(schoolEthos, " the school's ethos ")
    .replace(lawfulReason, " ")
    .replace(choosesOnMerit, " ")
    .replace(indifferentTo, " ")
    .replace(facilityPhrase, " ")
    .replace(ownLanguage, " ")
    .replace(asksOurLanguage, " ")
    .replace(withOwnChild, " ")
    .replace(addressedAs, " ")
    .replace(currentOccupant, " the tenant ")
    .replace(childrenNextDoor, " the neighbours ")
    .replace(openingSelf, " ")
    .replace(describedByNot, "we are")
    .replace(ownStatus, " ")
    .replace(ownChildren, " ")
    .replace(ownChildCare, " ")
    .replace(ownCondition, " ")
    .replace(ownRelativeDescribed, " ")
    .replace(ownRelativesAid, " ")
    .replace(ownOrigin, " ")
    .replace(ownIncomeOn, " ")
    .replace(ownDealingsWithThePayer, " ")
    .replace(selfDescription, " ")
    .replace(describedInPassing, " ")
    .replace(advertRead, " ")
    .replace(ownHousehold, " we ")
    .replace(ownCircumstances, (listed) => (ownListOnly ? " " : listed))
    .replace(ownAssistanceAnimal, " ");
  const grounds = groundsIn(plain);
  let setting: Setting = tenantSetting.test(plain)
    ? "tenants"
    : buyerSetting.test(plain)
      ? "buyers"
      : visitorSetting.test(plain)
        ? "visitors"
        : "place";
  // A buyer choosing streets by their neighbours ("streets with fewer Muslim families") judges the place, not buyers.
  if (streetsByNeighbours.test(plain) && grounds.some((g) => placeJudgedGrounds.includes(g))) setting = "place";

  // Excluding people: any ground, with a word that shuts them out, about tenants, buyers or neighbours.
  const excludes = (shutOutBy: Record<RefusalGround, RegExp>) =>
    exclusionWord.test(plain) ||
    requirement.test(plain) ||
    (choosesPeople(plain) &&
      !(approvesOnMerit.test(plain) && lawfulCriteria.test(plain) && plain.trim().endsWith("?")) &&
      !acceptsThem.test(plain)) ||
    grounds.some((g) => shutOutBy[g].test(plain) || judgedPeople[g].test(plain));
  const excluding = excludes(shutOut);
  const excludingOnPlace =
    excluding &&
    (!suburbForAHousehold.test(plain) ||
      exclusionWord.test(plain) ||
      grounds.some((g) => shutOut[g].test(plain) || judgedPeople[g].test(plain)));
  // Shutting people out with no place named ("nobody over retirement age please"): a landlord choosing tenants.
  // (A visitor choosing who serves them — "I'd prefer a female agent" — is their own choice.)
  const ownAgent = /\b(agents?|staff|property managers?|(your|the) team|someone to (talk|speak|deal) (to|with))\b/i.test(text);
  // So is choosing who lives in the visitor's own home ("my Leppington place suits a settled household … husband and
  // wife, not singles").
  if (setting === "place" && excludes(tightShutOut) && grounds.length > 0 && (!placeWord.test(plain) || ownHome.test(plain)) && !ownAgent)
    setting = "tenants";
  // An owner's choice of people for a home in a suburb ("the owner is set on a Christian family for the Gregory Hills
  // house") is a choice of tenants or buyers, not a judgement of the suburb.
  if (setting === "place" && excluding && grounds.length > 0 && ownersChoice.test(plain))
    setting = /\b(vendor|seller)s?\b/i.test(plain) ? "buyers" : "tenants";
  if (grounds.length > 0 && excluding && setting !== "place" && !looksForARental) {
    const reason = reasonSentence(grounds, setting);
    return { refused: true, grounds, reason, message: `${reason} ${lawfulHelp[setting]}` };
  }
  // Judging suburbs (or neighbours) by who lives there.
  const judged = grounds.filter(
    (g) =>
      placeJudgedGrounds.includes(g) || (g === "income" && scornsAPlace.test(plain)) || excludingOnPlace || choosesNeighbours.test(plain),
  );
  const placeTakenOver = takenOver.test(plain);
  const aboutPlace = placeWord.test(plain) || /\b(people|neighbou?rs|them)\b/i.test(plain) || placeTakenOver;
  if ((judged.length > 0 && aboutPlace && (judgingWord.test(plain) || excludingOnPlace || placeTakenOver)) || peopleProfiling.test(plain)) {
    const named =
      judged.length > 0
        ? spokenList(
            judged.map((g) => groundNames[g]),
            "or",
          )
        : anyCharacteristic;
    return {
      refused: true,
      grounds: judged.length > 0 ? judged : ["race"],
      message: placeRefusal(named),
      reason: placeReason(named),
      // (People chosen for a home in a suburb — "show the Leppington house only to young couples" — are no judgement of
      // the suburb; its facts are no help for it.)
      judgesPlace: !excluding || judgingWord.test(plain),
    };
  }
  return notRefused;
}

/** "Just tell them ours has had heaps of interest": an instruction about them, pressed after a refusal. */
const pressesOn = /\b(just|quietly|simply|then)\b.{0,20}\b(tell|say|put|leave|give|send|point|let|make)\b/i;

/** Something the person told of asked for or did: what a turning-away after it is about. */
const requestTold =
  /\b(wants?|wanted|wanting|asked|asks|asking|requested|requests?|would like|'d like|pulled out|pulling out|withdr[ae]w\w*|applied for|put in|(got|get|getting|gotten|bought) (a|an|two|another) )\b/i;

/** People pointed back at: "their enquiries", "tell them", "those ones". */
const pointsBackAtPeople =
  /\b(them|their|they|those|these|em|him|her|his|the (\w+ )?(ones?|students|applicants?|applications?|tenants?|couples?|family|families|woman|man|guy|lady|bloke|person|people))\b/i;

/**
 * The fair-dealing verdict on a conversation's latest message: its own, or, when it presses a request just refused
 * ("no one on Centrelink" → "you can just not reply to their enquiries then"), that request's again.
 */
export function checkConversation(messages: readonly { role: string; content: string }[]): GuardrailVerdict {
  const visitor = messages.filter((m) => m.role === "user");
  const latest = visitor.at(-1)?.content ?? "";
  const verdict = checkFairDealing(latest);
  if (verdict.refused || visitor.length < 2) return verdict;
  // ("… is on a disability pension → can I decline?": a short turning-away points back at who was told of before —
  // unless what was told is a request, which the turning-away is about: "my tenant is pregnant and wants a dog → can I
  // refuse?")
  const short = latest.trim().split(/\s+/).length <= 10 && !requestTold.test(visitor.at(-2)?.content ?? "");
  if (!(exclusionWord.test(latest) || pressesOn.test(latest)) || !(pointsBackAtPeople.test(latest) || short)) return verdict;
  const before = visitor.at(-2)?.content ?? "";
  const previous = checkFairDealing(before);
  if (previous.refused) return previous;
  // "The applicant seems very old. → Can I reject him for that?": the ground told before, the turning away now.
  const together = checkFairDealing(`${before.trim().replace(/[^.?!]$/, "$&.")} ${latest}`);
  return together.refused ? together : verdict;
}

/** The rule as the model provider's system prompt states it. */
export const fairDealingInstruction = [
  "Fair dealing (NSW Anti-Discrimination Act): never describe, rank, compare or recommend suburbs, streets or people by race, colour, nationality, ethnicity, religion, sex, pregnancy, age, disability, marital or domestic status, carer's responsibilities or children, sexuality, transgender status or gender identity, and never help anyone choose, screen or turn away buyers or tenants on those grounds or by their source of income (Centrelink, pensions, the NDIS).",
  "When asked to, refuse politely: say why in one sentence (it is unlawful discrimination, and the agency treats everyone on the same terms), then help with the lawful part — for landlords, fair tenant selection on identity, income and ability to pay, rental history and references; for sellers, the best price and terms from any buyer; for suburbs, objective facts (schools, transport, parks, shopping, growth, selling times).",
].join(" ");
