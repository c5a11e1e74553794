import { describe, expect, it } from "vitest";
import { sellingFaqs } from "@/content/services/selling";
import { oranPark } from "@/content/suburbs";
import { faqPages, faqsSchema, initialFaqs, type Faqs } from "./faqs";

const message = (document: unknown) => {
  const result = faqsSchema.safeParse(document);
  return result.success ? null : result.error.issues[0]?.message;
};
const withSelling = (selling: unknown): Faqs => ({ ...initialFaqs, selling }) as Faqs;

describe("the FAQs document", () => {
  it("starts as every page's FAQs of today, one list per page", () => {
    expect(faqsSchema.safeParse(initialFaqs).success).toBe(true);
    expect(Object.keys(initialFaqs)).toEqual(faqPages.map((page) => page.key));
    expect(initialFaqs.selling).toEqual(sellingFaqs);
    expect(initialFaqs["oran-park/selling"]).toEqual(oranPark.selling.faqs);
  });

  it("keeps each page between 1 and 12 different questions, with clear messages", () => {
    expect(message(withSelling([]))).toBe("A page needs at least 1 question");
    expect(
      message(withSelling(Array.from({ length: 13 }, (_, i) => ({ question: `Question ${i}?`, answer: "An answer long enough." })))),
    ).toBe("A page shows at most 12 questions");
    expect(message(withSelling([{ question: "", answer: "An answer long enough." }]))).toBe("Question is required");
    expect(message(withSelling([{ question: "Why sell?", answer: "x".repeat(1001) }]))).toBe("Answer must be less than 1001 characters");
    expect(message(withSelling([sellingFaqs[0], { ...sellingFaqs[0] }]))).toBe("Each question on a page must be different");
  });
});
