import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { blogPosts, formerStaff, staffInvitations, user, userRoles } from "@/server/db/schema";
import { startFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server";
import { blogPostFields } from "../support/blog-post-fields";
import { testDatabases } from "../support/databases";

/*
 * Roles and staff (issue 19, item 2): an invitation e-mailed through the outbox to a real SMTP server, accepted once on
 * the public page (a new account, a confirmed one, one somebody else left unconfirmed), refused when used or expired;
 * role changes, deactivation that ends every session at once, reactivation, and the last-admin and self guards; an
 * agent's posts are drafts and only their own drafts may change.
 */
const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("database unavailable");
    return current.db;
  },
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ origin: "http://localhost:3000", "x-client-ip": "198.51.100.70" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {} }),
}));
vi.mock("@/server/auth/secret", () => ({ resolveAuthSecret: () => "integration-test-secret-0123456789abcdefghijkl" }));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

const { getAuth } = await import("@/server/auth/auth");
const { createAdminAccount } = await import("@/server/auth/admin-accounts");
const { inviteStaff, lookUpInvitation, invitationMessages, listPendingInvitations, withdrawInvitation } =
  await import("@/server/staff/invitations");
const { changeStaffRole, deactivateStaff, reactivateStaff, listStaff, listFormerStaff, staffMessages } =
  await import("@/server/staff/staff");
const { acceptInvitationAction } = await import("@/server/staff/actions/accept-invitation-action");
const { initialAcceptInvitationState } = await import("@/lib/auth/accept-invitation-state");
const { deliverDueMail } = await import("@/server/email/outbox");
const { createMailTransport } = await import("@/server/email/transport");
const { createPostAs, updatePostAs, deletePostAs, listPostsFor, ownDraftsOnlyMessage } = await import("@/server/blog/post-writers");
const { postNotFoundMessage } = await import("@/server/blog/admin-posts");

const baseURL = "http://localhost:3000";
const password = "Str0ng-Passw0rd";
const DAY = 24 * 60 * 60_000;

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe.each(testDatabases)("staff on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  let auth: Awaited<ReturnType<typeof getAuth>>;
  let smtp: FakeSmtpServer;
  let adminId: string;
  const admin = { email: "principal@ironbark.example" };

  async function signIn(email: string, pass: string): Promise<{ status: number; cookie: string }> {
    const response = await auth.handler(
      new Request(`${baseURL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: baseURL, "content-type": "application/json", "x-client-ip": "198.51.100.71" },
        body: JSON.stringify({ email, password: pass }),
      }),
    );
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { status: response.status, cookie };
  }

  const sessionOf = (cookie: string) => auth.api.getSession({ headers: new Headers({ cookie }) });

  async function rolesOf(email: string): Promise<string[]> {
    const rows = await handle.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .where(eq(user.email, email));
    return rows.map((row) => row.role);
  }

  /** Delivers the outbox to the SMTP catcher and returns the invitation link it carried to `to`. */
  async function linkMailedTo(to: string): Promise<string> {
    await deliverDueMail(handle.db, createMailTransport(smtp.url));
    const mail = smtp.messages.filter((m) => m.to.includes(to)).at(-1);
    expect(mail, `an e-mail to ${to}`).toBeDefined();
    const link = mail!.raw.match(/https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    return link!;
  }
  const tokenOf = (link: string) => link.split("/invite/")[1]!;

  async function makeAccount(email: string, verified: boolean): Promise<string> {
    const ctx = await auth.$context;
    const created = await ctx.internalAdapter.createUser({ email, name: email, emailVerified: verified }, { method: "admin" });
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await ctx.password.hash(password),
    });
    return created.id;
  }

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("ironbark.auth")];
    auth = await getAuth();
    smtp = await startFakeSmtpServer();
    adminId = (await createAdminAccount(handle.db, auth, { email: admin.email, password })).userId;
  });
  afterAll(async () => {
    current.db = undefined;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("ironbark.auth")];
    await smtp?.stop();
    await handle.dispose();
  });
  beforeEach(() => {
    vi.useRealTimers();
  });

  describe("an invitation", () => {
    it("is e-mailed through the outbox with a link that makes an account with the role, once", async () => {
      await inviteStaff(handle.db, { email: "New.Agent@Example.com", role: "agent", invitedBy: { userId: adminId, email: admin.email } });
      const link = await linkMailedTo("new.agent@example.com");
      expect(link.startsWith(baseURL)).toBe(true);
      const [stored] = await handle.db.select().from(staffInvitations).where(eq(staffInvitations.email, "new.agent@example.com"));
      // Only the token's hash is kept.
      expect(stored?.tokenHash).not.toContain(tokenOf(link));
      expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);

      const token = tokenOf(link);
      expect(await lookUpInvitation(handle.db, token)).toEqual({
        status: "usable",
        email: "new.agent@example.com",
        role: "agent",
        hasAccount: false,
      });

      const weak = await acceptInvitationAction(
        initialAcceptInvitationState,
        form({ token, name: "Nina Agent", password: "weakpass", confirmPassword: "weakpass" }),
      );
      expect(weak).toMatchObject({
        status: "error",
        message: "Password must contain at least one uppercase letter",
        values: { name: "Nina Agent" },
      });
      expect(await rolesOf("new.agent@example.com")).toEqual([]);

      const done = await acceptInvitationAction(
        initialAcceptInvitationState,
        form({ token, name: "Nina Agent", password: "Agent-Passw0rd1", confirmPassword: "Agent-Passw0rd1" }),
      );
      expect(done).toMatchObject({ status: "success", title: "Welcome aboard" });
      expect(await rolesOf("new.agent@example.com")).toEqual(["agent"]);
      expect((await signIn("new.agent@example.com", "Agent-Passw0rd1")).status).toBe(200);
      expect((await listStaff(handle.db)).find((m) => m.email === "new.agent@example.com")).toMatchObject({
        name: "Nina Agent",
        role: "agent",
      });
      expect((await listStaff(handle.db)).find((m) => m.email === "new.agent@example.com")?.lastSignInAt).toBeInstanceOf(Date);

      // Once: the page and the form both say it was used.
      expect(await lookUpInvitation(handle.db, token)).toEqual({ status: "used", message: invitationMessages.used });
      const again = await acceptInvitationAction(
        initialAcceptInvitationState,
        form({ token, name: "Someone", password: "Other-Passw0rd1", confirmPassword: "Other-Passw0rd1" }),
      );
      expect(again).toMatchObject({ status: "error", message: invitationMessages.used, linkDead: true });
      expect((await signIn("new.agent@example.com", "Agent-Passw0rd1")).status).toBe(200);
    });

    it("expires after seven days, and says so", async () => {
      const sent = new Date(Date.now() - 8 * DAY);
      await inviteStaff(handle.db, { email: "late@example.com", role: "editor", invitedBy: { userId: adminId, email: admin.email } }, sent);
      const token = tokenOf(await linkMailedTo("late@example.com"));
      expect(await lookUpInvitation(handle.db, token)).toEqual({ status: "expired", message: invitationMessages.expired });
      const answer = await acceptInvitationAction(
        initialAcceptInvitationState,
        form({ token, name: "Late", password: "Late-Passw0rd1", confirmPassword: "Late-Passw0rd1" }),
      );
      expect(answer).toMatchObject({ status: "error", message: invitationMessages.expired, linkDead: true });
      expect(await handle.db.select().from(user).where(eq(user.email, "late@example.com"))).toEqual([]);
    });

    it("is replaced by a newer invitation to the same address; an unknown link says so", async () => {
      await inviteStaff(handle.db, { email: "twice@example.com", role: "agent", invitedBy: { userId: adminId, email: admin.email } });
      const first = tokenOf(await linkMailedTo("twice@example.com"));
      await inviteStaff(handle.db, { email: "twice@example.com", role: "editor", invitedBy: { userId: adminId, email: admin.email } });
      const second = tokenOf(await linkMailedTo("twice@example.com"));
      expect(await lookUpInvitation(handle.db, first)).toEqual({ status: "unknown", message: invitationMessages.unknown });
      expect(await lookUpInvitation(handle.db, second)).toMatchObject({ status: "usable", role: "editor" });
    });

    it("can be withdrawn while pending: its link then is not valid", async () => {
      const { id } = await inviteStaff(handle.db, {
        email: "changed-mind@example.com",
        role: "agent",
        invitedBy: { userId: adminId, email: admin.email },
      });
      const token = tokenOf(await linkMailedTo("changed-mind@example.com"));
      expect((await listPendingInvitations(handle.db)).map((i) => i.email)).toContain("changed-mind@example.com");
      await withdrawInvitation(handle.db, id);
      expect((await listPendingInvitations(handle.db)).map((i) => i.email)).not.toContain("changed-mind@example.com");
      expect(await lookUpInvitation(handle.db, token)).toEqual({ status: "unknown", message: invitationMessages.unknown });
      await expect(withdrawInvitation(handle.db, id)).rejects.toThrow(/already been accepted or withdrawn/);
    });

    it("is refused for someone already on the staff", async () => {
      await expect(
        inviteStaff(handle.db, { email: admin.email, role: "agent", invitedBy: { userId: adminId, email: admin.email } }),
      ).rejects.toThrow(invitationMessages.alreadyStaff);
    });

    it("adds the role to a confirmed account and keeps its password", async () => {
      await makeAccount("member@example.com", true);
      await inviteStaff(handle.db, { email: "member@example.com", role: "editor", invitedBy: { userId: adminId, email: admin.email } });
      const token = tokenOf(await linkMailedTo("member@example.com"));
      expect(await lookUpInvitation(handle.db, token)).toMatchObject({ status: "usable", hasAccount: true });
      expect(await acceptInvitationAction(initialAcceptInvitationState, form({ token }))).toMatchObject({ status: "success" });
      expect(await rolesOf("member@example.com")).toEqual(["editor"]);
      expect((await signIn("member@example.com", password)).status).toBe(200);
    });

    it("takes over an unconfirmed account at that address: the invitee's password replaces whoever signed up with it", async () => {
      await makeAccount("squatted@example.com", false);
      await inviteStaff(handle.db, { email: "squatted@example.com", role: "admin", invitedBy: { userId: adminId, email: admin.email } });
      const token = tokenOf(await linkMailedTo("squatted@example.com"));
      expect(await lookUpInvitation(handle.db, token)).toMatchObject({ status: "usable", hasAccount: false });
      const done = await acceptInvitationAction(
        initialAcceptInvitationState,
        form({ token, name: "Real Owner", password: "Owner-Passw0rd1", confirmPassword: "Owner-Passw0rd1" }),
      );
      expect(done).toMatchObject({ status: "success" });
      expect((await signIn("squatted@example.com", password)).status).toBe(401);
      expect((await signIn("squatted@example.com", "Owner-Passw0rd1")).status).toBe(200);
      expect(await rolesOf("squatted@example.com")).toEqual(["admin"]);
    });
  });

  describe("roles and deactivation", () => {
    let colleagueId: string;
    beforeAll(async () => {
      colleagueId = await makeAccount("colleague@example.com", true);
      await handle.db.insert(userRoles).values({ userId: colleagueId, role: "agent" });
    });

    it("changes a role: one role per person", async () => {
      await changeStaffRole(handle.db, colleagueId, "editor");
      expect(await rolesOf("colleague@example.com")).toEqual(["editor"]);
    });

    it("refuses to demote or deactivate the last admin, and to deactivate yourself", async () => {
      const lone = await testDb.create();
      try {
        await lone.db.insert(user).values([
          { id: "only-admin", name: "Only", email: "only@example.com", emailVerified: true },
          { id: "other", name: "Other", email: "other@example.com", emailVerified: true },
        ]);
        await lone.db.insert(userRoles).values([
          { userId: "only-admin", role: "admin" },
          { userId: "other", role: "editor" },
        ]);
        await expect(changeStaffRole(lone.db, "only-admin", "editor")).rejects.toThrow(staffMessages.lastAdmin);
        await expect(deactivateStaff(lone.db, "only-admin", "only-admin")).rejects.toThrow(staffMessages.deactivateSelf);
        await expect(deactivateStaff(lone.db, "other", "only-admin")).rejects.toThrow(staffMessages.lastAdmin);
        expect(await lone.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, "only-admin"))).toEqual([
          { role: "admin" },
        ]);
        // With a second admin, either may step down.
        await changeStaffRole(lone.db, "other", "admin");
        await changeStaffRole(lone.db, "only-admin", "editor");
        expect(await lone.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, "only-admin"))).toEqual([
          { role: "editor" },
        ]);
      } finally {
        await lone.dispose();
      }
    });

    it("deactivation removes the role and ends every session at once; reactivation gives the role back", async () => {
      const first = await signIn("colleague@example.com", password);
      const second = await signIn("colleague@example.com", password);
      expect(await sessionOf(first.cookie)).not.toBeNull();

      await deactivateStaff(handle.db, adminId, colleagueId);
      expect(await rolesOf("colleague@example.com")).toEqual([]);
      expect(await sessionOf(first.cookie)).toBeNull();
      expect(await sessionOf(second.cookie)).toBeNull();
      expect(await listFormerStaff(handle.db)).toEqual([expect.objectContaining({ userId: colleagueId, role: "editor" })]);
      expect((await listStaff(handle.db)).map((m) => m.userId)).not.toContain(colleagueId);
      await expect(deactivateStaff(handle.db, adminId, colleagueId)).rejects.toThrow(staffMessages.notStaff);

      expect(await reactivateStaff(handle.db, colleagueId)).toBe("editor");
      expect(await rolesOf("colleague@example.com")).toEqual(["editor"]);
      expect(await handle.db.select().from(formerStaff).where(eq(formerStaff.userId, colleagueId))).toEqual([]);
      await expect(reactivateStaff(handle.db, colleagueId)).rejects.toThrow(staffMessages.notFormerStaff);
    });
  });

  describe("an agent's posts", () => {
    const agent = { userId: "", role: "agent" as const };
    const editor = { userId: "", role: "editor" as const };
    beforeAll(async () => {
      agent.userId = await makeAccount("writer@example.com", true);
      editor.userId = await makeAccount("desk@example.com", true);
      await handle.db.insert(userRoles).values([
        { userId: agent.userId, role: "agent" },
        { userId: editor.userId, role: "editor" },
      ]);
    });

    it("are saved as drafts whatever was sent, and owned by the agent", async () => {
      const published = await createPostAs(handle.db, agent, blogPostFields("agent-wants-live", { isPublished: true }));
      const scheduled = await createPostAs(
        handle.db,
        agent,
        blogPostFields("agent-wants-later", { scheduledDate: new Date(Date.now() + DAY) }),
      );
      for (const post of [published, scheduled])
        expect(post).toMatchObject({ isPublished: false, scheduledDate: null, publishedDate: null, authorUserId: agent.userId });
      const updated = await updatePostAs(
        handle.db,
        agent,
        published.id,
        blogPostFields("agent-wants-live", { title: "Still a draft", isPublished: true }),
      );
      expect(updated).toMatchObject({ title: "Still a draft", isPublished: false });
    });

    it("can change only their own drafts; an editor publishes, after which the agent cannot change it", async () => {
      const theirs = await createPostAs(handle.db, agent, blogPostFields("agent-draft"));
      const editors = await createPostAs(handle.db, editor, blogPostFields("editor-post"));
      expect(editors.isPublished).toBe(true);

      await expect(updatePostAs(handle.db, agent, editors.id, blogPostFields("editor-post", { title: "Hijacked" }))).rejects.toThrow(
        postNotFoundMessage,
      );
      await expect(deletePostAs(handle.db, agent, editors.id)).rejects.toThrow(postNotFoundMessage);

      await updatePostAs(handle.db, editor, theirs.id, blogPostFields("agent-draft", { isPublished: true }));
      await expect(updatePostAs(handle.db, agent, theirs.id, blogPostFields("agent-draft", { title: "Sneaky edit" }))).rejects.toThrow(
        ownDraftsOnlyMessage,
      );
      await expect(deletePostAs(handle.db, agent, theirs.id)).rejects.toThrow(ownDraftsOnlyMessage);
      const [stored] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, theirs.id));
      expect(stored).toMatchObject({ isPublished: true, title: blogPostFields("agent-draft").title });

      const own = await createPostAs(handle.db, agent, blogPostFields("agent-scrap"));
      await deletePostAs(handle.db, agent, own.id);
      expect(
        await handle.db
          .select()
          .from(blogPosts)
          .where(and(eq(blogPosts.id, own.id))),
      ).toEqual([]);
    });

    it("are the only posts an agent lists; an editor lists every post", async () => {
      expect((await listPostsFor(handle.db, agent)).every((post) => post.authorUserId === agent.userId)).toBe(true);
      expect((await listPostsFor(handle.db, editor)).some((post) => post.authorUserId === editor.userId)).toBe(true);
      expect((await listPostsFor(handle.db, editor)).some((post) => post.authorUserId === agent.userId)).toBe(true);
    });
  });
});
