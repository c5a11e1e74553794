import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PageHero } from "@/components/sections/page-hero";
import { privacyPolicy } from "@/content/privacy";
import { formatDisplayDate } from "@/lib/format/date";
import { buildMetadata } from "@/content/seo/metadata";
import { currentAgency } from "@/server/site-content/current";

export const metadata: Metadata = buildMetadata({
  title: "Privacy Policy",
  description: "How Ironbark Realty collects, uses and protects your personal information under the Australian Privacy Principles.",
  path: "/privacy",
  keywords: ["privacy policy", "Australian Privacy Principles"],
});

export default async function PrivacyPage() {
  const agency = await currentAgency();
  return (
    <>
      <PageHero title="Privacy Policy" intro="Plain English, no surprises: what we collect, why, and your rights." />
      <div className="container-page py-10">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Privacy Policy", path: "/privacy" },
          ]}
        />
        <article className="mt-10 max-w-3xl pb-20">
          <p className="text-sm text-muted">Last updated {formatDisplayDate(privacyPolicy.updated)}</p>
          <p className="mt-6 text-lead">{privacyPolicy.intro(agency)}</p>
          {privacyPolicy.sections.map((section) => (
            <section key={section.title} className="mt-10">
              <h2 className="text-h3 font-medium">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-ink/90">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <section className="mt-10 rounded-lg border border-line bg-white p-6">
            <h2 className="text-h3 font-medium">Contact our Privacy Officer</h2>
            <p className="mt-3 leading-relaxed">{privacyPolicy.contact(agency)}</p>
          </section>
        </article>
      </div>
    </>
  );
}
