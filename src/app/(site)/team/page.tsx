import type { Metadata } from "next";
import { CareerForm } from "@/components/forms/career-form";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PageHero } from "@/components/sections/page-hero";
import { SplitSection } from "@/components/sections/split-section";
import { TeamCard } from "@/components/team/team-card";
import { careersSection } from "@/content/services/contact";
import { team } from "@/content/team";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Meet Our Team",
  description:
    "Meet the Ironbark Realty team: local sales, acreage, marketing and office experts serving Gregory Hills, Oran Park and South West Sydney. Careers with Ironbark.",
  path: "/team",
  keywords: ["real estate agents Gregory Hills", "Oran Park agent", "real estate careers South West Sydney"],
});

export default function TeamPage() {
  return (
    <>
      <PageHero
        eyebrow="Our people"
        title="Meet Our Team"
        intro={
          <>
            Six locals who sell, market and look after homes across South West Sydney.{" "}
            {/* Said as the visitor's device works: a touch screen has no hover. */}
            <span className="hidden [@media(hover:hover)]:inline">Hover over or tab to a card to learn more, and open it to read the full profile.</span>
            <span className="[@media(hover:hover)]:hidden">Tap a card to read the full profile.</span>
          </>
        }
      />

      <div className="container-page pt-8">
        <Breadcrumbs items={[{ name: "Home", path: "/" }, { name: "Team", path: "/team" }]} />
      </div>

      <section aria-labelledby="team-heading" className="section">
        <div className="container-page">
          <h2 id="team-heading" className="sr-only">
            Team members
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member) => (
              <li key={member.slug}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SplitSection id="careers" headingId="careers-heading" eyebrow="Careers" title={careersSection.title} intro={careersSection.intro} className="section bg-sand-200">
        <div className="rounded-xl border border-line bg-white p-6 shadow-soft sm:p-8">
          <CareerForm />
        </div>
      </SplitSection>
    </>
  );
}
