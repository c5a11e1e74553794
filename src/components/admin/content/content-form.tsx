"use client";

import { createContext, useActionState, useContext, useEffect, type ReactNode } from "react";
import { initialContentFormState, type ContentFormState } from "@/lib/site-content/content-form-state";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import type { NestedValue } from "@/lib/forms/nested-form-values";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";

type ContentAction = (previous: ContentFormState, formData: FormData) => Promise<ContentFormState>;

/** What was submitted before a refusal: the fields show it again instead of the saved copy (for pages rendered without JavaScript). */
const SubmittedContext = createContext<Record<string, NestedValue> | undefined>(undefined);

export function useSubmitted(name: string): NestedValue | undefined {
  return useContext(SubmittedContext)?.[name];
}

interface ContentFormProps {
  action: ContentAction;
  /** The form's accessible name, e.g. "Testimonials". */
  label: string;
  submitLabel: string;
  children: ReactNode;
}

/**
 * The frame of every content form in the admin: a server action (so it posts without JavaScript too), the answer
 * in the form and as a toast, and the save button. The fields inside name themselves by path ("home.0.name").
 */
export function ContentForm({ action, label, submitLabel, children }: ContentFormProps) {
  const [state, formAction, pending] = useActionState(action, initialContentFormState);
  const unsaved = useUnsavedChanges(state.status === "success" ? state : null);

  useEffect(() => {
    if (state.status === "success") notifySuccess(state.title, state.message);
    if (state.status === "error") notifyError(state.title, state.message);
  }, [state]);

  return (
    <form {...unsaved.formProps} action={formAction} noValidate aria-label={label} className="space-y-8">
      <SubmittedContext value={state.submitted}>{children}</SubmittedContext>
      <div className="sticky bottom-0 -mx-2 flex flex-col gap-3 border-t border-line bg-sand/95 px-2 py-4 backdrop-blur sm:flex-row sm:items-center">
        <Button type="submit" variant="ink" size="lg" disabled={pending} aria-describedby="content-form-status">
          {pending ? "Saving..." : submitLabel}
        </Button>
        <div className="flex-1">
          <FormStatus id="content-form-status" state={state} focusEachAnswer bringIntoView={state.status !== "idle"} />
        </div>
      </div>
    </form>
  );
}
