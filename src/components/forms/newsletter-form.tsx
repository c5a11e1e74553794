"use client";

import { Button } from "@/components/ui/button";
import { CollectionNotice } from "./collection-notice";
import { FormStatus } from "./form-status";
import { HoneypotField } from "./honeypot-field";
import { useEnquiryForm } from "./use-enquiry-form";

const loadNewsletterSchema = () => import("@/lib/validation/newsletter").then((m) => m.newsletterSchema);

/** Spec: 'Stay Updated' subscribe form — e-mail required; success shows 'Subscribed!' and clears the field. */
export function NewsletterForm() {
  const { state, formAction, pending, formRef, onSubmit, onFocus, statusId, valueOf, answeredByServer } = useEnquiryForm("newsletter", loadNewsletterSchema);
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label="Newsletter sign-up" className="relative flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email Address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          defaultValue={valueOf("email")}
          className="h-12 w-full rounded-full border border-line bg-white px-5 text-base text-ink placeholder:text-muted/80"
        />
        <Button type="submit" size="lg" disabled={pending} aria-describedby={statusId}>
          {pending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <HoneypotField idPrefix="newsletter" />
      <FormStatus id={statusId} state={state} bringIntoView={answeredByServer} />
      <CollectionNotice purpose="newsletter" />
    </form>
  );
}
