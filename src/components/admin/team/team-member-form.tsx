"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { saveTeamMemberFormAction } from "@/server/team/actions/team-actions";
import { useActionForm } from "@/components/feedback/use-action-form";
import { SavedByServer } from "@/components/forms/form-status";
import { TextAreaField, TextField } from "@/components/ui/fields";
import { ButtonLink } from "@/components/ui/button";
import { FormActions } from "@/components/ui/form-actions";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { formCheck } from "@/lib/forms/form-check";
import type { PortraitNotice } from "@/lib/team/portrait-notice";
import { teamSlug } from "@/lib/team/team-member";
import { teamMemberLimits, teamMemberSchema } from "@/lib/validation/team-member";
import { PortraitField } from "./portrait-field";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";

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

/** The fields the shared rules check (the account link is checked by the server alone). */
const memberFieldNames = ["name", "role", "email", "phone", "summary", "bio", "specialties", "portrait", "bookingUrl"] as const;

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
  /** What the page's portrait form did last, without JavaScript (`?portrait=`). */
  portraitNotice?: PortraitNotice | null;
}

const failureMessage = "The team member could not be saved. Please try again.";

/** Add or edit a team member: a form posting to a server action (it works without JavaScript); with JavaScript the browser checks the shared rules first. */
export function TeamMemberForm({ memberId, savedSlug, initialValues, canLinkAccount, portraitNotice }: TeamMemberFormProps) {
  const router = useRouter();
  const id = useId();
  const unsaved = useUnsavedChanges();
  const { state, formAction, onSubmit, pending, answeredByServer, error, entered } = useActionForm(
    saveTeamMemberFormAction,
    initialEnquiryActionState,
    {
      failureMessage,
      check: formCheck(teamMemberSchema, memberFieldNames),
      onSuccess: () => {
        unsaved.markSaved();
        router.push("/admin/team");
        router.refresh();
      },
    },
  );
  const values = entered(initialValues);
  const [name, setName] = useState(values.name);
  const [portrait, setPortrait] = useState(values.portrait);
  const field = (key: keyof TeamMemberFormValues) => ({ name: key, defaultValue: values[key] });
  const slug = teamSlug(name);
  const moves = savedSlug !== undefined && slug !== "" && slug !== savedSlug;

  return (
    <>
      <form
        {...unsaved.formProps}
        action={formAction}
        noValidate
        onSubmit={onSubmit}
        aria-label={memberId ? "Edit team member" : "Add team member"}
        className="grid max-w-3xl gap-5 rounded-lg border border-line bg-white p-5 sm:grid-cols-2 sm:p-8"
      >
        {memberId ? <input type="hidden" name="id" value={memberId} /> : null}
        <SavedByServer id={`${id}-status`} state={state} shown={answeredByServer} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <TextField
            id={`${id}-name`}
            {...field("name")}
            label="Name"
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            aria-describedby={`${id}-address`}
          />
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
        <TextField id={`${id}-role`} {...field("role")} label="Role" placeholder="Sales Executive" />
        <TextField id={`${id}-phone`} {...field("phone")} type="tel" label="Phone" placeholder="0491 570 006" />
        <div className="sm:col-span-2">
          <TextField id={`${id}-email`} {...field("email")} type="email" label="Email" />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            id={`${id}-summary`}
            {...field("summary")}
            label={`Summary for the card (up to ${teamMemberLimits.summary} characters)`}
            rows={2}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField id={`${id}-bio`} {...field("bio")} label="Bio (leave a blank line between paragraphs)" rows={8} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            id={`${id}-specialties`}
            {...field("specialties")}
            label={`Specialties (one per line, up to ${teamMemberLimits.specialties})`}
            optional
            rows={4}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            id={`${id}-booking`}
            {...field("bookingUrl")}
            type="url"
            label="Booking link for 'Book Free Price Update'"
            optional
            placeholder="https://calendly.com/…"
          />
        </div>
        <div className="sm:col-span-2">
          <input type="hidden" name="portrait" value={portrait} />
          <PortraitField
            name={name}
            value={portrait}
            onChange={setPortrait}
            uploadFormId={memberId ? `${id}-portrait` : undefined}
            notice={portraitNotice}
          />
        </div>
        {canLinkAccount ? (
          <div className="sm:col-span-2">
            <TextField
              id={`${id}-account`}
              {...field("accountEmail")}
              type="email"
              label="Staff account that may edit this profile (its e-mail)"
              optional
            />
          </div>
        ) : null}

        <FormActions
          error={error}
          cancel={
            <ButtonLink href="/admin/team" variant="outline" size="sm">
              Cancel
            </ButtonLink>
          }
          submitLabel={memberId ? "Save changes" : "Add team member"}
          pending={pending}
          className="sm:col-span-2"
        />
      </form>
      {/* The portrait's own form (forms do not nest): its controls sit in the field above and name it with `form`. */}
      {memberId ? (
        <form id={`${id}-portrait`} method="post" action={`/api/admin/team/${memberId}/portrait`} encType="multipart/form-data" hidden />
      ) : null}
    </>
  );
}
