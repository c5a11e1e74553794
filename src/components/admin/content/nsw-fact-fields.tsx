"use client";

import { TextAreaField, TextField } from "@/components/ui/fields";
import { useSubmitted } from "./content-form";

export interface NswFactValues {
  question: string;
  answer: string;
  sourceName: string;
  sourceUrl: string;
  asOf: string;
}

interface NswFactFieldsProps {
  /** The topic's key: the fields post as `${name}.question`, `.answer`, `.sourceName`, `.sourceUrl` and `.asOf`. */
  name: string;
  legend: string;
  /** Where the fact is shown, e.g. "/rental". */
  shownOn: string;
  /** Today in Sydney: the date picker offers nothing later (the server refuses it too). */
  maxDate: string;
  initial: NswFactValues;
}

/** One NSW fact: its question, short answer, official source and the date it was checked. Posts without JavaScript. */
export function NswFactFields({ name, legend, shownOn, maxDate, initial }: NswFactFieldsProps) {
  const submitted = useSubmitted(name);
  const values =
    typeof submitted === "object" && !Array.isArray(submitted) ? { ...initial, ...(submitted as Partial<NswFactValues>) } : initial;
  const id = `nsw-${name}`;
  return (
    <fieldset className="rounded-lg border border-line bg-white p-5 sm:p-8">
      <legend className="px-1 font-display text-xl font-medium text-ink">
        {legend} <span className="text-base text-muted">(on {shownOn})</span>
      </legend>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField
          id={`${id}-question`}
          name={`${name}.question`}
          label="Question"
          defaultValue={values.question}
          className="md:col-span-2"
        />
        <TextAreaField
          id={`${id}-answer`}
          name={`${name}.answer`}
          label="Answer"
          rows={5}
          defaultValue={values.answer}
          hint="A few plain sentences, at most 480 characters: the chat quotes them whole."
          className="md:col-span-2"
        />
        <TextField
          id={`${id}-source-name`}
          name={`${name}.sourceName`}
          label="Source"
          defaultValue={values.sourceName}
          placeholder="e.g. NSW Fair Trading: rent increases"
        />
        <TextField
          id={`${id}-source-url`}
          name={`${name}.sourceUrl`}
          label="Source link"
          type="url"
          inputMode="url"
          defaultValue={values.sourceUrl}
          hint="The official page: https:// and a .gov.au address."
        />
        <TextField id={`${id}-as-of`} name={`${name}.asOf`} label="As of" type="date" max={maxDate} defaultValue={values.asOf} />
      </div>
    </fieldset>
  );
}
