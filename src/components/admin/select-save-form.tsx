"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useActionForm, type FormStateAction } from "@/components/feedback/use-action-form";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { cn } from "@/lib/cn";
import { useUnsavedChanges } from "./use-unsaved-changes";

interface SelectSaveFormProps {
  /** The server action the form posts to (its fields: `hidden`, and the select's `name`). */
  action: FormStateAction;
  failureMessage: string;
  /** Fields the form posts besides the select: the record's id, the name its answer uses. */
  hidden: Record<string, string>;
  /** The select's field name, label, saved value and choices. */
  name: string;
  label: string;
  /** A label only screen readers hear (the row says what it is), instead of the small caption above the select. */
  labelHidden?: boolean;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The form's accessible name. */
  formLabel?: string;
  /** The button's word, and what screen readers hear after it ("Save" + " role of Ann"). */
  buttonLabel: string;
  buttonDetail: string;
  /** Put the saved value back when a save is refused (the server's word stands). */
  resetOnRefusal?: boolean;
  /** Ask before leaving the page with a changed, unsaved choice (useUnsavedChanges). */
  guardUnsaved?: boolean;
}

const selectClasses = "h-9 rounded-md border border-line bg-white px-2 text-sm text-ink hover:border-ink-300 focus-visible:border-clay";

/**
 * Choose one value and save it: a lead's status or owner, a colleague's role. A form posting to a server action, so it
 * works without JavaScript (the page comes back saying what was saved); with JavaScript the answer is a toast, and
 * the button waits for a change.
 */
export function SelectSaveForm({
  action,
  failureMessage,
  hidden,
  name,
  label,
  labelHidden = false,
  value,
  options,
  formLabel,
  buttonLabel,
  buttonDetail,
  resetOnRefusal = false,
  guardUnsaved = true,
}: SelectSaveFormProps) {
  const router = useRouter();
  const id = useId();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(value);
  const [saved, setSaved] = useState(value);
  if (saved !== value) {
    setSaved(value);
    setChosen(value);
  }
  const unsaved = useUnsavedChanges();
  const [formKey, setFormKey] = useState(0);
  const { state, formAction, onSubmit, pending, answeredByServer } = useActionForm(action, initialEnquiryActionState, {
    failureMessage,
    onSuccess: () => {
      unsaved.markSaved();
      router.refresh();
    },
    onRefused: () => {
      if (!resetOnRefusal) return;
      setChosen(value);
      setFormKey((key) => key + 1);
    },
  });
  const statusId = `${id}-status`;

  return (
    <form
      {...(guardUnsaved ? unsaved.formProps : {})}
      action={formAction}
      onSubmit={onSubmit}
      className={cn("flex gap-2", labelHidden ? "items-center" : "items-end", answeredByServer && "flex-wrap")}
      aria-label={formLabel}
    >
      {Object.entries(hidden).map(([field, fieldValue]) => (
        <input key={field} type="hidden" name={field} value={fieldValue} />
      ))}
      <div className={cn(!labelHidden && "flex flex-col gap-1")}>
        <label htmlFor={`${id}-select`} className={labelHidden ? "sr-only" : "text-xs font-semibold uppercase tracking-wide text-muted"}>
          {label}
        </label>
        <select
          key={`${value}-${formKey}`}
          id={`${id}-select`}
          name={name}
          defaultValue={value}
          onChange={(event) => setChosen(event.target.value)}
          className={selectClasses}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {/* Without JavaScript nothing can tell a change: the button stays enabled. */}
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={hydrated && (pending || chosen === value)}
        aria-busy={pending || undefined}
        aria-describedby={answeredByServer ? statusId : undefined}
      >
        {pending ? "Saving..." : buttonLabel}
        <span className="sr-only">{buttonDetail}</span>
      </Button>
      {answeredByServer ? (
        <div className="basis-full">
          <FormStatus id={statusId} state={state} bringIntoView />
        </div>
      ) : null}
    </form>
  );
}
