import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ContentPageHeader } from "@/components/admin/content/content-page-header";
import { agencyDetailMismatches } from "@/lib/site-content/agency-detail-checks";
import { faqPages } from "@/content/site-content/faqs";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { contentPermission, siteDocumentSavedBy } from "@/server/site-content/admin-documents";
import { readSiteDocument } from "@/server/site-content/store";

export const metadata: Metadata = { title: "FAQs", robots: { index: false, follow: false } };

/** The pages with an FAQ list, each edited on its own page (content.manage). */
export default async function FaqsPage() {
  await requirePermissionPage(contentPermission);
  const db = await getDb();
  const [faqs, savedBy, agency] = await Promise.all([
    readSiteDocument(db, "faqs"),
    siteDocumentSavedBy(db, "faqs"),
    readSiteDocument(db, "agency"),
  ]);
  const differing = (key: (typeof faqPages)[number]["key"]) =>
    faqs[key].filter((faq) => agencyDetailMismatches(`${faq.question}\n${faq.answer}`, agency).length > 0).length;
  return (
    <>
      <ContentPageHeader
        title="FAQs"
        intro="Each page's questions and answers. Search engines read them as the page's FAQ, and the chat assistant answers from them."
        savedBy={savedBy}
      />
      <ul className="divide-y divide-line rounded-lg border border-line bg-white">
        {faqPages.map((page) => (
          <li key={page.key} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <Link href={`/admin/content/faqs/${page.key}`} className="font-semibold text-ink underline-offset-4 hover:underline">
              {page.label}
            </Link>
            <span className="text-sm text-muted">
              {differing(page.key) > 0 ? (
                <strong className="font-semibold text-clay-600">
                  {differing(page.key)} {differing(page.key) === 1 ? "answer states" : "answers state"} details that differ from the
                  settings ·{" "}
                </strong>
              ) : null}
              {faqs[page.key].length} {faqs[page.key].length === 1 ? "question" : "questions"} ·{" "}
              <span className="font-mono text-xs">{page.path}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
