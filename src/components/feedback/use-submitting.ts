"use client";

import { useCallback, useState } from "react";

/**
 * The pending flag of a form's or button's submissions, with the function that runs one: `pending` is true from the
 * moment a submission starts until it ends, whatever its answer.
 *
 * Not `useTransition`: a server action called inside a transition is entangled with the router's own pending update
 * for that request, so `isPending` stays true for as long as the request hangs — the button kept reading 'Sending...'
 * after `submitSafely` had timed out and told the visitor to try again (audit of 2026-11-25, flows 1.23). A plain
 * state update ends with the submission itself.
 */
export function useSubmitting(): readonly [pending: boolean, whileSubmitting: (work: () => Promise<unknown>) => Promise<void>] {
  const [inFlight, setInFlight] = useState(0);
  const whileSubmitting = useCallback(async (work: () => Promise<unknown>) => {
    setInFlight((count) => count + 1);
    try {
      await work();
    } finally {
      setInFlight((count) => count - 1);
    }
  }, []);
  return [inFlight > 0, whileSubmitting] as const;
}
