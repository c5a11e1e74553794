import type { ComponentProps } from "react";

type AuthFieldProps = Omit<ComponentProps<"input">, "id" | "className"> & { id: string; label: string };

/** A labelled input of the login and sign-up forms. */
export function AuthField({ id, label, ...input }: AuthFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input id={id} className="mt-2 h-12 w-full rounded-md border border-line bg-white px-4 text-base text-ink placeholder:text-muted/80" {...input} />
    </div>
  );
}
