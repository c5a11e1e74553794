"use client";

import { EmailField } from "@/components/ui/fields";
import { EnquiryAnswer, EnquiryForm, EnquirySubmit } from "./enquiry-form";

const loadNewsletterSchema = () => import("@/lib/validation/newsletter").then((m) => m.newsletterSchema);

/** Spec: 'Stay Updated' subscribe form — e-mail required; success shows 'Subscribed!' and clears the field. */
export function NewsletterForm() {
  return (
    <EnquiryForm
      kind="newsletter"
      loadSchema={loadNewsletterSchema}
      label="Newsletter sign-up"
      idPrefix="newsletter"
      className="flex flex-col gap-3"
    >
      {(form) => (
        <>
          <div className="flex flex-col gap-3 sm:flex-row">
            <EmailField
              id="newsletter-email"
              hideLabel
              shape="pill"
              placeholder="you@example.com"
              defaultValue={form.valueOf("email")}
              className="w-full"
            />
            <EnquirySubmit form={form} pendingLabel="Subscribing...">
              Subscribe
            </EnquirySubmit>
          </div>
          <EnquiryAnswer form={form} purpose="newsletter" />
        </>
      )}
    </EnquiryForm>
  );
}
