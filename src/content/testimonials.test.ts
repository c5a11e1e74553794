import { describe, expect, it } from "vitest";
import { reviewedTestimonials, testimonialsSchema, type Testimonials } from "@/lib/site-content/testimonials";
import { initialTestimonials, testimonials, whyChooseTestimonials } from "./testimonials";

const message = (document: Testimonials) => {
  const result = testimonialsSchema.safeParse(document);
  return result.success ? null : result.error.issues[0]?.message;
};
const withFirst = (change: object): Testimonials => ({
  ...initialTestimonials,
  home: initialTestimonials.home.map((t, i) => (i === 0 ? { ...t, ...change } : t)),
});

describe("the testimonials document", () => {
  it("starts as today's testimonials, and the home page's reviews are its first three", () => {
    expect(testimonialsSchema.parse(initialTestimonials)).toEqual({ home: testimonials, whyChoose: whyChooseTestimonials });
    expect(reviewedTestimonials(initialTestimonials).map((t) => t.name)).toEqual(["Rachel M.", "Ahmed K.", "Jenny W."]);
  });

  it("names clients by first name and last initial only", () => {
    expect(message(withFirst({ name: "Rachel Montgomery" }))).toBe("Name must be a first name and last initial, e.g. Rachel M.");
    expect(message(withFirst({ name: "Zoë O." }))).toBeNull();
    expect(
      message({ ...initialTestimonials, whyChoose: [{ quote: "A very good agency indeed.", author: "", location: "Oran Park" }] }),
    ).toBe("Author is required");
  });

  it("applies the limits with clear messages", () => {
    expect(message(withFirst({ text: "Great." }))).toBe("Testimonial must be at least 20 characters");
    expect(message(withFirst({ text: "x".repeat(501) }))).toBe("Testimonial must be less than 501 characters");
    expect(message(withFirst({ text: "x".repeat(500) }))).toBeNull();
    expect(message(withFirst({ rating: 6 }))).toBe("Rating must be between 1 and 5");
    expect(message(withFirst({ rating: "4" }))).toBeNull();
    expect(message(withFirst({ date: "2026-02-30" }))).toBe("Date must be a real date");
    expect(message(withFirst({ date: "2999-01-01" }))).toBe("Date cannot be in the future");
    expect(message({ ...initialTestimonials, home: initialTestimonials.home.slice(0, 2) })).toBe(
      "The home page needs at least 3 testimonials (its first 3 are its reviews)",
    );
    expect(message({ ...initialTestimonials, whyChoose: [] })).toBe("The why-choose page needs at least 1 testimonial");
  });
});
