import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { LeadDetails } from "./lead-details-view";
import { leadStatusLabels } from "@/lib/leads/lead-options";
import { leadTypeLabels, type LeadMailView, type LeadView } from "./lead-view";
import { DeleteLeadButton, LeadNoteForm, LeadOwnerForm, LeadStatusForm, RetryMailButton } from "./lead-buttons";
import { leadColumnLabels } from "@/lib/leads/lead-columns";

/** What the viewer may do beyond their own leads' status and notes (leads.all). */
export interface LeadManagement {
  staff: readonly { id: string; name: string }[];
}

const mailStatusClasses: Record<LeadMailView["status"], string> = {
  pending: "bg-sand-200 text-ink ring-sand-300",
  sent: "bg-green-100 text-green-900 ring-green-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
};
const mailStatusLabels: Record<LeadMailView["status"], string> = { pending: "Pending", sent: "Sent", failed: "Failed" };

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

function MailItem({ mail, canRetry }: { mail: LeadMailView; canRetry: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
      <span className={cn(badge, mailStatusClasses[mail.status])}>{mailStatusLabels[mail.status]}</span>
      <span className="font-semibold text-ink">{mail.kindLabel}</span>
      <span className="break-all text-muted">to {mail.to}</span>
      <span className="text-muted">
        {mail.attempts === 1 ? "1 attempt" : `${mail.attempts} attempts`}
        {mail.sentLabel ? `, sent ${mail.sentLabel}` : ""}
      </span>
      {mail.status === "sent" || !canRetry ? null : (
        <div className="ml-auto">
          <RetryMailButton id={mail.id} description={`${mail.kindLabel} to ${mail.to}`} />
        </div>
      )}
      {mail.lastError ? <p className="w-full break-words text-sm text-danger">Last error: {mail.lastError}</p> : null}
    </li>
  );
}

/** One lead: who, what they sent, what came with it (quiz, chat), its owner, reply clock, status, notes and e-mail. */
export function LeadCard({ lead, management }: { lead: LeadView; management: LeadManagement | null }) {
  const headingId = `lead-${lead.id}`;
  const title = lead.name || lead.email || lead.phone || "(no name)";
  const answered = lead.status !== "new";
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-lg border p-5",
        lead.overdue ? "border-danger/60 bg-white" : answered ? "border-line bg-sand/40" : "border-ink-300 bg-white",
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-lg font-medium text-ink">
            {title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className={cn(badge, "bg-ink-100 text-ink ring-ink-300")}>{leadTypeLabels[lead.type]}</span>
            <span className={cn(badge, answered ? "bg-green-100 text-green-900 ring-green-300" : "bg-clay-100 text-ink ring-clay-300")}>
              {leadStatusLabels[lead.status]}
            </span>
            {lead.overdue ? <span className={cn(badge, "bg-red-100 text-red-900 ring-red-300")}>Overdue</span> : null}
            <span>
              Received <time dateTime={lead.receivedIso}>{lead.receivedLabel}</time>
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <LeadStatusForm id={lead.id} name={title} status={lead.status} />
          {management ? <LeadOwnerForm id={lead.id} name={title} ownerId={lead.ownerId} staff={management.staff} /> : null}
          {management ? <DeleteLeadButton id={lead.id} name={title} /> : null}
        </div>
      </header>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Owner">{lead.ownerName}</Field>
        {lead.replyDueLabel ? (
          <Field label={answered ? "Reply was due" : "Reply due"}>
            <span className={lead.overdue ? "font-semibold text-danger" : undefined}>{lead.replyDueLabel}</span>
          </Field>
        ) : null}
        {lead.firstReplyLabel ? <Field label="First reply">{lead.firstReplyLabel}</Field> : null}
        <Field label={leadColumnLabels.email}>
          {lead.email ? (
            <a href={`mailto:${lead.email}`} className="break-all underline-offset-4 hover:underline">
              {lead.email}
            </a>
          ) : (
            <span className="text-muted">None given</span>
          )}
        </Field>
        {lead.phone ? (
          <Field label={leadColumnLabels.phone}>
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="underline-offset-4 hover:underline">
              {lead.phone}
            </a>
          </Field>
        ) : null}
        {lead.address ? <Field label={leadColumnLabels.address}>{lead.address}</Field> : null}
        {lead.listing ? (
          <Field label={leadColumnLabels.listing}>
            <a href={lead.listing.href} className="underline underline-offset-4" data-testid="lead-listing">
              {lead.listing.address}
            </a>{" "}
            <a href={lead.listing.adminHref} className="text-muted underline-offset-4 hover:underline">
              (in the admin)
            </a>
          </Field>
        ) : null}
        {lead.position ? <Field label={leadColumnLabels.position}>{lead.position}</Field> : null}
        {lead.enquiryType ? <Field label={leadColumnLabels.enquiryType}>{lead.enquiryType}</Field> : null}
        {lead.message ? (
          <div className="min-w-0 sm:col-span-2 lg:col-span-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{leadColumnLabels.message}</dt>
            <dd className="mt-0.5 whitespace-pre-wrap break-words text-ink">{lead.message}</dd>
          </div>
        ) : null}
      </dl>

      <LeadDetails details={lead.details} />

      <section aria-labelledby={`${headingId}-notes`} className="mt-4 border-t border-line pt-3">
        <h3 id={`${headingId}-notes`} className="text-sm font-semibold text-ink">
          Notes
        </h3>
        {lead.notes.length === 0 ? (
          <p className="mt-1 text-sm text-muted">No notes yet.</p>
        ) : (
          <ol className="mt-1 divide-y divide-line text-sm">
            {lead.notes.map((note) => (
              <li key={note.id} className="py-2">
                <p className="text-muted">
                  {note.authorName}, <time dateTime={note.timeIso}>{note.timeLabel}</time>
                </p>
                <p className="mt-0.5 whitespace-pre-wrap break-words text-ink">{note.text}</p>
              </li>
            ))}
          </ol>
        )}
        <LeadNoteForm id={lead.id} name={title} />
      </section>

      <section aria-labelledby={`${headingId}-mail`} className="mt-4 border-t border-line pt-3">
        <h3 id={`${headingId}-mail`} className="text-sm font-semibold text-ink">
          E-mail
        </h3>
        {lead.mail.length === 0 ? (
          <p className="mt-1 text-sm text-muted">No e-mail for this lead.</p>
        ) : (
          <ul className="divide-y divide-line text-sm">
            {lead.mail.map((mail) => (
              <MailItem key={mail.id} mail={mail} canRetry={management !== null} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
