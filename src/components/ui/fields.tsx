import type { ComponentProps } from "react";
import { Input, Select, Textarea, type ControlShape, type SelectOption } from "./controls";
import { Field, type FieldFrame, type FieldWiring } from "./field";

/* A labelled control for each kind of entry. Fields are required unless marked `optional`; `className` places the
   whole field (e.g. `sm:col-span-2`); every other prop goes to the control. */

type Labelled<Control> = Omit<Control, "id" | "name" | "className"> & FieldFrame & { name: string };

/** The field's own wiring and whatever the caller points the control at too (a note beside the field, say). */
function wire(wiring: FieldWiring, describedBy: string | undefined): FieldWiring {
  const ids = [wiring["aria-describedby"], describedBy].filter(Boolean).join(" ");
  return { ...wiring, "aria-describedby": ids || undefined };
}

/** The field's frame (label, hint, error, placement) apart from what goes to the control, required unless optional. */
function split<Props extends FieldFrame & { required?: boolean }>({
  id,
  label,
  optional,
  hideLabel,
  hint,
  error,
  className,
  ...control
}: Props) {
  return [
    { id, label, optional, hideLabel, hint, error, className },
    { ...control, required: control.required ?? !optional },
  ] as const;
}

type TextFieldProps = Labelled<ComponentProps<"input">> & { shape?: ControlShape };

export function TextField(props: TextFieldProps) {
  const [frame, input] = split(props);
  return <Field {...frame}>{(wiring) => <Input {...input} {...wire(wiring, input["aria-describedby"])} />}</Field>;
}

type TextAreaFieldProps = Labelled<ComponentProps<"textarea">>;

export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textarea] = split(props);
  return <Field {...frame}>{(wiring) => <Textarea {...textarea} {...wire(wiring, textarea["aria-describedby"])} />}</Field>;
}

type SelectFieldProps = Labelled<Omit<ComponentProps<"select">, "children">> & { options: readonly SelectOption[]; placeholder?: string };

export function SelectField(props: SelectFieldProps) {
  const [frame, select] = split(props);
  return <Field {...frame}>{(wiring) => <Select {...select} {...wire(wiring, select["aria-describedby"])} />}</Field>;
}

type PresetFieldProps = Omit<TextFieldProps, "name" | "label" | "type" | "inputMode"> & { name?: string; label?: string };

/** An e-mail address: the keyboard, autofill and name every form uses for it. */
export function EmailField({ name = "email", label = "Email Address", ...props }: PresetFieldProps) {
  return <TextField name={name} label={label} type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A phone number: the phone keypad, autofill and name of every lead form. */
export function PhoneField({ name = "phone", label = "Phone Number", ...props }: PresetFieldProps) {
  return <TextField name={name} label={label} type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
