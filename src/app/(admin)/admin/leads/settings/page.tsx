import type { Metadata } from "next";
import Link from "next/link";
import { AdminTable, ColumnHeads, EmptyPanel } from "@/components/admin/admin-table";
import { AddRoutingRuleForm, LeadSettingsForm, RemoveRoutingRuleButton } from "@/components/admin/leads/lead-settings-forms";
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
  const describe = (rule: (typeof rules)[number]) => [leadRuleTypeLabel(rule.enquiryType), rule.suburb ?? "any suburb"].join(", ");

  return (
    <>
      <p className="text-sm">
        <Link href="/admin/leads" className="text-muted underline-offset-4 hover:text-ink hover:underline">
          ← Leads
        </Link>
      </p>
      <h1 className="mt-2 text-h2 font-medium text-ink">Lead routing and settings</h1>
      <p className="mt-2 max-w-3xl text-muted">
        A new lead goes to the first rule that matches its enquiry type and suburb (the suburb it names, or one named in its message or address). A
        lead no rule matches goes to the agents in turn; with no agent, to the principal. Its owner is e-mailed at once.
      </p>

      <section aria-labelledby="rules-heading" className="mt-8 flex flex-col gap-4">
        <h2 id="rules-heading" className="text-h3 font-medium text-ink">
          Routing rules
        </h2>
        {rules.length === 0 ? (
          <EmptyPanel>No rules yet: every lead goes to the agents in turn.</EmptyPanel>
        ) : (
          <AdminTable caption="Routing rules, tried in this order" minWidth="min-w-[36rem]" head={<ColumnHeads labels={["Enquiry type", "Suburb", "Goes to"]} actions />}>
            {rules.map((rule) => (
              <tr key={rule.id} className="border-b border-line last:border-0 align-top">
                <td className="px-4 py-3">{leadRuleTypeLabel(rule.enquiryType)}</td>
                <td className="px-4 py-3">{rule.suburb ?? "Any suburb"}</td>
                <td className="px-4 py-3">
                  {rule.ownerName} <span className="break-all text-muted">({rule.ownerEmail})</span>
                </td>
                <td className="px-4 py-3 text-right">
                  <RemoveRoutingRuleButton id={rule.id} description={`${describe(rule)} → ${rule.ownerName}`} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
        {staff.length === 0 ? <EmptyPanel>Add staff first: a rule gives leads to a staff member.</EmptyPanel> : <AddRoutingRuleForm staff={staff} />}
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
