import { and, desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { outbox, signInEvents } from "@/server/db/schema";
import { testDatabases } from "../support/databases";

/*
 * Forgot password → e-mailed link → new password; change password; the sign-in history and who may read it; the
 * admin's banner about mail that cannot leave. The forms' server actions run as the browser would call them: the
 * request headers and cookie jar are this file's, the database a fresh one.
 */
const current = vi.hoisted(() => ({
  db: undefined as Db | undefined,
  headers: new Headers(),
  jar: new Map<string, string>(),
}));
vi.mock("next/headers", () => ({
  headers: async () => current.headers,
  cookies: async () => ({ set: (name: string, value: string) => current.jar.set(name, value) }),
}));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("database unavailable");
    return current.db;
  },
}));
vi.mock("@/server/auth/secret", () => ({ resolveAuthSecret: () => "integration-test-secret-0123456789abcdefghijkl" }));
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Error(`redirect:${url}`);
  },
  unstable_rethrow: () => {},
}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

const { getAuth } = await import("@/server/auth/auth");
const { createAdminAccount } = await import("@/server/auth/admin-accounts");
const { requestPasswordResetAction } = await import("@/server/auth/actions/request-password-reset-action");
const { resetPasswordAction } = await import("@/server/auth/actions/reset-password-action");
const { initialPasswordFormState } = await import("@/lib/auth/password-form-state");
const { changePasswordAction } = await import("@/server/auth/actions/change-password-action");
const { signInHistoryForAdmin, unsentMailBanner } = await import("@/server/auth/admin-pages");
const { unsentMailSentence, unsentMailWithoutSmtp } = await import("@/server/email/backlog");
const { passwordMessages } = await import("@/lib/auth/messages");

const baseURL = "http://localhost:3000";
const password = "Str0ng-Passw0rd";
const browser = "Mozilla/5.0 (X11; Linux x86_64) IntegrationTest/1.0";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

/** The browser's request headers for a server action or page: same origin, its address, its cookie. */
function asBrowser(ip: string, cookie = ""): void {
  current.headers = new Headers({ origin: baseURL, "x-client-ip": ip, "user-agent": browser, ...(cookie ? { cookie } : {}) });
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe.each(testDatabases)("account recovery on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  let auth: Awaited<ReturnType<typeof getAuth>>;
  const member = "member@example.com";
  const adminEmail = "boss@ironbark.example";

  async function makeAccount(email: string): Promise<void> {
    const ctx = await auth.$context;
    const created = await ctx.internalAdapter.createUser({ email, name: email, emailVerified: true }, { method: "admin" });
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await ctx.password.hash(password),
    });
  }

  async function signIn(email: string, pass: string, ip = "198.51.100.50"): Promise<{ status: number; cookie: string }> {
    const response = await auth.handler(
      new Request(`${baseURL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: baseURL, "content-type": "application/json", "x-client-ip": ip, "user-agent": browser },
        body: JSON.stringify({ email, password: pass }),
      }),
    );
    return { status: response.status, cookie: cookieHeader(response) };
  }

  async function sessionOf(cookie: string) {
    return auth.api.getSession({ headers: new Headers({ cookie }) });
  }

  async function resetMails(email: string) {
    return handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, "password-reset")))
      .orderBy(desc(outbox.createdAt));
  }

  /** The link of the newest reset e-mail, followed through better-auth: where it sends the browser. */
  async function openNewestLink(email: string): Promise<URL> {
    const link = (await resetMails(email))[0]?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
    expect(link).toBeDefined();
    const response = await auth.handler(new Request(link!, { headers: { "x-client-ip": "198.51.100.51" } }));
    expect(response.status).toBe(302);
    return new URL(response.headers.get("location")!, baseURL);
  }

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("ironbark.auth")];
    auth = await getAuth();
    await makeAccount(member);
    await createAdminAccount(handle.db, auth, { email: adminEmail, password });
  });
  afterAll(async () => {
    current.db = undefined;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("ironbark.auth")];
    await handle.dispose();
  });
  beforeEach(() => {
    current.jar.clear();
    asBrowser("198.51.100.40");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("forgot password", () => {
    it("answers an unknown address and a known one with the same neutral message", async () => {
      asBrowser("198.51.100.41");
      const unknown = await requestPasswordResetAction(initialPasswordFormState, form({ email: "nobody@example.com" }));
      const known = await requestPasswordResetAction(initialPasswordFormState, form({ email: member }));
      expect(unknown).toEqual({
        status: "success",
        title: passwordMessages.resetRequestedTitle,
        message: passwordMessages.resetRequested,
        values: {},
      });
      expect(known).toEqual(unknown);
      expect(await handle.db.select().from(outbox).where(eq(outbox.to, "nobody@example.com"))).toEqual([]);
    });

    it("queues the e-mail in the outbox rather than sending it inline", async () => {
      const [mail] = await resetMails(member);
      expect(mail).toMatchObject({ status: "pending", attempts: 0, sentAt: null, subject: expect.stringContaining("Reset your password") });
      expect(mail?.text).toContain("expires in 1 hour");
      expect(mail?.html).toContain("Choose a new password");
    });

    it("refuses a malformed address with the rule's message, and is rate-limited per address", async () => {
      asBrowser("198.51.100.42");
      expect(await requestPasswordResetAction(initialPasswordFormState, form({ email: "not-an-address" }))).toMatchObject({
        status: "error",
        title: "Invalid Input",
        message: "Invalid email address",
        values: { email: "not-an-address" },
      });
      const answers = [];
      for (let i = 0; i < 11; i++)
        answers.push(await requestPasswordResetAction(initialPasswordFormState, form({ email: `someone${i}@example.com` })));
      expect(answers.slice(0, 10).every((answer) => answer.status === "success")).toBe(true);
      expect(answers[10]).toMatchObject({ status: "error", title: "Error" });
      expect(answers[10]?.message).toMatch(/too many requests/i);
    });
  });

  describe("reset by the e-mailed link", () => {
    it("the link opens the reset page with its token; the new password must follow the rule", async () => {
      const landing = await openNewestLink(member);
      expect(landing.pathname).toBe("/reset-password");
      const token = landing.searchParams.get("token");
      expect(token).toBeTruthy();

      asBrowser("198.51.100.43");
      const weak = await resetPasswordAction(
        initialPasswordFormState,
        form({ token: token!, password: "alllowercase1", confirmPassword: "alllowercase1" }),
      );
      expect(weak).toMatchObject({ status: "error", message: "Password must contain at least one uppercase letter" });
      const mismatch = await resetPasswordAction(
        initialPasswordFormState,
        form({ token: token!, password: "New-Passw0rd1", confirmPassword: "New-Passw0rd2" }),
      );
      expect(mismatch).toMatchObject({ status: "error", message: "Passwords do not match" });
      expect((await signIn(member, password)).status).toBe(200);
    });

    it("sets the new password once, ends every session, and the link then fails clearly", async () => {
      const before = await signIn(member, password, "198.51.100.44");
      expect(await sessionOf(before.cookie)).not.toBeNull();

      const token = (await openNewestLink(member)).searchParams.get("token")!;
      asBrowser("198.51.100.45");
      const done = await resetPasswordAction(
        initialPasswordFormState,
        form({ token, password: "New-Passw0rd1", confirmPassword: "New-Passw0rd1" }),
      );
      expect(done).toMatchObject({ status: "success", title: passwordMessages.resetDoneTitle });

      expect(await sessionOf(before.cookie)).toBeNull();
      expect((await signIn(member, password, "198.51.100.46")).status).toBe(401);
      expect((await signIn(member, "New-Passw0rd1", "198.51.100.46")).status).toBe(200);

      // Once only: the same link and the same token are refused, with a way to ask again.
      const again = await openNewestLink(member);
      expect(again.pathname).toBe("/reset-password");
      expect(again.searchParams.get("error")).toBe("INVALID_TOKEN");
      const reused = await resetPasswordAction(
        initialPasswordFormState,
        form({ token, password: "Other-Passw0rd1", confirmPassword: "Other-Passw0rd1" }),
      );
      expect(reused).toMatchObject({ status: "error", title: passwordMessages.linkInvalidTitle, linkInvalid: true });
      expect((await signIn(member, "New-Passw0rd1", "198.51.100.46")).status).toBe(200);
    });

    it("a link expires after an hour", async () => {
      asBrowser("198.51.100.47");
      await requestPasswordResetAction(initialPasswordFormState, form({ email: member }));
      const token = (await openNewestLink(member)).searchParams.get("token")!;

      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 61 * 60_000);
      const late = await resetPasswordAction(
        initialPasswordFormState,
        form({ token, password: "Late-Passw0rd1", confirmPassword: "Late-Passw0rd1" }),
      );
      expect(late).toMatchObject({ status: "error", linkInvalid: true });
      expect((await openNewestLink(member)).searchParams.get("error")).toBe("INVALID_TOKEN");
      vi.useRealTimers();

      expect((await signIn(member, "Late-Passw0rd1", "198.51.100.48")).status).toBe(401);
      expect((await signIn(member, "New-Passw0rd1", "198.51.100.48")).status).toBe(200);
    });
  });

  describe("change password (admin)", () => {
    it("a wrong current password is refused clearly and changes nothing", async () => {
      const here = await signIn(adminEmail, password, "198.51.100.60");
      const elsewhere = await signIn(adminEmail, password, "198.51.100.61");
      asBrowser("198.51.100.60", here.cookie);
      const answer = await changePasswordAction(
        initialPasswordFormState,
        form({ currentPassword: "Not-the-passw0rd", newPassword: "Changed-Passw0rd1", confirmPassword: "Changed-Passw0rd1" }),
      );
      expect(answer).toEqual({ status: "error", title: "Error", message: passwordMessages.wrongCurrentPassword, values: {} });
      expect(await sessionOf(elsewhere.cookie)).not.toBeNull();
      expect(await sessionOf(here.cookie)).not.toBeNull();
      expect((await signIn(adminEmail, "Changed-Passw0rd1", "198.51.100.62")).status).toBe(401);
      expect((await signIn(adminEmail, password, "198.51.100.62")).status).toBe(200);
    });

    it("the right one changes it, ends the other sessions and keeps this browser signed in", async () => {
      const here = await signIn(adminEmail, password, "198.51.100.63");
      const elsewhere = await signIn(adminEmail, password, "198.51.100.64");
      asBrowser("198.51.100.63", here.cookie);
      const answer = await changePasswordAction(
        initialPasswordFormState,
        form({ currentPassword: password, newPassword: "Changed-Passw0rd1", confirmPassword: "Changed-Passw0rd1" }),
      );
      expect(answer).toMatchObject({ status: "success", title: passwordMessages.changedTitle });
      // It says so: this device stays signed in, the others were signed out.
      expect(answer.message).toBe("Your new password is set. You stay signed in on this device; every other device was signed out.");
      expect(await sessionOf(elsewhere.cookie)).toBeNull();

      const [name, value] = [...current.jar.entries()].find(([cookie]) => cookie.endsWith("session_token")) ?? [];
      expect(value).toBeTruthy();
      expect((await sessionOf(`${name}=${value}`))?.user.email).toBe(adminEmail);
      expect((await signIn(adminEmail, "Changed-Passw0rd1", "198.51.100.65")).status).toBe(200);
    });

    it("is refused to a member who is not an admin", async () => {
      const memberSession = await signIn(member, "New-Passw0rd1", "198.51.100.66");
      asBrowser("198.51.100.66", memberSession.cookie);
      const answer = await changePasswordAction(
        initialPasswordFormState,
        form({ currentPassword: "New-Passw0rd1", newPassword: "Member-Passw0rd2", confirmPassword: "Member-Passw0rd2" }),
      );
      expect(answer).toMatchObject({ status: "error", message: "You don't have admin privileges." });
      expect((await signIn(member, "New-Passw0rd1", "198.51.100.67")).status).toBe(200);
    });
  });

  describe("sign-in history", () => {
    it("records each successful sign-in with its time, account, address and browser; failures are not recorded", async () => {
      const from = new Date(Date.now() - 1000);
      await signIn(member, "Wr0ng-password", "203.0.113.70");
      expect((await signIn(member, "New-Passw0rd1", "203.0.113.71")).status).toBe(200);
      const rows = await handle.db.select().from(signInEvents).where(eq(signInEvents.email, member)).orderBy(desc(signInEvents.createdAt));
      expect(rows[0]).toMatchObject({ ipAddress: "203.0.113.71", userAgent: browser });
      expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(from.getTime());
      expect(rows.some((row) => row.ipAddress === "203.0.113.70")).toBe(false);
    });

    it("only admins may read it: anonymous → /login, a member → /login?denied=1", async () => {
      asBrowser("198.51.100.80");
      await expect(signInHistoryForAdmin()).rejects.toThrow("redirect:/login");
      const memberSession = await signIn(member, "New-Passw0rd1", "198.51.100.81");
      asBrowser("198.51.100.81", memberSession.cookie);
      await expect(signInHistoryForAdmin()).rejects.toThrow("redirect:/login?denied=1");

      const adminSession = await signIn(adminEmail, "Changed-Passw0rd1", "198.51.100.82");
      asBrowser("198.51.100.82", adminSession.cookie);
      const rows = await signInHistoryForAdmin();
      expect(rows[0]).toMatchObject({ email: adminEmail, ipAddress: "198.51.100.82" });
    });

    it("shows the latest 100, newest first", async () => {
      const [someone] = await handle.db.select().from(signInEvents).limit(1);
      const base = Date.now() + 60_000;
      await handle.db.insert(signInEvents).values(
        Array.from({ length: 120 }, (_, i) => ({
          userId: someone!.userId,
          email: someone!.email,
          ipAddress: `192.0.2.${i}`,
          createdAt: new Date(base + i * 1000),
        })),
      );
      const adminSession = await signIn(adminEmail, "Changed-Passw0rd1", "198.51.100.83");
      asBrowser("198.51.100.83", adminSession.cookie);
      const rows = await signInHistoryForAdmin();
      expect(rows).toHaveLength(100);
      expect(rows[0]?.ipAddress).toBe("192.0.2.119");
      expect(rows.map((row) => row.createdAt.getTime())).toEqual([...rows.map((row) => row.createdAt.getTime())].sort((a, b) => b - a));
    });
  });

  describe("the banner about unsent mail", () => {
    it("shows the number waiting only while SMTP_URL is unset and messages wait", async () => {
      await handle.db.delete(outbox);
      expect(await unsentMailWithoutSmtp(handle.db, false)).toBeNull();
      expect(await unsentMailBanner(false)).toBeNull();

      const mail = { kind: "acknowledgement", to: "x@example.com", subject: "s", text: "t" };
      await handle.db
        .insert(outbox)
        .values([mail, mail, mail, { ...mail, status: "sent" as const }, { ...mail, status: "failed" as const }]);
      expect(await unsentMailWithoutSmtp(handle.db, false)).toBe(3);
      expect(await unsentMailBanner(false)).toBe("E-mail is not configured: 3 messages are waiting. Set SMTP_URL to send them.");
      expect(await unsentMailWithoutSmtp(handle.db, true)).toBeNull();
      expect(await unsentMailBanner(true)).toBeNull();
      expect(unsentMailSentence(1)).toBe("E-mail is not configured: 1 message is waiting. Set SMTP_URL to send it.");
    });
  });
});
