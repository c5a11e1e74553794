"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { addRoutingRuleFormAction } from "@/server/leads/actions/add-routing-rule-action";
import { removeRoutingRuleFormAction } from "@/server/leads/actions/remove-routing-rule-action";
import { saveLeadSettingsFormAction } from "@/server/leads/actions/save-lead-settings-action";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { useActionForm } from "@/components/feedback/use-action-form";
import { SavedByServer } from "@/components/forms/form-status";
import { SelectField, TextAreaField, TextField } from "@/components/ui/fields";
import { FormActions } from "@/components/ui/form-actions";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { formCheck } from "@/lib/forms/form-check";
import { leadRuleTypeOptions } from "@/lib/leads/lead-options";
import { leadSettingsSchema, routingRuleSchema } from "@/lib/validation/lead-admin";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";

const ruleFields = ["enquiryType", "suburb", "ownerId"] as const;
const settingsFields = ["principalEmail", "publicHolidays"] as const;

/**
 * A new routing rule: an enquiry type, a suburb or both, and who gets those leads. A form posting to a server action
 * (it works without JavaScript); with JavaScript the browser checks the shared rules first.
 */
export function AddRoutingRuleForm({ staff }: { staff: readonly { id: string; name: string }[] }) {
  const router = useRouter();
  const id = useId();
  const unsaved = useUnsavedChanges();
  const { state, formAction, onSubmit, pending, answeredByServer, error, entered } = useActionForm(
    addRoutingRuleFormAction,
    initialEnquiryActionState,
    {
      failureMessage: adminFailureMessages.saveLeadSettings,
      toastInvalid: false,
      check: formCheck(routingRuleSchema, ruleFields),
      onSuccess: (_answer, form) => {
        form.reset();
        unsaved.markSaved();
        router.refresh();
      },
    },
  );
  const values = entered({ enquiryType: "", suburb: "", ownerId: "" });

  return (
    <form
      {...unsaved.formProps}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Add a routing rule"
      className="grid gap-4 rounded-lg border border-line bg-white p-5 md:grid-cols-4 md:items-end"
    >
      <SavedByServer id={`${id}-status`} state={state} shown={answeredByServer} className="md:col-span-4" />
      <SelectField
        id={`${id}-type`}
        name="enquiryType"
        label="Enquiry type"
        required={false}
        defaultValue={values.enquiryType}
        placeholder="Any type"
        options={leadRuleTypeOptions}
      />
      <TextField
        id={`${id}-suburb`}
        name="suburb"
        label="Suburb"
        required={false}
        defaultValue={values.suburb}
        placeholder="e.g. Oran Park"
      />
      <SelectField
        id={`${id}-owner`}
        name="ownerId"
        label="Goes to"
        defaultValue={values.ownerId}
        placeholder="Choose a staff member"
        options={staff.map((member) => ({ value: member.id, label: member.name }))}
      />
      <FormActions error={error} submitLabel="Add rule" pending={pending} className="md:col-span-4" />
    </form>
  );
}

export function RemoveRoutingRuleButton({ id, description }: { id: string; description: string }) {
  return (
    <ConfirmDeleteButton
      action={removeRoutingRuleFormAction}
      fields={{ id, name: description }}
      itemTitle={description}
      dialogTitle="Remove this rule?"
      question={`Remove the rule “${description}”?`}
      detail="Leads it would have routed go to the agents in turn."
      failureMessage={adminFailureMessages.saveLeadSettings}
    />
  );
}

/**
 * The principal's e-mail (overdue leads, leads with no agent) and the public holidays the reply clock skips: a form
 * posting to a server action (it works without JavaScript); with JavaScript the browser checks the shared rules first.
 */
export function LeadSettingsForm({
  principalEmail,
  defaultPrincipalEmail,
  publicHolidays,
}: {
  principalEmail: string;
  defaultPrincipalEmail: string;
  publicHolidays: readonly string[];
}) {
  const router = useRouter();
  const id = useId();
  const unsaved = useUnsavedChanges();
  const { state, formAction, onSubmit, pending, answeredByServer, error, entered } = useActionForm(
    saveLeadSettingsFormAction,
    initialEnquiryActionState,
    {
      failureMessage: adminFailureMessages.saveLeadSettings,
      toastInvalid: false,
      check: formCheck(leadSettingsSchema, settingsFields),
      onSuccess: () => {
        unsaved.markSaved();
        router.refresh();
      },
    },
  );
  const values = entered({ principalEmail, publicHolidays: publicHolidays.join("\n") });

  return (
    <form
      {...unsaved.formProps}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Lead settings"
      className="flex flex-col gap-5 rounded-lg border border-line bg-white p-5"
    >
      <SavedByServer id={`${id}-status`} state={state} shown={answeredByServer} />
      <TextField
        id={`${id}-principal`}
        name="principalEmail"
        type="email"
        label="Principal's e-mail"
        required={false}
        defaultValue={values.principalEmail}
        placeholder={defaultPrincipalEmail}
        hint={`Told of every overdue lead, and gets the leads when there is no agent. Blank: ${defaultPrincipalEmail}.`}
        className="max-w-md"
      />
      <TextAreaField
        id={`${id}-holidays`}
        name="publicHolidays"
        label="Public holidays"
        required={false}
        defaultValue={values.publicHolidays}
        rows={6}
        hint="One date per line, written YYYY-MM-DD. The reply clock stops on these days."
        className="max-w-md"
      />
      <FormActions error={error} submitLabel="Save settings" pending={pending} className="justify-start" />
    </form>
  );
}
