import { CalendarCheck, Mail, Phone } from "lucide-react";
import type { Metadata } from "next";
import { permanentRedirect, redirect } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PageHero } from "@/components/sections/page-hero";
import { AgentListings } from "@/components/team/agent-listings";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/content/seo/metadata";
import { personSchema } from "@/content/seo/schema";
import { teamMemberSocialImage } from "@/content/seo/social-cards";
import { getDb } from "@/server/db";
import { resolveTeamSlug } from "@/server/team/team-members";

interface ProfileProps {
  params: Promise<{ slug: string }>;
}

/** The segment as typed ("ren%C3%A9e-ho" → "renée-ho"); a malformed escape is simply not a member's address. */
function decodedSlug(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One read per request for the metadata and the page. */
const answerFor = cache(async (slug: string) => resolveTeamSlug(await getDb(), slug));

/**
 * The member at this address, or the redirect: a renamed member's old address → their new one (308, permanent); an
 * unknown or retired member's → /team (307, as the spec asks for an unknown slug). Thrown before anything is
 * streamed, so they are real HTTP redirects.
 */
async function memberAt(params: ProfileProps["params"]) {
  // From the database on each render: the production server keeps the active profiles and renders them again on change.
  await connection();
  const answer = await answerFor(decodedSlug((await params).slug));
  if (answer.kind === "moved") permanentRedirect(`/team/${encodeURIComponent(answer.slug)}`);
  if (answer.kind !== "member") redirect("/team");
  return answer;
}

export async function generateMetadata({ params }: ProfileProps): Promise<Metadata> {
  const { member, updatedAt } = await memberAt(params);
  return buildMetadata({
    title: `${member.name}, ${member.role}`,
    description: `${member.name} is ${member.role} at Ironbark Realty in Gregory Hills. ${member.summary}`,
    path: `/team/${member.slug}`,
    keywords: [member.name, `${member.role} Gregory Hills`, ...member.specialties],
    socialImage: teamMemberSocialImage(member, updatedAt),
  });
}

export default async function TeamMemberPage({ params }: ProfileProps) {
  const { member } = await memberAt(params);

  return (
    <>
      <JsonLd
        data={personSchema({
          name: member.name,
          jobTitle: member.role,
          email: member.email,
          telephone: member.phone.e164,
          slug: member.slug,
          image: member.image,
          description: member.bio[0] ?? member.summary,
        })}
      />
      <PageHero eyebrow={member.role} title={member.name} intro={member.summary} />

      <div className="container-page pt-8">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Team", path: "/team" },
            { name: member.name, path: `/team/${member.slug}` },
          ]}
        />
      </div>

      <section aria-labelledby="profile-heading" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-20">
          <div>
            {/* eslint-disable-next-line @next/next/no-img-element -- an upload cropped to 4:5, or drawn artwork */}
            <img
              src={member.image}
              alt={`Portrait of ${member.name}, ${member.role}`}
              width={400}
              height={500}
              className="aspect-[4/5] w-full rounded-xl object-cover shadow-lift"
            />
          </div>
          <div>
            <h2 id="profile-heading" className="text-h2 font-medium">
              About {member.name.split(" ")[0]}
            </h2>
            <div className="mt-6 flex flex-col gap-4 text-lead text-ink/90">
              {member.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h3 className="mt-10 text-h3 font-medium">Specialties</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {member.specialties.map((s) => (
                <li key={s} className="rounded-full border border-line bg-white px-4 py-1.5 text-sm">
                  {s}
                </li>
              ))}
            </ul>
            <dl className="mt-10 grid gap-4 rounded-lg border border-line bg-white p-6 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-muted">Email</dt>
                <dd className="mt-1">
                  <a
                    href={`mailto:${member.email}`}
                    className="inline-flex items-center gap-2 font-medium text-clay underline-offset-4 hover:underline"
                  >
                    <Mail aria-hidden className="size-4" />
                    {member.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">Phone</dt>
                <dd className="mt-1">
                  <a
                    href={`tel:${member.phone.e164}`}
                    className="inline-flex items-center gap-2 font-medium text-clay underline-offset-4 hover:underline"
                  >
                    <Phone aria-hidden className="size-4" />
                    {member.phone.display}
                  </a>
                </dd>
              </div>
            </dl>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={`tel:${member.phone.e164}`} size="lg">
                <Phone aria-hidden />
                Call {member.name.split(" ")[0]}
              </ButtonLink>
              {member.calendlyUrl ? (
                <a href={member.calendlyUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses("outline", "lg")}>
                  <CalendarCheck aria-hidden />
                  Book Free Price Update
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
        </div>
      </section>

      <AgentListings slug={member.slug} name={member.name} />
    </>
  );
}
