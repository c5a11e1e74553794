import type { Seo } from "@/content/suburbs";

/** /suburb-reports: the growth reports are on their way; until then the page points to the suburb guides. */
export const suburbReports = {
  seo: {
    title: "Suburb Growth Reports | South West Sydney",
    description:
      "Suburb growth reports for Gregory Hills, Oran Park, Gledswood Hills and Leppington are coming soon. Read our local suburb guides for buyers and sellers in the meantime.",
    keywords: ["suburb growth report", "Gregory Hills property report", "Oran Park growth", "South West Sydney suburb guide"],
  } satisfies Seo,
  hero: {
    eyebrow: "Coming Soon",
    title: "Suburb Growth Reports",
    intro:
      "We are putting together detailed growth reports for each suburb we work in: sales volumes, days on market, rents and the projects shaping each area. Until they are ready, our suburb guides cover what buyers and sellers ask us most.",
  },
  /** The page's share card: what the page has today (the guides), not the figures it will have. */
  card: {
    eyebrow: "Suburb reports: coming soon",
    subtitle: "Until they are ready: our guides to Gregory Hills, Oran Park, Gledswood Hills and Leppington",
  },
  guidesTitle: "Suburb guides available now",
  more: {
    title: "Want the numbers sooner?",
    text: "Our articles track the local market month by month, and our agents can send you recent sales for your street today.",
    insights: { label: "Read Real Estate Insights", href: "/insights" },
    contact: { label: "Ask a Local Agent", href: "/contact" },
  },
} as const;
