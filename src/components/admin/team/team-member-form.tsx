"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { createTeamMemberAction, updateTeamMemberAction } from "@/app/(admin)/admin/team/_actions/team";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { submitSafely } from "@/components/feedback/submit-safely";
import { TextAreaField, TextField } from "@/components/forms/form-fields";
import { Button, ButtonLink } from "@/components/ui/button";
import { teamSlug } from "@/lib/team/team-member";
import { validate } from "@/lib/validation/first-error";
import { teamMemberLimits, teamMemberSchema } from "@/lib/validation/team-member";
import { PortraitField } from "./portrait-field";
import { useSubmitting } from "@/components/feedback/use-submitting";

export interface TeamMemberFormValues {
  name: string;
  role: string;
  email: string;
  phone: string;
  summary: string;
  /** Paragraphs separated by a blank line. */
  bio: string;
  /** One per line. */
  specialties: string;
  portrait: string;
  bookingUrl: string;
  accountEmail: string;
}

export const emptyTeamMemberValues: TeamMemberFormValues = {
  name: "",
  role: "",
  email: "",
  phone: "",
  summary: "",
  bio: "",
  specialties: "",
  portrait: "",
  bookingUrl: "",
  accountEmail: "",
};

interface TeamMemberFormProps {
  /** Editing this member; adding a new one when absent. */
  memberId?: string;
  /** The member's address when the form opened: a new name moves it, and the old one redirects. */
  savedSlug?: string;
  initialValues: TeamMemberFormValues;
  /** Admins and editors link a staff account; an agent editing their own profile does not see the field. */
  canLinkAccount: boolean;
}

const failureMessage = "The team member could not be saved. Please try again.";

/** Add or edit a team member; the browser checks the shared rules first, the server again. */
export function TeamMemberForm({ memberId, savedSlug, initialValues, canLinkAccount }: TeamMemberFormProps) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [error, setError] = useState<string | null>(null);
  const [pending, whileSubmitting] = useSubmitting();

  const set = (key: keyof TeamMemberFormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const slug = teamSlug(values.name);
  const moves = savedSlug !== undefined && slug !== "" && slug !== savedSlug;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { accountEmail, ...member } = values;
    const checked = validate(teamMemberSchema, member);
    if (!checked.ok) {
      setError(checked.message);
      notifyError("Invalid Input", checked.message);
      return;
    }
    whileSubmitting(async () => {
      const account = canLinkAccount ? { accountEmail } : {};
      const save = () => (memberId ? updateTeamMemberAction({ id: memberId, member, ...account }) : createTeamMemberAction({ member, ...account }));
      const result = await submitSafely(save, failureMessage);
      if (!result) {
        setError(failureMessage);
        return;
      }
      if (!result.ok) {
        setError(result.message);
        notifyError("Error", result.message);
        return;
      }
      setError(null);
      notifySuccess(memberId ? "Team member updated" : "Team member added", `${values.name.trim()}: /team/${result.data.slug}`);
      router.push("/admin/team");
      router.refresh();
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={memberId ? "Edit team member" : "Add team member"} className="grid max-w-3xl gap-5 rounded-lg border border-line bg-white p-5 sm:grid-cols-2 sm:p-8">
      <div className="sm:col-span-2">
        <TextField id={`${id}-name`} name="name" label="Name" autoComplete="off" value={values.name} onChange={set("name")} aria-describedby={`${id}-address`} />
        <p id={`${id}-address`} className="mt-1.5 text-sm text-muted">
          {slug ? (
            <>
              Profile address: <span className="font-mono text-ink">/team/{slug}</span>
              {moves ? <> (the old address /team/{savedSlug} will redirect here)</> : null}
            </>
          ) : (
            "The profile's address is made from the name."
          )}
        </p>
      </div>
      <TextField id={`${id}-role`} name="role" label="Role" placeholder="Sales Executive" value={values.role} onChange={set("role")} />
      <TextField id={`${id}-phone`} name="phone" type="tel" label="Phone" placeholder="0491 570 006" value={values.phone} onChange={set("phone")} />
      <div className="sm:col-span-2">
        <TextField id={`${id}-email`} name="email" type="email" label="Email" value={values.email} onChange={set("email")} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          id={`${id}-summary`}
          name="summary"
          label={`Summary for the card (up to ${teamMemberLimits.summary} characters)`}
          rows={2}
          value={values.summary}
          onChange={set("summary")}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          id={`${id}-bio`}
          name="bio"
          label="Bio (leave a blank line between paragraphs)"
          rows={8}
          value={values.bio}
          onChange={set("bio")}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          id={`${id}-specialties`}
          name="specialties"
          label={`Specialties (one per line, up to ${teamMemberLimits.specialties})`}
          optional
          rows={4}
          value={values.specialties}
          onChange={set("specialties")}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          id={`${id}-booking`}
          name="bookingUrl"
          type="url"
          label="Booking link for 'Book Free Price Update'"
          optional
          placeholder="https://calendly.com/…"
          value={values.bookingUrl}
          onChange={set("bookingUrl")}
        />
      </div>
      <div className="sm:col-span-2">
        <PortraitField name={values.name} value={values.portrait} onChange={(portrait) => setValues((current) => ({ ...current, portrait }))} />
      </div>
      {canLinkAccount ? (
        <div className="sm:col-span-2">
          <TextField
            id={`${id}-account`}
            name="accountEmail"
            type="email"
            label="Staff account that may edit this profile (its e-mail)"
            optional
            value={values.accountEmail}
            onChange={set("accountEmail")}
          />
        </div>
      ) : null}

      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger sm:col-span-2">
          {error}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <ButtonLink href="/admin/team" variant="outline" size="sm">
          Cancel
        </ButtonLink>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : memberId ? "Save changes" : "Add team member"}
        </Button>
      </div>
    </form>
  );
}
