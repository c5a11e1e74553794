import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Browsers that signed in to an account before (SECURITY.md, "Sessions and accounts"): the SHA-256 of the random token
 * in their signed, httpOnly device cookie, per account address (lower-cased, as the sign-in throttle keys it). While
 * an account is locked, a browser listed here for it may still try its password, within its own failure limit.
 */
export const signInDevices = pgTable(
  "sign_in_devices",
  {
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.email] }), index("sign_in_devices_email_idx").on(t.email)],
);
