import type { Metadata } from "next";
import { ContentForm } from "@/components/admin/content/content-form";
import { ContentPageHeader } from "@/components/admin/content/content-page-header";
import { ListEditor } from "@/components/admin/content/list-editor";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { contentPermission, siteDocumentSavedBy } from "@/server/site-content/admin-documents";
import { readSiteDocument } from "@/server/site-content/store";
import { saveTestimonialsAction } from "@/server/site-content/actions/save-testimonials-action";

export const metadata: Metadata = { title: "Testimonials", robots: { index: false, follow: false } };

const clientName = { hint: "First name and last initial only, e.g. Rachel M.", maxLength: 40 };

/** The home page's and the why-choose page's testimonials (content.manage). */
export default async function TestimonialsPage() {
  await requirePermissionPage(contentPermission);
  const db = await getDb();
  const [document, savedBy] = await Promise.all([readSiteDocument(db, "testimonials"), siteDocumentSavedBy(db, "testimonials")]);
  return (
    <>
      <ContentPageHeader
        title="Testimonials"
        intro="Clients are named by first name and last initial only. The first three home page testimonials are also published to search engines as reviews, so put the strongest first."
        savedBy={savedBy}
      />
      <ContentForm action={saveTestimonialsAction} label="Testimonials" submitLabel="Save testimonials">
        <ListEditor
          name="home"
          legend="Home page: 'Loved by the Community'"
          itemNoun="testimonial"
          titleField="name"
          min={3}
          max={12}
          fields={[
            { key: "name", label: "Name", ...clientName },
            { key: "location", label: "Suburb", maxLength: 60 },
            { key: "rating", label: "Rating (1 to 5)", kind: "number" },
            { key: "date", label: "Date", kind: "date", hint: "When the client gave it; not in the future" },
            { key: "text", label: "Testimonial", kind: "textarea", hint: "20 to 500 characters", maxLength: 500 },
          ]}
          initial={document.home.map((t) => ({ ...t, rating: String(t.rating) }))}
        />
        <ListEditor
          name="whyChoose"
          legend="Why-choose page: 'What Our Clients Say'"
          itemNoun="quote"
          titleField="author"
          min={1}
          max={6}
          fields={[
            { key: "author", label: "Name", ...clientName },
            { key: "location", label: "Suburb", maxLength: 60 },
            { key: "quote", label: "Quote", kind: "textarea", hint: "20 to 200 characters", maxLength: 200 },
          ]}
          initial={document.whyChoose}
        />
      </ContentForm>
    </>
  );
}
