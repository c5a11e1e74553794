import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/* The one look of every text box, text area and drop-down: a roomy control with the brand focus ring.
   No maxLength attributes in the forms: the shared zod schema names the limit, so the visitor reads the spec's message. */

const control =
  "w-full border border-line bg-white text-base text-ink shadow-[inset_0_1px_2px_rgb(18_51_43/0.05)] transition-colors placeholder:text-muted/80 hover:border-ink-300 focus-visible:border-clay focus-visible:outline-2 focus-visible:outline-offset-1 disabled:opacity-60";

const shapes = {
  box: "rounded-md px-4",
  /** The newsletter's single box beside its round button. */
  pill: "rounded-full px-5",
} as const;

export type ControlShape = keyof typeof shapes;

export function Input({ shape = "box", className, ...props }: ComponentProps<"input"> & { shape?: ControlShape }) {
  return <input className={cn(control, shapes[shape], "h-12", className)} {...props} />;
}

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(control, shapes.box, "min-h-28 py-3", className)} {...props} />;
}

const selectArrow =
  "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2312332b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]";

export interface SelectOption {
  value: string;
  label: string;
}

/** A drop-down of `options`, led by an empty `placeholder` choice when one is given (so that nothing is chosen at first). */
export function Select({
  options,
  placeholder,
  className,
  ...props
}: Omit<ComponentProps<"select">, "children"> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select
      className={cn(
        control,
        shapes.box,
        "h-12 appearance-none bg-[length:1.1rem] bg-[right_1rem_center] bg-no-repeat pr-10",
        selectArrow,
        className,
      )}
      {...props}
    >
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
