import { ArrowRight } from "lucide-react";
import Link from "@/components/ui/link";
import type { TeamMember } from "@/lib/team/team-member";

/**
 * A team member card that turns over (CSS 3D) on hover and on keyboard focus, showing a short summary on
 * its back; the whole card links to the profile. With reduced motion the global rule makes the turn
 * instant. The link's name is the member's name and role; the summary is its description.
 */
export function TeamCard({ member }: { member: TeamMember }) {
  const nameId = `team-${member.slug}-name`;
  const roleId = `team-${member.slug}-role`;
  const summaryId = `team-${member.slug}-summary`;
  return (
    <Link
      href={`/team/${member.slug}`}
      aria-labelledby={`${nameId} ${roleId}`}
      aria-describedby={summaryId}
      className="group block rounded-lg [perspective:1200px]"
      data-testid={`team-card-${member.slug}`}
    >
      <div
        data-flip
        className="relative aspect-[4/5] transition-transform duration-700 ease-out-soft [transform-style:preserve-3d] group-hover:[transform:rotateY(180deg)] group-focus-visible:[transform:rotateY(180deg)]"
      >
        <div className="absolute inset-0 overflow-hidden rounded-lg bg-ink shadow-soft [backface-visibility:hidden]">
          {/* eslint-disable-next-line @next/next/no-img-element -- small SVG artwork; an upload cropped to the card, or drawn artwork */}
          <img src={member.image} alt="" width={400} height={500} loading="lazy" decoding="async" className="size-full object-cover" />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink via-ink/85 to-transparent p-5 pt-16">
            <p id={nameId} className="font-display text-2xl font-medium text-sand">
              {member.name}
            </p>
            <p id={roleId} className="mt-1 text-sm font-semibold text-clay-300">
              {member.role}
            </p>
          </div>
        </div>
        <div className="absolute inset-0 flex flex-col justify-between rounded-lg bg-ink-700 p-6 text-sand shadow-lift [backface-visibility:hidden] [transform:rotateY(180deg)]">
          <div>
            <p aria-hidden className="eyebrow text-clay-300">
              {member.role}
            </p>
            <p id={summaryId} className="mt-4 text-lead text-sand">
              {member.summary}
            </p>
            <ul aria-hidden className="mt-5 flex flex-wrap gap-2">
              {member.specialties.map((s) => (
                <li key={s} className="rounded-full border border-sand/30 px-3 py-1 text-xs text-sand/90">
                  {s}
                </li>
              ))}
            </ul>
          </div>
          <span aria-hidden className="inline-flex items-center gap-2 font-semibold text-sand">
            View profile <ArrowRight className="size-4" />
          </span>
        </div>
      </div>
    </Link>
  );
}
