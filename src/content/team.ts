export interface TeamMember {
  name: string;
  slug: string;
  role: string;
  email: string;
  phone: { display: string; e164: string };
  /** One line for cards. */
  summary: string;
  /** Profile paragraphs. */
  bio: readonly string[];
  specialties: readonly string[];
  /** Portrait; artwork by default, replace with a photo path. */
  image: string;
  imageUrl: string;
  /** Booking link for a free price update, when the member takes bookings. */
  calendlyUrl?: string;
}

/** Spec: the slug is the lower-cased name with spaces turned to hyphens. */
export function teamSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

function member(input: Omit<TeamMember, "slug" | "image" | "imageUrl">): TeamMember {
  const slug = teamSlug(input.name);
  const image = `/art/team/${slug}.svg`;
  return { ...input, slug, image, imageUrl: image };
}

export const team: readonly TeamMember[] = [
  member({
    name: "Daniel Whitford",
    role: "Principal & Managing Director",
    email: "daniel@ironbark.example",
    phone: { display: "0491 570 006", e164: "+61491570006" },
    summary: "Founded Ironbark after a decade selling homes across the Camden region.",
    bio: [
      "Daniel founded Ironbark Realty with a simple idea: South West Sydney families deserve an agent who lives here, tells them the truth about price, and works as hard on a first home as on a prestige one.",
      "Over more than ten years he has sold homes in every street of Gregory Hills and Gledswood Hills and through each stage of Oran Park's growth. Sellers value his pricing advice and his calm negotiation; buyers value that he returns every call.",
      "Outside the office Daniel coaches junior football in Narellan and sponsors local school programs through Mission the One.",
    ],
    specialties: ["Residential sales", "Pricing strategy", "Negotiation"],
    calendlyUrl: "https://calendly.com/ironbark-example/price-update-daniel",
  }),
  member({
    name: "Sophie Marchetti",
    role: "Operations & Marketing Director",
    email: "sophie@ironbark.example",
    phone: { display: "0491 570 110", e164: "+61491570110" },
    summary: "Runs the campaigns that put our listings in front of 500,000+ buyers.",
    bio: [
      "Sophie leads Ironbark's marketing and operations. She plans every campaign, from the photography brief to the portal placement and the social audience, and measures what each dollar of a vendor's budget achieves.",
      "Before real estate she worked in brand marketing for a national retailer, and she brings that discipline to presenting homes: clear stories, beautiful images, and copy that makes buyers book an inspection.",
    ],
    specialties: ["Property marketing", "Campaign strategy", "Client experience"],
  }),
  member({
    name: "Liam Nguyen",
    role: "Sales Executive",
    email: "liam@ironbark.example",
    phone: { display: "0491 570 156", e164: "+61491570156" },
    summary: "Oran Park specialist who knows the town centre and its schools inside out.",
    bio: [
      "Liam has watched Oran Park grow from paddocks into a town and has helped hundreds of families buy and sell there. He knows which streets suit young children, which homes back onto parks, and what buyers pay for each.",
      "His open homes are known for being well organised and for the follow-up afterwards: every buyer hears back from Liam, and every vendor gets honest feedback the same day.",
    ],
    specialties: ["Oran Park", "First-home buyers", "Open home campaigns"],
    calendlyUrl: "https://calendly.com/ironbark-example/price-update-liam",
  }),
  member({
    name: "Priya Raman",
    role: "Sales Executive",
    email: "priya@ironbark.example",
    phone: { display: "0491 570 157", e164: "+61491570157" },
    summary: "Guides families through Gregory Hills, Gledswood Hills and Leppington.",
    bio: [
      "Priya specialises in Gregory Hills, Gledswood Hills and the new estates of Leppington. She helps upsizing families sell and buy in the right order, and she is patient with first-home buyers who have a hundred questions.",
      "A Gregory Hills local herself, Priya speaks English, Tamil and Hindi and is often the first call for families relocating to South West Sydney.",
    ],
    specialties: ["Gregory Hills", "Leppington", "Upsizing families"],
    calendlyUrl: "https://calendly.com/ironbark-example/price-update-priya",
  }),
  member({
    name: "Callum Brady",
    role: "Acreage Specialist",
    email: "callum@ironbark.example",
    phone: { display: "0491 570 158", e164: "+61491570158" },
    summary: "Our acreage and lifestyle property expert across the Camden region.",
    bio: [
      "Callum is Ironbark's Acreage Specialist. He sells rural-residential and lifestyle properties around Camden, Cobbitty, Bringelly and the edges of the growth areas, where every block is different and zoning, water and access shape the price.",
      "Raised on a property near The Oaks, he can talk bores, sheds and subdivision potential with buyers, and he markets acreage to the city families and investors looking for space.",
    ],
    specialties: ["Acreage and lifestyle properties", "Rural-residential land", "Development potential"],
  }),
  member({
    name: "Grace Donnelly",
    role: "Office Manager",
    email: "grace@ironbark.example",
    phone: { display: "0491 570 159", e164: "+61491570159" },
    summary: "Keeps every sale, settlement and enquiry on track.",
    bio: [
      "Grace runs the Ironbark office and is usually the voice you hear first. She coordinates contracts, keys and settlements, keeps our clients informed at every step, and makes sure every enquiry gets a reply within two hours during business hours.",
      "She has worked in real estate administration for over eight years and knows the NSW sales process, from the contract for sale to settlement day, in detail.",
    ],
    specialties: ["Sales administration", "Settlements", "Client care"],
  }),
];

export function findTeamMember(slug: string): TeamMember | undefined {
  return team.find((m) => m.slug === slug);
}
