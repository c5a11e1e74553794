/*
 * A lead's `details` (a free-form record) in a shape the admin can read: quiz answers grouped under their
 * quiz with its result, the chat transcript as an excerpt, and every other key as a label and a value.
 * Quizzes arrive as flat keys ("Seller quiz: Timeline" → answer, "Seller quiz result" → result) from the
 * forms, or as a nested `quiz` object ({ name, answers, result }); both are understood.
 */

export interface QuizAnswer {
  question: string;
  answer: string;
}

export interface QuizView {
  name: string;
  answers: QuizAnswer[];
  result: string | null;
}

export interface TranscriptView {
  /** The opening of the conversation. */
  excerpt: string;
  /** The whole text, when the excerpt leaves some out. */
  full: string | null;
}

export interface DetailEntry {
  label: string;
  value: string;
}

export interface LeadDetailsView {
  quizzes: QuizView[];
  transcript: TranscriptView | null;
  other: DetailEntry[];
}

export const transcriptExcerptLength = 400;

const QUIZ_ANSWER = /^(.{1,60}?\bquiz)\s*:\s*(.+)$/i;
const QUIZ_RESULT = /^(.{1,60}?\bquiz)\s+result$/i;

/** Any value as one line of text: strings as they are, everything else as JSON. */
export function detailText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null || value === undefined) return "";
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function nestedQuiz(value: unknown): QuizView | null {
  if (!isRecord(value)) return null;
  const name = typeof value.name === "string" && value.name.trim() ? value.name.trim() : "Quiz";
  const answers: QuizAnswer[] = [];
  const raw = value.answers;
  if (Array.isArray(raw)) {
    raw.forEach((item, index) => {
      if (isRecord(item) && ("question" in item || "answer" in item)) {
        answers.push({ question: detailText(item.question) || `Question ${index + 1}`, answer: detailText(item.answer) });
      } else {
        answers.push({ question: `Question ${index + 1}`, answer: detailText(item) });
      }
    });
  } else if (isRecord(raw)) {
    for (const [question, answer] of Object.entries(raw)) answers.push({ question, answer: detailText(answer) });
  }
  const result = value.result;
  const resultText = isRecord(result)
    ? [result.title, result.message ?? result.description].filter((part) => typeof part === "string" && part).join(": ") ||
      detailText(result)
    : detailText(result) || null;
  return { name, answers, result: resultText };
}

function transcriptText(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((line) =>
        isRecord(line)
          ? `${line.role === "user" ? "Visitor" : capitalise(detailText(line.role) || "Assistant")}: ${detailText(line.content)}`
          : detailText(line),
      )
      .join("\n\n");
  }
  return detailText(value);
}

/** The opening of a transcript, cut at a word boundary. */
export function transcriptExcerpt(text: string, length: number = transcriptExcerptLength): TranscriptView {
  const trimmed = text.trim();
  if (trimmed.length <= length) return { excerpt: trimmed, full: null };
  const cut = trimmed.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  return { excerpt: `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`, full: trimmed };
}

export function describeLeadDetails(details: Readonly<Record<string, unknown>> | null | undefined): LeadDetailsView {
  const quizzes = new Map<string, QuizView>();
  const quizFor = (name: string): QuizView => {
    const key = name.toLowerCase();
    let quiz = quizzes.get(key);
    if (!quiz) {
      quiz = { name: capitalise(name), answers: [], result: null };
      quizzes.set(key, quiz);
    }
    return quiz;
  };
  let transcript: TranscriptView | null = null;
  const other: DetailEntry[] = [];

  for (const [key, value] of Object.entries(details ?? {})) {
    const label = key.trim();
    if (/^quiz$/i.test(label)) {
      const quiz = nestedQuiz(value);
      if (quiz) {
        quizzes.set(`${quiz.name.toLowerCase()}#nested`, quiz);
        continue;
      }
    }
    if (/^(chat\s+)?transcript$/i.test(label)) {
      const text = transcriptText(value);
      if (text.trim()) transcript = transcriptExcerpt(text);
      continue;
    }
    const result = QUIZ_RESULT.exec(label);
    if (result?.[1]) {
      quizFor(result[1]).result = detailText(value);
      continue;
    }
    const answer = QUIZ_ANSWER.exec(label);
    if (answer?.[1] && answer[2]) {
      quizFor(answer[1]).answers.push({ question: answer[2].trim(), answer: detailText(value) });
      continue;
    }
    other.push({ label: label || key, value: detailText(value) });
  }

  return { quizzes: [...quizzes.values()], transcript, other };
}

export function hasLeadDetails(view: LeadDetailsView): boolean {
  return view.quizzes.length > 0 || view.transcript !== null || view.other.length > 0;
}
