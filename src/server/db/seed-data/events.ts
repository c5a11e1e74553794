export interface SeedEvent {
  /** Stable key, so that seeding twice adds nothing. */
  key: string;
  suburb: string;
  title: string;
  /** Days after the seeding day (Sydney time). */
  dayOffset: number;
  time: string;
  location: string;
  description: string;
  category: "community" | "sports" | "arts" | "market" | "family" | "other";
  url?: string;
}

/** Upcoming Gregory Hills events for the 'What's On' calendar, dated relative to the day the database is seeded. */
export const seedEvents: readonly SeedEvent[] = [
  {
    key: "gh-twilight-market-1",
    suburb: "Gregory Hills",
    title: "Twilight Growers Market",
    dayOffset: 0,
    time: "4:00 PM - 8:00 PM",
    location: "Gregory Hills Town Centre forecourt",
    description: "Local produce, street food trucks and live acoustic music as the sun goes down. Bring a picnic rug.",
    category: "market",
  },
  {
    key: "gh-parkrun-1",
    suburb: "Gregory Hills",
    title: "Saturday Morning Community Run",
    dayOffset: 1,
    time: "7:00 AM - 8:30 AM",
    location: "Gregory Hills Reserve loop track",
    description: "A free, timed 5 km run or walk for every age and pace. Prams and dogs on short leads welcome.",
    category: "sports",
    url: "https://events.ironbark.example/community-run",
  },
  {
    key: "gh-storytime-1",
    suburb: "Gregory Hills",
    title: "Toddler Storytime in the Park",
    dayOffset: 1,
    time: "10:00 AM - 11:00 AM",
    location: "Central Hills playground",
    description: "Picture books, songs and bubbles for children under five, hosted by volunteers from the local library.",
    category: "family",
  },
  {
    key: "gh-welcome-bbq-1",
    suburb: "Gregory Hills",
    title: "New Neighbours Welcome BBQ",
    dayOffset: 4,
    time: "5:30 PM - 7:30 PM",
    location: "Gregory Hills Community Reserve picnic shelter",
    description: "Just moved in? Meet your neighbours over a sausage sizzle and pick up a local services guide.",
    category: "community",
  },
  {
    key: "gh-art-walk-1",
    suburb: "Gregory Hills",
    title: "Local Artists Pop-up Exhibition",
    dayOffset: 8,
    time: "10:00 AM - 3:00 PM",
    location: "Gregory Hills Town Centre, level 1",
    description: "Paintings, ceramics and photography by artists from across the Camden region, with several pieces for sale.",
    category: "arts",
    url: "https://events.ironbark.example/artists-popup",
  },
  {
    key: "gh-junior-cricket-1",
    suburb: "Gregory Hills",
    title: "Junior Cricket Come-and-Try Day",
    dayOffset: 8,
    time: "9:00 AM - 12:00 PM",
    location: "Gregory Hills sports fields",
    description: "Free skills session for children aged 5 to 12. Bats, balls and helmets provided by the local club.",
    category: "sports",
  },
  {
    key: "gh-home-seminar-1",
    suburb: "Gregory Hills",
    title: "First-Home Buyer Information Evening",
    dayOffset: 11,
    time: "6:30 PM - 8:00 PM",
    location: "Ironbark Realty office, Village Circuit",
    description: "Deposits, grants, pre-approval and what to expect at your first auction, explained in plain English. Free, bookings appreciated.",
    category: "other",
  },
  {
    key: "gh-twilight-market-2",
    suburb: "Gregory Hills",
    title: "Twilight Growers Market",
    dayOffset: 14,
    time: "4:00 PM - 8:00 PM",
    location: "Gregory Hills Town Centre forecourt",
    description: "The fortnightly market returns with local produce, food trucks and music for the whole family.",
    category: "market",
  },
  {
    key: "gh-clean-up-1",
    suburb: "Gregory Hills",
    title: "Creek Corridor Clean-up",
    dayOffset: 19,
    time: "8:00 AM - 11:00 AM",
    location: "Gregory Hills creek corridor, meet at the northern footbridge",
    description: "Help keep our green spaces beautiful. Gloves, bags and morning tea provided.",
    category: "community",
  },
  {
    key: "gh-outdoor-cinema-1",
    suburb: "Gregory Hills",
    title: "Family Movie Night Under the Stars",
    dayOffset: 22,
    time: "7:30 PM - 10:00 PM",
    location: "Gregory Hills Reserve oval",
    description: "A family-friendly film on the big screen with food stalls from 6 pm. Bring chairs and blankets.",
    category: "family",
    url: "https://events.ironbark.example/movie-night",
  },
  {
    key: "gh-choir-1",
    suburb: "Gregory Hills",
    title: "Community Choir Summer Concert",
    dayOffset: 29,
    time: "5:00 PM - 6:30 PM",
    location: "Gregory Hills Town Centre amphitheatre",
    description: "The local community choir performs summer favourites. Free entry, gold coin donation to the school music program.",
    category: "arts",
  },
  {
    key: "gh-christmas-markets-1",
    suburb: "Gregory Hills",
    title: "Christmas Artisan Markets",
    dayOffset: 33,
    time: "3:00 PM - 9:00 PM",
    location: "Gregory Hills Town Centre",
    description: "Handmade gifts, festive food, carols and a visit from Santa for the little ones.",
    category: "market",
  },
];
