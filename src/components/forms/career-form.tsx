"use client";

import { careersSection } from "@/content/services/contact";
import { Button } from "@/components/ui/button";
import { CollectionNotice } from "./collection-notice";
import { TextAreaField, TextField } from "./form-fields";
import { FormStatus } from "./form-status";
import { HoneypotField } from "./honeypot-field";
import { useEnquiryForm } from "./use-enquiry-form";

const loadCareerSchema = () => import("@/lib/validation/career").then((m) => m.careerSchema);

/** Spec: the careers application — fullName, email, phone, position, optional message. */
export function CareerForm() {
  const { state, formAction, pending, formRef, onSubmit, onFocus, statusId, valueOf, answeredByServer } = useEnquiryForm("career", loadCareerSchema);
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label="Careers application" className="relative grid gap-4 sm:grid-cols-2">
      <TextField id="career-name" name="fullName" label="Full Name" autoComplete="name" defaultValue={valueOf("fullName")} />
      <TextField id="career-email" name="email" label="Email Address" type="email" inputMode="email" autoComplete="email" defaultValue={valueOf("email")} />
      <TextField id="career-phone" name="phone" label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" defaultValue={valueOf("phone")} />
      <TextField
        id="career-position"
        name="position"
        label="Position"
        autoComplete="organization-title"
        placeholder={careersSection.positionHint}
        defaultValue={valueOf("position")}
      />
      <div className="sm:col-span-2">
        <TextAreaField id="career-message" name="message" label="Tell us about yourself" optional rows={5} defaultValue={valueOf("message")} />
      </div>
      <HoneypotField idPrefix="career" />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending} aria-describedby={statusId} className="sm:self-start">
          {pending ? "Submitting..." : "Submit Application"}
        </Button>
        <FormStatus id={statusId} state={state} bringIntoView={answeredByServer} />
        <CollectionNotice />
      </div>
    </form>
  );
}
