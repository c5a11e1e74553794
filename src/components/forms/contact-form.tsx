"use client";

import { clearQuizDetails } from "@/components/quiz/quiz-handoff";
import { Button } from "@/components/ui/button";
import { enquiryTypes } from "@/lib/validation/contact-enquiry-types";
import { CollectionNotice } from "./collection-notice";
import { SelectField, TextAreaField, TextField } from "./form-fields";
import { FormStatus } from "./form-status";
import { HoneypotField } from "./honeypot-field";
import { QuizDetailsFields } from "./quiz-details-fields";
import { useEnquiryForm } from "./use-enquiry-form";

const loadContactSchema = () => import("@/lib/validation/contact").then((m) => m.contactSchema);

/** Spec: the contact enquiry — fullName, email, phone, enquiryType (five types), message; 'Sending...'. */
export function ContactForm() {
  const { state, formAction, pending, formRef, onSubmit, onFocus, statusId, valueOf, answeredByServer } = useEnquiryForm("contact", loadContactSchema, {
    onSuccess: clearQuizDetails,
  });
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label="Contact enquiry" className="relative grid gap-4 sm:grid-cols-2">
      <TextField id="contact-name" name="fullName" label="Full Name" autoComplete="name" defaultValue={valueOf("fullName")} />
      <TextField id="contact-email" name="email" label="Email Address" type="email" inputMode="email" autoComplete="email" defaultValue={valueOf("email")} />
      <TextField id="contact-phone" name="phone" label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" defaultValue={valueOf("phone")} />
      <SelectField
        id="contact-type"
        name="enquiryType"
        label="Enquiry Type"
        placeholder="Select an enquiry type"
        options={enquiryTypes}
        defaultValue={valueOf("enquiryType")}
      />
      <div className="sm:col-span-2">
        <TextAreaField id="contact-message" name="message" label="Message" rows={5} defaultValue={valueOf("message")} />
      </div>
      <HoneypotField idPrefix="contact" />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <QuizDetailsFields />
        <Button type="submit" size="lg" disabled={pending} aria-describedby={statusId} className="sm:self-start">
          {pending ? "Sending..." : "Send Message"}
        </Button>
        <FormStatus id={statusId} state={state} bringIntoView={answeredByServer} />
        <CollectionNotice />
      </div>
    </form>
  );
}
