"use client";

import { careersSection } from "@/content/services/contact";
import { EmailField, PhoneField, TextAreaField, TextField } from "@/components/ui/fields";
import { EnquiryAnswer, EnquiryForm, EnquirySubmit } from "./enquiry-form";

const loadCareerSchema = () => import("@/lib/validation/career").then((m) => m.careerSchema);

/** Spec: the careers application — fullName, email, phone, position, optional message. */
export function CareerForm() {
  return (
    <EnquiryForm
      kind="career"
      loadSchema={loadCareerSchema}
      label="Careers application"
      idPrefix="career"
      className="grid gap-4 sm:grid-cols-2"
    >
      {(form) => (
        <>
          <TextField id="career-name" name="fullName" label="Full Name" autoComplete="name" defaultValue={form.valueOf("fullName")} />
          <EmailField id="career-email" defaultValue={form.valueOf("email")} />
          <PhoneField id="career-phone" defaultValue={form.valueOf("phone")} />
          <TextField
            id="career-position"
            name="position"
            label="Position"
            autoComplete="organization-title"
            placeholder={careersSection.positionHint}
            defaultValue={form.valueOf("position")}
          />
          <TextAreaField
            id="career-message"
            name="message"
            label="Tell us about yourself"
            optional
            rows={5}
            defaultValue={form.valueOf("message")}
            className="sm:col-span-2"
          />
          <div className="flex flex-col gap-4 sm:col-span-2">
            <EnquirySubmit form={form} pendingLabel="Submitting..." className="sm:self-start">
              Submit Application
            </EnquirySubmit>
            <EnquiryAnswer form={form} />
          </div>
        </>
      )}
    </EnquiryForm>
  );
}
