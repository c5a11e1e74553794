import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptUntilChanged } from "@/server/db/kept-until-changed";
import { contentVersionsAnnounced, type Db } from "@/server/db/connect";
import { searchLocations } from "@/server/listings/search/locations";
import { siteDocumentNow } from "@/server/site-content/current";
import { saveSiteDocument } from "@/server/site-content/store";
import { testDatabases } from "../support/databases";
import { addFeedSource, importSyntheticListings } from "./support/listings";

describe.each(testDatabases)("a read kept until its content changes, on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  beforeAll(async () => {
    database = await target.create();
    db = database.db;
  });
  afterAll(() => database.dispose());

  /** A read that counts how often it ran, kept until the listings change. */
  function countedRead() {
    let reads = 0;
    const read = keptUntilChanged("listings", async () => ++reads);
    return { read: () => read(db), reads: () => reads };
  }

  it("announces the embedded database's changes, so checking costs no query there; PostgreSQL's are read", () => {
    expect(contentVersionsAnnounced(db) !== undefined).toBe(target.name === "pglite");
  });

  it("is read once while nothing changes, and again after any write to one of its scope's tables", async () => {
    const { read } = countedRead();
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    // The triggers fire for each statement, whether or not it changes a row.
    await db.execute(sql`update listings set updated_at = updated_at where false`);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it("is not read again when another scope's content changes", async () => {
    const { read, reads } = countedRead();
    await read();
    await db.execute(sql`update site_content set updated_at = updated_at where false`);
    await read();
    expect(reads()).toBe(1);
  });

  it("keeps no failed read: the next call reads again", async () => {
    let calls = 0;
    const read = keptUntilChanged("listings", async () => {
      calls += 1;
      if (calls === 1) throw new Error("the database is down");
      return calls;
    });
    await expect(read(db)).rejects.toThrow("the database is down");
    expect(await read(db)).toBe(2);
    expect(await read(db)).toBe(2);
  });

  it("the places a search offers include a suburb imported a moment before (their read is kept this way)", async () => {
    const before = await searchLocations(db);
    expect(before.some((place) => place.name === "Narellan")).toBe(false);
    const source = await addFeedSource(db, "Kept places", "kept-places-token-0123456789abcdef");
    await importSyntheticListings(db, source, [{ uniqueId: "NA-1", suburb: "Narellan", postcode: "2567", price: 900_000 }]);
    expect((await searchLocations(db)).map((place) => `${place.name} ${place.postcode}`)).toContain("Narellan 2567");
  });

  it("a site document (kept this way too) reads as saved at once, and is frozen, since every request shares it", async () => {
    const agency = await siteDocumentNow("agency", db);
    expect(Object.isFrozen(agency)).toBe(true);
    const phone = agency.phone === "(02) 4600 0000" ? "(02) 4600 0001" : "(02) 4600 0000";
    expect((await saveSiteDocument(db, "agency", { ...agency, phone }, "user-editor")).ok).toBe(true);
    expect((await siteDocumentNow("agency", db)).phone).toBe(phone);
  });
});
