/**
 * The database schema, one file per feature. Drizzle (drizzle.config.ts) and the app read it through this index, so
 * `@/server/db/schema` names every table.
 */
export * from "./auth";
export * from "./staff";
export * from "./sign-in";
export * from "./sign-in-devices";
export * from "./team";
export * from "./blog";
export * from "./leads";
export * from "./outbox";
export * from "./events";
export * from "./crawl";
export * from "./rate-limits";
export * from "./site-content";
export * from "./database";
export * from "./uploads";
export * from "./listings";
export * from "./listing-images";
export * from "./alerts";
