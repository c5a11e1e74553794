/** One year of the fund, as published on /mission (the "Open and accountable" promise). Amounts in whole dollars (AUD). */
export interface MissionYearResult {
  year: number;
  /** First name and suburb, as the scholar agreed to be named. */
  scholar: string;
  scholarship: number;
  schoolsSponsored: number;
  sponsorship: number;
}

/**
 * /mission: the agency's scholarship and community program. Each year, add the year's results at the top of
 * `results.years`. The scholar's video is a setting (Settings → Agency, "Scholar video"), not content here.
 */
export const mission = {
  seo: {
    title: "Mission the One | Scholarships for South West Sydney Students",
    description:
      "Mission the One is Ironbark Realty's scholarship program: one student, one school, one community at a time. School sponsorship, a colouring competition and a scholar's story from South West Sydney.",
    keywords: ["Mission the One", "South West Sydney scholarship", "Gregory Hills school sponsorship", "community real estate"],
  },
  hero: {
    eyebrow: "Our community program",
    title: "Mission the One",
    intro:
      "One student, one school, one community at a time. Every home we sell helps a young person in South West Sydney take their next step.",
  },
  about: {
    title: "About Mission the One",
    paragraphs: [
      "Mission the One started with a simple question: what if every sale we made changed one local life for the better? A share of the commission from every home Ironbark sells goes into a fund for students in Gregory Hills, Oran Park, Gledswood Hills and Leppington.",
      "Each year the fund awards a scholarship to a local student who shows determination, kindness and a commitment to their community, covering school costs, books and technology, and a mentor from our team.",
    ],
  },
  promise: {
    title: "Our Promise",
    points: [
      {
        title: "One sale, one contribution",
        text: "A share of every commission goes to the fund, whether the home sells for $500,000 or $2 million.",
      },
      { title: "Local students first", text: "Every dollar stays in South West Sydney schools and with South West Sydney students." },
      { title: "Open and accountable", text: "We publish each year's scholarship and sponsorship results on this page." },
    ],
  },
  results: {
    title: "Results by Year",
    intro: "What the fund has given each year: the scholarship, and the schools we sponsored and what we gave them.",
    /** Newest first. Demo figures, like the rest of this file's stories: replace them with the fund's real results. */
    years: [
      { year: 2026, scholar: "Noah, Oran Park", scholarship: 5000, schoolsSponsored: 7, sponsorship: 14200 },
      { year: 2025, scholar: "Mia, Gregory Hills", scholarship: 5000, schoolsSponsored: 6, sponsorship: 11800 },
      { year: 2024, scholar: "Liam, Leppington", scholarship: 4000, schoolsSponsored: 4, sponsorship: 8500 },
    ] satisfies MissionYearResult[],
  },
  sponsorship: {
    title: "School Sponsorship",
    paragraphs: [
      "Beyond the scholarship we sponsor public and independent schools across the Camden area: reading programs, sports carnivals, robotics clubs and end-of-year awards.",
      "Our team volunteers at school working bees and careers days, and we cover the cost of excursions for families who need a hand.",
    ],
  },
  colouring: {
    title: "Colouring Competition Winner",
    intro:
      "Each spring, primary students draw 'My Favourite Place in South West Sydney'. This year's winning entry, by Ava (Year 2, Gregory Hills), shows her family's picnic spot in Gregory Hills' central park.",
    image: "/art/mission/colouring-winner.svg",
    imageAlt: "A child's colourful drawing of a family picnic in a park, with a big tree, a red house and a bright sun",
    caption: "'Picnic Day' by Ava, Year 2. Winner of the Mission the One Colouring Competition.",
  },
  video: {
    title: "Meet Our Scholar",
    /** While no video is set: says what is coming, never that the scholar "talks about" it here. */
    intro:
      "This year's scholar is Noah from Oran Park, who plans to study engineering. His video about what the scholarship means to him is coming soon.",
    /** Once the agency settings name the video. */
    introWithVideo:
      "This year's scholar, Noah from Oran Park, talks about what the scholarship means to him and his plans to study engineering.",
    poster: "/art/mission/scholar-video-poster.svg",
    posterAlt: "Illustrated poster: a student in a school blazer in front of a school building at sunrise",
    playLabel: "Play video: Meet Our Scholar",
  },
  cta: {
    title: "Sell with Ironbark, support the next scholar",
    text: "Every home we sell helps a local student. Get a free property price update, or talk to us about supporting Mission the One.",
  },
};
