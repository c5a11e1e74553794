import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { pastDateSchema, requiredText, wholeNumber } from "./fields";

/*
 * The testimonials staff edit in the admin: the home page's strip (the first three are also its schema.org reviews,
 * so the strongest go first) and the why-choose page's three short quotes. Clients are named by first name and
 * last initial only (spec), which the name rule enforces.
 */

const clientName = (label: string) =>
  requiredText(label, 40).regex(/^[\p{L}'’-]+ \p{Lu}\.$/u, { error: `${label} must be a first name and last initial, e.g. Rachel M.` });

export const homeTestimonialSchema = z.object({
  name: clientName("Name"),
  location: requiredText("Suburb", 60),
  text: requiredText("Testimonial", 500, 20),
  rating: wholeNumber("Rating").pipe(
    z.number().min(1, { error: "Rating must be between 1 and 5" }).max(5, { error: "Rating must be between 1 and 5" }),
  ),
  date: pastDateSchema("Date"),
});

export const shortTestimonialSchema = z.object({
  quote: requiredText("Quote", 200, 20),
  author: clientName("Author"),
  location: requiredText("Suburb", 60),
});

export const testimonialsSchema = z.object({
  home: z
    .array(homeTestimonialSchema)
    .min(3, { error: "The home page needs at least 3 testimonials (its first 3 are its reviews)" })
    .max(12, { error: "The home page shows at most 12 testimonials" }),
  whyChoose: z
    .array(shortTestimonialSchema)
    .min(1, { error: "The why-choose page needs at least 1 testimonial" })
    .max(6, { error: "The why-choose page shows at most 6 testimonials" }),
});

export type HomeTestimonial = z.output<typeof homeTestimonialSchema>;
export type ShortTestimonial = z.output<typeof shortTestimonialSchema>;
export type Testimonials = z.output<typeof testimonialsSchema>;

/** The reviews the home page may claim in its structured data: its first three testimonials. */
export const reviewedTestimonials = (document: Pick<Testimonials, "home">) => document.home.slice(0, 3);
