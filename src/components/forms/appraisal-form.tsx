"use client";

import { clearQuizDetails } from "@/components/quiz/quiz-handoff";
import { EmailField, PhoneField, TextField } from "@/components/ui/fields";
import { EnquiryAnswer, EnquiryForm, EnquirySubmit } from "./enquiry-form";
import { QuizDetailsFields } from "./quiz-details-fields";

const loadAppraisalSchema = () => import("@/lib/validation/appraisal").then((m) => m.appraisalSchema);

/** Spec: the appraisal request form — Full Name, Phone Number, Email Address, Property Address; 'Find Out More'. */
export function AppraisalForm() {
  return (
    <EnquiryForm
      kind="appraisal"
      loadSchema={loadAppraisalSchema}
      onSuccess={clearQuizDetails}
      label="Free property price update"
      idPrefix="appraisal"
      className="flex flex-col gap-4"
    >
      {(form) => (
        <>
          <TextField id="appraisal-name" name="fullName" label="Full Name" autoComplete="name" defaultValue={form.valueOf("fullName")} />
          <PhoneField id="appraisal-phone" defaultValue={form.valueOf("phone")} />
          <EmailField id="appraisal-email" defaultValue={form.valueOf("email")} />
          <TextField
            id="appraisal-address"
            name="address"
            label="Property Address"
            autoComplete="street-address"
            defaultValue={form.valueOf("address")}
          />
          <QuizDetailsFields />
          <EnquirySubmit form={form} pendingLabel="Submitting..." className="mt-1 w-full">
            Find Out More
          </EnquirySubmit>
          <EnquiryAnswer form={form} />
        </>
      )}
    </EnquiryForm>
  );
}
