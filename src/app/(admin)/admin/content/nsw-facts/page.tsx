import type { Metadata } from "next";
import { ContentForm } from "@/components/admin/content/content-form";
import { ContentPageHeader } from "@/components/admin/content/content-page-header";
import { NswFactFields } from "@/components/admin/content/nsw-fact-fields";
import { nswFactPagePath, nswFactPages, nswFactTopics } from "@/content/site-content/nsw-facts";
import { agencyDate } from "@/lib/format/date";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { contentPermission, siteDocumentSavedBy } from "@/server/site-content/admin-documents";
import { readSiteDocument } from "@/server/site-content/store";
import { saveNswFactsAction } from "@/server/site-content/actions/save-nsw-facts-action";

export const metadata: Metadata = { title: "NSW Rules in Brief", robots: { index: false, follow: false } };

/** The NSW renting, buying and selling facts, each with its official source and 'as of' date (content.manage). */
export default async function NswFactsPage() {
  await requirePermissionPage(contentPermission);
  const db = await getDb();
  const [document, savedBy] = await Promise.all([readSiteDocument(db, "nswFacts"), siteDocumentSavedBy(db, "nswFacts")]);
  const today = agencyDate();
  return (
    <>
      <ContentPageHeader
        title="NSW rules in brief"
        intro="The questions tenants, landlords, buyers and sellers ask most, answered from the official NSW pages. Each shows on its page with its source and the date you last checked it; the chat assistant answers from the same text. When a rule changes, check the official page, update the answer and set 'As of' to today."
        savedBy={savedBy}
      />
      <ContentForm action={saveNswFactsAction} label="NSW rules in brief" submitLabel="Save the rules">
        {nswFactPages.map((page) => (
          <section key={page.key} aria-labelledby={`nsw-facts-${page.key}`} className="space-y-6">
            <h2 id={`nsw-facts-${page.key}`} className="font-display text-2xl font-medium text-ink">
              {page.label} <span className="text-base text-muted">({page.path})</span>
            </h2>
            {nswFactTopics
              .filter((topic) => topic.page === page.key)
              .map((topic) => (
                <NswFactFields
                  key={topic.key}
                  name={topic.key}
                  legend={topic.label}
                  shownOn={nswFactPagePath(topic.page)}
                  maxDate={today}
                  initial={document[topic.key]}
                />
              ))}
          </section>
        ))}
      </ContentForm>
    </>
  );
}
