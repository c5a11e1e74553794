import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { EmptyPanel } from "@/components/admin/admin-table";
import { AddRoutingRuleForm, LeadSettingsForm } from "@/components/admin/leads/lead-settings-forms";
import { RoutingRulesTable } from "@/components/admin/leads/routing-rules-table";
import { leadRuleTypeLabel } from "@/lib/leads/lead-options";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { listAssignableStaff, listRoutingRules } from "@/server/leads/lead-routing";
import { getLeadSettings } from "@/server/leads/lead-settings";
import { logger } from "@/server/log";

export const metadata: Metadata = { title: "Lead Settings", robots: { index: false, follow: false } };

async function load() {
  try {
    const db = await getDb();
    const [rules, staff, settings] = await Promise.all([listRoutingRules(db), listAssignableStaff(db), getLeadSettings(db)]);
    return { rules, staff, settings };
  } catch (error) {
    logger.error({ err: error }, "could not load the lead settings");
    return null;
  }
}

/** settings.manage: who gets which leads, the principal's e-mail and the public holidays. */
export default async function LeadSettingsPage() {
  await requirePermissionPage("settings.manage");
  const data = await load();
  if (!data) {
    return (
      <p role="alert" className="text-danger">
        Failed to load the lead settings
      </p>
    );
  }
  const { rules, staff, settings } = data;

  return (
    <>
      <p className="text-sm">
        <Link href="/admin/leads" className="text-muted underline-offset-4 hover:text-ink hover:underline">
          ← Leads
        </Link>
      </p>
      <h1 className="mt-2 text-h2 font-medium text-ink">Lead routing and settings</h1>
      <p className="mt-2 max-w-3xl text-muted">
        A new lead goes to the first rule in this order that matches its enquiry type and suburb (the suburb it names, or one named in its
        message or address): move a rule up to let it win. A lead no rule matches goes to the agents in turn — a careers application to the
        principal — and with no agent, to the principal. Only agents, office managers and admins are given leads. The owner is e-mailed at
        once.
      </p>

      <section aria-labelledby="rules-heading" className="mt-8 flex flex-col gap-4">
        <h2 id="rules-heading" className="text-h3 font-medium text-ink">
          Routing rules
        </h2>
        {rules.length === 0 ? (
          <EmptyPanel>No rules yet: every lead goes to the agents in turn (careers applications to the principal).</EmptyPanel>
        ) : (
          <RoutingRulesTable
            rules={rules.map((rule) => ({
              id: rule.id,
              typeLabel: leadRuleTypeLabel(rule.enquiryType),
              suburb: rule.suburb,
              ownerName: rule.ownerName,
              ownerEmail: rule.ownerEmail,
              ownerWorksLeads: rule.ownerWorksLeads,
            }))}
          />
        )}
        {staff.length === 0 ? (
          <EmptyPanel>Add an agent, office manager or admin first: a rule gives leads to someone who works them.</EmptyPanel>
        ) : (
          <AddRoutingRuleForm staff={staff} />
        )}
      </section>

      <section aria-labelledby="settings-heading" className="mt-10 flex flex-col gap-4">
        <h2 id="settings-heading" className="text-h3 font-medium text-ink">
          Principal and public holidays
        </h2>
        <LeadSettingsForm
          principalEmail={settings.principalIsDefault ? "" : settings.principalEmail}
          defaultPrincipalEmail={settings.defaultPrincipalEmail}
          publicHolidays={settings.publicHolidays}
        />
      </section>
    </>
  );
}
