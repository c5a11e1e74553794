import type { Metadata } from "next";
import { connection } from "next/server";
import { CareerForm } from "@/components/forms/career-form";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PageHero } from "@/components/sections/page-hero";
import { SplitSection } from "@/components/sections/split-section";
import { TeamCard } from "@/components/team/team-card";
import { careersSection } from "@/content/services/contact";
import { buildMetadata } from "@/content/seo/metadata";
import { getDb } from "@/server/db";
import { listActiveTeam } from "@/server/team/team-members";

export const metadata: Metadata = buildMetadata({
  title: "Meet Our Team",
  description:
    "Meet the Ironbark Realty team: local sales, acreage, marketing and office experts serving Gregory Hills, Oran Park and South West Sydney. Careers with Ironbark.",
  path: "/team",
  keywords: ["real estate agents Gregory Hills", "Oran Park agent", "real estate careers South West Sydney"],
});

export default async function TeamPage() {
  // From the database on each render: the production server keeps the page and renders it again when the team changes.
  await connection();
  const team = await listActiveTeam(await getDb());
  return (
    <>
      <PageHero
        eyebrow="Our people"
        title="Meet Our Team"
        intro={
          <>
            {teamIntro(team.length)} {/* Said as the visitor's device works: a touch screen has no hover. */}
            <span className="hidden [@media(hover:hover)]:inline">
              Hover over or tab to a card to learn more, and open it to read the full profile.
            </span>
            <span className="[@media(hover:hover)]:hidden">Tap a card to read the full profile.</span>
          </>
        }
      />

      <div className="container-page pt-8">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Team", path: "/team" },
          ]}
        />
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

      <SplitSection
        id="careers"
        headingId="careers-heading"
        eyebrow="Careers"
        title={careersSection.title}
        intro={careersSection.intro}
        className="section bg-sand-200"
      >
        <div className="rounded-xl border border-line bg-white p-6 shadow-soft sm:p-8">
          <CareerForm />
        </div>
      </SplitSection>
    </>
  );
}

const numberWords = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"];

/** "Six locals who sell, …", as the intro read before the team was kept in the database. */
function teamIntro(count: number): string {
  const people = count === 1 ? "One local who sells" : `${numberWords[count] || count} locals who sell`;
  return `${people}, market and look after homes across South West Sydney.`;
}
