"use client";

import { clearQuizDetails } from "@/components/quiz/quiz-handoff";
import { Button } from "@/components/ui/button";
import { CollectionNotice } from "./collection-notice";
import { TextField } from "./form-fields";
import { FormStatus } from "./form-status";
import { HoneypotField } from "./honeypot-field";
import { QuizDetailsFields } from "./quiz-details-fields";
import { useEnquiryForm } from "./use-enquiry-form";

const loadAppraisalSchema = () => import("@/lib/validation/appraisal").then((m) => m.appraisalSchema);

/** Spec: the appraisal request form — Full Name, Phone Number, Email Address, Property Address; 'Find Out More'. */
export function AppraisalForm() {
  const { state, formAction, pending, formRef, onSubmit, onFocus, statusId, valueOf, answeredByServer } = useEnquiryForm("appraisal", loadAppraisalSchema, {
    onSuccess: clearQuizDetails,
  });
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label="Free property price update" className="relative flex flex-col gap-4">
      <TextField id="appraisal-name" name="fullName" label="Full Name" autoComplete="name" defaultValue={valueOf("fullName")} />
      <TextField id="appraisal-phone" name="phone" label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" defaultValue={valueOf("phone")} />
      <TextField id="appraisal-email" name="email" label="Email Address" type="email" inputMode="email" autoComplete="email" defaultValue={valueOf("email")} />
      <TextField id="appraisal-address" name="address" label="Property Address" autoComplete="street-address" defaultValue={valueOf("address")} />
      <HoneypotField idPrefix="appraisal" />
      <QuizDetailsFields />
      <Button type="submit" size="lg" disabled={pending} aria-describedby={statusId} className="mt-1 w-full">
        {pending ? "Submitting..." : "Find Out More"}
      </Button>
      <FormStatus id={statusId} state={state} bringIntoView={answeredByServer} />
      <CollectionNotice />
    </form>
  );
}
