import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

interface FormActionsProps {
  /** Why the last submission was refused (the browser's check or the server's), read out at once; nothing when null. */
  error: string | null;
  /** What sits left of the submit button: a Cancel link, a dialog's Cancel. */
  cancel?: ReactNode;
  /** The submit button's word, and 'Saving...' while the form is sent. */
  submitLabel: string;
  pending: boolean;
  /** Placement of the error line and the row in the form's grid (e.g. `sm:col-span-2`). */
  className?: string;
}

/** The end of a form: the refusal as an alert line, then Cancel and the submit button. */
export function FormActions({ error, cancel, submitLabel, pending, className }: FormActionsProps) {
  return (
    <>
      {error ? (
        <p role="alert" className={cn("text-sm font-semibold text-danger", className)}>
          {error}
        </p>
      ) : null}
      <div className={cn("flex flex-wrap justify-end gap-3", className)}>
        {cancel}
        <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </>
  );
}
