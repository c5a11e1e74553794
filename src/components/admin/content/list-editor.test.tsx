import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListEditor, type ListEditorField } from "./list-editor";

const fields: ListEditorField[] = [
  { key: "question", label: "Question", maxLength: 200 },
  { key: "answer", label: "Answer", kind: "textarea" },
];

const render = (initial: Array<Record<string, string>>, min = 1, max = 3) =>
  renderToStaticMarkup(
    <ListEditor
      name="faqs"
      legend="Questions"
      itemNoun="question"
      titleField="question"
      fields={fields}
      initial={initial}
      min={min}
      max={max}
    />,
  );

describe("ListEditor", () => {
  it("names each field by its path in the document, labelled, so the form posts without JavaScript", () => {
    const html = render([
      { question: "Why sell?", answer: "Because." },
      { question: "When?", answer: "Spring." },
    ]);
    expect(html).toContain('name="faqs.0.question" value="Why sell?"');
    expect(html).toContain('name="faqs.1.answer"');
    expect(html).toMatch(/<label for="faqs-0-question"[^>]*>Question/);
    expect(html).toContain('id="faqs-0-question"');
    expect(html).toContain("Question 1<span");
    expect(html).toContain("9 / 200 characters");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move question 1 up"/);
  });

  it("keeps the least number of items and offers no more than the most", () => {
    const one = render([{ question: "Only?", answer: "Yes." }]);
    expect(one).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Remove question 1"/);
    const full = render(
      [
        { question: "A?", answer: "a" },
        { question: "B?", answer: "b" },
        { question: "C?", answer: "c" },
      ],
      1,
      3,
    );
    expect(full).toMatch(/<button[^>]*id="faqs-add"[^>]*disabled=""/);
    expect(full).toContain("The list is full (3).");
  });

  it("says so when the list is empty", () => {
    expect(render([], 0)).toContain("No questions yet. Add one below.");
  });
});
