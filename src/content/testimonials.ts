export interface Testimonial {
  name: string;
  location: string;
  text: string;
  rating: 5;
  /** ISO date, yyyy-mm-dd. */
  date: string;
}

/** The six testimonials of the home page's 'Loved by the Community' strip. */
export const testimonials: readonly Testimonial[] = [
  {
    name: "Rachel M.",
    location: "Gregory Hills",
    text: "Daniel priced our home honestly and the campaign delivered. We had three offers after the first open home and settled on our terms.",
    rating: 5,
    date: "2026-09-14",
  },
  {
    name: "Ahmed K.",
    location: "Oran Park",
    text: "As first-home buyers we had a hundred questions. Priya answered every one, walked us through pre-approval and helped us land a home near the schools we wanted.",
    rating: 5,
    date: "2026-08-02",
  },
  {
    name: "Jenny & Tom W.",
    location: "Gledswood Hills",
    text: "The photography and video made our place look incredible. It sold in 19 days, above what we expected.",
    rating: 5,
    date: "2026-06-21",
  },
  {
    name: "Sandeep R.",
    location: "Leppington",
    text: "Ironbark manages our investment property. Inspections every three months, clear reports, and the tenants are happy. Zero stress.",
    rating: 5,
    date: "2026-05-30",
  },
  {
    name: "Louise B.",
    location: "Camden",
    text: "Callum knows acreage like nobody else. He found the right buyer for our five acres and handled every detail of the sale.",
    rating: 5,
    date: "2026-03-11",
  },
  {
    name: "Marco D.",
    location: "Gregory Hills",
    text: "Grace and the office team kept us informed at every step, from the first call to settlement day. Genuinely local, genuinely caring.",
    rating: 5,
    date: "2026-01-25",
  },
];

export interface ShortTestimonial {
  quote: string;
  author: string;
  location: string;
}

/** The three testimonials of the why-choose page. */
export const whyChooseTestimonials: readonly ShortTestimonial[] = [
  { quote: "They sold our home in three weeks and kept us informed every single day.", author: "Megan T.", location: "Gregory Hills" },
  { quote: "Honest advice on price, brilliant marketing and a result above our expectations.", author: "Steve P.", location: "Oran Park" },
  { quote: "Our rental has never been better looked after. Reports arrive like clockwork.", author: "Anita S.", location: "Leppington" },
];
