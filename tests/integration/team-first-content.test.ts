import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { team as firstTeam } from "@/content/team";

// A start with SEED_ON_START=false, as in production: no demo posts, but the agency's own team.
const dataDir = await mkdtemp(path.join(tmpdir(), "ironbark-team-"));
vi.mock("@/env", async (original) => {
  const actual = await original<typeof import("@/env")>();
  return { env: { ...actual.env, DATA_DIR: dataDir, DATABASE_URL: undefined, SEED_ON_START: false } };
});

const { getDatabaseHandle } = await import("@/server/db");
const { listActiveTeam } = await import("@/server/team/team-members");
const { blogPosts } = await import("@/server/db/schema");

describe("the team at the first start", () => {
  afterAll(async () => {
    await (await getDatabaseHandle()).close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is written from src/content/team.ts even when the demo content is not", async () => {
    const { db } = await getDatabaseHandle();
    expect((await listActiveTeam(db)).map((member) => member.slug)).toEqual(firstTeam.map((member) => member.slug));
    expect(await db.select().from(blogPosts)).toEqual([]);
  });
});
