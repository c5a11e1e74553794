import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { team as firstTeam } from "@/content/team";
import { teamMemberSchema } from "@/lib/validation/team-member";
import { validate } from "@/lib/validation/first-error";
import type { Db } from "@/server/db/connect";
import { readContentVersion } from "@/server/db/content-version";
import { setupSteps, teamMembers, teamSlugRedirects, user } from "@/server/db/schema";
import {
  addTeamMember,
  listAdminTeam,
  moveTeamMember,
  retireTeamMember,
  slugTakenMessage,
  teamMessages,
  updateTeamMember,
} from "@/server/team/admin-team";
import { writeFirstTeamOnce } from "@/server/db/first-team";
import { storePortrait } from "@/server/team/portrait";
import type { TeamEditor } from "@/server/team/team-access";
import { listActiveTeam, resolveTeamSlug } from "@/server/team/team-members";
import type { UploadStorage } from "@/server/uploads/upload-storage";
import { testDatabases } from "../support/databases";

const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));
vi.mock("next/server", () => ({ connection: async () => {} }));
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Error(`307 ${url}`);
  },
  permanentRedirect: (url: string) => {
    throw new Error(`308 ${url}`);
  },
}));
const { sitemapEntries } = await import("@/server/seo/sitemap");
const { generateMetadata: profileMetadata } = await import("@/app/(site)/team/[slug]/page");
const { contentPages } = await import("@/server/content-pages/content-pages");

const editorAll: TeamEditor = { scope: "all", userId: "editor-1" };

const fields = (overrides: Record<string, unknown> = {}) => {
  const parsed = validate(teamMemberSchema, {
    name: "Renée Okafor",
    role: "Sales Executive",
    email: "renee@ironbark.example",
    phone: "0491 570 160",
    summary: "Sells family homes in Leppington.",
    bio: "First paragraph.\n\nSecond paragraph.",
    specialties: "Leppington\nFirst-home buyers",
    portrait: "",
    bookingUrl: "https://calendly.com/ironbark-example/renee",
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.data;
};

function invalid(overrides: Record<string, unknown>): string {
  const parsed = validate(teamMemberSchema, {
    ...fields(),
    bio: "A paragraph.",
    specialties: "",
    portrait: "",
    bookingUrl: "",
    ...overrides,
  });
  return parsed.ok ? "valid" : parsed.message;
}

describe("team member validation", () => {
  it("keeps the spec's limits with clear messages", () => {
    expect(invalid({ name: "" })).toBe("Name is required");
    expect(invalid({ name: "x".repeat(101) })).toBe("Name must be less than 100 characters");
    expect(invalid({ name: "Ann/Other" })).toBe("Name may only contain letters, spaces, hyphens, apostrophes and full stops");
    expect(invalid({ email: "nope" })).toBe("Invalid email address");
    expect(invalid({ phone: "12345" })).toBe("Invalid Australian phone number");
    expect(invalid({ role: "" })).toBe("Role is required");
    expect(invalid({ summary: "x".repeat(201) })).toBe("Summary must be less than 200 characters");
    expect(invalid({ bio: "" })).toBe("Bio is required");
    expect(invalid({ bookingUrl: "http://calendly.com/x" })).toBe("Booking link must be a web address starting with https://");
    expect(invalid({ bookingUrl: "javascript:alert(1)" })).toBe("Booking link must be a web address starting with https://");
    expect(invalid({ portrait: "https://elsewhere.example/me.jpg" })).toBe("Portrait must be an uploaded image");
    expect(invalid({ portrait: `https://cdn.ironbark.example/uploads/${"a".repeat(32)}-1767225600000.webp` })).toBe("valid");
    expect(invalid({ portrait: `/uploads/${"a".repeat(32)}-1767225600000.webp` })).toBe("valid");
    expect(invalid({ portrait: "/art/team/daniel-whitford.svg" })).toBe("valid");
    expect(invalid({ specialties: Array.from({ length: 9 }, (_, i) => `S${i}`).join("\n") })).toBe("List at most 8 specialties");
    expect(invalid({})).toBe("valid");
  });

  it("splits the bio at blank lines and the specialties at line ends", () => {
    expect(fields()).toMatchObject({
      bio: ["First paragraph.", "Second paragraph."],
      specialties: ["Leppington", "First-home buyers"],
      portrait: null,
    });
  });
});

describe.each(testDatabases)("the team on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });
  beforeEach(async () => {
    await db.delete(teamMembers);
    await db.delete(setupSteps).where(eq(setupSteps.name, "team-members"));
    await writeFirstTeamOnce(db);
  });

  const slugs = async () => (await listActiveTeam(db)).map((member) => member.slug);

  it("writes today's team file as the first content, once", async () => {
    expect(await slugs()).toEqual(firstTeam.map((member) => member.slug));
    const daniel = await resolveTeamSlug(db, "daniel-whitford");
    expect(daniel).toMatchObject({
      kind: "member",
      member: { name: "Daniel Whitford", phone: { display: "0491 570 006", e164: "+61491570006" } },
    });
    // A member an admin removed does not come back at the next start.
    await db.delete(teamMembers).where(eq(teamMembers.slug, "grace-donnelly"));
    expect(await writeFirstTeamOnce(db)).toEqual({ written: 0 });
    expect(await slugs()).not.toContain("grace-donnelly");
  });

  it("adds a member at the end of the team page, in the sitemap and the content pages, and raises the site version", async () => {
    const before = await readContentVersion(db, "site");
    const { slug } = await addTeamMember(db, editorAll, fields());
    expect(slug).toBe("renée-okafor");
    expect((await slugs()).at(-1)).toBe(slug);
    expect(await readContentVersion(db, "site")).toBeGreaterThan(before);
    expect(await resolveTeamSlug(db, slug)).toMatchObject({
      kind: "member",
      member: { role: "Sales Executive", calendlyUrl: "https://calendly.com/ironbark-example/renee", image: "/art/team/placeholder.svg" },
    });
    expect((await sitemapEntries(db)).map((entry) => entry.url)).toContain(`http://localhost:3000/team/${encodeURIComponent(slug)}`);
    const pages = (await contentPages(db)).pages.map((page) => page.path);
    expect(pages).toContain("/team");
    expect(pages).toContain(`/team/${encodeURIComponent(slug)}`);
  });

  it("refuses a second member whose name gives the same address", async () => {
    await expect(addTeamMember(db, editorAll, fields({ name: "Daniel  WHITFORD" }))).rejects.toThrow(slugTakenMessage("daniel-whitford"));
  });

  it("renaming keeps the old address as a permanent redirect, through later renames too", async () => {
    const { id } = await addTeamMember(db, editorAll, fields({ name: "Sam Lee" }));
    await updateTeamMember(db, editorAll, id, fields({ name: "Samantha Lee" }));
    expect(await resolveTeamSlug(db, "sam-lee")).toEqual({ kind: "moved", slug: "samantha-lee" });
    await updateTeamMember(db, editorAll, id, fields({ name: "Samantha Lee-Park" }));
    expect(await resolveTeamSlug(db, "sam-lee")).toEqual({ kind: "moved", slug: "samantha-lee-park" });
    expect(await resolveTeamSlug(db, "samantha-lee")).toEqual({ kind: "moved", slug: "samantha-lee-park" });
    expect(await resolveTeamSlug(db, "samantha-lee-park")).toMatchObject({ kind: "member" });
    // A new member may take a former address: it is theirs from then on.
    await addTeamMember(db, editorAll, fields({ name: "Sam Lee", email: "sam2@ironbark.example" }));
    expect(await resolveTeamSlug(db, "sam-lee")).toMatchObject({ kind: "member", member: { name: "Sam Lee" } });
    expect(await db.select().from(teamSlugRedirects).where(eq(teamSlugRedirects.oldSlug, "sam-lee"))).toEqual([]);
  });

  it("retiring takes the member off the page, the sitemap and the content pages; their addresses go to /team", async () => {
    const { id } = await addTeamMember(db, editorAll, fields({ name: "Kim Tran" }));
    await updateTeamMember(db, editorAll, id, fields({ name: "Kimberly Tran" }));
    await retireTeamMember(db, editorAll, id);
    expect(await slugs()).not.toContain("kimberly-tran");
    expect(await resolveTeamSlug(db, "kimberly-tran")).toEqual({ kind: "retired" });
    expect(await resolveTeamSlug(db, "kim-tran")).toEqual({ kind: "retired" });
    expect(await resolveTeamSlug(db, "nobody-here")).toEqual({ kind: "unknown" });
    expect((await sitemapEntries(db)).map((entry) => entry.url)).not.toContain("http://localhost:3000/team/kimberly-tran");
    expect((await contentPages(db)).pages.map((page) => page.path)).not.toContain("/team/kimberly-tran");
    // Still in the admin, last, to bring back.
    expect((await listAdminTeam(db, editorAll)).at(-1)).toMatchObject({ id, retiredAt: expect.any(Date) });
  });

  it("answers a profile address with the member, a 308 to a renamed member's new address, or a 307 to /team", async () => {
    const profile = (slug: string) => profileMetadata({ params: Promise.resolve({ slug }) });
    const { id } = await addTeamMember(db, editorAll, fields({ name: "Jo Bell" }));
    expect(await profile("jo-bell")).toMatchObject({
      title: "Jo Bell, Sales Executive",
      alternates: { canonical: expect.stringContaining("/team/jo-bell") },
    });
    await updateTeamMember(db, editorAll, id, fields({ name: "Joanna Bell" }));
    await expect(profile("jo-bell")).rejects.toThrow("308 /team/joanna-bell");
    await retireTeamMember(db, editorAll, id);
    await expect(profile("joanna-bell")).rejects.toThrow("307 /team");
    await expect(profile("jo-bell")).rejects.toThrow("307 /team");
    await expect(profile("nobody-here")).rejects.toThrow("307 /team");
    await expect(profile("%E0%A4%A")).rejects.toThrow("307 /team");
  });

  it("moves a member up and down the page, and not past either end", async () => {
    const [first, second] = firstTeam.map((member) => member.slug);
    const admin = await listAdminTeam(db, editorAll);
    const secondId = admin.find((member) => member.slug === second)!.id;
    expect(await moveTeamMember(db, editorAll, secondId, "up")).toEqual({ moved: true });
    expect((await slugs()).slice(0, 2)).toEqual([second, first]);
    expect(await moveTeamMember(db, editorAll, secondId, "up")).toEqual({ moved: false });
    await moveTeamMember(db, editorAll, secondId, "down");
    await moveTeamMember(db, editorAll, secondId, "down");
    expect((await slugs()).slice(0, 3)).toEqual([first, firstTeam[2]!.slug, second]);
  });

  it("lets an agent edit only the profile linked to their account, and nothing else", async () => {
    await db.insert(user).values({ id: "agent-1", name: "Liam Nguyen", email: "liam.account@ironbark.example" });
    const liam = (await listAdminTeam(db, editorAll)).find((member) => member.slug === "liam-nguyen")!;
    const daniel = (await listAdminTeam(db, editorAll)).find((member) => member.slug === "daniel-whitford")!;
    await updateTeamMember(db, editorAll, liam.id, fields({ name: liam.name, email: liam.email }), "LIAM.account@ironbark.example");

    const agent: TeamEditor = { scope: "own", userId: "agent-1" };
    expect((await listAdminTeam(db, agent)).map((member) => member.slug)).toEqual(["liam-nguyen"]);
    await updateTeamMember(db, agent, liam.id, fields({ name: "Liam Nguyen", email: liam.email, summary: "Oran Park, every street." }));
    expect(await resolveTeamSlug(db, "liam-nguyen")).toMatchObject({ member: { summary: "Oran Park, every street." } });

    const before = await db.select().from(teamMembers).where(eq(teamMembers.id, daniel.id));
    await expect(updateTeamMember(db, agent, daniel.id, fields({ name: "Daniel Whitford" }))).rejects.toThrow(teamMessages.ownOnly);
    await expect(updateTeamMember(db, agent, liam.id, fields({ name: "Liam Nguyen" }), null)).rejects.toThrow(teamMessages.editorsOnly);
    await expect(addTeamMember(db, agent, fields())).rejects.toThrow(teamMessages.editorsOnly);
    await expect(moveTeamMember(db, agent, liam.id, "up")).rejects.toThrow(teamMessages.editorsOnly);
    await expect(retireTeamMember(db, agent, daniel.id)).rejects.toThrow(teamMessages.editorsOnly);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.id, daniel.id))).toEqual(before);
    expect(await resolveTeamSlug(db, "daniel-whitford")).toMatchObject({ kind: "member" });
  });

  it("refuses to link an account that does not exist", async () => {
    const liam = (await listAdminTeam(db, editorAll)).find((member) => member.slug === "liam-nguyen")!;
    await expect(updateTeamMember(db, editorAll, liam.id, fields({ name: "Liam Nguyen" }), "nobody@ironbark.example")).rejects.toThrow(
      teamMessages.noAccount,
    );
  });
});

describe("portrait upload", () => {
  it("crops any picture to the card's 4:5 and stores it as an upload", async () => {
    const stored = new Map<string, Buffer>();
    const storage: UploadStorage = {
      put: async (name, data) => void stored.set(name, data),
      get: async (name) => stored.get(name) ?? null,
      delete: async (name) => void stored.delete(name),
      publicUrl: (name) => `/uploads/${name}`,
    };
    const landscape = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2f6b5a" } })
      .jpeg()
      .toBuffer();
    const portrait = await storePortrait(landscape, storage);
    expect(portrait).toMatchObject({ width: 800, height: 1000, url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-\d{13}\.webp$/) });
    const meta = await sharp([...stored.values()][0]!).metadata();
    expect(meta.width! / meta.height!).toBeCloseTo(4 / 5);
    expect(validate(teamMemberSchema, { ...fields(), bio: "x", specialties: "", portrait: portrait.url, bookingUrl: "" }).ok).toBe(true);
    await expect(storePortrait(Buffer.from("not an image"), storage)).rejects.toThrow();
  });
});
