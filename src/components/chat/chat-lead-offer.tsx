"use client";

import { useEffect, useId, useState } from "react";
import { submitChatLeadAction } from "@/server/chat/actions/submit-chat-lead-action";
import { notifyError } from "@/components/feedback/notify";
import { submitSafely } from "@/components/feedback/submit-safely";
import { detectLeadContext } from "@/lib/chat/intent";
import type { AgencyPhone } from "@/lib/chat/agency-phone";
import { chatLeadCue, chatLeadFailureMessage, chatLeadFallbackCopy } from "@/lib/chat/lead-messages";
import { firstChatLeadError } from "@/lib/chat/lead-schema";
import type { ChatMessage } from "@/lib/chat/types";
import { useSubmitting } from "@/components/feedback/use-submitting";

const storageKey = "ironbark.chat.lead";

interface LeadState {
  submitted: boolean;
  /** The number of messages when the visitor said 'No thanks': the offer returns only for a later message. */
  dismissedAt: number;
}

const intentCopy = {
  sell: "Thinking of selling? Leave your details and a local agent will call you.",
  value: "Want to know what your home is worth? Leave your details for a free price update.",
  buy: "Looking to buy? Leave your details and we'll help with your search.",
  rent: "Renting or need a property manager? Leave your details and we'll be in touch.",
} as const;

function readState(): LeadState {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === "object" && "submitted" in value && "dismissedAt" in value) {
      return { submitted: value.submitted === true, dismissedAt: Number(value.dismissedAt) || 0 };
    }
  } catch {
    // ignore unreadable storage
  }
  return { submitted: false, dismissedAt: 0 };
}

/**
 * When the visitor shows intent to sell, buy, rent or value, or the assistant could not answer, the panel offers
 * to take a name and a phone number or e-mail. The details, intent, suburb and transcript go to the server as a 'chat' enquiry.
 */
export function ChatLeadOffer({
  messages,
  phone,
  onSubmitted,
}: {
  messages: ChatMessage[];
  phone: AgencyPhone;
  onSubmitted: (text: string) => void;
}) {
  const [state, setState] = useState<LeadState>(readState);
  const [pending, whileSubmitting] = useSubmitting();
  const id = useId();
  const { intent } = detectLeadContext(messages);
  const last = messages.at(-1);
  // An answer that could not help offers the form too ("…or leave your name and number below…").
  const offered = last?.role === "assistant" && last.content.includes(chatLeadCue);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(state));
    } catch {
      // ignore
    }
  }, [state]);

  if ((!intent && !offered) || state.submitted || messages.length <= state.dismissedAt || last?.role !== "assistant") return null;

  function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const input = {
      name: String(data.get("name") ?? ""),
      contact: String(data.get("contact") ?? ""),
      website: String(data.get("website") ?? ""),
    };
    const invalid = firstChatLeadError(input);
    if (invalid) {
      notifyError("Invalid Input", invalid);
      return;
    }
    whileSubmitting(async () => {
      const result = await submitSafely(() => submitChatLeadAction({ ...input, messages }), chatLeadFailureMessage(phone.display));
      if (!result) return;
      if (result.ok) {
        setState((s) => ({ ...s, submitted: true }));
        onSubmitted(result.message);
      } else {
        notifyError(result.invalid ? "Invalid Input" : "Error", result.message);
      }
    });
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="mt-4 space-y-3 rounded-lg border border-line bg-white p-4 shadow-soft"
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-ink">
        {intent ? intentCopy[intent] : chatLeadFallbackCopy}
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-name`} className="text-sm text-muted">
          Your name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          className="h-10 w-full rounded-md border border-line px-3 text-sm focus:border-ink-500 focus:outline-none"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-contact`} className="text-sm text-muted">
          Phone or e-mail
        </label>
        <input
          id={`${id}-contact`}
          name="contact"
          autoComplete="tel"
          required
          maxLength={255}
          className="h-10 w-full rounded-md border border-line px-3 text-sm focus:border-ink-500 focus:outline-none"
        />
      </div>
      {/* Honeypot: people never see or fill this; bots often do. */}
      <div aria-hidden className="hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex items-center gap-2">
        <button
          type="submit"
          disabled={pending}
          className="h-9 rounded-full bg-clay px-4 text-sm font-semibold text-white hover:bg-clay-600 disabled:opacity-60"
        >
          {pending ? "Sending..." : "Send my details"}
        </button>
        <button
          type="button"
          onClick={() => setState((s) => ({ ...s, dismissedAt: messages.length }))}
          className="h-9 rounded-full px-3 text-sm font-semibold text-muted hover:text-ink"
        >
          No thanks
        </button>
      </div>
    </form>
  );
}
