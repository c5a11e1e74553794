"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { addRoutingRuleAction } from "@/server/leads/actions/add-routing-rule-action";
import { removeRoutingRuleAction } from "@/server/leads/actions/remove-routing-rule-action";
import { saveLeadSettingsAction } from "@/server/leads/actions/save-lead-settings-action";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { notifySuccess } from "@/components/feedback/notify";
import { runAction } from "@/components/feedback/submit-safely";
import { Button } from "@/components/ui/button";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { leadRuleTypeOptions } from "@/lib/leads/lead-options";
import { leadSettingsSchema, routingRuleSchema } from "@/lib/validation/lead-admin";
import { useSubmitting } from "@/components/feedback/use-submitting";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";

const fieldClasses =
  "h-10 w-full rounded-md border border-line bg-white px-3 text-sm text-ink hover:border-ink-300 focus-visible:border-clay";
const labelClasses = "text-sm font-semibold text-ink";

function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  ) : null;
}

/** A new routing rule: an enquiry type, a suburb or both, and who gets those leads. */
export function AddRoutingRuleForm({ staff }: { staff: readonly { id: string; name: string }[] }) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState({ enquiryType: "", suburb: "", ownerId: "" });
  const [error, setError] = useState<string | null>(null);
  const [pending, whileSubmitting] = useSubmitting();
  const unsaved = useUnsavedChanges();

  function add(event: FormEvent) {
    event.preventDefault();
    const parsed = routingRuleSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check the rule");
      return;
    }
    setError(null);
    whileSubmitting(async () => {
      const result = await runAction(() => addRoutingRuleAction(values), adminFailureMessages.saveLeadSettings);
      if (result === undefined) return;
      setValues({ enquiryType: "", suburb: "", ownerId: "" });
      unsaved.markSaved();
      notifySuccess("Rule added", values.suburb || "Routing rule");
      router.refresh();
    });
  }

  return (
    <form
      {...unsaved.formProps}
      onSubmit={add}
      noValidate
      aria-label="Add a routing rule"
      className="grid gap-4 rounded-lg border border-line bg-white p-5 md:grid-cols-4 md:items-end"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-type`} className={labelClasses}>
          Enquiry type
        </label>
        <select
          id={`${id}-type`}
          value={values.enquiryType}
          onChange={(e) => setValues({ ...values, enquiryType: e.target.value })}
          className={fieldClasses}
        >
          <option value="">Any type</option>
          {leadRuleTypeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-suburb`} className={labelClasses}>
          Suburb
        </label>
        <input
          id={`${id}-suburb`}
          value={values.suburb}
          onChange={(e) => setValues({ ...values, suburb: e.target.value })}
          placeholder="e.g. Oran Park"
          maxLength={100}
          className={fieldClasses}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-owner`} className={labelClasses}>
          Goes to
        </label>
        <select
          id={`${id}-owner`}
          value={values.ownerId}
          onChange={(e) => setValues({ ...values, ownerId: e.target.value })}
          className={fieldClasses}
        >
          <option value="">Choose a staff member</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Adding..." : "Add rule"}
        </Button>
      </div>
      <div className="md:col-span-4" aria-live="polite">
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </form>
  );
}

export function RemoveRoutingRuleButton({ id, description }: { id: string; description: string }) {
  return (
    <ConfirmDeleteButton
      itemTitle={description}
      dialogTitle="Remove this rule?"
      question={`Remove the rule “${description}”?`}
      detail="Leads it would have routed go to the agents in turn."
      successTitle="Rule removed"
      remove={() => removeRoutingRuleAction({ id })}
      failureMessage={adminFailureMessages.saveLeadSettings}
    />
  );
}

/** The principal's e-mail (overdue leads, leads with no agent) and the public holidays the reply clock skips. */
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
  const [values, setValues] = useState({ principalEmail, publicHolidays: publicHolidays.join("\n") });
  const [error, setError] = useState<string | null>(null);
  const [pending, whileSubmitting] = useSubmitting();
  const unsaved = useUnsavedChanges();

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = leadSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check the settings");
      return;
    }
    setError(null);
    whileSubmitting(async () => {
      const result = await runAction(() => saveLeadSettingsAction(values), adminFailureMessages.saveLeadSettings);
      if (result === undefined) return;
      unsaved.markSaved();
      notifySuccess("Lead settings saved");
      router.refresh();
    });
  }

  return (
    <form
      {...unsaved.formProps}
      onSubmit={save}
      noValidate
      aria-label="Lead settings"
      className="flex flex-col gap-5 rounded-lg border border-line bg-white p-5"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-principal`} className={labelClasses}>
          Principal&apos;s e-mail
        </label>
        <input
          id={`${id}-principal`}
          type="email"
          value={values.principalEmail}
          onChange={(e) => setValues({ ...values, principalEmail: e.target.value })}
          placeholder={defaultPrincipalEmail}
          aria-describedby={`${id}-principal-hint`}
          className={`${fieldClasses} max-w-md`}
        />
        <p id={`${id}-principal-hint`} className="text-sm text-muted">
          Told of every overdue lead, and gets the leads when there is no agent. Blank: {defaultPrincipalEmail}.
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-holidays`} className={labelClasses}>
          Public holidays
        </label>
        <textarea
          id={`${id}-holidays`}
          value={values.publicHolidays}
          onChange={(e) => setValues({ ...values, publicHolidays: e.target.value })}
          rows={6}
          aria-describedby={`${id}-holidays-hint`}
          className="w-full max-w-md rounded-md border border-line bg-white px-3 py-2 font-mono text-sm text-ink hover:border-ink-300 focus-visible:border-clay"
        />
        <p id={`${id}-holidays-hint`} className="text-sm text-muted">
          One date per line, written YYYY-MM-DD. The reply clock stops on these days.
        </p>
      </div>
      <div aria-live="polite">
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div>
        <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Saving..." : "Save settings"}
        </Button>
      </div>
    </form>
  );
}
