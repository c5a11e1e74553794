import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { LeadDashboardPanel } from "@/components/admin/leads/lead-dashboard-panel";
import { LeadsTab } from "@/components/admin/leads/leads-tab";
import { can } from "@/lib/auth/permissions";
import { claimText } from "@/lib/agency/claims";
import { requirePermissionPage } from "@/server/auth/roles";
import { leadScopeFor } from "@/server/leads/lead-access";

export const metadata: Metadata = { title: "Leads", robots: { index: false, follow: false } };

/** leads.own: an agent sees the leads they own; an admin (leads.all) every lead, with owners, deletion and settings. */
export default async function AdminLeadsPage() {
  const { userId, role } = await requirePermissionPage("leads.own");
  const scope = leadScopeFor(role, userId);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h2 font-medium text-ink">{scope.all ? "Leads" : "My leads"}</h1>
          <p className="mt-2 text-muted">
            Every lead is due a reply within {claimText.replyBusinessHours} (Sydney time). Moving it past New records the reply.
          </p>
        </div>
        {can(role, "settings.manage") ? (
          <Link href="/admin/leads/settings" className="text-sm font-semibold text-ink underline-offset-4 hover:underline">
            Lead routing and settings
          </Link>
        ) : null}
      </div>
      <div className="mt-8">
        <LeadDashboardPanel scope={scope} />
      </div>
      <div className="mt-10">
        <LeadsTab scope={scope} />
      </div>
    </>
  );
}
