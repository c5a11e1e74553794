import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { savedByText } from "@/components/admin/content/content-page-header";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { contentPermission, siteDocumentSavedBy } from "@/server/site-content/admin-documents";
import type { SiteDocumentKey } from "@/server/site-content/documents";

export const metadata: Metadata = { title: "Site Content", robots: { index: false, follow: false } };

const sections: Array<{ key: SiteDocumentKey; href: string; title: string; text: string }> = [
  {
    key: "testimonials",
    href: "/admin/content/testimonials",
    title: "Testimonials",
    text: "The home page's strip (its first three are its reviews) and the why-choose page's quotes.",
  },
  {
    key: "suburbFacts",
    href: "/admin/content/suburb-facts",
    title: "Suburb figures",
    text: "Median house price, median rent and days on market for each suburb guide, with their date and source.",
  },
  {
    key: "nswFacts",
    href: "/admin/content/nsw-facts",
    title: "NSW rules in brief",
    text: "Rent increases, bond, pets, bills, cooling-off, stamp duty, agent fees…: the answers on the rental, buying and selling pages, each with its official source and date.",
  },
  { key: "faqs", href: "/admin/content/faqs", title: "FAQs", text: "The questions and answers of each page that has them." },
  {
    key: "ticker",
    href: "/admin/content/ticker",
    title: "News ticker",
    text: "The 12 headlines above the header, or the newest posts' titles.",
  },
];

/** The content staff edit without a developer. Needs content.manage (editors and admins). */
export default async function SiteContentPage() {
  await requirePermissionPage(contentPermission);
  const db = await getDb();
  const saved = await Promise.all(sections.map((section) => siteDocumentSavedBy(db, section.key)));
  return (
    <>
      <h1 className="text-h2 font-medium text-ink">Site content</h1>
      <p className="mt-2 max-w-3xl text-muted">What you save here shows on the site on the next page load: no rebuild, no developer.</p>
      <ul className="mt-8 grid gap-5 md:grid-cols-2">
        {sections.map((section, index) => (
          <li
            key={section.key}
            className="relative rounded-lg border border-line bg-white p-6 shadow-soft focus-within:ring-2 focus-within:ring-clay"
          >
            <h2 className="font-display text-xl font-medium text-ink">
              <Link href={section.href} className="outline-none after:absolute after:inset-0 hover:underline underline-offset-4">
                {section.title}
              </Link>
            </h2>
            <p className="mt-2 text-muted">{section.text}</p>
            <p className="mt-3 text-sm text-muted">{savedByText(saved[index] ?? null)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
