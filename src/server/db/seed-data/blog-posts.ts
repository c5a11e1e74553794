export interface SeedPost {
  /** Fixed: the admin's bulk update finds these nine posts by slug. */
  slug: string;
  title: string;
  excerpt: string;
  /** HTML within the blog's allow-list. */
  content: string;
  category: string;
  authorSlug: string;
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
    excerpt: "Well-presented family homes are still selling in around three to eight weeks. Here is what buyers are paying for, and what they are walking past.",
    category: "Market Update",
    authorSlug: "daniel-whitford",
    readTime: "5 min read",
    daysAgo: 3,
    metaTitle: "Gregory Hills Property Market Update, Spring 2026",
    metaDescription: "How the Gregory Hills property market is tracking this spring: days on market, buyer demand and advice for sellers in 2557.",
    content: `<p>Spring has brought steady buyer numbers back to Gregory Hills. Across our own campaigns, four-bedroom family homes that are priced well and presented well are selling in around 30 to 60 days, and our best-prepared listings have averaged closer to three weeks.</p>
<h2>What buyers are paying for</h2>
<ul>
<li><strong>Move-in-ready homes.</strong> Fresh paint, tidy gardens and working air-conditioning still attract the strongest competition.</li>
<li><strong>Walkability.</strong> Homes within a short walk of the town centre, parks and schools draw noticeably more inspections.</li>
<li><strong>Flexible space.</strong> A study or a second living area remains near the top of every family's list.</li>
</ul>
<h2>What they are walking past</h2>
<p>Overpriced homes. Buyers in 2557 are well researched: they have watched comparable sales for months and they recognise a price that is out of step with the street. Homes that start too high tend to sit, and a stale listing usually sells for less than a well-priced fresh one.</p>
<h2>Our advice for sellers</h2>
<p>Start with a realistic price guide built on recent local sales, spend a little on presentation, and launch with strong photography. If you would like to know where your home sits today, <a href="/selling#appraisal">request a free property price update</a>.</p>`,
  },
  {
    slug: "oran-park-vs-gregory-hills-lifestyle-guide",
    title: "Oran Park or Gregory Hills? A Lifestyle Guide for Families",
    excerpt: "Two of South West Sydney's most popular family suburbs, side by side: schools, shopping, parks and the daily commute.",
    category: "Local Living",
    authorSlug: "liam-nguyen",
    readTime: "6 min read",
    daysAgo: 10,
    content: `<p>We are asked this every week: should we buy in Oran Park or Gregory Hills? Both are well planned, family focused and growing, but they suit slightly different households.</p>
<h2>Oran Park: a town with a centre</h2>
<p>Oran Park was planned around a true town centre, with Oran Park Podium, the Camden Council administration building and library, and a growing list of cafes and services. Families value the choice of schools, including Oran Park Public School, Oran Park High School and Oran Park Anglican College.</p>
<h2>Gregory Hills: close to everything</h2>
<p>Gregory Hills sits between Camden Valley Way and Narellan, which makes the drive to the M5 and M7 simple and puts Narellan's larger shopping centre a few minutes away. Its own town centre covers the daily essentials, and the parks and cycleways are a highlight.</p>
<h2>How to choose</h2>
<ul>
<li>If you want a walkable civic centre and school choice on your doorstep, start with Oran Park.</li>
<li>If your commute runs along Camden Valley Way, Gregory Hills often saves time every day.</li>
</ul>
<p>Still deciding? Our <a href="/suburb-comparison">suburb comparison</a> rates both suburbs on six factors, and our team is happy to talk it through on the phone.</p>`,
  },
  {
    slug: "first-home-buyer-guide-south-west-sydney",
    title: "The First-Home Buyer's Guide to South West Sydney",
    excerpt: "From pre-approval to settlement day: the steps, the costs and the questions to ask before buying your first home in the 2557 and 2570 postcodes.",
    category: "Buying",
    authorSlug: "priya-raman",
    readTime: "7 min read",
    daysAgo: 17,
    content: `<p>Buying your first home is exciting and, at times, overwhelming. Here is the path we walk first-home buyers through, step by step.</p>
<h2>1. Get finance pre-approval</h2>
<p>Speak to a lender or broker before you inspect. Pre-approval tells you your real budget and shows sellers you are serious.</p>
<h2>2. Check what help is available</h2>
<p>NSW offers first-home buyer assistance, including stamp duty concessions for eligible buyers, and federal schemes can lower the deposit you need. Thresholds and rules change, so confirm your eligibility with Revenue NSW and your lender at the time you buy.</p>
<h2>3. Inspect with a checklist</h2>
<p>Look past the styling: check orientation, storage, water pressure and signs of damp, and visit the street at school pick-up time.</p>
<h2>4. Make an offer and do your due diligence</h2>
<p>Have a solicitor or conveyancer review the contract, and arrange building and pest inspections before you commit.</p>
<h2>5. Settlement</h2>
<p>Settlement typically takes 30 to 60 days in NSW. Use the time to arrange insurance, utilities and the removalist.</p>
<p>Want a hand? <a href="/contact">Contact our team</a> or take the <a href="/buying">Ready to Buy quiz</a>.</p>`,
  },
  {
    slug: "preparing-your-home-for-sale-checklist",
    title: "Preparing Your Home for Sale: The 30-Day Checklist",
    excerpt: "Small jobs that make a big difference to buyers, in the order we would do them.",
    category: "Selling",
    authorSlug: "sophie-marchetti",
    readTime: "5 min read",
    daysAgo: 24,
    content: `<p>You do not need a renovation to sell well. You need a home that photographs beautifully and feels easy to move into. Here is our 30-day plan.</p>
<h2>Weeks 1 and 2: declutter and repair</h2>
<ul>
<li>Pack away a third of everything: benchtops, shelves and wardrobes.</li>
<li>Fix dripping taps, sticky doors and blown globes.</li>
<li>Patch and paint marked walls in a neutral tone.</li>
</ul>
<h2>Week 3: outside</h2>
<p>First impressions start at the kerb. Mow, edge, mulch the garden beds and clean the front door. Buyers decide in seconds whether they like a home.</p>
<h2>Week 4: style and shoot</h2>
<p>Add fresh towels, plants and lamps, then book professional photography for a bright morning or a twilight shoot. Great images are the single biggest driver of inspections.</p>
<blockquote>Homes that launch ready sell faster: our best-presented campaigns average around 21 days on market.</blockquote>
<p>Not sure where to start? <a href="/selling#appraisal">Book a free price update</a> and we will walk through your home with you.</p>`,
  },
  {
    slug: "landlord-guide-routine-inspections",
    title: "A Landlord's Guide to Routine Inspections",
    excerpt: "Why we inspect every three months, what we check, and how it protects your investment and your tenants.",
    category: "Property Management",
    authorSlug: "grace-donnelly",
    readTime: "4 min read",
    daysAgo: 31,
    content: `<p>Routine inspections are one of the simplest ways to protect a rental property. Our property management team inspects every three months, within the notice rules of the NSW Residential Tenancies Act.</p>
<h2>What we check</h2>
<ul>
<li>General condition and cleanliness</li>
<li>Signs of leaks, damp or pests</li>
<li>Smoke alarms and safety items</li>
<li>Maintenance the tenant has reported or that is coming due</li>
</ul>
<h2>What you receive</h2>
<p>After each inspection you receive a written report with photos, and our recommendations for any maintenance. Small issues fixed early rarely become expensive ones.</p>
<h2>Why tenants appreciate it too</h2>
<p>Regular visits give tenants a simple way to raise concerns, and well-maintained homes keep good tenants for longer, which means fewer vacant weeks for you.</p>
<p>Learn more about our <a href="/rental">property management services</a>.</p>`,
  },
  {
    slug: "western-sydney-airport-what-it-means-for-leppington",
    title: "Western Sydney Airport: What It Means for Leppington Buyers",
    excerpt: "New jobs, new roads and new transport links are coming to the South West. Here is how to think about it as a home buyer.",
    category: "Investing",
    authorSlug: "daniel-whitford",
    readTime: "6 min read",
    daysAgo: 38,
    content: `<p>Western Sydney International (Nancy-Bird Walton) Airport at Badgerys Creek is the largest infrastructure project in the region in a generation, and Leppington sits close to it.</p>
<h2>Jobs and roads</h2>
<p>The airport and the surrounding employment lands are expected to bring thousands of jobs over time, supported by major road upgrades across the South West.</p>
<h2>Transport</h2>
<p>Leppington already has a train station at the end of the South West Rail Link, served by the T2 and T5 lines. That connection is one reason the suburb appeals to commuters and investors alike.</p>
<h2>A balanced view</h2>
<p>Infrastructure can support long-term demand, but it is not a guarantee of price growth, and some streets may sit under future flight paths. Check the official noise and flight path information before you buy, and focus on the fundamentals: the home, the street and the price.</p>
<p>Talk to us about <a href="/leppington">buying in Leppington</a>.</p>`,
  },
  {
    slug: "acreage-living-around-camden",
    title: "Acreage Living Around Camden: What Buyers Should Know",
    excerpt: "Space, privacy and room for the horses: a practical guide to buying rural-residential land on the edge of South West Sydney.",
    category: "Buying",
    authorSlug: "callum-brady",
    readTime: "6 min read",
    daysAgo: 52,
    content: `<p>Acreage around Camden, Cobbitty and Bringelly offers something rare so close to Sydney: space. But acreage is different from buying in an estate, and the details matter.</p>
<h2>Check the zoning</h2>
<p>Zoning decides what you can build, whether you can subdivide and how the land may change around you. Ask for a planning certificate and read it carefully.</p>
<h2>Water, power and access</h2>
<ul>
<li>Is there town water, or tanks and a bore?</li>
<li>How is wastewater handled?</li>
<li>Is access all-weather, and who maintains the road?</li>
</ul>
<h2>Running costs</h2>
<p>Budget for fencing, slashing, machinery and larger insurance premiums. The lifestyle is wonderful, but it comes with chores.</p>
<p>Our Acreage Specialist, Callum Brady, knows the rural-residential market across the Camden region. <a href="/team/callum-brady">Get in touch with Callum</a>.</p>`,
  },
  {
    slug: "understanding-settlement-in-nsw",
    title: "Understanding Settlement in NSW: From Exchange to Keys",
    excerpt: "What happens between exchanging contracts and collecting the keys, and why it usually takes 30 to 60 days.",
    category: "Selling",
    authorSlug: "grace-donnelly",
    readTime: "5 min read",
    daysAgo: 66,
    content: `<p>Once contracts exchange, the sale is binding, but there is still work to do before the keys change hands. In NSW, settlement is typically 30 to 60 days after exchange.</p>
<h2>After exchange</h2>
<p>The buyer pays the deposit, often 10 per cent, and in most residential sales has a five business day cooling-off period unless it was waived.</p>
<h2>Before settlement</h2>
<ul>
<li>The buyer finalises finance and arranges insurance.</li>
<li>Both solicitors or conveyancers prepare the settlement figures.</li>
<li>The buyer is entitled to a final inspection.</li>
</ul>
<h2>Settlement day</h2>
<p>Settlement happens electronically. Once funds move, we release the keys to the new owners, and our office lets both parties know the moment it is done.</p>
<p>Questions about your sale? <a href="/contact">Ask our team</a>.</p>`,
  },
  {
    slug: "gledswood-hills-suburb-profile",
    title: "Gledswood Hills Suburb Profile: Views, Space and Heritage",
    excerpt: "Why buyers love Gledswood Hills: elevated blocks, a historic homestead, and Gregory Hills and Narellan next door.",
    category: "Local Living",
    authorSlug: "priya-raman",
    readTime: "4 min read",
    daysAgo: 80,
    content: `<p>Gledswood Hills shares the 2557 postcode with Gregory Hills, but it has a character of its own. Many streets sit on higher ground with views across the Camden region, and the suburb takes its name from the historic Gledswood homestead.</p>
<h2>Who buys here</h2>
<p>Upsizing families looking for a newer home with a little more space, and buyers who want to stay close to Gregory Hills and Narellan without being in the middle of the busiest streets.</p>
<h2>Everyday life</h2>
<p>Shopping and services are minutes away in Gregory Hills and Narellan, Camden Valley Way connects to the motorways, and the area's parks and walking tracks are popular on weekends.</p>
<h2>Selling in Gledswood Hills</h2>
<p>Views, orientation and outdoor living are what buyers pay for here. Show them off in your marketing.</p>
<p>Read our <a href="/gledswood-hills">Gledswood Hills guide</a> or <a href="/selling#appraisal">request a free price update</a>.</p>`,
  },
];
