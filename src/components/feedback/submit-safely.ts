import type { SafeActionResult } from "@/server/actions/safe-action";
import { notifyError } from "./notify";

/** The spec's title of every failure toast (section 8). */
export const failureTitle = "Error";

/** Longest wait for an answer before the visitor is told it failed and may try again. */
const defaultTimeoutMs = 30_000;

class SubmissionTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/**
 * The one way the browser sends something to the server: every public form, the chat's lead form, login,
 * sign-up and every admin form and action go through here. Whatever goes wrong with the request itself — no
 * connection, an HTTP 500 or 502, a proxy's HTML error page, a thrown action, no answer in time — becomes the
 * destructive 'Error' toast with that form's own failure sentence, and `undefined` for the caller, which keeps
 * what was typed and gives the button back. Nothing is thrown, so no failure reaches an error boundary and
 * blanks the page.
 */
export async function submitSafely<T>(
  send: () => Promise<T>,
  failureMessage: string,
  timeoutMs = defaultTimeoutMs,
): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SubmissionTimeout(timeoutMs)), timeoutMs);
    });
    return await Promise.race([send(), timeout]);
  } catch {
    notifyError(failureTitle, failureMessage);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A server action wrapped in `safeAction` (src/server/actions/safe-action.ts): its data on success; on a refusal
 * the server's message, on a failed request `failureMessage`, each in the 'Error' toast, and `undefined`.
 */
export async function runAction<T>(call: () => Promise<SafeActionResult<T>>, failureMessage: string): Promise<T | undefined> {
  const result = await submitSafely(call, failureMessage);
  if (!result) return undefined;
  if (!result.ok) {
    notifyError(failureTitle, result.message);
    return undefined;
  }
  return result.data;
}
