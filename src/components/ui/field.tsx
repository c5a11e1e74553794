import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** What a control needs to belong to its field: the label's target, and its hint and error read out with it. */
export interface FieldWiring {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FieldFrame {
  id: string;
  label: ReactNode;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  /** For screen readers only, where the form's heading already says what to type (the newsletter's one box). */
  hideLabel?: boolean;
  /** Shown under the control, and read with it (`${id}-hint`). */
  hint?: ReactNode;
  /** Shown under the control and marks it invalid (`${id}-error`). */
  error?: string;
  className?: string;
}

/**
 * A visible label, the control, then its hint and error. The control is given by `children`, which receives the
 * attributes that tie it to the label, hint and error; the ids are derived from `id`, so they are stable for tests.
 */
export function Field({
  id,
  label,
  optional,
  hideLabel,
  hint,
  error,
  className,
  children,
}: FieldFrame & { children: (wiring: FieldWiring) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-semibold text-ink"}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
