import "server-only";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { leadWorkerRoles } from "@/lib/auth/permissions";
import { listingAgents, teamMembers, user, userRoles } from "@/server/db/schema";
import type { DbOrTx } from "@/server/db";

/**
 * The first (lowest position) agent still on a listing, as a member of staff who works leads: matched to a user through
 * their team profile or their e-mail. Null when the agent is not (or no longer) active staff: routing rules decide then.
 */
export async function firstAgent(db: DbOrTx, listingId: string): Promise<{ userId: string; email: string } | null> {
  const [agent] = await db
    .select({ email: listingAgents.email, memberUserId: teamMembers.userId })
    .from(listingAgents)
    .leftJoin(teamMembers, eq(teamMembers.id, listingAgents.teamMemberId))
    .where(and(eq(listingAgents.listingId, listingId), isNull(listingAgents.removedAt)))
    .orderBy(asc(listingAgents.position))
    .limit(1);
  if (!agent) return null;
  const email = agent.email?.toLowerCase() ?? null;
  const matches = [
    ...(agent.memberUserId ? [eq(user.id, agent.memberUserId)] : []),
    ...(email ? [sql`lower(${user.email}) = ${email}`] : []),
  ];
  if (matches.length === 0) return null;
  const [staff] = await db
    .select({ userId: user.id, email: user.email })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(or(...matches), inArray(userRoles.role, [...leadWorkerRoles])))
    .orderBy(asc(user.id))
    .limit(1);
  return staff ?? null;
}
