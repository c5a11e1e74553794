"use client";

import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { CollectionNotice } from "./collection-notice";
import { FormStatus } from "./form-status";
import { HoneypotField } from "./honeypot-field";
import type { EnquiryFormKind } from "@/lib/forms/action-state";
import { useEnquiryForm, type SchemaLoader } from "./use-enquiry-form";

/* The frame of every lead form, around the fields it asks for: the form wired to useEnquiryForm (a progressive server
   action, checked and sent through the one safe path), its honeypot, its submit button and its answer. */

/** What the fields and the button need: the visitor's entries to show again, and the form's progress and answer. */
export type EnquiryFormHandle = Omit<ReturnType<typeof useEnquiryForm>, "formRef" | "formAction" | "onSubmit" | "onFocus">;

export function EnquiryForm({
  kind,
  loadSchema,
  onSuccess,
  label,
  idPrefix,
  className,
  children,
}: {
  kind: EnquiryFormKind;
  loadSchema: SchemaLoader;
  /** After a success, besides the toast and emptying the fields. */
  onSuccess?: () => void;
  /** The form's accessible name. */
  label: string;
  /** Prefix of the form's field ids (the honeypot's too). */
  idPrefix: string;
  className: string;
  children: (form: EnquiryFormHandle) => ReactNode;
}) {
  const { formRef, formAction, onSubmit, onFocus, ...form } = useEnquiryForm(kind, loadSchema, { onSuccess });
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label={label}
      className={cn("relative", className)}
    >
      {children(form)}
      <HoneypotField idPrefix={idPrefix} />
    </form>
  );
}

/** The submit button, saying `pendingLabel` while the form is sent; its description is the form's answer. */
export function EnquirySubmit({
  form,
  pendingLabel,
  className,
  children,
}: {
  form: EnquiryFormHandle;
  pendingLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={form.pending} aria-describedby={form.statusId} className={className}>
      {form.pending ? pendingLabel : children}
    </Button>
  );
}

/** The form's inline answer, then the privacy collection notice. */
export function EnquiryAnswer({
  form,
  purpose,
}: {
  form: EnquiryFormHandle;
  purpose?: ComponentProps<typeof CollectionNotice>["purpose"];
}) {
  return (
    <>
      <FormStatus id={form.statusId} state={form.state} bringIntoView={form.answeredByServer} />
      <CollectionNotice purpose={purpose} />
    </>
  );
}
