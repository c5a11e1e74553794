import type { Metadata } from "next";
import { AgencySettingsForm } from "@/components/admin/settings/agency-settings-form";
import { agencyFormValues } from "@/lib/site-content/agency";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { readSiteDocument } from "@/server/site-content/store";

export const metadata: Metadata = { title: "Agency Settings", robots: { index: false, follow: false } };

export default async function AgencySettingsPage() {
  await requirePermissionPage("settings.manage");
  const agency = await readSiteDocument(await getDb(), "agency");
  return (
    <>
      <h1 className="text-h2 font-medium text-ink">Agency settings</h1>
      <p className="mt-2 max-w-2xl text-muted">
        The agency&apos;s details as every page shows them: the header&apos;s call button, the footer, the contact page, search
        engines&apos; structured data, e-mails and the chat assistant. A save is live on every page within a second.
      </p>
      <div className="mt-8">
        <AgencySettingsForm saved={agencyFormValues(agency)} />
      </div>
    </>
  );
}
