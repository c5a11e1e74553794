import type { ReactNode } from "react";
import { Button, buttonClasses } from "@/components/ui/button";

interface InPlaceQuestionProps {
  /** The button's content (its word, and what screen readers hear after it). */
  trigger: ReactNode;
  /** The form's accessible name: the step it confirms. */
  label: string;
  action: (formData: FormData) => void;
  /** Open when the page comes back with a refusal to show. */
  open?: boolean;
  /** The question, its fields and the refusal, above the confirming button. */
  children: ReactNode;
  confirm: { label: ReactNode; describedBy?: string; pending?: boolean };
}

/**
 * A step that asks first, without JavaScript: a native <details> whose summary looks like a button and opens the
 * question in place, with the form and its confirming button (clay, like the confirm dialog's). Used until scripts
 * run and where the question has fields a dialog would not hold.
 */
export function InPlaceQuestion({ trigger, label, action, open, children, confirm }: InPlaceQuestionProps) {
  return (
    <details className="inline-block text-left" open={open || undefined}>
      <summary className={buttonClasses("outline", "sm", "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>{trigger}</summary>
      <form
        action={action}
        aria-label={label}
        className="mt-3 flex w-72 flex-col gap-3 whitespace-normal rounded-lg border border-line bg-white p-4 text-sm shadow-sm"
      >
        {children}
        <Button type="submit" size="sm" disabled={confirm.pending} aria-describedby={confirm.describedBy}>
          {confirm.label}
        </Button>
      </form>
    </details>
  );
}
