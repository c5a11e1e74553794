import type { Metadata } from "next";
import { ContentForm } from "@/components/admin/content/content-form";
import { ContentPageHeader } from "@/components/admin/content/content-page-header";
import { SuburbFigureFields } from "@/components/admin/content/suburb-figure-fields";
import { suburbGuides } from "@/content/suburbs";
import { suburbFactKeys, suburbFactRules } from "@/content/site-content/suburb-facts";
import { agencyDate } from "@/lib/format/date";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { contentPermission, siteDocumentSavedBy } from "@/server/site-content/admin-documents";
import { readSiteDocument } from "@/server/site-content/store";
import { saveSuburbFactsAction } from "@/server/site-content/actions/save-suburb-facts-action";

export const metadata: Metadata = { title: "Suburb Figures", robots: { index: false, follow: false } };

const units = { medianHousePrice: "dollars", medianRent: "dollars a week", daysOnMarket: "days" } as const;

/** Each suburb guide's market figures with their date and source (content.manage). */
export default async function SuburbFactsPage() {
  await requirePermissionPage(contentPermission);
  const db = await getDb();
  const [document, savedBy] = await Promise.all([readSiteDocument(db, "suburbFacts"), siteDocumentSavedBy(db, "suburbFacts")]);
  return (
    <>
      <ContentPageHeader
        title="Suburb figures"
        intro="The market figures on each suburb guide. Each is shown with the date it is as of and its source, e.g. 'CoreLogic' or 'NSW Rent and Sales Report'. Leave all three boxes of a figure empty to not show it."
        savedBy={savedBy}
      />
      <ContentForm action={saveSuburbFactsAction} label="Suburb figures" submitLabel="Save figures">
        {suburbGuides.map((guide) => (
          <fieldset key={guide.slug} className="rounded-lg border border-line bg-white p-5 sm:p-8">
            <legend className="px-1 font-display text-xl font-medium text-ink">
              {guide.name} <span className="text-base text-muted">(/{guide.slug})</span>
            </legend>
            <div className="mt-4 space-y-6">
              {suburbFactKeys.map((key) => {
                const figure = document[guide.slug][key];
                const rule = suburbFactRules[key];
                return (
                  <SuburbFigureFields
                    key={key}
                    name={`${guide.slug}.${key}`}
                    legend={rule.label}
                    hint={`Whole ${units[key]}, between ${rule.range}`}
                    maxDate={agencyDate()}
                    initial={
                      figure
                        ? { value: String(figure.value), asOf: figure.asOf, source: figure.source }
                        : { value: "", asOf: "", source: "" }
                    }
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </ContentForm>
    </>
  );
}
