import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { setupSteps, teamMembers, user } from "@/server/db/schema";
import { writeFirstTeamOnce } from "@/server/db/first-team";
import { teamMessages } from "@/server/team/admin-team";
import { testDatabases } from "../support/databases";

type Who = "anonymous" | "member" | "agent" | "editor" | "admin";
const current = vi.hoisted(() => ({ db: undefined as Db | undefined, who: "admin" as Who }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": "203.0.113.52" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));
// The session and the role, as src/server/auth/roles.ts would read them.
vi.mock("@/server/auth/roles", () => ({
  permissionDeniedMessage: "You don't have permission to do that.",
  requirePermission: async () => {
    if (current.who === "anonymous") return { ok: false, status: 401, message: "Please sign in." };
    if (current.who === "member") return { ok: false, status: 403, message: "You don't have admin privileges." };
    return { ok: true, userId: `${current.who}-1`, email: `${current.who}@ironbark.example`, role: current.who };
  },
}));

const { createTeamMemberAction, moveTeamMemberAction, retireTeamMemberAction, updateTeamMemberAction } =
  await import("@/server/team/actions/team-actions");

const member = (name: string, email = "new@ironbark.example") => ({
  name,
  role: "Sales Executive",
  email,
  phone: "0491 570 162",
  summary: "Sells homes.",
  bio: "A paragraph.",
  specialties: "",
  portrait: "",
  bookingUrl: "",
});

describe.each(testDatabases)("team actions by role on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  const snapshot = async () => db.select().from(teamMembers).orderBy(teamMembers.slug);
  const idOf = async (slug: string) => (await snapshot()).find((row) => row.slug === slug)!.id;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
    await db.insert(user).values({ id: "agent-1", name: "Liam", email: "agent@ironbark.example" });
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });
  beforeEach(async () => {
    current.who = "admin";
    await db.delete(teamMembers);
    await db.delete(setupSteps);
    await writeFirstTeamOnce(db);
    const liam = await idOf("liam-nguyen");
    const linked = await updateTeamMemberAction({
      id: liam,
      member: member("Liam Nguyen", "liam@ironbark.example"),
      accountEmail: "agent@ironbark.example",
    });
    expect(linked.ok).toBe(true);
  });

  it.each(["anonymous", "member"] as const)("refuses every write to %s and leaves the table as it was", async (who) => {
    const before = await snapshot();
    current.who = who;
    const daniel = await idOf("daniel-whitford");
    for (const result of [
      await createTeamMemberAction({ member: member("Eve Intruder") }),
      await updateTeamMemberAction({ id: daniel, member: member("Eve Intruder") }),
      await moveTeamMemberAction({ id: daniel, direction: "down" }),
      await retireTeamMemberAction({ id: daniel }),
    ]) {
      expect(result).toMatchObject({ ok: false, message: "You don't have admin privileges." });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets an agent edit their own profile and nothing else, leaving the rest as it was", async () => {
    current.who = "agent";
    const liam = await idOf("liam-nguyen");
    const daniel = await idOf("daniel-whitford");
    expect(
      await updateTeamMemberAction({ id: liam, member: { ...member("Liam Nguyen", "liam@ironbark.example"), summary: "Oran Park." } }),
    ).toMatchObject({ ok: true });
    const before = await snapshot();
    expect(await updateTeamMemberAction({ id: daniel, member: member("Daniel Whitford") })).toMatchObject({
      ok: false,
      message: teamMessages.ownOnly,
    });
    expect(await updateTeamMemberAction({ id: liam, member: member("Liam Nguyen"), accountEmail: "" })).toMatchObject({
      ok: false,
      message: teamMessages.editorsOnly,
    });
    expect(await createTeamMemberAction({ member: member("Eve Intruder") })).toMatchObject({
      ok: false,
      message: teamMessages.editorsOnly,
    });
    expect(await moveTeamMemberAction({ id: liam, direction: "up" })).toMatchObject({ ok: false, message: teamMessages.editorsOnly });
    expect(await retireTeamMemberAction({ id: daniel })).toMatchObject({ ok: false, message: teamMessages.editorsOnly });
    expect(await snapshot()).toEqual(before);
  });

  it.each(["editor", "admin"] as const)("lets an %s add, edit, reorder and retire", async (who) => {
    current.who = who;
    const added = await createTeamMemberAction({ member: member("Nina Patel") });
    expect(added).toMatchObject({ ok: true, data: { slug: "nina-patel" } });
    const id = await idOf("nina-patel");
    expect(await updateTeamMemberAction({ id, member: member("Nina Patel-Shah") })).toMatchObject({
      ok: true,
      data: { slug: "nina-patel-shah" },
    });
    expect(await moveTeamMemberAction({ id, direction: "up" })).toMatchObject({ ok: true, data: { moved: true } });
    expect(await retireTeamMemberAction({ id })).toMatchObject({ ok: true });
  });

  it("answers a refused field with its message and writes nothing", async () => {
    const before = await snapshot();
    expect(await createTeamMemberAction({ member: { ...member("Nina Patel"), bookingUrl: "http://insecure.example" } })).toMatchObject({
      ok: false,
      message: "Booking link must be a web address starting with https://",
    });
    expect(await snapshot()).toEqual(before);
  });
});
