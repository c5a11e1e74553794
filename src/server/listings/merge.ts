import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
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
import type { AddressMessage, ListingFields, ListingMessage } from "./reaxml/parse";

/*
 * One listing message merged into what is stored (docs/listings.md, "The merge"): only what the message carries
 * changes, explicit empties delete (a slot, an agent, the video), an older message is skipped, a sold or leased
 * listing never returns to current (a relist comes under a new uniqueID, on the same property), nothing is deleted,
 * and every change is an event. The caller runs it in one transaction per listing.
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type ListingRow = typeof listings.$inferSelect;

export interface MergeContext {
  fileId: string | null;
  sourceId: string | null;
}

export type MergeOutcome = { applied: true; listingId: string; created: boolean; warnings: FeedDiagnostic[] } | { applied: false; diagnostic: FeedDiagnostic };

const closedStatuses: readonly ListingStatus[] = ["sold", "leased"];
const publicStatuses: readonly ListingStatus[] = ["current", "sold", "leased"];
const priceColumns = ["searchPrice", "priceDisplay", "priceText", "rentWeekly", "rentDisplay", "soldPrice", "soldPriceDisplay"] as const;

/** The normalised address a property is found again by; null when the message has too little to name a place. */
export function addressKey(address: AddressMessage): string | null {
  if (!address.suburb || !address.street) return null;
  const parts = [address.subNumber, address.lotNumber, address.streetNumber, address.street, address.suburb, address.state, address.postcode];
  return parts.map((part) => (part ?? "").toLowerCase().replace(/[^a-z0-9/]+/g, " ").trim()).join("|");
}

async function upsertProperty(tx: Tx, address: AddressMessage): Promise<string | null> {
  const key = addressKey(address);
  if (!key) return null;
  const coordinates = address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : {};
  const [row] = await tx
    .insert(properties)
    .values({ addressKey: key, ...address, lat: address.lat, lng: address.lng })
    .onConflictDoUpdate({ target: properties.addressKey, set: { ...coordinates, country: sql`coalesce(excluded.country, ${properties.country})` } })
    .returning({ id: properties.id });
  return row?.id ?? null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.();
  return JSON.stringify(a) === JSON.stringify(b);
}

export async function mergeListingMessage(tx: Tx, message: ListingMessage, context: MergeContext): Promise<MergeOutcome> {
  const [existing] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.agentId, message.agentId), eq(listings.uniqueId, message.uniqueId)))
    .for("update");

  if (existing && message.modTime < existing.feedModTime) {
    return {
      applied: false,
      diagnostic: {
        code: "stale-message",
        severity: "warning",
        listing: message.key,
        message: `Skipped: this message (modTime ${message.modTime.toISOString()}) is older than the one applied (${existing.feedModTime.toISOString()}).`,
      },
    };
  }
  if (existing && closedStatuses.includes(existing.status) && (message.status === "current" || (closedStatuses.includes(message.status) && message.status !== existing.status && existing.kind !== "commercial" && existing.kind !== "commercialLand" && existing.kind !== "business"))) {
    return {
      applied: false,
      diagnostic: {
        code: "status-transition-refused",
        severity: "error",
        listing: message.key,
        message: `A ${existing.status} listing cannot become ${message.status}: a relist must come under a new uniqueID.`,
      },
    };
  }

  const events: { type: ListingEventType; before?: unknown; after?: unknown }[] = [];
  const propertyId = message.address ? await upsertProperty(tx, message.address) : undefined;
  const addressColumns = message.address ? { suburb: message.address.suburb, postcode: message.address.postcode, state: message.address.state } : {};
  const base = existing ?? null;
  const features = new Set(base?.features ?? []);
  for (const name of message.features?.set ?? []) features.add(name);
  for (const name of message.features?.unset ?? []) features.delete(name);
  const fields: Partial<ListingFields> = message.fields;
  const statusChanged = !base || base.status !== message.status;

  const merged = {
    kind: message.kind,
    status: message.status,
    ...fields,
    ...addressColumns,
    ...(propertyId !== undefined && propertyId !== null ? { propertyId } : {}),
    features: [...features].sort(),
    details: { ...(base?.details ?? {}), ...message.details },
    feedModTime: message.modTime,
    lastFileId: context.fileId,
    ...(statusChanged ? { statusChangedAt: message.modTime } : {}),
    ...(message.status === "current" && !base?.listedAt ? { listedAt: message.modTime } : {}),
  };
  const view = { ...(base ?? { priceDisplay: true, rentDisplay: true, searchPrice: null, priceText: null, rentWeekly: null, adminHidden: false, propertyId: null, channel: fields.channel ?? "sale" }), ...merged };
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
  if (!view.propertyId) warnings.push({ code: "missing-address", severity: "warning", listing: message.key, message: "The listing has no street and suburb yet: it is stored but not published until they arrive." });
  const published = publicStatuses.includes(view.status) && reasons.length === 0 && !view.adminHidden && Boolean(view.propertyId);

  let row: ListingRow;
  if (!base) {
    const [inserted] = await tx
      .insert(listings)
      .values({ agentId: message.agentId, uniqueId: message.uniqueId, sourceId: context.sourceId, channel: fields.channel ?? "sale", ...merged, holdReasons: reasons, published })
      .returning();
    if (!inserted) throw new Error("listing insert returned no row");
    row = inserted;
    events.push({ type: "created", after: { status: row.status, kind: row.kind, priceText: row.priceText, rentWeekly: row.rentWeekly } });
  } else {
    const [updated] = await tx.update(listings).set({ ...merged, holdReasons: reasons, published }).where(eq(listings.id, base.id)).returning();
    if (!updated) throw new Error("listing update returned no row");
    row = updated;
    if (base.status !== row.status) events.push({ type: "status_changed", before: { status: base.status }, after: { status: row.status } });
    if (base.underOffer !== row.underOffer) events.push({ type: "under_offer", before: { underOffer: base.underOffer }, after: { underOffer: row.underOffer } });
    const priceBefore = Object.fromEntries(priceColumns.map((c) => [c, base[c]]));
    const priceAfter = Object.fromEntries(priceColumns.map((c) => [c, row[c]]));
    if (!sameValue(priceBefore, priceAfter)) events.push({ type: "price_changed", before: priceBefore, after: priceAfter });
    const skip = new Set<string>([...priceColumns, "status", "underOffer", "feedModTime", "lastFileId", "statusChangedAt", "updatedAt", "holdReasons", "published"]);
    const changed = (Object.keys(merged) as (keyof ListingRow)[]).filter((k) => !skip.has(k) && !sameValue(base[k], row[k]));
    if (changed.length > 0) {
      events.push({ type: "updated", before: Object.fromEntries(changed.map((k) => [k, base[k]])), after: Object.fromEntries(changed.map((k) => [k, row[k]])) });
    }
  }
  const heldBefore = base?.holdReasons ?? [];
  if (reasons.length > 0 && !sameValue(heldBefore, reasons)) events.push({ type: "held", before: { reasons: heldBefore }, after: { reasons } });
  if (published && !base?.published) events.push({ type: "published" });

  events.push(...(await mergeMedia(tx, row.id, message, context)));
  const agentChanges = await mergeAgents(tx, row.id, message);
  if (agentChanges && base) events.push({ type: "updated", after: { agents: agentChanges } });
  events.push(...(await mergeInspections(tx, row.id, message)));

  if (events.length > 0) {
    await tx.insert(listingEvents).values(events.map((e) => ({ listingId: row.id, type: e.type, before: e.before ?? null, after: e.after ?? null, fileId: context.fileId })));
  }
  return { applied: true, listingId: row.id, created: !base, warnings };
}

async function mergeMedia(tx: Tx, listingId: string, message: ListingMessage, context: MergeContext) {
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  for (const item of message.media) {
    const label = `${item.kind}:${item.slot}`;
    const [current] = await tx
      .select()
      .from(listingMedia)
      .where(and(eq(listingMedia.listingId, listingId), eq(listingMedia.kind, item.kind), eq(listingMedia.slot, item.slot)));
    if (item.remove) {
      if (current && !current.removedAt) {
        await tx.update(listingMedia).set({ removedAt: new Date() }).where(eq(listingMedia.id, current.id));
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
    };
    if (!current) {
      await tx.insert(listingMedia).values({ listingId, kind: item.kind, slot: item.slot, ...values });
      added.push(label);
      continue;
    }
    const sameSource = current.sourceUrl === item.url && current.sourceFile === item.file && current.inline === item.inline;
    const sameTime = (current.modTime?.getTime() ?? null) === (item.modTime?.getTime() ?? null);
    // A CRM sends every slot on every update: an unchanged one (same source, same modTime) changes nothing.
    if (sameSource && sameTime && !current.removedAt && !item.inline) continue;
    await tx
      .update(listingMedia)
      .set({ ...values, removedAt: null, imageId: sameSource && sameTime ? current.imageId : null })
      .where(eq(listingMedia.id, current.id));
    (current.removedAt ? added : changed).push(label);
  }
  if (added.length + changed.length + removed.length === 0) return [];
  return [{ type: "media_changed" as const, after: { added, changed, removed } }];
}

async function mergeAgents(tx: Tx, listingId: string, message: ListingMessage): Promise<string[] | null> {
  const changes: string[] = [];
  for (const agent of message.agents) {
    const [current] = await tx
      .select()
      .from(listingAgents)
      .where(and(eq(listingAgents.listingId, listingId), eq(listingAgents.position, agent.position)));
    if (agent.remove) {
      if (current && !current.removedAt) {
        await tx.update(listingAgents).set({ removedAt: new Date() }).where(eq(listingAgents.id, current.id));
        changes.push(`removed ${agent.position}`);
      }
      continue;
    }
    const [member] = agent.email
      ? await tx
          .select({ id: teamMembers.id })
          .from(teamMembers)
          .where(and(sql`lower(${teamMembers.email}) = ${agent.email}`, isNull(teamMembers.retiredAt)))
          .limit(1)
      : [];
    const values = { agencyId: agent.agencyId, name: agent.name, email: agent.email, phones: agent.phones, teamMemberId: member?.id ?? null, removedAt: null };
    if (!current) {
      await tx.insert(listingAgents).values({ listingId, position: agent.position, ...values });
      changes.push(`added ${agent.position}`);
    } else if (current.removedAt || current.name !== agent.name || current.email !== agent.email || !sameValue(current.phones, agent.phones) || current.agencyId !== agent.agencyId) {
      await tx.update(listingAgents).set(values).where(eq(listingAgents.id, current.id));
      changes.push(`changed ${agent.position}`);
    }
  }
  return changes.length > 0 ? changes : null;
}

async function mergeInspections(tx: Tx, listingId: string, message: ListingMessage) {
  if (!message.inspections) return [];
  const events: { type: ListingEventType; after: unknown }[] = [];
  const stored = await tx.select().from(listingInspections).where(eq(listingInspections.listingId, listingId));
  const wanted = new Map(message.inspections.map((i) => [i.kind === "open" ? i.startsAt.toISOString() : `by_appointment:${i.raw}`, i]));
  for (const row of stored) {
    if (!row.removedAt && !wanted.has(row.key)) {
      await tx.update(listingInspections).set({ removedAt: new Date() }).where(eq(listingInspections.id, row.id));
      events.push({ type: "inspection_removed", after: { raw: row.raw, startsAt: row.startsAt } });
    }
  }
  for (const [key, inspection] of wanted) {
    const row = stored.find((r) => r.key === key);
    if (row && !row.removedAt) continue;
    const values =
      inspection.kind === "open"
        ? { kind: "open" as const, startsAt: inspection.startsAt, endsAt: inspection.endsAt, raw: inspection.raw }
        : { kind: "by_appointment" as const, startsAt: null, endsAt: null, raw: inspection.raw };
    if (row) await tx.update(listingInspections).set({ ...values, removedAt: null }).where(eq(listingInspections.id, row.id));
    else await tx.insert(listingInspections).values({ listingId, key, ...values });
    events.push({ type: "inspection_added", after: { raw: inspection.raw, startsAt: values.startsAt } });
  }
  return events;
}
