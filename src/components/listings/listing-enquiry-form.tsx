"use client";

import { EnquiryAnswer, EnquiryForm, EnquirySubmit } from "@/components/forms/enquiry-form";
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from "@/components/ui/fields";
import { listingEnquiryInterests, type ListingEnquiryInterest } from "@/lib/validation/listing-enquiry-interests";

const loadListingEnquirySchema = () => import("@/lib/validation/listing-enquiry").then((m) => m.listingEnquirySchema);

/**
 * The enquiry form of one listing: what the visitor wants, name, e-mail, phone and a message. It is a lead like every
 * other form's (the one submission path, src/components/forms/use-enquiry-form.ts), carrying the listing's id; the
 * server decides who answers it. `interests` are the choices that make sense for this home (no bidding on a rental).
 */
export function ListingEnquiryForm({ listingId, interests }: { listingId: string; interests: readonly ListingEnquiryInterest[] }) {
  const options = listingEnquiryInterests.filter((interest) => interests.includes(interest.value));
  return (
    <EnquiryForm
      kind="listing"
      loadSchema={loadListingEnquirySchema}
      label="Enquire about this home"
      idPrefix="listing-enquiry"
      className="flex flex-col gap-4"
    >
      {(form) => (
        <>
          <input type="hidden" name="listingId" value={listingId} />
          <SelectField
            id="listing-enquiry-interest"
            name="interest"
            label="I would like"
            placeholder="Choose one"
            options={options}
            defaultValue={form.valueOf("interest")}
          />
          <TextField
            id="listing-enquiry-name"
            name="fullName"
            label="Full Name"
            autoComplete="name"
            defaultValue={form.valueOf("fullName")}
          />
          <EmailField id="listing-enquiry-email" defaultValue={form.valueOf("email")} />
          <PhoneField id="listing-enquiry-phone" defaultValue={form.valueOf("phone")} />
          <TextAreaField
            id="listing-enquiry-message"
            name="message"
            label="Message"
            optional
            rows={4}
            defaultValue={form.valueOf("message")}
          />
          <EnquirySubmit form={form} pendingLabel="Sending...">
            Send enquiry
          </EnquirySubmit>
          <EnquiryAnswer form={form} />
        </>
      )}
    </EnquiryForm>
  );
}
