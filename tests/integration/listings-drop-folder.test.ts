import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedFiles, listings } from "@/server/db/schema";
import { collectDropFolder } from "@/server/listings/drop-folder";
import { testDatabases } from "../support/databases";

const fixtures = path.join(import.meta.dirname, "../fixtures/reaxml");

describe.each(testDatabases)("the listings drop folder on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let root: string;
  beforeAll(async () => {
    database = await target.create();
    root = mkdtempSync(path.join(os.tmpdir(), "ironbark-drop-"));
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it("applies each settled file once across two instances, and moves it to archive/ or failed/ beside the folder", async () => {
    const incoming = path.join(root, "incoming");
    mkdirSync(incoming);
    const old = new Date(Date.now() - 60_000);
    for (const [name, source] of [
      ["IRBGRH_20261120.xml", "kinds/residential.xml"],
      ["IRBGRH_20261121.XML", "kinds/rental.xml"],
      ["broken.xml", "robustness/malformed.xml"],
    ] as const) {
      writeFileSync(path.join(incoming, name), readFileSync(path.join(fixtures, source)));
      utimesSync(path.join(incoming, name), old, old);
    }
    // Still being written: left for a later look. Not REAXML by name: never touched.
    writeFileSync(path.join(incoming, "uploading.xml"), "<propertyList>");
    writeFileSync(path.join(incoming, "notes.txt"), "hello");

    const taken = await Promise.all([
      collectDropFolder(database.db, incoming, "instance-a"),
      collectDropFolder(database.db, incoming, "instance-b"),
    ]);
    expect(taken[0] + taken[1]).toBe(3);

    expect((await database.db.select().from(feedFiles)).map((f) => f.status).sort()).toEqual(["applied", "applied", "failed"]);
    expect(await database.db.select().from(listings)).toHaveLength(2);
    const [file] = await database.db.select().from(feedFiles).where(eq(feedFiles.filename, "IRBGRH_20261120.xml"));
    expect(file?.xml).not.toMatch(/S3cret-ftp-pass/);

    expect(readdirSync(incoming).sort()).toEqual(["notes.txt", "uploading.xml"]);
    expect(
      readdirSync(path.join(root, "archive"))
        .map((n) => n.replace(/^[^_]+_/, ""))
        .sort(),
    ).toEqual(["IRBGRH_20261120.xml", "IRBGRH_20261121.XML"]);
    expect(readdirSync(path.join(root, "failed")).map((n) => n.replace(/^[^_]+_/, ""))).toEqual(["broken.xml"]);
  });
});
