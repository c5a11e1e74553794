import { describe, expect, it } from "vitest";
import type { Agency } from "@/lib/site-content/agency";
import { initialAgency } from "@/content/agency";
import { agencyDetailMismatches } from "@/lib/site-content/agency-detail-checks";
import { blogPostSchema, emptyPostValues } from "@/lib/validation/blog-post";
import { faqSchema } from "./faqs";
import { fillAgencyTokens, fillAgencyTokensInHtml, unknownAgencyTokens } from "@/lib/site-content/agency-tokens";

const agency: Agency = {
  ...initialAgency,
  phone: "(02) 4600 1234",
  email: "office@ironbark.example",
  hours: initialAgency.hours.map((day, index) => (index === 5 ? { open: true, opens: "08:30", closes: "12:00" } : day)),
};

describe("the agency's details by reference", () => {
  it("fills plain text from the settings", () => {
    expect(fillAgencyTokens("Call {{phone}} or write to {{ email }}. Open {{hours}}.", agency)).toBe(
      "Call (02) 4600 1234 or write to office@ironbark.example. Open Monday to Friday 9am–5pm and Saturday 8:30am–12pm.",
    );
    expect(fillAgencyTokens("Visit us at {{address}}.", agency)).toBe("Visit us at Suite 4, 12 Village Circuit, Gregory Hills NSW 2557.");
  });

  it("leaves an unknown placeholder as written and names it", () => {
    expect(fillAgencyTokens("Call {{fone}}", agency)).toBe("Call {{fone}}");
    expect(unknownAgencyTokens("Call {{fone}} or {{phone}} or {{fone}}")).toEqual(["{{fone}}"]);
  });

  it("makes the phone a tel: link and the e-mail a mailto: link in article HTML, plain inside an author's link", () => {
    expect(fillAgencyTokensInHtml("<p>Call us on {{phone}}.</p>", agency)).toBe(
      '<p>Call us on <a href="tel:+61246001234">(02) 4600 1234</a>.</p>',
    );
    expect(fillAgencyTokensInHtml("<p>Write to {{email}}</p>", agency)).toBe(
      '<p>Write to <a href="mailto:office@ironbark.example">office@ironbark.example</a></p>',
    );
    expect(fillAgencyTokensInHtml('<p><a href="tel:{{phone}}">Ring {{phone}}</a></p>', agency)).toBe(
      '<p><a href="tel:+61246001234">Ring (02) 4600 1234</a></p>',
    );
    expect(fillAgencyTokensInHtml('<p title="{{hours}}">x</p>', agency)).toBe(
      '<p title="Monday to Friday 9am–5pm and Saturday 8:30am–12pm">x</p>',
    );
  });
});

describe("free text that states the agency's details differently", () => {
  it("flags a phone number that is not the agency's, not the agency's own in any format", () => {
    expect(agencyDetailMismatches("Call 02 4600 1234 or +61 2 4600 1234", agency)).toEqual([]);
    const [mismatch] = agencyDetailMismatches("<p>Call us on (02) 5550 4821.</p>", agency);
    expect(mismatch).toMatchObject({ kind: "phone", stated: "(02) 5550 4821" });
    expect(mismatch!.message).toContain("{{phone}}");
  });

  it("flags opening times the settings do not have", () => {
    expect(agencyDetailMismatches("Open Monday to Friday 9am to 5pm and Saturday 8:30am to 12pm.", agency)).toEqual([]);
    const [mismatch] = agencyDetailMismatches("Open Saturday from 9am to 3pm.", agency);
    expect(mismatch).toMatchObject({ kind: "hours", stated: "3pm" });
    expect(mismatch!.message).toContain("{{hours}}");
  });

  it("does not take other times of day for opening hours", () => {
    expect(agencyDetailMismatches("The auction starts at 10:30am on site.", agency)).toEqual([]);
  });

  it("says nothing about text that uses the placeholders", () => {
    expect(agencyDetailMismatches("Call {{phone}}, open {{hours}}.", agency)).toEqual([]);
  });
});

describe("saving text with placeholders", () => {
  const post = {
    ...emptyPostValues,
    title: "Open day",
    slug: "open-day",
    excerpt: "Come along.",
    content: "<p>Call {{phone}}.</p>",
    category: "Local Living",
    authorSlug: "daniel-whitford",
    readTime: "1 min read",
  };

  it("accepts the agency's placeholders in an FAQ answer, and refuses a misspelt one", () => {
    expect(faqSchema.safeParse({ question: "When are you open?", answer: "We are open {{hours}}." }).success).toBe(true);
    expect(faqSchema.safeParse({ question: "When are you open?", answer: "We are open {{ours}}." }).error?.issues[0]?.message).toBe(
      "Unknown placeholder {{ours}}: use {{phone}}, {{email}}, {{hours}} or {{address}}",
    );
  });

  it("accepts the agency's placeholders in an article's content", () => {
    expect(blogPostSchema.safeParse(post).success).toBe(true);
  });

  it("refuses a misspelt placeholder, and any placeholder in the title or excerpt, with a sentence saying why", () => {
    const messages = (input: typeof post) => blogPostSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ ...post, content: "<p>Call {{fone}}.</p>" })).toEqual([
      "Unknown placeholder {{fone}}: use {{phone}}, {{email}}, {{hours}} or {{address}}",
    ]);
    expect(messages({ ...post, excerpt: "Call {{phone}}." })).toEqual(["Excerpt: placeholders such as {{phone}} work in the content only"]);
  });
});
