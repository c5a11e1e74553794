import { claimText } from "@/lib/agency/claims";

/**
 * The demo blog posts seeded into an empty database. Their slugs are FIXED: the admin's bulk
 * image/date update finds these nine posts by slug, so never rename one. Content is HTML within
 * the blog's sanitiser allow-list (this file sticks to p, h2, h3, ul, ol, li, strong, em, a and
 * blockquote, with relative links). The agency's phone is written {{phone}}: filled in from the agency settings, as a
 * tap-to-call link, when the article is shown (src/lib/site-content/agency-tokens.ts).
 */
export interface SeedPost {
  /** Fixed: the admin's bulk update finds these nine posts by slug. */
  slug: string;
  title: string;
  excerpt: string;
  /** HTML within the blog's allow-list. */
  content: string;
  /** One of "Market Update", "Buying", "Selling", "Property Management", "Local Living", "Investing". */
  category: string;
  /** The post's own cover drawing (public/art/blog, 1200×630), stored as its featured image. */
  cover: string;
  /** Slug of the team member shown as the author (see src/content/team.ts). */
  authorSlug: string;
  /** Free text, e.g. "5 min read". */
  readTime: string;
  /** Published this many days before the database is seeded. */
  daysAgo: number;
  metaTitle?: string;
  metaDescription?: string;
}

export const seedPosts: readonly SeedPost[] = [
  {
    slug: "gregory-hills-market-update-spring-2026",
    title: "Gregory Hills Market Update: Spring 2026",
    excerpt:
      "Well-priced family homes in Gregory Hills are still selling in around 30 to 60 days. Here is what buyers are paying for this spring, what they are walking past, and what it means if you are thinking of selling.",
    category: "Market Update",
    cover: "/art/blog/market.svg",
    authorSlug: "daniel-whitford",
    readTime: "4 min read",
    daysAgo: 3,
    metaTitle: "Gregory Hills Property Market Update, Spring 2026",
    metaDescription:
      "How the Gregory Hills 2557 property market is tracking this spring: time on market, buyer demand, what sells and practical advice for sellers.",
    content: `<p>Spring is traditionally the busiest time of year for property in South West Sydney, and this season in Gregory Hills has followed the pattern. Open homes are busier than they were through winter, more sellers are listing, and buyers who spent the cooler months watching the market are now ready to act.</p>
<p>Here is what we are seeing on the ground, based on our own campaigns and conversations with hundreds of local buyers. As always, treat this as commentary rather than official data: every street, and every home, is different.</p>
<h2>How quickly homes are selling</h2>
<p>At the time of writing, a well-presented, realistically priced family home in Gregory Hills is typically selling within around 30 to 60 days. Our own listings have averaged about ${claimText.daysOnMarket} on market, largely because we spend time on pricing and presentation before a campaign goes live.</p>
<p>The homes that take longer are rarely a mystery. Almost always, the asking price started above what recent comparable sales support, or the home went to market before it was ready to photograph.</p>
<h2>What buyers are paying for</h2>
<ul>
<li><strong>Move-in-ready condition.</strong> Fresh paint, clean carpets, a tidy garden and working air-conditioning still attract the most competition. Buyers stretching to their limit have little appetite for a list of jobs.</li>
<li><strong>A second living area or study.</strong> Working from home has not gone away, and families with teenagers value a separate space for the kids.</li>
<li><strong>Walkability.</strong> Homes a short walk from the town centre, a park or a school bus stop draw noticeably more inspections.</li>
<li><strong>Outdoor living.</strong> A covered alfresco area and a flat, usable yard are on almost every family's wish list as the weather warms up.</li>
<li><strong>Orientation.</strong> Homes with north-facing living areas and yards stand out on the compact blocks common in the suburb.</li>
</ul>
<h2>What they are walking past</h2>
<p>Overpriced listings. Buyers in 2557 are well researched: many have tracked sales on the portals for months and recognise a price that is out of step with the street. A home that starts too high tends to sit, and after a few weeks buyers begin to ask what is wrong with it. A stale listing often ends up selling for less than a well-priced fresh one would have.</p>
<p>Buyers are also cautious about obvious maintenance: cracked tiles, water stains, tired decking or a garden that has been left to go wild. Each item becomes a reason to offer less.</p>
<h2>Who is buying</h2>
<p>Most of our buyers are families already living in the Camden area who want more space or a better position, along with buyers moving out from Liverpool, Campbelltown and the inner south-west in search of a newer home at a lower price point. Investors remain active too, attracted by steady rental demand across Camden Council suburbs.</p>
<h2>Our advice for sellers this spring</h2>
<ol>
<li><strong>Price on evidence.</strong> Start from recent sales of similar homes nearby, not from what a neighbour hopes to get.</li>
<li><strong>Prepare before you launch.</strong> A few weeks of small repairs, decluttering and garden work pays for itself. Our <a href="/insights/preparing-your-home-for-sale-checklist">30-day preparation checklist</a> is a good place to start.</li>
<li><strong>Launch with strong marketing.</strong> The first two weeks of a campaign attract the most attention, so professional photography and a clear story matter.</li>
<li><strong>Plan your next move.</strong> If you are buying again, think about settlement timing early so you only move once.</li>
</ol>
<blockquote><p>The best time to sell is when your home is ready and priced for the market you are actually in, not the one you wish you were in.</p></blockquote>
<p>If you would like to know where your home sits right now, <a href="/selling#appraisal">request a free property price update</a> or read our <a href="/gregory-hills">Gregory Hills suburb guide</a>.</p>`,
  },
  {
    slug: "oran-park-vs-gregory-hills-lifestyle-guide",
    title: "Oran Park or Gregory Hills? A Lifestyle Guide for Families",
    excerpt:
      "Two of South West Sydney's most popular family suburbs, side by side: town centres, schools, parks, the daily commute and what the property markets look like right now.",
    category: "Local Living",
    cover: "/art/blog/local.svg",
    authorSlug: "liam-nguyen",
    readTime: "4 min read",
    daysAgo: 10,
    metaTitle: "Oran Park vs Gregory Hills: Which Suits Your Family?",
    metaDescription:
      "Comparing Oran Park 2570 and Gregory Hills 2557 for families: town centres, schools, parks, commuting and how quickly homes are selling.",
    content: `<p>It is one of the questions we are asked most often: should we buy in Oran Park or Gregory Hills? The two suburbs are only about ten minutes apart, both sit within Camden Council, and both were planned from scratch for families. Yet they feel different to live in, and the right choice usually comes down to how your household spends its week.</p>
<h2>Oran Park: a town with a centre</h2>
<p>Oran Park was built on the site of the old Oran Park Raceway and planned around a genuine town centre. Oran Park Podium anchors the everyday shopping, and around it sit the Camden Council administration building, the library, cafes, medical services and a growing number of restaurants. On a weekend morning the town centre has a real community feel.</p>
<p>Schools are a major drawcard. Oran Park Public School, Oran Park High School and Oran Park Anglican College all sit within the suburb, and many families choose their street based on the walk to school. Parks, playgrounds and shared paths link the neighbourhoods, and newer stages continue to open further out.</p>
<h3>Best suited to</h3>
<ul>
<li>Families who want schools, shops and services within walking distance</li>
<li>Buyers who like a lively, civic town centre</li>
<li>First-home buyers looking at the newer stages and townhouse options</li>
</ul>
<h2>Gregory Hills: close to everything</h2>
<p>Gregory Hills sits between Camden Valley Way and Narellan, which is its great practical advantage. Gregory Hills Drive connects quickly to Camden Valley Way and on to the M5 and M7 motorways, and Narellan Town Centre, with its larger range of shops and entertainment, is only minutes away. The Gregory Hills Town Centre covers daily essentials, and the Central Hills precinct adds bulky-goods retail and local employers.</p>
<p>The suburb is now well established. Gardens have grown in, street trees are maturing and resale homes make up a growing share of listings, which gives buyers more choice and a clearer picture of value.</p>
<h3>Best suited to</h3>
<ul>
<li>Commuters who drive towards Liverpool, the M5 or the M7</li>
<li>Upsizing families who want an established street rather than a building site</li>
<li>Buyers who value quick access to Narellan and Camden</li>
</ul>
<h2>Getting around</h2>
<p>Both suburbs are about 60 km from the Sydney CBD, and the drive typically takes 45 to 60 minutes outside peak hour. Rail commuters from either suburb usually drive to Leppington station, on the T2 and T5 lines, or to Campbelltown. Oran Park also sits on The Northern Road, which has been upgraded towards Bringelly and the new airport precinct at Badgerys Creek.</p>
<h2>The property markets</h2>
<p>At the time of writing, well-priced homes in Oran Park are typically selling within around 30 to 45 days, while Gregory Hills sits closer to 30 to 60 days. Both markets reward good presentation and realistic pricing, and in both suburbs four-bedroom family homes attract the widest pool of buyers. Prices vary a great deal by stage, block size and street, so we would always rather compare specific homes than quote a suburb-wide figure.</p>
<h2>How to choose</h2>
<ol>
<li>Map your weekly routine: work, school, sport and the weekly shop.</li>
<li>Drive both suburbs at school pick-up time and again at peak hour.</li>
<li>Compare similar homes in each suburb on the same weekend, so you are comparing like with like.</li>
</ol>
<p>Still undecided? Our <a href="/suburb-comparison">suburb comparison</a> rates both suburbs on six factors, and our <a href="/oran-park">Oran Park</a> and <a href="/gregory-hills">Gregory Hills</a> guides go deeper. Or simply <a href="/contact">get in touch</a> and we will talk it through.</p>`,
  },
  {
    slug: "first-home-buyer-guide-south-west-sydney",
    title: "The First-Home Buyer's Guide to South West Sydney",
    excerpt:
      "From pre-approval to settlement day: the steps, the costs and the questions to ask before buying your first home in Gregory Hills, Oran Park, Gledswood Hills or Leppington.",
    category: "Buying",
    cover: "/art/blog/buying.svg",
    authorSlug: "priya-raman",
    readTime: "4 min read",
    daysAgo: 17,
    metaTitle: "First-Home Buyer Guide: South West Sydney, NSW",
    metaDescription:
      "A step-by-step guide for first-home buyers in Gregory Hills, Oran Park and Leppington: pre-approval, NSW grants and stamp duty help, inspections and settlement.",
    content: `<p>Buying your first home is exciting, and it can also feel overwhelming. South West Sydney remains one of the places where many first-home buyers can still find a house with a yard within reach of the city, so we meet a lot of people taking this step. Here is the path we walk them through.</p>
<h2>1. Work out your budget and get pre-approval</h2>
<p>Before you start inspecting, speak to a lender or a mortgage broker. Pre-approval, sometimes called conditional approval, tells you how much you can realistically borrow and shows sellers that your offer is serious. Remember to budget for more than the deposit: conveyancing, building and pest inspections, loan fees, insurance and moving costs all add up.</p>
<h2>2. Check what government help is available</h2>
<p>There are several schemes that may help eligible first-home buyers in NSW. At the time of writing these include:</p>
<ul>
<li><strong>Stamp duty relief.</strong> The NSW First Home Buyers Assistance Scheme offers an exemption or a concession on transfer duty for eligible buyers, up to set price thresholds.</li>
<li><strong>The First Home Owner Grant (New Homes).</strong> A grant for eligible buyers of newly built homes, or house-and-land packages, under a price cap.</li>
<li><strong>The federal Home Guarantee Scheme.</strong> Can allow eligible buyers to purchase with a smaller deposit without paying lenders mortgage insurance.</li>
</ul>
<p>Thresholds, caps and eligibility rules change, sometimes at short notice. Always confirm the current rules with Revenue NSW, Housing Australia and your lender before you rely on them.</p>
<h2>3. Choose your suburb and your must-haves</h2>
<p>Write down what you cannot live without and what would simply be nice. In our area the trade-offs are usually between a newer home further out, an established home closer to services, and a townhouse or duplex in a premium position. Gregory Hills, Oran Park, Gledswood Hills and Leppington each offer something different, and our <a href="/suburb-comparison">suburb comparison</a> is a good starting point.</p>
<h2>4. Inspect with a checklist</h2>
<p>Look past the styling. Check the orientation of the living areas, storage, water pressure, signs of damp and the condition of the roof and gutters. Visit the street at school pick-up time and on a weekend evening. If it is a newer home, ask whether any builder's warranty period remains.</p>
<h2>5. Make an offer and do your due diligence</h2>
<p>Have a solicitor or licensed conveyancer review the contract before you sign, and arrange building and pest inspections. In NSW most residential purchases by private treaty come with a five business day cooling-off period after exchange, but ending a contract during that time usually costs a small percentage of the price, so do your homework first.</p>
<h2>6. Exchange and settlement</h2>
<p>Once contracts exchange you pay the deposit, and settlement typically follows 30 to 60 days later. Use that time to finalise your loan, arrange building insurance and connect utilities. Our guide to <a href="/insights/understanding-settlement-in-nsw">settlement in NSW</a> explains each step.</p>
<blockquote><p>The best first-home buyers we meet are not the ones with the biggest budgets. They are the ones who did their preparation before they fell in love with a house.</p></blockquote>
<h2>Common first-home buyer questions</h2>
<ul>
<li><em>Should I buy off the plan?</em> It can suit some buyers, but read the contract closely and allow for delays.</li>
<li><em>Can I buy with a friend or family member?</em> Yes, but agree in writing on what happens if one of you wants to sell.</li>
<li><em>How long will it take?</em> From pre-approval to keys, three to four months is common.</li>
</ul>
<p>Want to check how ready you are? Take the <a href="/buying">Ready to Buy quiz</a>, or <a href="/contact">contact our team</a> and we will answer your questions over a coffee.</p>`,
  },
  {
    slug: "preparing-your-home-for-sale-checklist",
    title: "Preparing Your Home for Sale: The 30-Day Checklist",
    excerpt:
      "Small jobs that make a big difference to buyers, in the order we would do them, plus how to pick the right time to launch your campaign.",
    category: "Selling",
    cover: "/art/blog/selling.svg",
    authorSlug: "sophie-marchetti",
    readTime: "4 min read",
    daysAgo: 24,
    metaTitle: "Preparing Your Home for Sale: A 30-Day Checklist",
    metaDescription:
      "A practical 30-day plan to prepare your South West Sydney home for sale: decluttering, repairs, kerb appeal, styling, photography and choosing when to list.",
    content: `<p>You do not need a renovation to sell well. You need a home that photographs beautifully, feels easy to move into and gives buyers no reason to knock money off their offer. After hundreds of campaigns across Gregory Hills, Oran Park and the surrounding suburbs, this is the 30-day plan we give our sellers.</p>
<h2>Week 1: declutter and plan</h2>
<ul>
<li>Pack away around a third of everything: benchtops, bookshelves, wardrobes and the garage.</li>
<li>Remove personal photos, fridge magnets and children's artwork from the main living areas.</li>
<li>Walk through the house with a notepad, as if you were a buyer, and list every small job you notice.</li>
<li>Book a trailer or a skip bin for the weekend. Most families are surprised how much they fill.</li>
</ul>
<h2>Week 2: repairs and refresh</h2>
<p>Work through your list. Fix dripping taps, sticky doors, loose handles and blown globes. Patch and touch up marked walls, or repaint in a light neutral tone if the colours are strong or tired. Regrout the shower if it is discoloured, and have the carpets professionally cleaned.</p>
<p>Buyers rarely notice a repair, but they always notice something that needs one. Each visible job becomes a reason to offer less.</p>
<h2>Week 3: kerb appeal and outdoor areas</h2>
<p>First impressions start on the street and, more often now, on a phone screen. Mow and edge the lawn, weed and mulch the garden beds, prune overgrown shrubs and pressure-wash the driveway and paths. Clean or repaint the front door, replace a tired letterbox and put a pot plant by the entrance.</p>
<p>Outside, set up the alfresco area as a place to entertain: a clean table, a few chairs and perhaps an outdoor rug. Families in our area buy the lifestyle as much as the floor plan.</p>
<h2>Week 4: style and photograph</h2>
<ol>
<li>Add fresh towels, bedding, cushions and a few indoor plants.</li>
<li>Open the curtains and replace any mismatched globes so that every room feels bright.</li>
<li>Decide whether professional styling will pay for itself. In an empty or sparsely furnished home it usually does.</li>
<li>Book professional photography for a bright morning or a twilight shoot, and have a floor plan drawn.</li>
</ol>
<blockquote><p>Great images are the single biggest driver of inspections. Homes that launch ready tend to sell faster: our best-presented campaigns average around ${claimText.daysOnMarket} on market.</p></blockquote>
<h2>Choosing the right time to list</h2>
<p>Spring and early autumn are traditionally busy, with more buyers and more competing listings. Quieter months can work in your favour because serious buyers have fewer choices. More important than the season is your own readiness: a home that launches fully prepared, at a realistic price, will outperform a rushed campaign in any month.</p>
<p>Also think about your next move. If you are buying again, talk to us early about settlement timing so you are not paying two mortgages or renting in between.</p>
<h2>What not to spend money on</h2>
<ul>
<li>New kitchens or bathrooms just before selling. You rarely recover the cost.</li>
<li>Expensive landscaping. Tidy and green is enough.</li>
<li>Bold feature walls or on-trend finishes that some buyers will dislike.</li>
</ul>
<p>Not sure where to start? <a href="/selling#appraisal">Book a free property price update</a> and we will walk through your home with you, or take the seller readiness quiz on our <a href="/selling">selling page</a>.</p>`,
  },
  {
    slug: "landlord-guide-routine-inspections",
    title: "A Landlord's Guide to Routine Inspections",
    excerpt: `Why we inspect every rental ${claimText.inspectionEveryInWords}, what we check, what the NSW rules say, and how regular inspections protect both your investment and your tenants.`,
    category: "Property Management",
    cover: "/art/blog/inspection.svg",
    authorSlug: "grace-donnelly",
    readTime: "3 min read",
    daysAgo: 31,
    metaTitle: "Routine Rental Inspections: A Landlord's Guide (NSW)",
    metaDescription: `How routine rental inspections work in NSW, why we inspect ${claimText.inspectionEveryInWords}, what we check, and how inspection reports protect landlords and tenants.`,
    content: `<p>Routine inspections are one of the simplest and most effective ways to protect a rental property. They catch small problems before they become expensive ones, give tenants an easy way to raise concerns, and give you, the owner, a clear record of the condition of your investment over time.</p>
<p>Our property management team inspects every property we manage ${claimText.inspectionEveryInWords}. Here is how it works and why we think it matters.</p>
<h2>What the NSW rules allow</h2>
<p>Under the NSW residential tenancy laws, a landlord or agent may carry out routine inspections a limited number of times in any 12-month period, currently up to four, and must give the tenant written notice in advance, currently at least seven days. Inspections happen at reasonable times, and tenants are entitled to be present. Rules are updated from time to time, so we always work to the current requirements published by NSW Fair Trading.</p>
<h2>What we check</h2>
<ul>
<li>The general condition and cleanliness of every room</li>
<li>Signs of leaks, damp, mould or pests, especially in wet areas and under sinks</li>
<li>Smoke alarms, and any safety items such as pool fencing and balustrades</li>
<li>Gutters, downpipes, fences, gates and the garden</li>
<li>Appliances, hot water system, air-conditioning and fixtures</li>
<li>Any maintenance the tenant has reported, and anything that will soon be due</li>
<li>That the number of occupants and any pets match the lease</li>
</ul>
<h2>What you receive</h2>
<p>After each inspection you receive a written report with dated photos, our notes on the condition of the property and our recommendations for any maintenance, with quotes where they are needed. Over the course of a tenancy these reports build a detailed history, which is invaluable if there is ever a dispute over the bond at the end of a lease.</p>
<h2>Why tenants appreciate it too</h2>
<p>Done respectfully, inspections are not about catching anyone out. They give tenants a scheduled opportunity to show us a dripping tap or a sticking sliding door, and they show that the owner cares about the home. Well-maintained properties keep good tenants for longer, and every extra year a good tenant stays means fewer vacant weeks and fewer re-letting costs for you.</p>
<h2>Tips for landlords</h2>
<ol>
<li><strong>Act on the report.</strong> A small repair approved quickly costs far less than one left to grow.</li>
<li><strong>Budget for maintenance.</strong> Setting aside a small amount each month makes larger items less painful.</li>
<li><strong>Keep your insurance current.</strong> Landlord insurance and building insurance protect you against the unexpected.</li>
<li><strong>Stay across the rules.</strong> NSW tenancy laws have changed in recent years, including rules on rent increases, pets and ending a lease. A good property manager keeps you compliant.</li>
</ol>
<blockquote><p>An inspection ${claimText.inspectionEveryInWords} is a small investment of time that protects what is, for most of our landlords, their largest asset after the family home.</p></blockquote>
<p>Learn more about our <a href="/rental">property management services</a>, or <a href="/contact">contact our team</a> to talk about managing your property in Gregory Hills, Oran Park, Leppington or nearby. You can also call us on {{phone}}.</p>`,
  },
  {
    slug: "western-sydney-airport-what-it-means-for-leppington",
    title: "Western Sydney Airport: What It Means for Leppington Buyers",
    excerpt:
      "New jobs, new roads and a train line already in place: how to think about Western Sydney International Airport and Leppington station as a home buyer or investor.",
    category: "Investing",
    cover: "/art/blog/airport.svg",
    authorSlug: "daniel-whitford",
    readTime: "3 min read",
    daysAgo: 38,
    metaTitle: "Western Sydney Airport and Leppington: A Buyer's View",
    metaDescription:
      "What Western Sydney International Airport and Leppington station on the T2 and T5 lines mean for home buyers and investors in Leppington and South West Sydney.",
    content: `<p>Western Sydney International (Nancy-Bird Walton) Airport at Badgerys Creek is the largest infrastructure project the region has seen in a generation. Leppington sits only a short drive from it, and we are regularly asked what the airport means for buyers and investors there. Here is our balanced view.</p>
<h2>Jobs and the Aerotropolis</h2>
<p>The airport and the employment lands planned around it, known as the Western Sydney Aerotropolis, are expected to bring many thousands of jobs to the region over time, in aviation, logistics, advanced manufacturing, education and services. For households in Leppington, Oran Park and Gregory Hills, more local jobs could mean shorter commutes and less reliance on travelling into the city.</p>
<h2>Transport links</h2>
<p>Leppington already has something many growth suburbs do not: a train station. It sits at the end of the South West Rail Link and is served by the T2 and T5 lines, with direct services towards Liverpool, Parramatta and the city. That connection is a large part of why Leppington appeals to commuters and renters alike.</p>
<p>Roads are changing too. The M12 Motorway is designed to link the M7 with the airport, and The Northern Road has been upgraded through Bringelly and Oran Park. Longer-term plans include rail connections between the South West and the airport precinct. Timelines and funding for future projects can change, so check the current status with Transport for NSW rather than relying on early announcements.</p>
<h2>What it could mean for property</h2>
<ul>
<li><strong>Rental demand.</strong> New jobs bring new workers, and many of them rent before they buy.</li>
<li><strong>Amenity.</strong> Population growth tends to be followed by more shops, schools, health services and recreation.</li>
<li><strong>Interest from investors.</strong> Infrastructure stories attract investor attention, which can support demand.</li>
</ul>
<h2>A balanced view</h2>
<p>Infrastructure can support long-term demand, but it is never a guarantee of price growth. Much of the expected benefit is already widely discussed and, to some extent, reflected in prices. Large new land releases also add supply, which can temper growth in some pockets.</p>
<p>Some areas may also sit under future flight paths or within aircraft noise contours. Before you buy, check the official flight path and noise information for the airport, and look at the planning controls that apply to the land you are considering.</p>
<blockquote><p>Buy the home, the street and the price that make sense today. Treat the infrastructure as a potential bonus, not the whole investment case.</p></blockquote>
<h2>Questions to ask before buying in Leppington</h2>
<ol>
<li>How far is the home from the station, and is the walk pleasant and well lit?</li>
<li>What is planned on the vacant land nearby?</li>
<li>Is the property within any noise contour or under a flight path?</li>
<li>What are comparable homes renting for, and how long are they taking to lease?</li>
</ol>
<p>Read our <a href="/leppington">Leppington suburb guide</a>, or <a href="/contact">talk to our team</a> about buying or investing in Leppington and the surrounding suburbs.</p>`,
  },
  {
    slug: "acreage-living-around-camden",
    title: "Acreage Living Around Camden: What Buyers Should Know",
    excerpt:
      "Space, privacy and room for the horses: a practical guide to buying rural-residential land around Camden, Cobbitty and Bringelly, on the edge of South West Sydney.",
    category: "Buying",
    cover: "/art/blog/acreage.svg",
    authorSlug: "callum-brady",
    readTime: "3 min read",
    daysAgo: 52,
    metaTitle: "Buying Acreage Around Camden: A Practical Guide",
    metaDescription:
      "What to check before buying acreage around Camden, Cobbitty, Bringelly and The Oaks: zoning, water, wastewater, bushfire rules, access and running costs.",
    content: `<p>Acreage around Camden, Cobbitty, Bringelly, Catherine Field and The Oaks offers something rare within an hour or so of the Sydney CBD: space. Room for a shed, a few horses, a veggie patch or simply a view without a neighbour's roofline in it. But buying acreage is very different from buying in an estate, and the details matter far more.</p>
<h2>Start with the zoning</h2>
<p>Zoning decides what you can build, whether you can subdivide, which animals you can keep and how the land around you may change. Rural and large-lot residential zones each come with their own rules, and some land near the growth areas is subject to future planning changes.</p>
<p>Ask for the planning certificate attached to the contract (the section 10.7 certificate) and read it carefully. If you have plans for a second dwelling, a granny flat or subdivision, speak to the council or a town planner before you commit.</p>
<h2>Water, wastewater and power</h2>
<ul>
<li>Is the property connected to town water, or does it rely on rainwater tanks, a bore or a dam?</li>
<li>If there is a bore, is it licensed and how reliable is it in a dry summer?</li>
<li>How is wastewater handled? Many rural properties have an on-site system that needs council approval and regular servicing.</li>
<li>Is mains power available to the areas where you might build a shed or a second home?</li>
</ul>
<h2>Bushfire and flooding</h2>
<p>Much of the rural land around Camden is mapped as bushfire prone, which affects how you can build and what it costs. Some low-lying land near the Nepean River and its creeks can be affected by flooding. The planning certificate will tell you, and it is worth a conversation with a builder before you buy if you plan to extend.</p>
<h2>Access and boundaries</h2>
<p>Check that access is all-weather and legal: some properties use rights of carriageway across neighbouring land. Walk the fence lines and compare them with the survey. Fencing on acreage is expensive, so its condition matters.</p>
<h2>Running costs</h2>
<p>Budget for slashing or mowing, fencing, weed control, machinery, pumps and larger insurance premiums. Many acreage owners also spend more on fuel, because the school run and the weekly shop are longer drives. The lifestyle is wonderful, but it comes with chores.</p>
<h3>A quick acreage checklist</h3>
<ol>
<li>Read the planning certificate and check the zoning</li>
<li>Confirm water supply, wastewater system and power</li>
<li>Check bushfire and flood mapping</li>
<li>Inspect sheds, stables, fencing and dams</li>
<li>Get a building and pest inspection that covers the outbuildings</li>
</ol>
<blockquote><p>On acreage, the same five acres can be worth very different amounts depending on zoning, water and access. Do the homework before you fall for the view.</p></blockquote>
<p>Our Acreage Specialist, Callum Brady, knows the rural-residential market across the Camden region. <a href="/team/callum-brady">Get in touch with Callum</a>, or <a href="/selling#appraisal">request a free price update</a> if you are thinking of selling your own acreage.</p>`,
  },
  {
    slug: "understanding-settlement-in-nsw",
    title: "Understanding Settlement in NSW: From Exchange to Keys",
    excerpt:
      "What happens between exchanging contracts and collecting the keys, who does what, and why settlement in NSW usually takes 30 to 60 days.",
    category: "Selling",
    cover: "/art/blog/settlement.svg",
    authorSlug: "grace-donnelly",
    readTime: "3 min read",
    daysAgo: 66,
    metaTitle: "Settlement in NSW Explained: From Exchange to Keys",
    metaDescription:
      "A plain-English guide to property settlement in NSW: exchange, deposit, cooling-off, the settlement period, final inspection and electronic settlement day.",
    content: `<p>Once contracts exchange, a sale is legally binding, but there is still plenty to do before the keys change hands. In NSW the settlement period is typically 30 to 60 days, agreed between buyer and seller and written into the contract. Here is what happens along the way, whether you are buying or selling.</p>
<h2>Exchange of contracts</h2>
<p>Exchange is the moment both parties sign identical copies of the contract for sale and swap them, usually through their solicitors or conveyancers. At exchange the buyer pays the deposit, often 10 per cent of the price, although a smaller deposit is sometimes negotiated. The deposit is normally held in trust until settlement.</p>
<h2>The cooling-off period</h2>
<p>In most private treaty sales of residential property in NSW, the buyer has a five business day cooling-off period after exchange, unless they waived it. A buyer who pulls out during this period usually forfeits a small part of the price. Properties bought at auction do not come with a cooling-off period.</p>
<h2>During the settlement period</h2>
<h3>The buyer</h3>
<ul>
<li>Finalises the home loan and signs the mortgage documents</li>
<li>Arranges building insurance from exchange or as the contract requires</li>
<li>Books removalists and connects electricity, gas and internet</li>
<li>Is entitled to a final inspection shortly before settlement</li>
</ul>
<h3>The seller</h3>
<ul>
<li>Arranges the discharge of any existing mortgage with their lender</li>
<li>Plans the move so the home is vacant on settlement day, unless it is sold with a tenant</li>
<li>Leaves the inclusions listed in the contract, and the home in the condition it was sold</li>
</ul>
<p>Meanwhile, both legal representatives prepare the settlement figures, including adjustments for council rates and water charges, so that each party pays their share up to the settlement date.</p>
<h2>Settlement day</h2>
<p>Most settlements in NSW now happen electronically. Representatives of the buyer, the seller and the lenders meet on a secure online platform, the funds move, and the change of ownership is lodged with the land registry. Nobody needs to attend in person.</p>
<p>Once we receive confirmation that settlement is complete, we release the keys to the new owners and let both parties know. For sellers, it is the moment the sale is truly done; for buyers, it is the moment the home is theirs.</p>
<h2>Tips for a smooth settlement</h2>
<ol>
<li>Choose your solicitor or conveyancer before you start, not after you find a home.</li>
<li>If you are buying and selling, try to align both settlement dates so you move only once.</li>
<li>Tell your lender about your settlement date early, and respond quickly to any requests.</li>
<li>Keep your contact details current with everyone involved.</li>
</ol>
<blockquote><p>Most settlement delays come from finance paperwork arriving late. An early conversation with your lender is the best insurance.</p></blockquote>
<p>Questions about your sale or purchase? <a href="/contact">Ask our team</a>, or call the office on {{phone}}. We reply ${claimText.replyWithin} during business hours.</p>`,
  },
  {
    slug: "gledswood-hills-suburb-profile",
    title: "Gledswood Hills Suburb Profile: Views, Space and Heritage",
    excerpt:
      "Why buyers love Gledswood Hills: elevated streets with views, a historic homestead, newer family homes and Gregory Hills and Narellan right next door.",
    category: "Local Living",
    cover: "/art/blog/gledswood.svg",
    authorSlug: "priya-raman",
    readTime: "3 min read",
    daysAgo: 80,
    metaTitle: "Gledswood Hills Suburb Profile (NSW 2557)",
    metaDescription:
      "A local's guide to Gledswood Hills 2557: lifestyle, homes, who buys here, getting around and tips for selling a home in the suburb.",
    content: `<p>Gledswood Hills shares the 2557 postcode with its neighbour Gregory Hills, and the two suburbs blend into each other along their shared streets. Spend a little time there, though, and Gledswood Hills has a character of its own. Many of its streets sit on higher ground with views across the Camden region towards the Razorback Range, and the suburb takes its name from the historic Gledswood homestead, one of the oldest rural estates in the area.</p>
<h2>Heritage meets new homes</h2>
<p>The Gledswood homestead dates from the early nineteenth century, and its buildings and grounds remain a reminder of the farming history of the district. Around it, the suburb has grown into a modern community of mostly detached family homes, many built within the last decade, along with some townhouses and homes with granny flats.</p>
<h2>Who buys here</h2>
<ul>
<li><strong>Upsizing families</strong> who want a newer four or five-bedroom home with a little more space or a better outlook.</li>
<li><strong>Local movers</strong> already living in Gregory Hills, Narellan or Harrington Park who want to stay close to family, schools and sport.</li>
<li><strong>Multi-generational households</strong> attracted by larger homes and properties with secondary dwellings.</li>
<li><strong>Investors</strong> drawn by steady rental demand across Camden Council suburbs.</li>
</ul>
<h2>Everyday life</h2>
<p>Shopping and services are only minutes away at the Gregory Hills Town Centre and the Central Hills precinct, and Narellan Town Centre offers a wider range of stores, dining and entertainment. Camden's historic main street, with its cafes and weekend markets, is a short drive south.</p>
<p>Parks, playgrounds and walking paths are spread through the estate, and the elevated streets make for good evening walks. Childcare centres and primary schools are close by, with high schools in Narellan, Oran Park and Camden.</p>
<h2>Getting around</h2>
<p>Camden Valley Way connects Gledswood Hills to Leppington, Liverpool and the M5 and M7 motorways. Like the rest of the area, the suburb is about 60 km from the Sydney CBD, typically 45 to 60 minutes by car outside peak hour. Rail commuters usually drive to Leppington station on the T2 and T5 lines or to Campbelltown.</p>
<h2>The market at a glance</h2>
<p>At the time of writing, well-presented homes in Gledswood Hills are attracting steady interest, and the suburb tends to move in step with Gregory Hills. Homes with views, a good orientation and a usable yard often attract the most competition. Because the suburb includes a wide mix of home sizes and block positions, pricing is best done property by property rather than from suburb averages.</p>
<h2>Selling in Gledswood Hills</h2>
<ol>
<li><strong>Show off the outlook.</strong> If you have a view, photograph it at its best, often at twilight.</li>
<li><strong>Highlight flexible space.</strong> Granny flats, second living areas and studies appeal to a wide range of buyers.</li>
<li><strong>Present the outdoor living.</strong> An alfresco area set up for entertaining helps buyers picture the weekends.</li>
</ol>
<blockquote><p>In Gledswood Hills, buyers pay for the things they cannot change later: the view, the orientation and the position in the street.</p></blockquote>
<p>Read our <a href="/gledswood-hills">Gledswood Hills guide</a>, compare it with its neighbours in our <a href="/gregory-hills">Gregory Hills guide</a>, or <a href="/selling#appraisal">request a free property price update</a>.</p>`,
  },
];
