import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { leadRoundRobin, leadRoutingRules, user, userRoles, type EnquiryType } from "@/server/db/schema";
import type { DbOrTx } from "@/server/email/outbox";

/* Who answers a new lead: the first routing rule that matches it, else the agents in turn, else the principal. */

/** What routing looks at in a lead. */
export interface RoutableLead {
  kind: EnquiryType;
  /** The contact form's enquiry type value ('selling'), when there is one. */
  enquiryType: string | null;
  address: string | null;
  message: string | null;
  details: Readonly<Record<string, string>>;
}

export interface RoutingRule {
  id: string;
  enquiryType: string | null;
  suburb: string | null;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
}

export type LeadOwner =
  | { by: "rule"; ruleId: string; userId: string; email: string }
  | { by: "round-robin"; userId: string; email: string }
  | { by: "principal"; userId: null };

/** Someone is active staff while they hold a role row (deactivating removes it). */
const isActiveStaff = (userId: typeof user.id) => sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId})`;

/** The rules in the order they are tried, each with its staff member (rules of staff no longer active are left out). */
export async function listRoutingRules(db: DbOrTx): Promise<RoutingRule[]> {
  return db
    .select({
      id: leadRoutingRules.id,
      enquiryType: leadRoutingRules.enquiryType,
      suburb: leadRoutingRules.suburb,
      ownerId: leadRoutingRules.ownerId,
      ownerName: user.name,
      ownerEmail: user.email,
    })
    .from(leadRoutingRules)
    .innerJoin(user, eq(user.id, leadRoutingRules.ownerId))
    .where(isActiveStaff(user.id))
    .orderBy(asc(leadRoutingRules.position), asc(leadRoutingRules.createdAt), asc(leadRoutingRules.id));
}

export async function addRoutingRule(db: DbOrTx, rule: { enquiryType: string | null; suburb: string | null; ownerId: string }): Promise<string> {
  const [last] = await db.select({ position: sql<number>`coalesce(max(${leadRoutingRules.position}), 0)` }).from(leadRoutingRules);
  const [row] = await db
    .insert(leadRoutingRules)
    .values({ ...rule, position: Number(last?.position ?? 0) + 1 })
    .returning({ id: leadRoutingRules.id });
  if (!row) throw new Error("routing rule insert returned no row");
  return row.id;
}

export async function removeRoutingRule(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(leadRoutingRules).where(eq(leadRoutingRules.id, id)).returning({ id: leadRoutingRules.id });
  return rows.length > 0;
}

/** The staff a lead may be given to (for the rules form), by name. */
export async function listAssignableStaff(db: DbOrTx): Promise<Array<{ id: string; name: string; email: string }>> {
  return db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(isActiveStaff(user.id)).orderBy(asc(user.name), asc(user.id));
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** The lead's own suburb (a chat lead's 'Suburb', a form's 'suburb' detail), or null when it states none. */
function statedSuburb(details: Readonly<Record<string, string>>): string | null {
  const entry = Object.entries(details).find(([key]) => /^suburb$/i.test(key.trim()));
  const value = entry ? normalise(entry[1]) : "";
  return value === "" || value === "not mentioned" ? null : value;
}

/**
 * True when the lead is about `suburb`: the suburb it states, or else one named in its address, message or details
 * (a page address like /oran-park/selling counts: spaces and hyphens are alike).
 */
export function leadMentionsSuburb(lead: RoutableLead, suburb: string): boolean {
  const wanted = normalise(suburb);
  if (!wanted) return false;
  const stated = statedSuburb(lead.details);
  if (stated !== null) return stated === wanted;
  const text = normalise([lead.address, lead.message, ...Object.values(lead.details)].filter(Boolean).join(" \n "));
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[\\s-]+");
  return new RegExp(`(^|[^a-z])${escaped}($|[^a-z])`).test(text);
}

/** A rule matches when each of its parts (type, suburb) that is set matches; a rule with neither matches nothing. */
export function ruleMatches(rule: Pick<RoutingRule, "enquiryType" | "suburb">, lead: RoutableLead): boolean {
  if (!rule.enquiryType && !rule.suburb) return false;
  if (rule.enquiryType && rule.enquiryType !== lead.kind && rule.enquiryType !== lead.enquiryType) return false;
  if (rule.suburb && !leadMentionsSuburb(lead, rule.suburb)) return false;
  return true;
}

/**
 * The next agent in turn: the active agent whose last turn is oldest (never had one: first), then by id. The agents'
 * role rows are locked first, so assignments made at the same moment by several instances take turns one after
 * another and each sees the turn the previous one took. Run it in the transaction that stores the lead.
 */
export async function nextAgentInTurn(tx: DbOrTx): Promise<{ userId: string; email: string } | null> {
  const agents = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "agent"))
    .orderBy(asc(userRoles.userId))
    .for("update");
  if (agents.length === 0) return null;

  const [next] = await tx
    .select({ userId: user.id, email: user.email })
    .from(user)
    .leftJoin(leadRoundRobin, eq(leadRoundRobin.userId, user.id))
    .where(inArray(user.id, agents.map((agent) => agent.userId)))
    .orderBy(sql`${leadRoundRobin.lastTurn} asc nulls first`, asc(user.id))
    .limit(1);
  if (!next) return null;

  const [latest] = await tx.select({ turn: sql<string>`coalesce(max(${leadRoundRobin.lastTurn}), 0)` }).from(leadRoundRobin);
  const turn = Number(latest?.turn ?? 0) + 1;
  await tx
    .insert(leadRoundRobin)
    .values({ userId: next.userId, lastTurn: turn })
    .onConflictDoUpdate({ target: leadRoundRobin.userId, set: { lastTurn: turn } });
  return next;
}

/** The owner of a new lead: the first matching rule's staff member, else the next agent in turn, else the principal. */
export async function chooseLeadOwner(tx: DbOrTx, lead: RoutableLead): Promise<LeadOwner> {
  const rule = (await listRoutingRules(tx)).find((candidate) => ruleMatches(candidate, lead));
  if (rule) return { by: "rule", ruleId: rule.id, userId: rule.ownerId, email: rule.ownerEmail };
  const agent = await nextAgentInTurn(tx);
  if (agent) return { by: "round-robin", ...agent };
  return { by: "principal", userId: null };
}

/** For the admin's owner picker: true when the user may own leads (active staff). */
export async function isAssignable(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(and(eq(user.id, userId), isActiveStaff(user.id))).limit(1);
  return rows.length > 0;
}
