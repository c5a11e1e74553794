import { teamSlug, type TeamMember } from "@/lib/team/team-member";
import { claimText } from "@/lib/agency/claims";

/**
 * The team directory: six fictional people with the spec's roles, in the order the /team grid
 * shows them. Phone numbers come from the 0491 570 xxx block that ACMA reserves for fiction, so
 * none of them can ring a real person; e-mail addresses use the reserved .example domain.
 */
type MemberInput = Omit<TeamMember, "slug" | "image" | "imageUrl"> & {
  /** A real portrait, e.g. "/team/daniel-whitford.jpg" (a file in public/, 4:5); without it, the artwork drawn in code. */
  photo?: string;
};

function member({ photo, ...input }: MemberInput): TeamMember {
  const slug = teamSlug(input.name);
  const image = photo ?? `/art/team/${slug}.svg`;
  return { ...input, slug, image, imageUrl: image };
}

/**
 * The team's first content: written once into the empty `team_members` table when the database is first opened
 * (src/server/db/first-team.ts); from then on the admin's Team page is where the team is kept.
 */
export const team: readonly TeamMember[] = [
  member({
    name: "Daniel Whitford",
    role: "Principal & Managing Director",
    email: "daniel@ironbark.example",
    phone: { display: "0491 570 006", e164: "+61491570006" },
    summary: "Founded the agency after more than a decade selling family homes across the Camden region.",
    bio: [
      "Daniel started the agency with a simple idea: families in South West Sydney deserve an agent who lives locally, tells them the truth about price and works as hard on a first home as on a five-bedroom upgrade. He has been selling in the area for more than ten years, from the early land releases in Gregory Hills and Oran Park to today's established streets, and he still runs a full list of his own campaigns.",
      "Sellers tend to remember two things about working with him. The first is the price conversation: Daniel brings recent sales from your own pocket of the suburb, explains which ones really compare and gives a range he is prepared to stand behind. The second is the negotiation, which he keeps calm, patient and firmly on your side until contracts exchange.",
      "Away from the office Daniel coaches a junior football side in Narellan and looks after the agency's Mission the One scholarship program, which supports students at local schools.",
    ],
    specialties: ["Residential sales", "Pricing strategy", "Negotiation", "Upsizing and downsizing moves"],
    calendlyUrl: "https://calendly.com/ironbark-example/price-update-daniel",
  }),
  member({
    name: "Sophie Marchetti",
    role: "Operations & Marketing Director",
    email: "sophie@ironbark.example",
    phone: { display: "0491 570 110", e164: "+61491570110" },
    summary: `Plans the campaigns that put our listings in front of ${claimText.viewsPerCampaign} property views.`,
    bio: [
      "Sophie leads marketing and operations. Every campaign passes across her desk: the photography brief, the floor plan, the copy, the portal package and the social media audience. She tracks what each dollar of a vendor's budget achieves, so sellers see in plain numbers how many people viewed their home, saved it and booked an inspection.",
      "Before real estate, Sophie spent several years in brand marketing for a national retailer. She brings the same discipline to property: a clear story for every home, images that show how a family would actually live there, and a launch timed for the moment local buyers are searching hardest.",
      "She also looks after the systems behind the scenes, which is why our clients get the same well-organised experience whichever member of the team they deal with.",
    ],
    specialties: ["Property marketing", "Campaign strategy", "Digital advertising", "Client experience"],
  }),
  member({
    name: "Liam Nguyen",
    role: "Sales Executive",
    email: "liam@ironbark.example",
    phone: { display: "0491 570 156", e164: "+61491570156" },
    summary: "Our Oran Park specialist, who knows the town centre, the schools and the streets.",
    bio: [
      "Liam has watched Oran Park grow from paddocks into a town with its own centre, library, council offices and a wide choice of schools. He has helped many young families buy their first home there and, a few years later, sell it to move into something bigger.",
      "He knows which streets back onto parks, which pockets are a comfortable walk to Oran Park Podium and what buyers are prepared to pay for a north-facing yard. His open homes run to time, every buyer who walks through hears back from him, and his vendors get honest feedback the same afternoon rather than at the end of the week.",
    ],
    specialties: ["Oran Park", "First-home buyers", "Open home campaigns", "Buyer follow-up"],
    calendlyUrl: "https://calendly.com/ironbark-example/price-update-liam",
  }),
  member({
    name: "Priya Raman",
    role: "Sales Executive",
    email: "priya@ironbark.example",
    phone: { display: "0491 570 157", e164: "+61491570157" },
    summary: "Guides families through Gregory Hills, Gledswood Hills and Leppington.",
    bio: [
      "Priya works across Gregory Hills, Gledswood Hills and the newer estates around Leppington. Much of her work is with upsizing families who need to sell one home and buy the next in the right order, and she is at her best planning the timing so that nobody ends up paying two mortgages or moving twice.",
      "She is patient with first-home buyers who arrive with a long list of questions about deposits, pre-approval and stamp duty, and she puts them in touch with brokers and conveyancers who explain the detail properly.",
      "A Gregory Hills local herself, Priya speaks English, Tamil and Hindi, and she is often the first call for families relocating to South West Sydney from interstate or overseas.",
    ],
    specialties: ["Gregory Hills and Gledswood Hills", "Leppington", "Upsizing families", "Relocating buyers"],
    calendlyUrl: "https://calendly.com/ironbark-example/price-update-priya",
  }),
  member({
    name: "Callum Brady",
    role: "Acreage Specialist",
    email: "callum@ironbark.example",
    phone: { display: "0491 570 158", e164: "+61491570158" },
    summary: "Sells acreage and lifestyle properties across the Camden region.",
    bio: [
      "Callum looks after the agency's acreage and lifestyle listings around Camden, Cobbitty, Bringelly, Catherine Field and The Oaks, where no two properties are alike and zoning, water, access and outbuildings shape the price as much as the house does.",
      "He grew up on a small property near The Oaks, so he is comfortable walking buyers along a fence line, talking through bores, tanks and septic systems, and explaining why the same five acres can be worth very different amounts on either side of a zoning boundary. Where land sits near the growth areas, he works with planners and surveyors so sellers understand any development potential before they set a price.",
      "His buyers are a mix of local families wanting more room, horse owners and city buyers chasing a quieter life within an hour or so of the CBD, and he markets each property to the audience most likely to value it.",
    ],
    specialties: [
      "Acreage and lifestyle properties",
      "Rural-residential land",
      "Zoning and development potential",
      "Equestrian properties",
    ],
  }),
  member({
    name: "Grace Donnelly",
    role: "Office Manager",
    email: "grace@ironbark.example",
    phone: { display: "0491 570 159", e164: "+61491570159" },
    summary: "Keeps every contract, settlement and enquiry moving, and is often the first voice you hear.",
    bio: [
      `Grace runs the office and is usually the first person you speak to when you call or walk in. She coordinates contracts, deposits, keys and settlement dates with solicitors, conveyancers and lenders, and she makes sure every enquiry receives a reply ${claimText.replyWithinInWords} during business hours.`,
      "She has worked in real estate administration for more than eight years and knows the NSW sales process in detail, from preparing the contract for sale through the cooling-off period to electronic settlement day. Clients appreciate her updates, which arrive before they have to ask.",
      `Grace also oversees the routine inspection calendar for our property management clients, so that every rental is visited ${claimText.inspectionEveryInWords} and every landlord receives the report on time.`,
    ],
    specialties: ["Sales administration", "Settlements", "Property management scheduling", "Client care"],
  }),
];
