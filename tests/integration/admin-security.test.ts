import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { blogPosts, crawlJobs, enquiries, events, outbox, teamMembers, user, userRoles } from "@/server/db/schema";
import { rowsOf, testDatabases } from "../support/databases";

/*
 * Every admin server action and admin API route × {anonymous, signed-in non-admin, admin}: only the admin
 * gets through; the others get a refusal (401/403, or the action's 'You don't have admin privileges.') and
 * nothing in the database changes. The session is supplied per role; the role check itself is the real one,
 * reading user_roles. A test at the end makes sure no admin route or action is missing from the table.
 */

type Role = "anonymous" | "member" | "admin";

// Uploads land in DATA_DIR/uploads: a folder of this test's own (read when the environment is parsed).
const uploadsRoot = vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/ironbark-security-${process.pid}`;
  return `${process.env.DATA_DIR}/uploads`;
});

const current = vi.hoisted(() => ({
  db: undefined as Db | undefined,
  session: null as null | { user: { id: string; email: string }; session: { id: string } },
}));
vi.mock("@/server/db", () => ({ getDb: async () => current.db! }));
vi.mock("@/server/auth/session", () => ({ getCurrentSession: async () => current.session }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-client-ip": "203.0.113.9", host: "localhost:3000" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => {} }));

const postActions = await import("@/app/(admin)/admin/blog/_actions/posts");
const postsRoute = await import("@/app/api/admin/posts/route");
const postRoute = await import("@/app/api/admin/posts/[id]/route");
const bulkRoute = await import("@/app/api/admin/posts/bulk-update/route");
const leadActions = await import("@/app/(admin)/admin/blog/_actions/leads");
const eventActions = await import("@/app/(admin)/admin/blog/_actions/events");
const accountActions = await import("@/app/(admin)/admin/account/_actions/change-password-action");
const leadsExportRoute = await import("@/app/api/admin/leads/export/route");
const crawlRoute = await import("@/app/api/admin/crawl/route");
const crawlJobRoute = await import("@/app/api/admin/crawl/[id]/route");
const crawlExportRoute = await import("@/app/api/admin/crawl/[id]/export/route");
const uploadsRoute = await import("@/app/api/admin/uploads/route");
const aiImageRoute = await import("@/app/api/admin/ai-image/route");
const teamActions = await import("@/app/(admin)/admin/team/_actions/team");
const portraitRoute = await import("@/app/api/admin/team/portrait/route");
const sharp = (await import("sharp")).default;
const { accessDeniedMessage } = await import("@/server/actions/safe-action");

const users: Record<Exclude<Role, "anonymous">, { id: string; email: string }> = {
  member: { id: "user-member", email: "member@example.com" },
  admin: { id: "user-admin", email: "admin@example.com" },
};

type Outcome = { kind: "action"; ok: boolean; message?: string } | { kind: "route"; status: number };

interface Fixtures {
  postId: string;
  leadId: string;
  outboxId: string;
  eventId: string;
  doomedEventIds: string[];
  crawlJobId: string;
  png: Buffer;
  /** A team member (Daniel Whitford, from the first team) and one the admin's retire may take off. */
  teamMemberId: string;
  doomedTeamMemberId: string;
  /** A post only the admin's delete may remove, one per delete case. */
  doomedPostIds: string[];
}

interface Case {
  /** "action <export name>" or "<METHOD> <route path>", as the coverage check expects. */
  name: string;
  run: (fixtures: Fixtures) => Promise<Outcome>;
  /**
   * The admin's call goes on to better-auth, which needs a real session cookie (this file supplies sessions without
   * one): here the admin only has to get past the role check. Its success is tested in account-recovery.test.ts.
   */
  adminPassesRoleCheckOnly?: boolean;
}

let slugCounter = 0;
function validPost() {
  slugCounter += 1;
  return {
    title: `Security table post ${slugCounter}`,
    slug: `security-table-post-${slugCounter}`,
    excerpt: "Checks who may write.",
    content: "<p>Only admins.</p>",
    category: "Market Update",
    authorSlug: "daniel-whitford",
    readTime: "1 min read",
    isPublished: true,
    scheduledDate: "",
  };
}

async function action(result: Promise<{ ok: boolean; message?: string }>): Promise<Outcome> {
  const value = await result;
  return { kind: "action", ok: value.ok, message: value.ok ? undefined : value.message };
}

/** A form action (`(previous, formData) → state`) as an outcome. */
async function formAction(result: Promise<{ status: string; message: string }>): Promise<Outcome> {
  const value = await result;
  return { kind: "action", ok: value.status === "success", message: value.status === "success" ? undefined : value.message };
}

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

async function route(response: Promise<Response>): Promise<Outcome> {
  return { kind: "route", status: (await response).status };
}

const origin = "http://localhost:3000";
function jsonRequest(pathname: string, method: string, body?: unknown): Request {
  return new Request(`${origin}${pathname}`, {
    method,
    headers: { "content-type": "application/json", origin, host: "localhost:3000" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const params = <P>(value: P) => ({ params: Promise.resolve(value) });
const noParams = params({});

let teamCounter = 0;
function validTeamMember(name?: string) {
  teamCounter += 1;
  return {
    // Letters only: a name may not hold digits.
    name: name ?? `Security ${"abcdefghij"[teamCounter % 10]}${"klmnopqrst"[Math.floor(teamCounter / 10) % 10]}`,
    role: "Sales Executive",
    email: "security@ironbark.example",
    phone: "0491 570 164",
    summary: "Checks who may write.",
    bio: "Only staff who may edit the team.",
    specialties: "",
    portrait: "",
    bookingUrl: "",
  };
}

const validEvent = {
  suburb: "Gregory Hills",
  title: "Twilight Markets",
  date: "2026-12-05",
  time: "5:00 PM - 9:00 PM",
  location: "Gregory Hills Town Centre",
  description: "Food stalls and live music.",
  category: "market",
  url: "",
};

const cases: Case[] = [
  { name: "action createPostAction", run: () => action(postActions.createPostAction(validPost())) },
  { name: "action updatePostAction", run: (f) => action(postActions.updatePostAction({ id: f.postId, post: { ...validPost(), excerpt: "Changed." } })) },
  { name: "action deletePostAction", run: (f) => action(postActions.deletePostAction({ id: f.doomedPostIds.pop()! })) },
  { name: "action bulkUpdatePostImagesAction", run: () => action(postActions.bulkUpdatePostImagesAction({})) },
  { name: "GET /api/admin/posts", run: () => route(postsRoute.GET(jsonRequest("/api/admin/posts", "GET"), noParams)) },
  { name: "POST /api/admin/posts", run: () => route(postsRoute.POST(jsonRequest("/api/admin/posts", "POST", validPost()), noParams)) },
  { name: "GET /api/admin/posts/[id]", run: (f) => route(postRoute.GET(jsonRequest(`/api/admin/posts/${f.postId}`, "GET"), params({ id: f.postId }))) },
  {
    name: "PUT /api/admin/posts/[id]",
    run: (f) => route(postRoute.PUT(jsonRequest(`/api/admin/posts/${f.postId}`, "PUT", { ...validPost(), excerpt: "Changed again." }), params({ id: f.postId }))),
  },
  {
    name: "DELETE /api/admin/posts/[id]",
    run: (f) => {
      const id = f.doomedPostIds.pop()!;
      return route(postRoute.DELETE(jsonRequest(`/api/admin/posts/${id}`, "DELETE"), params({ id })));
    },
  },
  { name: "POST /api/admin/posts/bulk-update", run: () => route(bulkRoute.POST(jsonRequest("/api/admin/posts/bulk-update", "POST"), noParams)) },
  { name: "POST /api/admin/crawl", run: () => route(crawlRoute.POST(jsonRequest("/api/admin/crawl", "POST", { action: "start" }), noParams)) },
  { name: "GET /api/admin/crawl/[id]", run: (f) => route(crawlJobRoute.GET(jsonRequest(`/api/admin/crawl/${f.crawlJobId}`, "GET"), params({ id: f.crawlJobId }))) },
  {
    name: "GET /api/admin/crawl/[id]/export",
    run: (f) => route(crawlExportRoute.GET(jsonRequest(`/api/admin/crawl/${f.crawlJobId}/export`, "GET"), params({ id: f.crawlJobId }))),
  },
  {
    name: "POST /api/admin/uploads",
    run: (f) => {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(f.png)], "cover.png", { type: "image/png" }));
      return route(uploadsRoute.POST(new Request(`${origin}/api/admin/uploads`, { method: "POST", headers: { origin, host: "localhost:3000" }, body: form }), noParams));
    },
  },
  { name: "POST /api/admin/ai-image", run: () => route(aiImageRoute.POST(jsonRequest("/api/admin/ai-image", "POST", { prompt: "Gregory Hills spring market" }), noParams)) },
  { name: "action setLeadHandledAction", run: (f) => action(leadActions.setLeadHandledAction({ id: f.leadId, handled: true })) },
  { name: "action retryOutboxMessageAction", run: (f) => action(leadActions.retryOutboxMessageAction({ id: f.outboxId })) },
  { name: "GET /api/admin/leads/export", run: () => route(leadsExportRoute.GET(jsonRequest("/api/admin/leads/export", "GET"), noParams)) },
  { name: "action createEventAction", run: () => action(eventActions.createEventAction(validEvent)) },
  { name: "action updateEventAction", run: (f) => action(eventActions.updateEventAction({ id: f.eventId, event: { ...validEvent, title: "Renamed" } })) },
  { name: "action deleteEventAction", run: (f) => action(eventActions.deleteEventAction({ id: f.doomedEventIds.pop()! })) },
  { name: "action createTeamMemberAction", run: () => action(teamActions.createTeamMemberAction({ member: validTeamMember() })) },
  {
    name: "action updateTeamMemberAction",
    run: (f) => action(teamActions.updateTeamMemberAction({ id: f.teamMemberId, member: { ...validTeamMember("Daniel Whitford"), summary: "Changed." } })),
  },
  { name: "action moveTeamMemberAction", run: (f) => action(teamActions.moveTeamMemberAction({ id: f.teamMemberId, direction: "down" })) },
  { name: "action retireTeamMemberAction", run: (f) => action(teamActions.retireTeamMemberAction({ id: f.doomedTeamMemberId })) },
  { name: "action restoreTeamMemberAction", run: (f) => action(teamActions.restoreTeamMemberAction({ id: f.doomedTeamMemberId })) },
  {
    name: "POST /api/admin/team/portrait",
    run: (f) => {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(f.png)], "portrait.png", { type: "image/png" }));
      return route(portraitRoute.POST(new Request(`${origin}/api/admin/team/portrait`, { method: "POST", headers: { origin, host: "localhost:3000" }, body: form })));
    },
  },
  {
    name: "action changePasswordAction",
    adminPassesRoleCheckOnly: true,
    run: () =>
      formAction(
        accountActions.changePasswordAction(
          { status: "idle", title: "", message: "", values: {} },
          formData({ currentPassword: "Admin-Passw0rd!", newPassword: "Changed-Passw0rd1", confirmPassword: "Changed-Passw0rd1" }),
        ),
      ),
  },
];

const watchedTables = ["blog_posts", "enquiries", "outbox", "events", "crawl_jobs", "crawl_pages", "user_roles", "user", "session", "team_members", "team_slug_redirects"];

/** A fingerprint of every row of every table an admin action could touch, and of the uploads folder. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const result: Record<string, string> = { uploads: fs.existsSync(uploadsRoot) ? fs.readdirSync(uploadsRoot).sort().join(",") : "" };
  for (const table of watchedTables) {
    const rows = rowsOf<{ digest: string | null }>(
      await db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`)),
    );
    result[table] = rows[0]?.digest ?? "";
  }
  return result;
}

function signInAs(role: Role) {
  current.session = role === "anonymous" ? null : { user: users[role], session: { id: `session-${role}` } };
}

describe.each(testDatabases)("admin access on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  const fixtures: Fixtures = {
    postId: "",
    doomedPostIds: [],
    leadId: "",
    outboxId: "",
    eventId: "",
    doomedEventIds: [],
    crawlJobId: "",
    png: Buffer.alloc(0),
    teamMemberId: "",
    doomedTeamMemberId: "",
  };

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
    for (const account of Object.values(users)) {
      await handle.db.insert(user).values({ id: account.id, name: account.email, email: account.email, emailVerified: true });
    }
    await handle.db.insert(userRoles).values({ userId: users.admin.id, role: "admin" });
    const make = async (slug: string) =>
      (
        await handle.db
          .insert(blogPosts)
          .values({ slug, title: slug, excerpt: "x", content: "<p>x</p>", category: "x", authorName: "Daniel Whitford", authorRole: "x", readTime: "1 min", isPublished: true })
          .returning({ id: blogPosts.id })
      )[0]!.id;
    fixtures.postId = await make("fixture-post");
    for (let i = 0; i < 2; i++) fixtures.doomedPostIds.push(await make(`doomed-${i}`));

    const [lead] = await handle.db.insert(enquiries).values({ type: "contact", fullName: "Fixture Lead", email: "lead@example.com" }).returning({ id: enquiries.id });
    fixtures.leadId = lead!.id;
    const [mail] = await handle.db
      .insert(outbox)
      .values({ kind: "acknowledgement", to: "lead@example.com", subject: "Thanks", text: "Thanks", enquiryId: lead!.id, status: "failed", lastError: "550 mailbox unavailable" })
      .returning({ id: outbox.id });
    fixtures.outboxId = mail!.id;
    const makeEvent = async (title: string) =>
      (await handle.db.insert(events).values({ ...validEvent, title, url: null, source: "admin" }).returning({ id: events.id }))[0]!.id;
    fixtures.eventId = await makeEvent("Fixture event");
    fixtures.doomedEventIds.push(await makeEvent("Doomed event"));
    const [job] = await handle.db.insert(crawlJobs).values({ url: "http://localhost:3000/", status: "completed", completed: 1, total: 1 }).returning({ id: crawlJobs.id });
    fixtures.crawlJobId = job!.id;
    const team = await handle.db.select({ id: teamMembers.id, slug: teamMembers.slug }).from(teamMembers);
    fixtures.teamMemberId = team.find((member) => member.slug === "daniel-whitford")!.id;
    fixtures.doomedTeamMemberId = team.find((member) => member.slug === "callum-brady")!.id;
    fixtures.png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#12332b" } }).png().toBuffer();
  });
  afterAll(() => handle.dispose());

  describe.each(["anonymous", "member"] as const)("as %s", (role) => {
    it.each(cases.map((c) => [c.name, c] as const))("%s is refused and changes nothing", async (_name, testCase) => {
      signInAs(role);
      const before = await snapshot(handle.db);
      // A refused delete must not consume the fixture: hand it a copy.
      const outcome = await testCase.run({ ...fixtures, doomedPostIds: [...fixtures.doomedPostIds], doomedEventIds: [...fixtures.doomedEventIds] });
      if (outcome.kind === "action") {
        expect(outcome).toEqual({ kind: "action", ok: false, message: accessDeniedMessage });
      } else {
        expect(outcome.status).toBe(role === "anonymous" ? 401 : 403);
      }
      expect(await snapshot(handle.db)).toEqual(before);
    });
  });

  describe("as admin", () => {
    it.each(cases.map((c) => [c.name, c] as const))("%s succeeds", async (_name, testCase) => {
      signInAs("admin");
      const outcome = await testCase.run(fixtures);
      if (testCase.adminPassesRoleCheckOnly) expect(outcome).not.toMatchObject({ message: accessDeniedMessage });
      else if (outcome.kind === "action") expect(outcome).toMatchObject({ ok: true });
      else expect(outcome.status).toBeLessThan(300);
    });
  });

  it("refuses an admin's state-changing API call from a foreign origin", async () => {
    signInAs("admin");
    const before = await snapshot(handle.db);
    const request = new Request(`${origin}/api/admin/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", host: "localhost:3000" },
      body: JSON.stringify(validPost()),
    });
    expect((await postsRoute.POST(request, noParams)).status).toBe(403);
    expect(await snapshot(handle.db)).toEqual(before);
  });
});

afterAll(() => fs.rmSync(path.dirname(uploadsRoot), { recursive: true, force: true }));

describe("the table covers every admin entry point", () => {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const listed = new Set(cases.map((c) => c.name));

  function walk(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  }

  it("lists every method of every route under /api/admin", async () => {
    const routeFiles = walk(path.join(root, "src/app/api/admin")).filter((file) => file.endsWith("route.ts"));
    const missing: string[] = [];
    for (const file of routeFiles) {
      const routePath = "/" + path.relative(path.join(root, "src/app"), path.dirname(file)).split(path.sep).join("/");
      const source = fs.readFileSync(file, "utf8");
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        if (new RegExp(`export (const|async function) ${method}\\b`).test(source) && !listed.has(`${method} ${routePath}`)) missing.push(`${method} ${routePath}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("lists every exported server action of the admin", () => {
    const actionFiles = walk(path.join(root, "src/app/(admin)")).filter((file) => file.includes(`${path.sep}_actions${path.sep}`) && file.endsWith(".ts"));
    const missing: string[] = [];
    for (const file of actionFiles) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(/export (?:const|async function) (\w+)/g)) {
        if (!listed.has(`action ${match[1]}`)) missing.push(`action ${match[1]} (${path.relative(root, file)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
