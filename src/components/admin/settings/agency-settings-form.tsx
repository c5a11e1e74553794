"use client";

import { useActionState, type ReactNode } from "react";
import { saveAgencyAction } from "@/server/site-content/actions/save-agency-action";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { australianStates, weekdays } from "@/lib/site-content/agency";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";

const inputClass = "mt-2 h-11 w-full min-w-0 rounded-md border border-line bg-white px-3 text-base text-ink";
const labelClass = "block text-sm font-semibold text-ink";

function Field({
  name,
  label,
  values,
  hint,
  ...input
}: { name: string; label: string; values: Record<string, string>; hint?: string } & Omit<React.ComponentProps<"input">, "name">) {
  const id = `agency-${name.replaceAll(".", "-")}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={values[name] ?? ""}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-5 rounded-lg border border-line bg-white p-5 sm:grid-cols-2 sm:p-6">
      <legend className="px-1 font-display text-lg font-medium text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The agency's settings: how to reach it, where it is, its registration and opening hours. A server action, so it
 * works with JavaScript off; a refused entry is shown again with the first problem named.
 */
export function AgencySettingsForm({ saved }: { saved: Record<string, string> }) {
  const [state, formAction, pending] = useActionState(saveAgencyAction, initialEnquiryActionState);
  const unsaved = useUnsavedChanges(state.status === "success" ? state : null);
  const values = state.status === "idle" ? saved : state.values;
  return (
    <form {...unsaved.formProps} action={formAction} noValidate aria-label="Agency settings" className="grid max-w-3xl gap-6">
      <FormStatus id="agency-settings-status" state={state} focusEachAnswer bringIntoView={state.status !== "idle"} />
      {/* A new key after each answer shows what was saved (or refused) in every field. */}
      <div key={JSON.stringify(values)} className="grid gap-6">
        <Group title="Contact">
          <Field
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="off"
            required
            values={values}
            hint="As visitors should read it, e.g. (02) 4600 1234"
          />
          <Field name="email" label="E-mail" type="email" required values={values} />
        </Group>
        <Group title="Office address">
          <div className="sm:col-span-2">
            <Field name="address.street" label="Street address" required values={values} />
          </div>
          <Field name="address.suburb" label="Suburb" required values={values} />
          <div className="grid min-w-0 grid-cols-2 gap-4">
            <div>
              <label htmlFor="agency-address-region" className={labelClass}>
                State
              </label>
              <select
                id="agency-address-region"
                name="address.region"
                defaultValue={values["address.region"] ?? "NSW"}
                className={inputClass}
              >
                {australianStates.map((state) => (
                  <option key={state}>{state}</option>
                ))}
              </select>
            </div>
            <Field name="address.postcode" label="Postcode" inputMode="numeric" required values={values} />
          </div>
        </Group>
        <Group title="Registration">
          <div className="sm:col-span-2">
            <Field name="legalName" label="Legal name" required values={values} />
          </div>
          <Field name="licenceNumber" label="Licence number" required values={values} />
          <Field name="abn" label="ABN" inputMode="numeric" required values={values} />
        </Group>
        <Group title="Social profiles">
          <Field name="socials.facebook" label="Facebook" type="url" values={values} hint="Full address; leave empty to hide" />
          <Field name="socials.instagram" label="Instagram" type="url" values={values} hint="Full address; leave empty to hide" />
          <Field name="socials.linkedin" label="LinkedIn" type="url" values={values} hint="Full address; leave empty to hide" />
        </Group>
        <Group title="Mission the One">
          <div className="sm:col-span-2">
            <Field
              name="scholarVideo"
              label="Scholar video"
              type="url"
              values={values}
              hint="The scholar's video on YouTube, shown on /mission; leave empty until it is published (the page then says it is coming)"
            />
          </div>
        </Group>
        <fieldset className="min-w-0 rounded-lg border border-line bg-white p-5 sm:p-6">
          <legend className="px-1 font-display text-lg font-medium text-ink">Opening hours</legend>
          <p className="text-sm text-muted">
            Shown in the header, the footer and the contact page, wherever FAQ answers and articles write {"{{hours}}"}, and used for the
            two-hour reply promise on leads.
          </p>
          <ul className="mt-4 grid gap-3">
            {weekdays.map((day, index) => (
              <li key={day} className="grid grid-cols-2 items-center gap-x-3 gap-y-1 sm:grid-cols-[8rem_1fr_1fr]">
                <label className="col-span-2 flex items-center gap-2 text-sm font-semibold text-ink sm:col-span-1">
                  <input
                    type="checkbox"
                    name={`hours.${index}.open`}
                    defaultChecked={values[`hours.${index}.open`] === "on"}
                    className="size-4"
                  />
                  {day}
                </label>
                <label className="text-sm text-muted">
                  <span className="sr-only">{day} </span>Opens
                  <input
                    type="time"
                    name={`hours.${index}.opens`}
                    defaultValue={values[`hours.${index}.opens`] ?? "09:00"}
                    className={inputClass}
                  />
                </label>
                <label className="text-sm text-muted">
                  <span className="sr-only">{day} </span>Closes
                  <input
                    type="time"
                    name={`hours.${index}.closes`}
                    defaultValue={values[`hours.${index}.closes`] ?? "17:00"}
                    className={inputClass}
                  />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
      <div>
        <Button type="submit" variant="ink" size="lg" disabled={pending}>
          {pending ? "Saving..." : "Save settings"}
        </Button>
      </div>
    </form>
  );
}
