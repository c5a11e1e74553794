"use client";

import { useEffect, useState } from "react";
import { notifyError } from "@/components/feedback/notify";
import type { SuburbEvent } from "@/lib/events/suburb-event";

export type SuburbEventsState = { status: "loading"; events: [] } | { status: "loaded" | "failed"; events: SuburbEvent[] };

/** The spec's events error (section 8). */
export const eventsErrorTitle = "Error";
export const eventsErrorMessage = "Failed to load events. Please try again later.";

/** Fetches the suburb's events once (the spec's suburb-events call); a failure is logged and shown as a toast. */
export function useSuburbEvents(suburb: string): SuburbEventsState {
  const [state, setState] = useState<SuburbEventsState>({ status: "loading", events: [] });

  useEffect(() => {
    const controller = new AbortController();
    loadEvents(suburb, controller.signal)
      .then((events) => setState({ status: "loaded", events }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Failed to load events", error);
        notifyError(eventsErrorTitle, eventsErrorMessage);
        setState({ status: "failed", events: [] });
      });
    return () => controller.abort();
  }, [suburb]);

  return state;
}

async function loadEvents(suburb: string, signal: AbortSignal): Promise<SuburbEvent[]> {
  const response = await fetch("/api/suburb-events", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ suburb }),
    signal,
  });
  if (!response.ok) throw new Error(`suburb-events answered HTTP ${response.status}`);
  const body = (await response.json()) as { events?: SuburbEvent[] } | null;
  return Array.isArray(body?.events) ? body.events : [];
}
