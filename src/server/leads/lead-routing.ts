import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { leadWorkerRoles, roleLabels, broadestRole } from "@/lib/auth/permissions";
import { leadRoundRobin, leadRoutingRules, user, userRoles, type EnquiryType } from "@/server/db/schema";
import type { DbOrTx } from "@/server/db";
import { firstAgent } from "./listing-agent";

/*
 * Who answers a new lead: an enquiry about a listing goes to the listing's first agent while they work leads; otherwise
 * the first routing rule that matches it (in the order the staff set), else — careers
 * applications aside, which go to the principal — the agents in turn, else the principal. Only someone who may work a
 * lead (leads.own: an agent, an office manager, an admin) is ever given one.
 */

/** What routing looks at in a lead. */
export interface RoutableLead {
  kind: EnquiryType;
  /** The contact form's enquiry type value ('selling'), when there is one. */
  enquiryType: string | null;
  address: string | null;
  message: string | null;
  details: Readonly<Record<string, string>>;
  /** The listing an enquiry from a listing page is about. */
  listingId?: string | null;
}

export interface RoutingRule {
  id: string;
  enquiryType: string | null;
  suburb: string | null;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  /** False when its staff member left or their role no longer works leads: routing skips the rule. */
  ownerWorksLeads: boolean;
}

export type LeadOwner =
  | { by: "listing-agent"; userId: string; email: string }
  | { by: "rule"; ruleId: string; userId: string; email: string }
  | { by: "round-robin"; userId: string; email: string }
  | { by: "principal"; userId: null };

/** Someone may be given leads while they hold a role that works leads (deactivating removes the role row). */
const worksLeads = (userId: typeof user.id) =>
  sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${inArray(userRoles.role, [...leadWorkerRoles])})`;

const ruleOrder = [asc(leadRoutingRules.position), asc(leadRoutingRules.createdAt), asc(leadRoutingRules.id)];

/** Every rule in the order it is tried, each with its staff member and whether routing may use it. */
export async function listRoutingRules(db: DbOrTx): Promise<RoutingRule[]> {
  return db
    .select({
      id: leadRoutingRules.id,
      enquiryType: leadRoutingRules.enquiryType,
      suburb: leadRoutingRules.suburb,
      ownerId: leadRoutingRules.ownerId,
      ownerName: user.name,
      ownerEmail: user.email,
      ownerWorksLeads: worksLeads(user.id).mapWith(Boolean),
    })
    .from(leadRoutingRules)
    .innerJoin(user, eq(user.id, leadRoutingRules.ownerId))
    .orderBy(...ruleOrder);
}

/**
 * Moves a rule to `toIndex` (0: tried first) in the order the staff see, and numbers every rule 1…n in the new order.
 * The rules are locked first, so two reorders at once apply one after the other. False when there is no such rule.
 */
export async function moveRoutingRule(db: DbOrTx, id: string, toIndex: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ids = (
      await tx
        .select({ id: leadRoutingRules.id })
        .from(leadRoutingRules)
        .orderBy(...ruleOrder)
        .for("update")
    ).map((row) => row.id);
    const from = ids.indexOf(id);
    if (from === -1) return false;
    const to = Math.max(0, Math.min(ids.length - 1, toIndex));
    if (to === from) return true;
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    for (const [index, ruleId] of ids.entries()) {
      await tx
        .update(leadRoutingRules)
        .set({ position: index + 1 })
        .where(eq(leadRoutingRules.id, ruleId));
    }
    return true;
  });
}

export async function addRoutingRule(
  db: DbOrTx,
  rule: { enquiryType: string | null; suburb: string | null; ownerId: string },
): Promise<string> {
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

/** The staff a lead may be given to (the rules form, the owner picker): those who work leads, by name. */
export async function listAssignableStaff(db: DbOrTx): Promise<Array<{ id: string; name: string; email: string }>> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(worksLeads(user.id))
    .orderBy(asc(user.name), asc(user.id));
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
    .where(
      inArray(
        user.id,
        agents.map((agent) => agent.userId),
      ),
    )
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

/**
 * The owner of a new lead: for a listing enquiry, the listing's first agent when they are staff who work leads; else the first matching rule whose staff member still works leads, else (a careers application,
 * with its salary and CV, is the principal's unless a rule says otherwise) the next agent in turn, else the principal.
 */
export async function chooseLeadOwner(tx: DbOrTx, lead: RoutableLead): Promise<LeadOwner> {
  const listingAgent = lead.listingId ? await firstAgent(tx, lead.listingId) : null;
  if (listingAgent) return { by: "listing-agent", ...listingAgent };
  const rule = (await listRoutingRules(tx)).find((candidate) => candidate.ownerWorksLeads && ruleMatches(candidate, lead));
  if (rule) return { by: "rule", ruleId: rule.id, userId: rule.ownerId, email: rule.ownerEmail };
  if (lead.kind === "career") return { by: "principal", userId: null };
  const agent = await nextAgentInTurn(tx);
  if (agent) return { by: "round-robin", ...agent };
  return { by: "principal", userId: null };
}

/**
 * Why a lead (or a rule) cannot be given to this person, in words for the admin; null when they work leads. Checked
 * on the server whatever the form offered.
 */
export async function leadOwnerRefusal(db: DbOrTx, userId: string): Promise<string | null> {
  const [person] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  if (!person) return "Please choose a staff member who works leads.";
  const role = broadestRole(
    (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role),
  );
  if (role === null) return `${person.name} is no longer on the staff. Choose an agent, an office manager or an admin.`;
  if (!leadWorkerRoles.includes(role)) {
    return `${person.name} can't work leads (an ${roleLabels[role].toLowerCase()} doesn't see them). Choose an agent, an office manager or an admin.`;
  }
  return null;
}
