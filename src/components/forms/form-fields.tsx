import type { ComponentProps, ReactNode } from "react";

/* Shared field markup for the lead forms: a visible label, a roomy input and the brand focus ring.
   No maxLength attributes: the shared zod schema names the limit, so the visitor reads the spec's message. */

const control =
  "w-full rounded-md border border-line bg-white px-4 text-base text-ink shadow-[inset_0_1px_2px_rgb(18_51_43/0.05)] transition-colors placeholder:text-muted/80 hover:border-ink-300 focus-visible:border-clay focus-visible:outline-2 focus-visible:outline-offset-1 disabled:opacity-60";

interface FieldShellProps {
  id: string;
  label: string;
  optional?: boolean;
  children: ReactNode;
}

function FieldShell({ id, label, optional, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {children}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<"input">, "id" | "name"> & { id: string; name: string; label: string; optional?: boolean };

export function TextField({ id, label, optional, className, required = !optional, ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} optional={optional}>
      <input id={id} required={required} className={`${control} h-12 ${className ?? ""}`} {...props} />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<"textarea">, "id" | "name"> & { id: string; name: string; label: string; optional?: boolean };

export function TextAreaField({ id, label, optional, className, required = !optional, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} optional={optional}>
      <textarea id={id} required={required} rows={rows} className={`${control} min-h-28 py-3 ${className ?? ""}`} {...props} />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<"select">, "id" | "name"> & {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ id, label, placeholder, options, className, required = true, ...props }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label}>
      <select id={id} required={required} className={`${control} h-12 appearance-none bg-[length:1.1rem] bg-[right_1rem_center] bg-no-repeat pr-10 ${selectArrow} ${className ?? ""}`} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

const selectArrow =
  "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2312332b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]";
