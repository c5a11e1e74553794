import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { validate } from "@/lib/validation/first-error";
import { teamMemberSchema } from "@/lib/validation/team-member";
import type { Db } from "@/server/db/connect";
import { blogPosts, events, rateLimits, siteContent, teamMembers, uploads, user } from "@/server/db/schema";
import { testDatabases } from "../support/databases";

/*
 * Uploads per person and their clean-up (security audit, findings 6 and 7): each account's rate (429) and quota (413)
 * on every route that stores an image, nothing stored when refused; uploads nothing uses deleted after the grace period
 * by the background job, and never one that a post, profile, account, site content or event uses; a team portrait only
 * from our own storage.
 */

const current = vi.hoisted(() => ({ db: undefined as Db | undefined, userId: "uploader-1", env: {} as Record<string, unknown> }));
vi.mock("@/server/db", () => ({ getDb: async () => current.db! }));
vi.mock("@/server/auth/roles", () => ({
  requirePermission: async () => ({ ok: true, userId: current.userId, email: `${current.userId}@ironbark.example`, role: "admin" }),
  adminDeniedResponse: (check: { status: number; message: string }) => Response.json({ error: check.message }, { status: check.status }),
}));
vi.mock("@/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/env")>();
  return { ...actual, env: Object.assign(current.env, actual.env) };
});

const uploadsRoute = await import("@/app/api/admin/uploads/route");
const portraitFormRoute = await import("@/app/api/admin/team/[id]/portrait/route");
// Next's page cache is not there outside a server; the portrait form's route asks it to refresh the admin's pages.
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
const { uploadCleanupJob } = await import("@/server/uploads/cleanup-job");
const { newUploadName } = await import("@/server/uploads/names");
const { addTeamMember, teamMessages, updateTeamMember } = await import("@/server/team/admin-team");

const origin = "http://localhost:3000";
const HOUR = 3_600_000;
let dataDir: string;
const uploadsDir = () => path.join(dataDir, "uploads");

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(uploadsDir())).filter((name) => !name.startsWith(".")).sort();
  } catch {
    return [];
  }
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 164, g: 85, b: 46 } } })
    .png()
    .toBuffer();

async function post(route: "uploads" | "portrait"): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await png())], { type: "image/png" }), "photo.png");
  const url = route === "uploads" ? "/api/admin/uploads" : "/api/admin/uploads?kind=portrait";
  const request = new Request(`${origin}${url}`, { method: "POST", body: form, headers: { origin, host: "localhost:3000" } });
  return uploadsRoute.POST(request, { params: Promise.resolve({}) });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ironbark-upload-limits-"));
  current.env.DATA_DIR = dataDir;
  current.env.UPLOAD_RATE_LIMIT_MAX = 3;
  current.env.UPLOAD_RATE_LIMIT_WINDOW_SECONDS = 600;
  current.env.UPLOAD_QUOTA_MB = 1;
  current.env.UPLOAD_CLEANUP_GRACE_HOURS = 24;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.each(testDatabases)("upload limits and clean-up on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
  });
  afterAll(() => handle.dispose());
  beforeEach(async () => {
    await handle.db.delete(uploads);
    await handle.db.delete(rateLimits);
    await handle.db.delete(blogPosts);
    await rm(uploadsDir(), { recursive: true, force: true });
  });

  it.each(["uploads", "portrait"] as const)(
    "refuses the upload past a person's rate with 429 and stores nothing (%s route)",
    async (route) => {
      current.userId = `rate-${route}`;
      for (let n = 0; n < 3; n += 1) expect((await post(route)).status).toBe(201);
      const refused = await post(route);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        error: "Too many uploads",
        message: "You can upload 3 images every 10 minutes. Please try again in 10 minutes.",
      });
      expect(await storedFiles()).toHaveLength(3);
      const rows = await handle.db.select().from(uploads).where(eq(uploads.userId, current.userId));
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.bytes > 0)).toBe(true);

      // Another person has their own allowance.
      current.userId = `rate-${route}-colleague`;
      expect((await post(route)).status).toBe(201);
    },
  );

  it.each(["uploads", "portrait"] as const)(
    "refuses the upload past a person's quota with 413 and stores nothing (%s route)",
    async (route) => {
      current.userId = `quota-${route}`;
      await handle.db.insert(uploads).values({ name: newUploadName("png"), userId: current.userId, bytes: 1024 * 1024 - 10 });
      const refused = await post(route);
      expect(refused.status).toBe(413);
      const body = (await refused.json()) as { error: string; message: string };
      expect(body.error).toBe("Upload quota reached");
      expect(body.message).toMatch(
        /^Your images take 1 MB of the 1 MB each person may store\. Images that no post, profile or page uses are deleted after 24 hours/,
      );
      expect(await storedFiles()).toEqual([]);
    },
  );

  it("deletes an unused upload after the grace period, and keeps every upload something uses, a young one and an unrecorded file", async () => {
    const now = new Date("2026-11-26T00:00:00.000Z");
    const old = new Date(now.getTime() - 25 * HOUR);
    const names = {
      postContent: newUploadName("png"),
      featured: newUploadName("jpg"),
      portrait: newUploadName("webp"),
      siteContent: newUploadName("png"),
      account: newUploadName("png"),
      event: newUploadName("png"),
      unused: newUploadName("png"),
      unusedS3: newUploadName("webp"),
      young: newUploadName("png"),
      unrecorded: newUploadName("png"),
    };
    await rm(uploadsDir(), { recursive: true, force: true });
    await import("node:fs/promises").then(({ mkdir }) => mkdir(uploadsDir(), { recursive: true }));
    for (const name of Object.values(names)) await writeFile(path.join(uploadsDir(), name), "x");
    for (const [key, name] of Object.entries(names)) {
      if (key === "unrecorded") continue;
      await handle.db
        .insert(uploads)
        .values({ name, userId: "someone", bytes: 1, createdAt: key === "young" ? new Date(now.getTime() - HOUR) : old });
    }

    await handle.db.insert(blogPosts).values({
      slug: "uses-images",
      title: "Uses images",
      excerpt: "x",
      content: `<p>Look:</p><img src="/uploads/${names.postContent}" alt="x">`,
      featuredImage: `https://cdn.ironbark.example/${names.featured}`,
      category: "x",
      authorName: "x",
      authorRole: "x",
      readTime: "1 min",
      isPublished: false,
    });
    const [member] = await handle.db.select({ id: teamMembers.id }).from(teamMembers).limit(1);
    await handle.db
      .update(teamMembers)
      .set({ portrait: `/uploads/${names.portrait}` })
      .where(eq(teamMembers.id, member!.id));
    await handle.db.insert(siteContent).values({ key: "upload-test", value: { picture: `/uploads/${names.siteContent}` } });
    await handle.db
      .insert(user)
      .values({ id: "user-with-picture", name: "P", email: "p@example.com", emailVerified: true, image: `/uploads/${names.account}` });
    await handle.db.insert(events).values({
      suburb: "Gregory Hills",
      title: "Markets",
      date: "2026-12-05",
      time: "5 pm",
      location: "Town centre",
      description: `Poster: /uploads/${names.event}`,
      category: "market",
    });

    // Twice: the second round finds nothing new to delete and leaves what is in use alone.
    for (let round = 0; round < 2; round += 1) await uploadCleanupJob({ now: () => now }).runOnce(new AbortController().signal);

    const kept = Object.entries(names)
      .filter(([key]) => !["unused", "unusedS3"].includes(key))
      .map(([, name]) => name)
      .sort();
    expect(await storedFiles()).toEqual(kept);
    const rows = (await handle.db.select({ name: uploads.name }).from(uploads)).map((row) => row.name).sort();
    expect(rows).toEqual(kept.filter((name) => name !== names.unrecorded));

    // Once the post no longer uses its picture, it goes too (a day later, after the recheck interval).
    await handle.db.update(blogPosts).set({ content: "<p>No picture now.</p>" }).where(eq(blogPosts.slug, "uses-images"));
    await uploadCleanupJob({ now: () => new Date(now.getTime() + 2 * HOUR) }).runOnce(new AbortController().signal);
    expect(await storedFiles()).not.toContain(names.postContent);
    expect(await storedFiles()).toContain(names.featured);

    await handle.db.delete(siteContent).where(eq(siteContent.key, "upload-test"));
    await handle.db.delete(user).where(eq(user.id, "user-with-picture"));
    await handle.db.update(teamMembers).set({ portrait: null }).where(eq(teamMembers.id, member!.id));
  });

  it("holds the edit page's portrait form (without JavaScript) to the same rate: past it, back to the page saying so, nothing stored or changed", async () => {
    current.userId = "rate-portrait-form";
    const parsed = validate(teamMemberSchema, {
      name: "Form Portrait Tester",
      role: "Sales Executive",
      email: "form-portrait@ironbark.example",
      phone: "0491 570 161",
      summary: "Sells homes.",
      bio: "A paragraph.",
      specialties: "",
      portrait: "",
      bookingUrl: "",
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const { id } = await addTeamMember(handle.db, { scope: "all", userId: current.userId }, parsed.data);
    const send = async () => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await png())], { type: "image/png" }), "photo.png");
      const request = new Request(`${origin}/api/admin/team/${id}/portrait`, {
        method: "POST",
        body: form,
        headers: { origin, host: "localhost:3000" },
      });
      const response = await portraitFormRoute.POST(request, { params: Promise.resolve({ id }) });
      expect(response.status).toBe(303);
      return response.headers.get("location");
    };
    const portrait = async () =>
      (await handle.db.select({ portrait: teamMembers.portrait }).from(teamMembers).where(eq(teamMembers.id, id)))[0]!.portrait;

    for (let n = 0; n < 3; n += 1) expect(await send()).toBe(`/admin/team/${id}?portrait=uploaded`);
    const third = await portrait();
    expect(third).toMatch(/^\/uploads\//);
    expect(await send()).toBe(`/admin/team/${id}?portrait=over-allowance`);
    expect(await storedFiles()).toHaveLength(3);
    expect(await portrait()).toBe(third);
    await handle.db.delete(teamMembers).where(eq(teamMembers.id, id));
  });

  it("accepts a portrait only from our own storage, not from any https host", async () => {
    const editor = { scope: "all" as const, userId: "editor-1" };
    const member = (portrait: string) => {
      const parsed = validate(teamMemberSchema, {
        name: "Portrait Tester",
        role: "Sales Executive",
        email: "portrait@ironbark.example",
        phone: "0491 570 160",
        summary: "Sells homes.",
        bio: "A paragraph.",
        specialties: "",
        portrait,
        bookingUrl: "",
      });
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.data;
    };
    const name = newUploadName("webp");
    await expect(addTeamMember(handle.db, editor, member(`https://tracker.evil.example/${name}`))).rejects.toThrow(
      teamMessages.portraitNotOurs,
    );
    expect(await handle.db.select().from(teamMembers).where(eq(teamMembers.email, "portrait@ironbark.example"))).toEqual([]);

    const { id } = await addTeamMember(handle.db, editor, member(`/uploads/${name}`));
    await expect(updateTeamMember(handle.db, editor, id, member(`https://cdn.elsewhere.example/uploads/${name}`))).rejects.toThrow(
      teamMessages.portraitNotOurs,
    );
    const [row] = await handle.db.select({ portrait: teamMembers.portrait }).from(teamMembers).where(eq(teamMembers.id, id));
    expect(row!.portrait).toBe(`/uploads/${name}`);
    await handle.db.delete(teamMembers).where(eq(teamMembers.id, id));
  });
});
