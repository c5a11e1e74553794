import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db";
import {
  listingAgents,
  listingEvents,
  listingInspections,
  listingMedia,
  listings,
  properties,
  teamMembers,
  type FeedDiagnostic,
  type ListingEventType,
  type ListingStatus,
} from "@/server/db/schema";
import { holdReasons } from "./nsw-gate";
import { isHeld, isPublishable } from "./publication";
import type { AddressMessage, ListingFields, ListingMessage } from "./reaxml/parse";

/*
 * Listing messages merged into what is stored (docs/listings.md, "The merge"): only what a message carries changes,
 * explicit empties delete (a slot, an agent, the video), an older message is skipped, a sold or leased listing never
 * returns to current (a relist comes under a new uniqueID, on the same property), nothing is deleted, and every change
 * is an event. The caller runs a batch in one transaction (src/server/listings/feed-files.ts: a chunk of a file, or one
 * listing): what is stored is read in one statement per table, the rules are worked out in memory, and what is new
 * is written with one multi-row statement per table, so a 5,000-listing file takes dozens of statements, not 75,000.
 */

type ListingRow = typeof listings.$inferSelect;
type MediaRow = typeof listingMedia.$inferSelect;
type AgentRow = typeof listingAgents.$inferSelect;
type InspectionRow = typeof listingInspections.$inferSelect;
type Event = { type: ListingEventType; before?: unknown; after?: unknown };

export interface MergeContext {
  fileId: string | null;
  sourceId: string | null;
}

export type MergeOutcome =
  { applied: true; listingId: string; created: boolean; warnings: FeedDiagnostic[] } | { applied: false; diagnostic: FeedDiagnostic };

const closedStatuses: readonly ListingStatus[] = ["sold", "leased"];
const priceColumns = ["searchPrice", "priceDisplay", "priceText", "rentWeekly", "rentDisplay", "soldPrice", "soldPriceDisplay"] as const;

/** "$935,000", "$935000" or "935,000" for a price of 935000: the price written out, and nothing else. */
export function writesOutThePrice(text: string, price: number): boolean {
  return /^\s*\$?\s?\d{1,3}(,\d{3})*\s*$|^\s*\$?\s?\d+\s*$/.test(text) && Number(text.replace(/\D/g, "")) === price;
}

/** PostgreSQL takes at most 65,535 parameters in one statement: multi-row writes are cut to stay well under. */
const maxParameters = 30_000;

/** The normalised address a property is found again by; null when the message has too little to name a place. */
export function addressKey(address: AddressMessage): string | null {
  if (!address.suburb || !address.street) return null;
  const parts = [
    address.subNumber,
    address.lotNumber,
    address.streetNumber,
    address.street,
    address.suburb,
    address.state,
    address.postcode,
  ];
  return parts
    .map((part) =>
      (part ?? "")
        .toLowerCase()
        .replace(/[^a-z0-9/]+/g, " ")
        .trim(),
    )
    .join("|");
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.();
  return JSON.stringify(a) === JSON.stringify(b);
}

function slices<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(maxParameters / Math.max(1, columns)));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function widest(rows: object[]): number {
  return rows.reduce((max, row) => Math.max(max, Object.keys(row).length), 0);
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const identity = (agentId: string, uniqueId: string) => `${agentId}\u0000${uniqueId}`;

/**
 * Upserts the properties the messages name, one row per address: a new one as its first message gives it, then
 * coordinates from the last message that sends both, and the country from the last that sends one (what one upsert per
 * message in turn would leave). The id of each address key.
 */
async function upsertProperties(tx: Tx, addresses: { key: string; address: AddressMessage }[]): Promise<Map<string, string>> {
  const byKey = new Map<string, typeof properties.$inferInsert>();
  for (const { key, address } of addresses) {
    const row = byKey.get(key);
    if (!row) {
      byKey.set(key, { addressKey: key, ...address, lat: address.lat, lng: address.lng });
      continue;
    }
    if (address.lat !== null && address.lng !== null) Object.assign(row, { lat: address.lat, lng: address.lng });
    if (address.country !== null) row.country = address.country;
  }
  const ids = new Map<string, string>();
  const rows = [...byKey.values()];
  for (const part of slices(rows, widest(rows))) {
    const written = await tx
      .insert(properties)
      .values(part)
      .onConflictDoUpdate({
        target: properties.addressKey,
        set: {
          lat: sql`case when excluded.lat is not null and excluded.lng is not null then excluded.lat else ${properties.lat} end`,
          lng: sql`case when excluded.lat is not null and excluded.lng is not null then excluded.lng else ${properties.lng} end`,
          country: sql`coalesce(excluded.country, ${properties.country})`,
        },
      })
      .returning({ id: properties.id, addressKey: properties.addressKey });
    for (const row of written) ids.set(row.addressKey, row.id);
  }
  return ids;
}

/** What is stored for the listings a batch names, read in one statement per table. */
async function readStored(tx: Tx, messages: ListingMessage[]) {
  const pairs = messages.map((m) => sql`(${m.agentId}, ${m.uniqueId})`);
  const existing = await tx
    .select()
    .from(listings)
    .where(sql`(${listings.agentId}, ${listings.uniqueId}) in (${sql.join(pairs, sql`, `)})`)
    .for("update");
  const ids = existing.map((row) => row.id);
  const [media, agents, inspections] =
    ids.length === 0
      ? [[], [], []]
      : [
          // Always: whether a listing is shown depends on its main photo, even when the message sends no media.
          await tx.select().from(listingMedia).where(inArray(listingMedia.listingId, ids)),
          messages.some((m) => m.agents.length > 0)
            ? await tx.select().from(listingAgents).where(inArray(listingAgents.listingId, ids))
            : [],
          messages.some((m) => m.inspections)
            ? await tx.select().from(listingInspections).where(inArray(listingInspections.listingId, ids))
            : [],
        ];
  return {
    listings: new Map(existing.map((row) => [identity(row.agentId, row.uniqueId), row])),
    media: groupBy(media as MediaRow[], (row) => row.listingId),
    agents: groupBy(agents as AgentRow[], (row) => row.listingId),
    inspections: groupBy(inspections as InspectionRow[], (row) => row.listingId),
  };
}

/** Team members by lower-cased e-mail (the first one found), for matching listing agents; read once per batch. */
async function teamByEmail(tx: Tx, messages: ListingMessage[]): Promise<Map<string, string>> {
  const team = new Map<string, string>();
  if (!messages.some((m) => m.agents.some((a) => !a.remove && a.email))) return team;
  const rows = await tx
    .select({ id: teamMembers.id, email: sql<string | null>`lower(${teamMembers.email})` })
    .from(teamMembers)
    .where(isNull(teamMembers.retiredAt));
  for (const row of rows) if (row.email !== null && !team.has(row.email)) team.set(row.email, row.id);
  return team;
}

/** Why a message is not applied over what is stored, or null when it applies. */
function refusal(message: ListingMessage, existing: ListingRow | undefined): FeedDiagnostic | null {
  if (existing && message.modTime < existing.feedModTime) {
    return {
      code: "stale-message",
      severity: "warning",
      listing: message.key,
      message: `Skipped: this message (modTime ${message.modTime.toISOString()}) is older than the one applied (${existing.feedModTime.toISOString()}).`,
    };
  }
  if (
    existing &&
    closedStatuses.includes(existing.status) &&
    (message.status === "current" ||
      (closedStatuses.includes(message.status) &&
        message.status !== existing.status &&
        existing.kind !== "commercial" &&
        existing.kind !== "commercialLand" &&
        existing.kind !== "business"))
  ) {
    return {
      code: "status-transition-refused",
      severity: "error",
      listing: message.key,
      message: `A ${existing.status} listing cannot become ${message.status}: a relist must come under a new uniqueID.`,
    };
  }
  return null;
}

/** One listing's merge, worked out before anything is written. */
interface Plan {
  index: number;
  message: ListingMessage;
  base: ListingRow | null;
  merged: Record<string, unknown> & { status: ListingStatus };
  reasons: string[];
  approved: readonly string[] | null;
  published: boolean;
  warnings: FeedDiagnostic[];
  media: SlotPlan<MediaRow>;
  mediaEvents: Event[];
  agents: SlotPlan<AgentRow>;
  agentChanges: string[] | null;
  inspections: SlotPlan<InspectionRow>;
  inspectionEvents: Event[];
}

/**
 * Rows of one listing's child table as a sequence of writes would leave them: stored rows with what to set on each,
 * and new rows to insert (the listing id is filled in once the listing is written).
 */
interface SlotPlan<Row extends { id: string }> {
  updates: Map<string, Partial<Row>>;
  inserts: Record<string, unknown>[];
}

const emptyPlan = <Row extends { id: string }>(): SlotPlan<Row> => ({ updates: new Map(), inserts: [] });

/** A slot as the sequence of writes so far leaves it: a stored row with what was set on it, or a row to insert. */
type Slot<Row> = { stored: Row; set: Partial<Row> } | { insert: Record<string, unknown> };

function slotValue<Row>(slot: Slot<Row>): Record<string, unknown> {
  return "stored" in slot ? { ...slot.stored, ...slot.set } : slot.insert;
}

function writeSlot<Row extends { id: string }>(slot: Slot<Row>, values: Record<string, unknown>): void {
  if ("stored" in slot) Object.assign(slot.set, values);
  else Object.assign(slot.insert, values);
}

function collect<Row extends { id: string }>(slots: Iterable<Slot<Row>>): SlotPlan<Row> {
  const plan = emptyPlan<Row>();
  for (const slot of slots) {
    if ("stored" in slot) {
      if (Object.keys(slot.set).length > 0) plan.updates.set(slot.stored.id, slot.set);
    } else plan.inserts.push(slot.insert);
  }
  return plan;
}

function planMedia(stored: MediaRow[], message: ListingMessage, context: MergeContext, now: Date) {
  const slots = new Map<string, Slot<MediaRow>>(stored.map((row) => [`${row.kind}:${row.slot}`, { stored: row, set: {} }]));
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  for (const item of message.media) {
    const label = `${item.kind}:${item.slot}`;
    const slot = slots.get(label);
    const current = slot ? slotValue(slot) : null;
    if (item.remove) {
      if (slot && current && !current.removedAt) {
        writeSlot(slot, { removedAt: now });
        removed.push(label);
      }
      continue;
    }
    const values = {
      sourceUrl: item.url,
      sourceFile: item.file,
      inline: item.inline,
      // An image inline or in a zip is read from the file it came in.
      sourceFileId: item.inline || item.file ? context.fileId : null,
      format: item.format,
      modTime: item.modTime,
      // Work for the photo worker (documents are not images): tried at once, from a clean slate.
      ...imageWork(item.kind),
    };
    if (!slot || !current) {
      slots.set(label, { insert: { kind: item.kind, slot: item.slot, ...values } });
      added.push(label);
      continue;
    }
    const sameSource = current.sourceUrl === item.url && current.sourceFile === item.file && current.inline === item.inline;
    const sameTime = ((current.modTime as Date | null)?.getTime() ?? null) === (item.modTime?.getTime() ?? null);
    // A CRM sends every slot on every update: an unchanged one (same source, same modTime) changes nothing.
    if (sameSource && sameTime && !current.removedAt && !item.inline) continue;
    // A changed image keeps showing the one it had until the new one is stored; a slot that was removed shows nothing.
    writeSlot(slot, { ...values, removedAt: null, imageId: current.removedAt ? null : (current.imageId ?? null) });
    (current.removedAt ? added : changed).push(label);
  }
  // A listing is shown only once its main photo (slot m) is stored, so nobody sees it without one (mainPhotoReady).
  const main = slots.get("photo:m");
  const mainValue = main ? slotValue(main) : null;
  const mainReady = !mainValue || Boolean(mainValue.removedAt) || (mainValue.imageId ?? null) !== null;
  const events: Event[] =
    added.length + changed.length + removed.length === 0 ? [] : [{ type: "media_changed", after: { added, changed, removed } }];
  return { plan: collect(slots.values()), events, mainReady };
}

/**
 * A listing is shown only once its main photo (slot m) is stored, so nobody sees it without one; the other photos
 * follow. A listing without a main photo slot does not wait.
 */
export async function mainPhotoReady(tx: Tx | Db, listingId: string): Promise<boolean> {
  const [main] = await tx
    .select({ imageId: listingMedia.imageId })
    .from(listingMedia)
    .where(
      and(
        eq(listingMedia.listingId, listingId),
        eq(listingMedia.kind, "photo"),
        eq(listingMedia.slot, "m"),
        isNull(listingMedia.removedAt),
      ),
    );
  return !main || main.imageId !== null;
}

/**
 * Works out again whether a listing is shown (after its main photo was stored, or an admin's hide, show or approval)
 * and records it, with a `published` event when it goes on the site. True when it changed.
 */
export async function refreshPublication(db: Db, listingId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for("update");
    if (!row) return false;
    const shown = isPublishable(row) && (await mainPhotoReady(tx, listingId));
    if (shown === row.published) return false;
    await tx.update(listings).set({ published: shown }).where(eq(listings.id, listingId));
    if (shown) await tx.insert(listingEvents).values({ listingId, type: "published", fileId: null });
    return true;
  });
}

/** The photo worker's columns for a slot that has a new or changed source: pending, tried at once. */
function imageWork(kind: "photo" | "floorplan" | "document") {
  return {
    imageStatus: kind === "document" ? null : ("pending" as const),
    imageAttempts: 0,
    imageNextAttemptAt: null,
    imageError: null,
    imageClaimedBy: null,
    imageLeaseUntil: null,
  };
}

function planAgents(stored: AgentRow[], message: ListingMessage, team: Map<string, string>, now: Date) {
  const slots = new Map<number, Slot<AgentRow>>(stored.map((row) => [row.position, { stored: row, set: {} }]));
  const changes: string[] = [];
  for (const agent of message.agents) {
    const slot = slots.get(agent.position);
    const current = slot ? slotValue(slot) : null;
    if (agent.remove) {
      if (slot && current && !current.removedAt) {
        writeSlot(slot, { removedAt: now });
        changes.push(`removed ${agent.position}`);
      }
      continue;
    }
    const values = {
      agencyId: agent.agencyId,
      name: agent.name,
      email: agent.email,
      phones: agent.phones,
      teamMemberId: (agent.email ? team.get(agent.email) : undefined) ?? null,
      removedAt: null,
    };
    if (!slot || !current) {
      slots.set(agent.position, { insert: { position: agent.position, ...values } });
      changes.push(`added ${agent.position}`);
    } else if (
      current.removedAt ||
      current.name !== agent.name ||
      current.email !== agent.email ||
      !sameValue(current.phones, agent.phones) ||
      current.agencyId !== agent.agencyId
    ) {
      writeSlot(slot, values);
      changes.push(`changed ${agent.position}`);
    }
  }
  return { plan: collect(slots.values()), changes: changes.length > 0 ? changes : null };
}

function planInspections(stored: InspectionRow[], message: ListingMessage, now: Date) {
  if (!message.inspections) return { plan: emptyPlan<InspectionRow>(), events: [] };
  const slots = new Map<string, Slot<InspectionRow>>(stored.map((row) => [row.key, { stored: row, set: {} }]));
  const events: Event[] = [];
  const wanted = new Map(message.inspections.map((i) => [i.kind === "open" ? i.startsAt.toISOString() : `by_appointment:${i.raw}`, i]));
  for (const row of stored) {
    if (!row.removedAt && !wanted.has(row.key)) {
      writeSlot(slots.get(row.key)!, { removedAt: now });
      events.push({ type: "inspection_removed", after: { raw: row.raw, startsAt: row.startsAt } });
    }
  }
  for (const [key, inspection] of wanted) {
    const slot = slots.get(key);
    if (slot && "stored" in slot && !slot.stored.removedAt) continue;
    const values =
      inspection.kind === "open"
        ? { kind: "open" as const, startsAt: inspection.startsAt, endsAt: inspection.endsAt, raw: inspection.raw }
        : { kind: "by_appointment" as const, startsAt: null, endsAt: null, raw: inspection.raw };
    if (slot) writeSlot(slot, { ...values, removedAt: null });
    else slots.set(key, { insert: { key, ...values } });
    events.push({ type: "inspection_added", after: { raw: inspection.raw, startsAt: values.startsAt } });
  }
  return { plan: collect(slots.values()), events };
}

/** One listing message merged in its own transaction's batch of one (see mergeListingMessages). */
export async function mergeListingMessage(tx: Tx, message: ListingMessage, context: MergeContext): Promise<MergeOutcome> {
  const [outcome] = await mergeListingMessages(tx, [message], context);
  if (!outcome) throw new Error("the merge gave no outcome");
  return outcome;
}

/**
 * Merges listing messages (each listing at most once in a batch) within the caller's transaction, with the same
 * outcome as merging them one after another: an outcome per message, in order.
 */
export async function mergeListingMessages(tx: Tx, messages: ListingMessage[], context: MergeContext): Promise<MergeOutcome[]> {
  if (messages.length === 0) return [];
  const now = new Date();
  const stored = await readStored(tx, messages);
  const team = await teamByEmail(tx, messages);
  const outcomes: MergeOutcome[] = new Array(messages.length);

  const accepted: { index: number; message: ListingMessage; base: ListingRow | null }[] = [];
  messages.forEach((message, index) => {
    const base = stored.listings.get(identity(message.agentId, message.uniqueId)) ?? null;
    const refused = refusal(message, base ?? undefined);
    if (refused) outcomes[index] = { applied: false, diagnostic: refused };
    else accepted.push({ index, message, base });
  });

  const addresses = accepted.flatMap(({ message }) => {
    const key = message.address ? addressKey(message.address) : null;
    return key && message.address ? [{ key, address: message.address }] : [];
  });
  const propertyIds = addresses.length > 0 ? await upsertProperties(tx, addresses) : new Map<string, string>();

  const plans: Plan[] = accepted.map(({ index, message, base }) => {
    const key = message.address ? addressKey(message.address) : null;
    const propertyId = message.address ? (key ? (propertyIds.get(key) ?? null) : null) : undefined;
    const addressColumns = message.address
      ? { suburb: message.address.suburb, postcode: message.address.postcode, state: message.address.state }
      : {};
    const features = new Set(base?.features ?? []);
    for (const name of message.features?.set ?? []) features.add(name);
    for (const name of message.features?.unset ?? []) features.delete(name);
    const fields: Partial<ListingFields> = message.fields;
    const statusChanged = !base || base.status !== message.status;
    // A price view that only writes out the price ("$935,000" for 935000) is that figure, not the agent's own words: kept
    // as none, so that the search filters and sorts by it as it does any price shown (a price in words is banded).
    const priceText = fields.priceText !== undefined ? fields.priceText : base?.priceText;
    const searchPrice = fields.searchPrice !== undefined ? fields.searchPrice : base?.searchPrice;
    const figureOnly = priceText != null && searchPrice != null && writesOutThePrice(priceText, searchPrice);
    const merged = {
      kind: message.kind,
      status: message.status,
      ...fields,
      ...addressColumns,
      ...(propertyId !== undefined && propertyId !== null ? { propertyId } : {}),
      features: [...features].sort(),
      details: { ...(base?.details ?? {}), ...message.details },
      ...(figureOnly ? { priceText: null } : {}),
      feedModTime: message.modTime,
      lastFileId: context.fileId,
      ...(statusChanged ? { statusChangedAt: message.modTime } : {}),
      ...(message.status === "current" && !base?.listedAt ? { listedAt: message.modTime } : {}),
    };
    const view = {
      ...(base ?? {
        priceDisplay: true,
        rentDisplay: true,
        searchPrice: null,
        priceText: null,
        rentWeekly: null,
        adminHidden: false,
        holdApprovedReasons: null,
        propertyId: null,
        channel: fields.channel ?? "sale",
      }),
      ...merged,
    };
    const reasons = holdReasons({
      kind: view.kind,
      channel: view.channel ?? "sale",
      status: view.status,
      searchPrice: view.searchPrice ?? null,
      priceDisplay: view.priceDisplay ?? true,
      priceText: view.priceText ?? null,
      rentWeekly: view.rentWeekly ?? null,
      rentDisplay: view.rentDisplay ?? true,
    });
    // A listing with no address yet (a bare message for a listing never seen) is stored but not shown.
    const warnings: FeedDiagnostic[] = [];
    if (!view.propertyId)
      warnings.push({
        code: "missing-address",
        severity: "warning",
        listing: message.key,
        message: "The listing has no street and suburb yet: it is stored but not published until they arrive.",
      });
    // Staff approval of a hold stands while the gate gives the same reasons; other reasons hold the listing again.
    const approved = view.holdApprovedReasons ?? null;
    const eligible = isPublishable({
      status: view.status,
      holdReasons: reasons,
      holdApprovedReasons: approved,
      adminHidden: view.adminHidden ?? false,
      propertyId: view.propertyId ?? null,
    });
    const media = planMedia(base ? (stored.media.get(base.id) ?? []) : [], message, context, now);
    const agents = planAgents(base ? (stored.agents.get(base.id) ?? []) : [], message, team, now);
    const inspections = planInspections(base ? (stored.inspections.get(base.id) ?? []) : [], message, now);
    return {
      index,
      message,
      base,
      merged,
      reasons,
      approved,
      published: eligible && media.mainReady,
      warnings,
      media: media.plan,
      mediaEvents: media.events,
      agents: agents.plan,
      agentChanges: agents.changes,
      inspections: inspections.plan,
      inspectionEvents: inspections.events,
    };
  });

  // The listings: new ones in one statement, stored ones one by one (each sets its own columns).
  const rows = new Map<Plan, ListingRow>();
  const created = plans.filter((plan) => !plan.base);
  const newRows = created.map((plan) => ({
    agentId: plan.message.agentId,
    uniqueId: plan.message.uniqueId,
    sourceId: context.sourceId,
    channel: plan.message.fields.channel ?? "sale",
    ...plan.merged,
    holdReasons: plan.reasons,
    published: plan.published,
  })) as (typeof listings.$inferInsert)[];
  const byIdentity = new Map(created.map((plan) => [identity(plan.message.agentId, plan.message.uniqueId), plan]));
  for (const part of slices(newRows, widest(newRows))) {
    for (const row of await tx.insert(listings).values(part).returning()) {
      const plan = byIdentity.get(identity(row.agentId, row.uniqueId));
      if (plan) rows.set(plan, row);
    }
  }
  for (const plan of plans) {
    if (!plan.base) continue;
    const [updated] = await tx
      .update(listings)
      .set({ ...plan.merged, holdReasons: plan.reasons, published: plan.published })
      .where(eq(listings.id, plan.base.id))
      .returning();
    if (!updated) throw new Error("listing update returned no row");
    rows.set(plan, updated);
  }

  // Their media, agents and inspections: new rows in one statement per table, changed rows one by one.
  const mediaRows: (typeof listingMedia.$inferInsert)[] = [];
  const agentRows: (typeof listingAgents.$inferInsert)[] = [];
  const inspectionRows: (typeof listingInspections.$inferInsert)[] = [];
  const events: (typeof listingEvents.$inferInsert)[] = [];
  for (const plan of plans) {
    const row = rows.get(plan);
    if (!row) throw new Error("listing insert returned no row");
    const listingId = row.id;
    for (const values of plan.media.inserts) mediaRows.push({ listingId, ...values } as typeof listingMedia.$inferInsert);
    for (const values of plan.agents.inserts) agentRows.push({ listingId, ...values } as typeof listingAgents.$inferInsert);
    for (const values of plan.inspections.inserts) inspectionRows.push({ listingId, ...values } as typeof listingInspections.$inferInsert);
    for (const event of listingEventsOf(plan, row)) {
      events.push({ listingId, type: event.type, before: event.before ?? null, after: event.after ?? null, fileId: context.fileId });
    }
    outcomes[plan.index] = { applied: true, listingId, created: !plan.base, warnings: plan.warnings };
  }
  for (const plan of plans) {
    for (const [id, set] of plan.media.updates) await tx.update(listingMedia).set(set).where(eq(listingMedia.id, id));
    for (const [id, set] of plan.agents.updates) await tx.update(listingAgents).set(set).where(eq(listingAgents.id, id));
    for (const [id, set] of plan.inspections.updates) await tx.update(listingInspections).set(set).where(eq(listingInspections.id, id));
  }
  for (const part of slices(mediaRows, widest(mediaRows))) await tx.insert(listingMedia).values(part);
  for (const part of slices(agentRows, widest(agentRows))) await tx.insert(listingAgents).values(part);
  for (const part of slices(inspectionRows, widest(inspectionRows))) await tx.insert(listingInspections).values(part);
  for (const part of slices(events, widest(events))) await tx.insert(listingEvents).values(part);
  return outcomes;
}

/** The history a merge adds to a listing, in the order of its steps. */
function listingEventsOf(plan: Plan, row: ListingRow): Event[] {
  const { base, merged, reasons, approved } = plan;
  const events: Event[] = [];
  if (!base) {
    events.push({ type: "created", after: { status: row.status, kind: row.kind, priceText: row.priceText, rentWeekly: row.rentWeekly } });
  } else {
    if (base.status !== row.status) events.push({ type: "status_changed", before: { status: base.status }, after: { status: row.status } });
    if (base.underOffer !== row.underOffer)
      events.push({ type: "under_offer", before: { underOffer: base.underOffer }, after: { underOffer: row.underOffer } });
    const priceBefore = Object.fromEntries(priceColumns.map((c) => [c, base[c]]));
    const priceAfter = Object.fromEntries(priceColumns.map((c) => [c, row[c]]));
    if (!sameValue(priceBefore, priceAfter)) events.push({ type: "price_changed", before: priceBefore, after: priceAfter });
    const skip = new Set<string>([
      ...priceColumns,
      "status",
      "underOffer",
      "feedModTime",
      "lastFileId",
      "statusChangedAt",
      "updatedAt",
      "holdReasons",
      "published",
    ]);
    const changed = (Object.keys(merged) as (keyof ListingRow)[]).filter((k) => !skip.has(k) && !sameValue(base[k], row[k]));
    if (changed.length > 0) {
      events.push({
        type: "updated",
        before: Object.fromEntries(changed.map((k) => [k, base[k]])),
        after: Object.fromEntries(changed.map((k) => [k, row[k]])),
      });
    }
  }
  const heldBefore = base?.holdReasons ?? [];
  if (isHeld(reasons, approved) && !sameValue(heldBefore, reasons))
    events.push({ type: "held", before: { reasons: heldBefore }, after: { reasons } });
  if (plan.published && !base?.published) events.push({ type: "published" });
  events.push(...plan.mediaEvents);
  if (plan.agentChanges && base) events.push({ type: "updated", after: { agents: plan.agentChanges } });
  events.push(...plan.inspectionEvents);
  return events;
}
