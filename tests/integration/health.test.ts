import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// The server's own database (src/server/db), on an embedded folder of this test's own (read when the environment
// is parsed), so the health check is seen while that database opens.
const dataDir = vi.hoisted(() => {
  const dir = `/tmp/ironbark-health-${process.pid}`;
  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = "";
  process.env.SEED_ON_START = "false";
  return dir;
});

const { GET } = await import("@/app/api/health/route");
const { getDatabaseHandle } = await import("@/server/db");

afterAll(async () => {
  await (await getDatabaseHandle()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("GET /api/health", () => {
  it("answers 503 (JSON, no-store) at once while the database is still opening, then 200 once it answers", async () => {
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
    const opening = await GET(new Request("http://localhost/api/health"));
    expect(opening.status).toBe(503);
    expect(opening.headers.get("cache-control")).toBe("no-store");
    expect(await opening.json()).toEqual({ status: "error", database: "starting" });

    // The probe started the opening; once done, the check passes.
    await getDatabaseHandle();
    const up = await GET(new Request("http://localhost/api/health"));
    expect(up.status).toBe(200);
    expect(up.headers.get("cache-control")).toBe("no-store");
    expect(await up.json()).toMatchObject({ status: "ok", database: "up" });
  });
});
