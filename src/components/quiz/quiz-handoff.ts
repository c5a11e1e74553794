/**
 * Quiz answers travel with the next enquiry: the seller quiz stores its answers and result here, and the
 * appraisal form sends them as `details.<label>` fields, which the server keeps with the lead.
 * sessionStorage: the answers stay in this tab only and are gone when it closes.
 */
const STORAGE_KEY = "ironbark:quiz-handoff";
const CHANGE_EVENT = "ironbark:quiz-handoff";

/** Label → value, e.g. { "Seller quiz result": "You're on the right track! …" }. */
export type QuizDetails = Record<string, string>;

export function saveQuizDetails(details: QuizDetails): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(details));
  } catch {
    // Storage may be disabled (private mode, quota): the enquiry simply goes without the answers.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearQuizDetails(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The stored JSON text (a stable snapshot for useSyncExternalStore), or null. */
export function readQuizDetailsSnapshot(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function subscribeQuizDetails(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Parses a snapshot into label/value pairs, ignoring anything malformed. */
export function parseQuizDetails(snapshot: string | null): [string, string][] {
  if (!snapshot) return [];
  try {
    const value: unknown = JSON.parse(snapshot);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
    return Object.entries(value)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .slice(0, 12);
  } catch {
    return [];
  }
}
