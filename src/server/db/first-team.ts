import "server-only";
import { team } from "@/content/team";
import type { Db } from "./connect";
import { setupSteps, teamMembers } from "./schema";

const firstTeamStep = "team-members";

/**
 * Writes src/content/team.ts into the empty team table, once per database (recorded in `setup_steps`), so a member
 * an admin retired or deleted never comes back at a restart. This is the agency's real content, not demo content:
 * it runs at every start, whatever SEED_ON_START says. A table that already has members is only marked. Instances
 * starting together race on the step's primary key inside one transaction: one writes, the others write nothing.
 */
export async function writeFirstTeamOnce(db: Db, now: Date = new Date()): Promise<{ written: number }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(setupSteps)
      .values({ name: firstTeamStep, doneAt: now })
      .onConflictDoNothing()
      .returning({ name: setupSteps.name });
    if (claimed.length === 0) return { written: 0 };
    const [anyMember] = await tx.select({ id: teamMembers.id }).from(teamMembers).limit(1);
    if (anyMember) return { written: 0 };
    const rows = team.map((member, index) => ({
      slug: member.slug,
      name: member.name,
      role: member.role,
      email: member.email,
      phone: member.phone.display,
      summary: member.summary,
      bio: member.bio,
      specialties: member.specialties,
      portrait: member.image,
      bookingUrl: member.calendlyUrl ?? null,
      sortOrder: index + 1,
    }));
    const written = await tx
      .insert(teamMembers)
      .values(rows)
      .onConflictDoNothing({ target: teamMembers.slug })
      .returning({ id: teamMembers.id });
    return { written: written.length };
  });
}
