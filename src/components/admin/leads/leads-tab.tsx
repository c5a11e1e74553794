import { EmptyPanel } from "@/components/admin/admin-table";
import { listingPath } from "@/lib/listings/listing-slug";
import { enquiryTypes as contactEnquiryTypes } from "@/lib/validation/contact-enquiry-types";
import { listingEnquiryInterestLabel } from "@/lib/validation/listing-enquiry-interests";
import { getDb } from "@/server/db";
import { countOutboxByStatus, listLeads, type AdminLead, type LeadScope } from "@/server/leads/admin-leads";
import { listAssignableStaff } from "@/server/leads/lead-routing";
import { logger } from "@/server/log";
import { describeLeadDetails } from "./lead-details";
import { formatDateTime } from "@/lib/format/date";
import { mailKindLabel, type LeadView } from "./lead-view";
import { LeadsList } from "./leads-list";

/** The newest this many leads are shown; the CSV export has them all. */
export const leadsShown = 500;

function toView(lead: AdminLead): LeadView {
  return {
    id: lead.id,
    type: lead.type,
    name: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    address: lead.address,
    position: lead.position,
    // The forms store the option's value ("selling", "price-guide"); show its label ("Selling Property", "Price guide").
    enquiryType:
      lead.type === "listing"
        ? listingEnquiryInterestLabel(lead.enquiryType)
        : (contactEnquiryTypes.find((option) => option.value === lead.enquiryType)?.label ?? lead.enquiryType),
    message: lead.message,
    listing: lead.listing
      ? { address: lead.listing.address, href: listingPath(lead.listing.slug), adminHref: `/admin/listings/${lead.listing.id}` }
      : null,
    status: lead.status,
    receivedLabel: formatDateTime(lead.createdAt),
    receivedIso: lead.createdAt.toISOString(),
    handledLabel: lead.handledAt ? formatDateTime(lead.handledAt) : null,
    ownerId: lead.ownerId,
    ownerName: lead.ownerName ?? "Principal",
    replyDueLabel: lead.replyDueAt ? formatDateTime(lead.replyDueAt) : null,
    firstReplyLabel: lead.firstRepliedAt ? formatDateTime(lead.firstRepliedAt) : null,
    overdue: lead.overdue,
    details: describeLeadDetails(lead.details),
    notes: lead.notes.map((note) => ({
      id: note.id,
      authorName: note.authorName,
      text: note.text,
      timeLabel: formatDateTime(note.createdAt),
      timeIso: note.createdAt.toISOString(),
    })),
    mail: lead.mail.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      kindLabel: mailKindLabel(mail.kind),
      to: mail.to,
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      sentLabel: mail.sentAt ? formatDateTime(mail.sentAt) : null,
    })),
  };
}

async function load(scope: LeadScope) {
  try {
    const db = await getDb();
    const now = new Date();
    const [leads, outbox, staff] = await Promise.all([
      listLeads(db, { limit: leadsShown + 1, scope, now }),
      scope.all ? countOutboxByStatus(db) : null,
      scope.all ? listAssignableStaff(db) : null,
    ]);
    return {
      leads: leads.slice(0, leadsShown).map((lead) => toView(lead)),
      more: leads.length > leadsShown,
      outbox,
      management: staff ? { staff: staff.map(({ id, name }) => ({ id, name })) } : null,
    };
  } catch (error) {
    logger.error({ err: error }, "could not load the admin leads");
    return null;
  }
}

/**
 * The leads someone may see (leads.all: every enquiry, application, subscriber and chat lead, and the e-mail outbox;
 * leads.own: the leads they own), each with its owner, reply clock, status, notes and e-mail.
 */
export async function LeadsTab({ scope = { all: true } }: { scope?: LeadScope }) {
  const data = await load(scope);
  if (!data) {
    return (
      <p role="alert" className="text-danger">
        Failed to load leads
      </p>
    );
  }
  if (data.leads.length === 0) {
    return <EmptyPanel>{scope.all ? "No leads yet." : "No leads of yours yet."}</EmptyPanel>;
  }
  return <LeadsList leads={data.leads} outbox={data.outbox} management={data.management} truncatedAt={data.more ? leadsShown : null} />;
}
