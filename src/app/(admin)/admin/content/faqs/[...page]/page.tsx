import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AgencyDetailWarnings, AgencyTokensHelp } from "@/components/admin/content/agency-detail-warnings";
import { ContentForm } from "@/components/admin/content/content-form";
import { ContentPageHeader } from "@/components/admin/content/content-page-header";
import { ListEditor } from "@/components/admin/content/list-editor";
import { agencyDetailMismatches } from "@/lib/site-content/agency-detail-checks";
import { FAQS_PER_PAGE_MAX, findFaqPage } from "@/content/site-content/faqs";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { contentPermission, siteDocumentSavedBy } from "@/server/site-content/admin-documents";
import { readSiteDocument } from "@/server/site-content/store";
import { savePageFaqsAction } from "@/server/site-content/actions/save-page-faqs-action";

export const metadata: Metadata = { title: "Edit FAQs", robots: { index: false, follow: false } };

/** One page's FAQ list: /admin/content/faqs/oran-park/buying edits /oran-park/buying's (content.manage). */
export default async function PageFaqsPage({ params }: { params: Promise<{ page: string[] }> }) {
  await requirePermissionPage(contentPermission);
  const page = findFaqPage((await params).page.join("/"));
  if (!page) notFound();
  const db = await getDb();
  const [faqs, savedBy, agency] = await Promise.all([
    readSiteDocument(db, "faqs"),
    siteDocumentSavedBy(db, "faqs"),
    readSiteDocument(db, "agency"),
  ]);
  const warnings = faqs[page.key].map((faq, index) => ({
    where: `Question ${index + 1} (“${faq.question}”)`,
    mismatches: agencyDetailMismatches(`${faq.question}\n${faq.answer}`, agency),
  }));
  return (
    <>
      <ContentPageHeader
        title={`FAQs: ${page.label}`}
        intro={`The questions and answers on ${page.path}, in the order shown.`}
        savedBy={savedBy}
        back={{ href: "/admin/content/faqs", label: "All FAQs" }}
      />
      <div className="mb-6 space-y-3">
        <AgencyDetailWarnings warnings={warnings} />
        <AgencyTokensHelp />
      </div>
      <ContentForm action={savePageFaqsAction} label={`FAQs of ${page.label}`} submitLabel="Save FAQs">
        <input type="hidden" name="page" value={page.key} />
        <ListEditor
          name="faqs"
          legend={`Questions on ${page.path}`}
          itemNoun="question"
          titleField="question"
          min={1}
          max={FAQS_PER_PAGE_MAX}
          fields={[
            { key: "question", label: "Question", kind: "textarea", maxLength: 200 },
            { key: "answer", label: "Answer", kind: "textarea", maxLength: 1000 },
          ]}
          initial={faqs[page.key]}
        />
      </ContentForm>
    </>
  );
}
