import type { Testimonials } from "@/lib/site-content/testimonials";

/**
 * Client testimonials. Fictional clients, named only by first name and initial; the home page
 * also emits the first three as schema.org reviews, so keep the strongest three first.
 */
export interface Testimonial {
  /** First name and last initial, e.g. "Rachel M.". */
  name: string;
  /** The client's suburb. */
  location: string;
  text: string;
  rating: 5;
  /** ISO date, yyyy-mm-dd. */
  date: string;
}

/** The six testimonials of the home page's 'Loved by the Community' strip, newest first. */
export const testimonials: readonly Testimonial[] = [
  {
    name: "Rachel M.",
    location: "Gregory Hills",
    text: "Daniel gave us an honest price range on day one and the campaign backed it up. We had three offers after the first open home and settled on the timing that suited our family.",
    rating: 5,
    date: "2026-09-14",
  },
  {
    name: "Ahmed K.",
    location: "Oran Park",
    text: "As first-home buyers we had a hundred questions. Liam answered every one, pointed us to a good broker and helped us secure a home a short walk from the kids' future school.",
    rating: 5,
    date: "2026-07-02",
  },
  {
    name: "Jenny W.",
    location: "Gledswood Hills",
    text: "The twilight photos and the video made our place look incredible. It sold in under three weeks, for more than we expected, and the whole team kept us informed throughout.",
    rating: 5,
    date: "2026-04-21",
  },
  {
    name: "Sandeep R.",
    location: "Leppington",
    text: "They manage our investment property near the station. Inspections every three months, clear reports with photos, and the tenants are happy. It is genuinely stress-free.",
    rating: 5,
    date: "2026-02-09",
  },
  {
    name: "Louise B.",
    location: "Cobbitty",
    text: "Callum understands acreage like nobody else we spoke to. He knew which buyers would value our sheds and the horse paddocks, and he handled every detail of the sale.",
    rating: 5,
    date: "2025-11-18",
  },
  {
    name: "Marco D.",
    location: "Gregory Hills",
    text: "Priya planned our sale and purchase so we only moved once, and Grace kept the paperwork on track right up to settlement. Genuinely local, genuinely caring.",
    rating: 5,
    date: "2025-08-25",
  },
];

export interface ShortTestimonial {
  quote: string;
  /** First name and last initial, e.g. "Megan T.". */
  author: string;
  location: string;
}

/** The three short testimonials of the why-choose page. */
export const whyChooseTestimonials: readonly ShortTestimonial[] = [
  {
    quote: "They sold our home in three weeks and kept us updated every single step of the way.",
    author: "Megan T.",
    location: "Gregory Hills",
  },
  {
    quote: "Honest advice on price, brilliant marketing and a result above what we had hoped for.",
    author: "Steve P.",
    location: "Oran Park",
  },
  {
    quote: "Our rental has never been better looked after. The inspection reports arrive like clockwork.",
    author: "Anita S.",
    location: "Leppington",
  },
];

/** The testimonials document's first content: the lists above. */
export const initialTestimonials: Testimonials = {
  home: testimonials.map((t) => ({ ...t })),
  whyChoose: whyChooseTestimonials.map((t) => ({ ...t })),
};
