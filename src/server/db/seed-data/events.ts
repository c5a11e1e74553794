import { firstAgencyContent } from "@/content/agency";
import { site } from "@/content/site";

/**
 * Demo events for the Gregory Hills 'What's On' calendar. Dates are relative to the day the
 * database is seeded, so the texts never name a weekday, month or season. Organisers and links are
 * fictional; links use the reserved .example domain.
 */
export interface SeedEvent {
  /** Stable key, so that seeding twice adds nothing. */
  key: string;
  suburb: string;
  title: string;
  /** Days after the seeding day (Sydney time), 0 to 60. */
  dayOffset: number;
  /** Display text, "h:mm AM - h:mm PM". */
  time: string;
  location: string;
  description: string;
  category: "community" | "sports" | "arts" | "market" | "family" | "other";
  /** Organiser's page; without one, the calendar links to a web search for the event. */
  url?: string;
}

const office = `${site.name} office, ${firstAgencyContent.address.street}, ${firstAgencyContent.address.suburb}`;

/** Upcoming Gregory Hills events over the next 60 days, in date order. */
export const seedEvents: readonly SeedEvent[] = [
  {
    key: "gh-twilight-market-1",
    suburb: "Gregory Hills",
    title: "Twilight Growers Market",
    dayOffset: 0,
    time: "4:00 PM - 8:00 PM",
    location: "Gregory Hills Town Centre forecourt",
    description:
      "Fresh produce from Camden region growers, street food trucks and live acoustic music as the sun goes down. Bring a picnic rug and your own shopping bags.",
    category: "market",
    url: "https://gregoryhillsmarkets.example/twilight",
  },
  {
    key: "gh-community-run-1",
    suburb: "Gregory Hills",
    title: "Community 5 km Run and Walk",
    dayOffset: 1,
    time: "7:00 AM - 8:30 AM",
    location: "Gregory Hills shared path loop, starting at the town centre",
    description:
      "A free, friendly 5 km run or walk for every age and pace, with volunteer timekeepers. Prams and dogs on short leads welcome.",
    category: "sports",
  },
  {
    key: "gh-storytime-1",
    suburb: "Gregory Hills",
    title: "Toddler Storytime in the Park",
    dayOffset: 1,
    time: "10:00 AM - 11:00 AM",
    location: "Central Hills playground",
    description:
      "Picture books, songs and bubbles for children under five, led by volunteer readers. Bring a rug and a water bottle; parents stay with their little ones.",
    category: "family",
  },
  {
    key: "gh-welcome-bbq-1",
    suburb: "Gregory Hills",
    title: "New Neighbours Welcome BBQ",
    dayOffset: 4,
    time: "5:30 PM - 7:30 PM",
    location: "Gregory Hills community park picnic shelter",
    description:
      "Just moved in? Meet your neighbours over a sausage sizzle, hear from local sporting clubs and community groups, and pick up a guide to local services.",
    category: "community",
  },
  {
    key: "gh-art-walk-1",
    suburb: "Gregory Hills",
    title: "Local Artists Pop-up Exhibition",
    dayOffset: 8,
    time: "10:00 AM - 3:00 PM",
    location: "Gregory Hills Town Centre, community room",
    description:
      "Paintings, ceramics and photography by artists from across the Camden region, with several pieces for sale and the artists on hand to chat.",
    category: "arts",
    url: "https://macarthurartists.example/pop-up",
  },
  {
    key: "gh-junior-cricket-1",
    suburb: "Gregory Hills",
    title: "Junior Cricket Come-and-Try Day",
    dayOffset: 8,
    time: "9:00 AM - 12:00 PM",
    location: "Gregory Hills sports fields",
    description:
      "A free skills session for children aged 5 to 12, run by local club coaches. Bats, balls and helmets provided; just bring a hat, sunscreen and a drink.",
    category: "sports",
  },
  {
    key: "gh-home-seminar-1",
    suburb: "Gregory Hills",
    title: "First-Home Buyer Information Evening",
    dayOffset: 11,
    time: "6:30 PM - 8:00 PM",
    location: office,
    description:
      "Deposits, NSW first-home buyer assistance, pre-approval and what to expect at an auction, explained in plain English by our team and a local broker. Free; bookings appreciated.",
    category: "other",
  },
  {
    key: "gh-twilight-market-2",
    suburb: "Gregory Hills",
    title: "Twilight Growers Market",
    dayOffset: 14,
    time: "4:00 PM - 8:00 PM",
    location: "Gregory Hills Town Centre forecourt",
    description: "The fortnightly market returns with local produce, baked goods, food trucks and live music for the whole family.",
    category: "market",
    url: "https://gregoryhillsmarkets.example/twilight",
  },
  {
    key: "gh-clean-up-1",
    suburb: "Gregory Hills",
    title: "Creek Corridor Clean-up",
    dayOffset: 19,
    time: "8:00 AM - 11:00 AM",
    location: "Gregory Hills creek corridor, meeting at the northern footbridge",
    description:
      "Help keep our green spaces healthy for people and wildlife. Gloves, bags and a morning tea are provided; wear closed shoes.",
    category: "community",
  },
  {
    key: "gh-outdoor-cinema-1",
    suburb: "Gregory Hills",
    title: "Family Movie Night Under the Stars",
    dayOffset: 22,
    time: "7:30 PM - 10:00 PM",
    location: "Gregory Hills community oval",
    description: "A family-friendly film on the big screen, with food stalls open from 6 pm. Bring chairs, blankets and insect repellent.",
    category: "family",
    url: "https://outdoorcinema.example/gregory-hills",
  },
  {
    key: "gh-netball-gala-1",
    suburb: "Gregory Hills",
    title: "Junior Netball Gala Day",
    dayOffset: 22,
    time: "8:30 AM - 2:00 PM",
    location: "Gregory Hills sports courts",
    description:
      "Teams from across the Camden area play short round-robin games. Spectators welcome, with a canteen and barbecue run by club volunteers.",
    category: "sports",
  },
  {
    key: "gh-choir-1",
    suburb: "Gregory Hills",
    title: "Community Choir Concert",
    dayOffset: 29,
    time: "5:00 PM - 6:30 PM",
    location: "Gregory Hills Town Centre amphitheatre",
    description:
      "The local community choir performs favourites old and new. Free entry, with a gold coin donation to a local school music program.",
    category: "arts",
  },
  {
    key: "gh-bush-care-1",
    suburb: "Gregory Hills",
    title: "Native Tree Planting Morning",
    dayOffset: 43,
    time: "8:00 AM - 11:00 AM",
    location: "Gregory Hills creek corridor, southern entrance",
    description:
      "Join local volunteers to plant native trees and shrubs along the creek. Tools, gloves and seedlings provided; a sausage sizzle follows.",
    category: "community",
  },
  {
    key: "gh-maker-market-1",
    suburb: "Gregory Hills",
    title: "Handmade Makers Market",
    dayOffset: 57,
    time: "9:00 AM - 2:00 PM",
    location: "Gregory Hills Town Centre",
    description:
      "More than 40 stalls of handmade jewellery, homewares, candles and children's clothes from South West Sydney makers, with coffee carts and face painting.",
    category: "market",
  },
];
