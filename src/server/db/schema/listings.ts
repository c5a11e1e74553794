import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { teamMembers } from "./team";

/*
 * Listings part 1 (issue 29, docs/listings.md): the agency's stock as its CRM sends it in REAXML. A property is the
 * physical place; a listing is one sale or lease campaign on it (a relist is a new listing on the same property).
 * Nothing here is ever hard-deleted: a withdrawn listing keeps its row, a removed photo slot, agent or inspection
 * keeps its row with `removed_at` set.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

export const listingKinds = [
  "residential",
  "rental",
  "holidayRental",
  "land",
  "rural",
  "commercial",
  "commercialLand",
  "business",
] as const;
export type ListingKind = (typeof listingKinds)[number];
export const listingStatuses = ["current", "sold", "leased", "withdrawn", "offmarket", "deleted"] as const;
export type ListingStatus = (typeof listingStatuses)[number];
export const feedFileStatuses = ["received", "applied", "partially_applied", "failed", "quarantined"] as const;
export type FeedFileStatus = (typeof feedFileStatuses)[number];
export const listingEventTypes = [
  "created",
  "updated",
  "price_changed",
  "status_changed",
  "under_offer",
  "inspection_added",
  "inspection_removed",
  "media_changed",
  "published",
  "held",
  // Staff decisions on /admin/listings (the event's `actor` says who).
  "hold_approved",
  "hidden",
  "shown",
  "notes_changed",
] as const;
export type ListingEventType = (typeof listingEventTypes)[number];

/** One diagnostic of a feed file: what was wrong, how badly, in which listing ("agentID/uniqueID"), in words. */
export interface FeedDiagnostic {
  code: string;
  severity: "error" | "warning" | "info";
  listing: string | null;
  message: string;
}

/* ── Feed bookkeeping ─────────────────────────────────────────────────── */

/** Who may send files: a CRM (or its SFTP drop). The token is kept only as its SHA-256; `LISTINGS_FEED_TOKEN` declares one row. */
export const feedSources = pgTable(
  "feed_sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The CRM agent ids (`agentID`) this source may send listings for; empty: any. */
    allowedAgentIds: text("allowed_agent_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hex SHA-256 of the bearer token; null for a source that only drops files. */
    tokenHash: text("token_hash"),
    /** Declared by the environment (`LISTINGS_FEED_TOKEN`) rather than by an admin. */
    fromEnv: boolean("from_env").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    expectFileWithinHours: integer("expect_file_within_hours").notNull().default(24),
    lastFileAt: timestamp("last_file_at", { withTimezone: true }),
    /** When the principal was told this source had gone silent; an alert is due again only after a newer file. */
    silentAlertedAt: timestamp("silent_alerted_at", { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [uniqueIndex("feed_sources_name_key").on(t.name), uniqueIndex("feed_sources_token_hash_key").on(t.tokenHash)],
);

/** One file received from a source, with its credentials already removed, and what applying it did. */
export const feedFiles = pgTable(
  "feed_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => feedSources.id, { onDelete: "cascade" }),
    filename: text("filename"),
    /** SHA-256 of the bytes as received: the same file again is a no-op. */
    sha256: text("sha256").notNull(),
    bytes: integer("bytes").notNull(),
    contentType: text("content_type").notNull(),
    /** The REAXML text with the root's username and password removed (for a zip, its XML entry). Null when none could be read. */
    xml: text("xml"),
    status: text("status", { enum: feedFileStatuses }).notNull().default("received"),
    diagnostics: jsonb("diagnostics").$type<FeedDiagnostic[]>().notNull().default([]),
    listingCount: integer("listing_count").notNull().default(0),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** The worker applying it, and until when; an expired lease means that worker died. */
    claimedBy: text("claimed_by"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /** When the retention job dropped the file's body (`xml`, zip entries); the row, its SHA-256 and diagnostics stay. */
    bodyPrunedAt: timestamp("body_pruned_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("feed_files_source_sha256_key").on(t.sourceId, t.sha256), index("feed_files_status_idx").on(t.status, t.receivedAt)],
);

/** The other entries of a zipped file (images named by `file=`), kept for the photo worker. */
export const feedFileEntries = pgTable(
  "feed_file_entries",
  {
    fileId: uuid("file_id")
      .notNull()
      .references(() => feedFiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [uniqueIndex("feed_file_entries_key").on(t.fileId, t.name)],
);

/* ── Stock ────────────────────────────────────────────────────────────── */

/** The physical place, found again by its normalised address (`address_key`). */
export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    addressKey: text("address_key").notNull(),
    subNumber: text("sub_number"),
    lotNumber: text("lot_number"),
    streetNumber: text("street_number"),
    street: text("street"),
    suburb: text("suburb"),
    state: text("state"),
    postcode: text("postcode"),
    country: text("country"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    createdAt,
    updatedAt,
  },
  (t) => [uniqueIndex("properties_address_key").on(t.addressKey)],
);

/** One sale or lease campaign as the CRM sends it, identified by (agentID, uniqueID). */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: uuid("source_id").references(() => feedSources.id, { onDelete: "set null" }),
    agentId: text("agent_id").notNull(),
    uniqueId: text("unique_id").notNull(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    kind: text("kind", { enum: listingKinds }).notNull(),
    /** sale or lease, from the kind (commercial: its commercialListingType). */
    channel: text("channel", { enum: ["sale", "lease"] }).notNull(),
    status: text("status", { enum: listingStatuses }).notNull(),
    underOffer: boolean("under_offer").notNull().default(false),
    authority: text("authority"),
    category: text("category"),
    headline: text("headline"),
    /** Plain text: HTML from the feed is reduced to its words and line breaks. */
    description: text("description"),
    // The address as shown: denormalised from the property for search, with whether the street may be shown.
    suburb: text("suburb"),
    postcode: text("postcode"),
    state: text("state"),
    addressDisplay: boolean("address_display").notNull().default(true),
    bedrooms: integer("bedrooms"),
    isStudio: boolean("is_studio").notNull().default(false),
    bathrooms: integer("bathrooms"),
    ensuites: integer("ensuites"),
    toilets: integer("toilets"),
    garages: integer("garages"),
    carports: integer("carports"),
    openSpaces: integer("open_spaces"),
    livingAreas: integer("living_areas"),
    landAreaM2: doublePrecision("land_area_m2"),
    buildingAreaM2: doublePrecision("building_area_m2"),
    energyRating: doublePrecision("energy_rating"),
    /** The REAXML feature booleans that are true (airConditioning, pool, …). */
    features: jsonb("features").$type<string[]>().notNull().default([]),
    otherFeatures: text("other_features"),
    /** Private: the price the CRM gives for search. Never part of a public read (src/server/listings/public-listing.ts). */
    searchPrice: integer("search_price"),
    /** Whether the feed allows any price to be shown (`price@display`). */
    priceDisplay: boolean("price_display").notNull().default(true),
    /** The public price text (`priceView`), at most 50 characters. */
    priceText: text("price_text"),
    rentWeekly: integer("rent_weekly"),
    rentDisplay: boolean("rent_display").notNull().default(true),
    bond: integer("bond"),
    availableFrom: date("available_from"),
    auctionAt: timestamp("auction_at", { withTimezone: true }),
    soldAt: date("sold_at"),
    soldPrice: integer("sold_price"),
    /** yes | no | range: whether the sold price may be shown; absent means no (fail closed). */
    soldPriceDisplay: text("sold_price_display"),
    videoUrl: text("video_url"),
    externalLinks: jsonb("external_links").$type<string[]>().notNull().default([]),
    /** Commercial, rural and business details, and vendor `extraFields`, as sent. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    listedAt: timestamp("listed_at", { withTimezone: true }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** The `modTime` of the last message applied: older messages are skipped. */
    feedModTime: timestamp("feed_mod_time", { withTimezone: true }).notNull(),
    lastFileId: uuid("last_file_id").references(() => feedFiles.id, { onDelete: "set null" }),
    /** On the public site: current (or sold/leased), not held, not hidden. */
    published: boolean("published").notNull().default(false),
    /** Why the NSW gate holds it back (empty: not held). */
    holdReasons: jsonb("hold_reasons").$type<string[]>().notNull().default([]),
    adminHidden: boolean("admin_hidden").notNull().default(false),
    /**
     * The hold reasons a member of staff approved (docs/listings.md, "What the admin sees"): while the gate gives exactly
     * these reasons the listing is not held; a message whose text gives other reasons holds it again.
     */
    holdApprovedReasons: jsonb("hold_approved_reasons").$type<string[]>(),
    holdApprovedBy: text("hold_approved_by"),
    holdApprovedAt: timestamp("hold_approved_at", { withTimezone: true }),
    /** Material facts (Property and Stock Agents Regulation 2022, s 60) as staff note them: staff-only, never public. */
    materialFacts: text("material_facts"),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex("listings_identity_key").on(t.agentId, t.uniqueId),
    index("listings_status_kind_idx").on(t.status, t.kind),
    index("listings_suburb_idx").on(t.suburb, t.channel, t.status),
    index("listings_search_price_idx").on(t.channel, t.searchPrice),
    index("listings_property_idx").on(t.propertyId),
    // The public search (src/server/listings/search/): published stock by place, and newest first per tab.
    index("listings_search_place_idx")
      .on(sql`lower(${t.suburb})`, t.channel, t.status)
      .where(sql`${t.published} and not ${t.adminHidden}`),
    index("listings_search_postcode_idx")
      .on(t.postcode, t.channel, t.status)
      .where(sql`${t.published} and not ${t.adminHidden}`),
    index("listings_search_newest_idx")
      .on(t.channel, t.status, t.listedAt.desc())
      .where(sql`${t.published} and not ${t.adminHidden}`),
    // The sorts of the search, walked in order and stopped after a page instead of sorting every match: the prices a
    // visitor can read (for sale, rent, sold), the auctions, and the sold tab's newest sales.
    index("listings_search_price_shown_idx")
      .on(t.channel, t.status, t.searchPrice)
      .where(
        sql`${t.published} and not ${t.adminHidden} and ${t.priceDisplay} and ${t.priceText} is null and ${t.searchPrice} is not null`,
      ),
    index("listings_search_rent_shown_idx")
      .on(t.channel, t.status, t.rentWeekly)
      .where(sql`${t.published} and not ${t.adminHidden} and ${t.rentDisplay} and ${t.rentWeekly} is not null`),
    index("listings_search_sold_price_idx")
      .on(t.channel, t.status, t.soldPrice)
      .where(sql`${t.published} and not ${t.adminHidden} and ${t.soldPriceDisplay} = 'yes' and ${t.soldPrice} is not null`),
    index("listings_search_auction_idx")
      .on(t.channel, t.status, t.auctionAt)
      .where(sql`${t.published} and not ${t.adminHidden} and ${t.auctionAt} is not null`),
    index("listings_search_sold_idx")
      .on(t.channel, t.status, t.soldAt.desc())
      .where(sql`${t.published} and not ${t.adminHidden}`),
    // The places the published stock is in (search/locations.ts reads them a place at a time, skipping through it).
    index("listings_search_locations_idx")
      .on(t.suburb, t.postcode)
      .where(sql`${t.published} and not ${t.adminHidden} and ${t.suburb} is not null and ${t.postcode} is not null`),
  ],
);

export const listingImageStatuses = ["pending", "stored", "failed"] as const;
export type ListingImageStatus = (typeof listingImageStatuses)[number];

/**
 * A photo, floor plan or document slot. For photos and floor plans the photo worker (src/server/listings/photo-worker.ts)
 * fills `image_id` once the image is stored: `image_status` pending → stored, or failed after its retries. While a
 * changed image is pending, the slot keeps showing the image it had.
 */
export const listingMedia = pgTable(
  "listing_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["photo", "floorplan", "document"] }).notNull(),
    /** m, a–z for photos; 1–2 floor plans; 1–10 documents. */
    slot: text("slot").notNull(),
    sourceUrl: text("source_url"),
    /** A `file=` name inside the zip the listing came in. */
    sourceFile: text("source_file"),
    /** The image came inline (base64) in the file `source_file_id`. */
    inline: boolean("inline").notNull().default(false),
    sourceFileId: uuid("source_file_id").references(() => feedFiles.id, { onDelete: "set null" }),
    format: text("format"),
    modTime: timestamp("mod_time", { withTimezone: true }),
    imageId: text("image_id"),
    /** Null for documents (not images). */
    imageStatus: text("image_status", { enum: listingImageStatuses }),
    imageAttempts: integer("image_attempts").notNull().default(0),
    /** A pending image is not tried before this (the backoff after a failure). */
    imageNextAttemptAt: timestamp("image_next_attempt_at", { withTimezone: true }),
    /** Why the last attempt failed, for the admin. */
    imageError: text("image_error"),
    imageClaimedBy: text("image_claimed_by"),
    imageLeaseUntil: timestamp("image_lease_until", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex("listing_media_slot_key").on(t.listingId, t.kind, t.slot),
    index("listing_media_image_work_idx").on(t.imageStatus, t.imageNextAttemptAt),
  ],
);

/** An open inspection (start and end in Sydney time) or, for what is not in REAXML's one form, "by appointment". */
export const listingInspections = pgTable(
  "listing_inspections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["open", "by_appointment"] }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** The text as sent. */
    raw: text("raw").notNull(),
    /** Identity within the listing: the start's ISO time, or the text for by-appointment. */
    key: text("key").notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex("listing_inspections_key").on(t.listingId, t.key), index("listing_inspections_starts_idx").on(t.startsAt)],
);

/** An agent named on a listing (`listingAgent id=1..4`), matched to a team member by e-mail where possible. */
export const listingAgents = pgTable(
  "listing_agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** A conjunctional agency's code. */
    agencyId: text("agency_id"),
    name: text("name"),
    email: text("email"),
    phones: jsonb("phones").$type<{ type: string; number: string }[]>().notNull().default([]),
    teamMemberId: uuid("team_member_id").references(() => teamMembers.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [uniqueIndex("listing_agents_position_key").on(t.listingId, t.position)],
);

/** Every change to a listing, when, and from which file: "when did the advertisement change" (s 73(3)). */
export const listingEvents = pgTable(
  "listing_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    type: text("type", { enum: listingEventTypes }).notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    fileId: uuid("file_id").references(() => feedFiles.id, { onDelete: "set null" }),
    /** The member of staff (their e-mail) behind a staff decision; null for what a feed file did. */
    actor: text("actor"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_events_listing_idx").on(t.listingId, t.at), index("listing_events_type_idx").on(t.type, t.at)],
);
