"use client";

import { useSubmitted } from "./content-form";

interface Figure {
  value: string;
  asOf: string;
  source: string;
}

interface SuburbFigureFieldsProps {
  /** "oran-park.medianRent": the fields post as `${name}.value`, `.asOf` and `.source`. */
  name: string;
  legend: string;
  hint: string;
  /** Today in Sydney: the date picker offers nothing later (the server refuses it too). */
  maxDate: string;
  initial: Figure;
}

const control =
  "h-11 w-full rounded-md border border-line bg-white px-3 text-base text-ink placeholder:text-muted/80 hover:border-ink-300 focus-visible:border-clay focus-visible:outline-2 focus-visible:outline-offset-1";

/** One market figure: its value, the date it is as of and its source. Plain inputs: they post without JavaScript. */
export function SuburbFigureFields({ name, legend, hint, maxDate, initial }: SuburbFigureFieldsProps) {
  const [suburb, key] = name.split(".") as [string, string];
  const submittedSuburb = useSubmitted(suburb);
  const submitted = typeof submittedSuburb === "object" && !Array.isArray(submittedSuburb) ? submittedSuburb[key] : undefined;
  const values = typeof submitted === "object" && !Array.isArray(submitted) ? { ...initial, ...(submitted as Partial<Figure>) } : initial;
  const id = name.replace(".", "-");
  return (
    <fieldset className="rounded-md border border-line bg-sand/30 p-4">
      <legend className="px-1 font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-4 md:grid-cols-[1fr_auto_2fr]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-value`} className="text-sm font-semibold text-ink">
            Figure
          </label>
          <input
            id={`${id}-value`}
            name={`${name}.value`}
            inputMode="numeric"
            defaultValue={values.value}
            aria-describedby={`${id}-hint`}
            className={control}
          />
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-as-of`} className="text-sm font-semibold text-ink">
            As of
          </label>
          <input id={`${id}-as-of`} name={`${name}.asOf`} type="date" max={maxDate} defaultValue={values.asOf} className={control} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-source`} className="text-sm font-semibold text-ink">
            Source
          </label>
          <input
            id={`${id}-source`}
            name={`${name}.source`}
            defaultValue={values.source}
            placeholder="e.g. CoreLogic"
            className={control}
          />
        </div>
      </div>
    </fieldset>
  );
}
