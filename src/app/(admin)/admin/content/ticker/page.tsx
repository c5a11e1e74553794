import type { Metadata } from "next";
import { ContentForm } from "@/components/admin/content/content-form";
import { ContentPageHeader } from "@/components/admin/content/content-page-header";
import { ListEditor } from "@/components/admin/content/list-editor";
import { TickerSourceField } from "@/components/admin/content/ticker-source-field";
import { TICKER_MAX_HEADLINES } from "@/lib/site-content/headlines";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { contentPermission, siteDocumentSavedBy } from "@/server/site-content/admin-documents";
import { readSiteDocument } from "@/server/site-content/store";
import { saveTickerAction } from "@/server/site-content/actions/save-ticker-action";

export const metadata: Metadata = { title: "News Ticker", robots: { index: false, follow: false } };

/** The 'Latest Property News' ticker above every page's header (content.manage). */
export default async function TickerPage() {
  await requirePermissionPage(contentPermission);
  const db = await getDb();
  const [document, savedBy] = await Promise.all([readSiteDocument(db, "ticker"), siteDocumentSavedBy(db, "ticker")]);
  return (
    <>
      <ContentPageHeader
        title="News ticker"
        intro="The 'Latest Property News' bar above every page's header. Keep headlines short and worded as local commentary rather than statistics."
        savedBy={savedBy}
      />
      <ContentForm action={saveTickerAction} label="News ticker" submitLabel="Save ticker">
        <TickerSourceField initial={document.source} />
        <ListEditor
          name="headlines"
          legend="Written headlines"
          description="Shown when the source is 'Headlines written here', and whenever no post is published."
          itemNoun="headline"
          titleField="text"
          min={1}
          max={TICKER_MAX_HEADLINES}
          fields={[
            { key: "text", label: "Headline", maxLength: 90 },
            {
              key: "href",
              label: "Link",
              optional: true,
              placeholder: "/gregory-hills or https://…",
              hint: "A path on this site or a full https:// address",
            },
          ]}
          initial={document.headlines}
        />
      </ContentForm>
    </>
  );
}
