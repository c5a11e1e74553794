import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/* ── Listing photos (src/server/listings/media/) ─────────────────────── */

/** One web-ready size of a listing image, as stored in the uploads storage. */
export interface ListingImageVariant {
  format: "avif" | "webp";
  width: number;
  height: number;
  /** The upload name (src/server/uploads/names.ts) and its public URL. */
  name: string;
  url: string;
  bytes: number;
}

/**
 * Every listing image ever stored, once per content: `content_hash` is the SHA-256 of the bytes as received, so the
 * same photo arriving again (in another file, from another URL) reuses this row and its stored sizes. A row is
 * `processing` while one process makes its sizes (others wait for it), then `stored`.
 */
export const listingImages = pgTable("listing_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  contentHash: text("content_hash").notNull().unique(),
  status: text("status", { enum: ["processing", "stored"] })
    .notNull()
    .default("processing"),
  /** When a `processing` claim was taken: a claim older than the media module's lease is taken over. */
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  /** The received format, sniffed from the bytes. */
  sourceFormat: text("source_format"),
  sourceBytes: integer("source_bytes"),
  width: integer("width"),
  height: integer("height"),
  /** A tiny blurred WebP as a data: URL, shown while the photo loads. */
  placeholder: text("placeholder"),
  variants: jsonb("variants").$type<ListingImageVariant[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  storedAt: timestamp("stored_at", { withTimezone: true }),
});

/**
 * What a feed's image slot last delivered: a caller's key for where an image comes from (e.g. its URL, or
 * agent/listing/slot) with the feed's `modTime` for it. The same key with the same modTime is not fetched again; a
 * different modTime is.
 */
export const listingImageSources = pgTable(
  "listing_image_sources",
  {
    sourceKey: text("source_key").primaryKey(),
    modTime: timestamp("mod_time", { withTimezone: true }).notNull(),
    imageId: uuid("image_id")
      .notNull()
      .references(() => listingImages.id),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("listing_image_sources_image_idx").on(table.imageId)],
);
