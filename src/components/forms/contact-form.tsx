"use client";

import { clearQuizDetails } from "@/components/quiz/quiz-handoff";
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from "@/components/ui/fields";
import { enquiryTypes } from "@/lib/validation/contact-enquiry-types";
import { EnquiryAnswer, EnquiryForm, EnquirySubmit } from "./enquiry-form";
import { QuizDetailsFields } from "./quiz-details-fields";

const loadContactSchema = () => import("@/lib/validation/contact").then((m) => m.contactSchema);

/** Spec: the contact enquiry — fullName, email, phone, enquiryType (five types), message; 'Sending...'. */
export function ContactForm() {
  return (
    <EnquiryForm
      kind="contact"
      loadSchema={loadContactSchema}
      onSuccess={clearQuizDetails}
      label="Contact enquiry"
      idPrefix="contact"
      className="grid gap-4 sm:grid-cols-2"
    >
      {(form) => (
        <>
          <TextField id="contact-name" name="fullName" label="Full Name" autoComplete="name" defaultValue={form.valueOf("fullName")} />
          <EmailField id="contact-email" defaultValue={form.valueOf("email")} />
          <PhoneField id="contact-phone" defaultValue={form.valueOf("phone")} />
          <SelectField
            id="contact-type"
            name="enquiryType"
            label="Enquiry Type"
            placeholder="Select an enquiry type"
            options={enquiryTypes}
            defaultValue={form.valueOf("enquiryType")}
          />
          <TextAreaField
            id="contact-message"
            name="message"
            label="Message"
            rows={5}
            defaultValue={form.valueOf("message")}
            className="sm:col-span-2"
          />
          <div className="flex flex-col gap-4 sm:col-span-2">
            <QuizDetailsFields />
            <EnquirySubmit form={form} pendingLabel="Sending..." className="sm:self-start">
              Send Message
            </EnquirySubmit>
            <EnquiryAnswer form={form} />
          </div>
        </>
      )}
    </EnquiryForm>
  );
}
