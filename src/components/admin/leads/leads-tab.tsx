import { EmptyPanel } from "@/components/admin/admin-table";
import { enquiryTypes as contactEnquiryTypes } from "@/lib/validation/contact-enquiry-types";
import { getDb } from "@/server/db";
import { countOutboxByStatus, listLeads, type AdminLead } from "@/server/leads/admin-leads";
import { logger } from "@/server/log";
import { describeLeadDetails } from "./lead-details";
import { formatLeadTime, mailKindLabel, type LeadView } from "./lead-view";
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
    // The contact form stores the option's value ("selling"); show its label ("Selling Property").
    enquiryType: contactEnquiryTypes.find((option) => option.value === lead.enquiryType)?.label ?? lead.enquiryType,
    message: lead.message,
    handled: lead.status === "handled",
    receivedLabel: formatLeadTime(lead.createdAt),
    receivedIso: lead.createdAt.toISOString(),
    handledLabel: lead.handledAt ? formatLeadTime(lead.handledAt) : null,
    details: describeLeadDetails(lead.details),
    mail: lead.mail.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      kindLabel: mailKindLabel(mail.kind),
      to: mail.to,
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      sentLabel: mail.sentAt ? formatLeadTime(mail.sentAt) : null,
    })),
  };
}

async function load() {
  try {
    const db = await getDb();
    const [leads, outbox] = await Promise.all([listLeads(db, { limit: leadsShown + 1 }), countOutboxByStatus(db)]);
    return { leads: leads.slice(0, leadsShown).map(toView), more: leads.length > leadsShown, outbox };
  } catch (error) {
    logger.error({ err: error }, "could not load the admin leads");
    return null;
  }
}

/** The Leads tab: every enquiry, application and subscriber, and the e-mail outbox. */
export async function LeadsTab() {
  const data = await load();
  if (!data) {
    return (
      <p role="alert" className="text-danger">
        Failed to load leads
      </p>
    );
  }
  if (data.leads.length === 0) {
    return <EmptyPanel>No leads yet.</EmptyPanel>;
  }
  return <LeadsList leads={data.leads} outbox={data.outbox} truncatedAt={data.more ? leadsShown : null} />;
}
