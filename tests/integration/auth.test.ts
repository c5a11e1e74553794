import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type Db } from "@/server/db/connect";
import { outbox, rateLimits, signInLocks, user, userRoles } from "@/server/db/schema";
import { cheapPasswordHashing } from "../support/cheap-password-hashing";
import { testDatabases } from "../support/databases";

// The server modules read the database, the request headers and the secret through these; the tests supply them.
const current = vi.hoisted(() => ({ db: undefined as Db | undefined, failDb: false, headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers, cookies: async () => ({ getAll: () => [] }) }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (current.failDb || !current.db) throw new Error("database unavailable");
    return current.db;
  },
}));
vi.mock("@/server/auth/secret", () => ({ resolveAuthSecret: () => "integration-test-secret-0123456789abcdefghijkl" }));
// requirePermissionPage redirects; record where to instead of throwing Next's internal error.
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Error(`redirect:${url}`);
  },
  unstable_rethrow: () => {},
}));
// Outside a request there is no prerender to opt out of.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

const { createAuth, getAuth, signInPolicyFromEnv } = await import("@/server/auth/auth");
const { isAdmin, permissionDeniedMessage, requirePermission, requirePermissionPage } = await import("@/server/auth/roles");
const { AdminAccountError, createAdminAccount, ensureInitialAdmin, promoteToAdmin } = await import("@/server/auth/admin-accounts");
const { checkSignIn, recordSignInOutcome, unlockAccount } = await import("@/server/auth/sign-in-throttle");

const baseURL = "http://localhost:3000";
const password = "Str0ng-Passw0rd";

function resetAuthSingleton() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("ironbark.auth")];
}

/** A browser-like call to the auth API through better-auth's HTTP handler. */
function authRequest(pathname: string, init: { method?: string; body?: unknown; ip?: string; cookie?: string } = {}): Request {
  const headers = new Headers({ origin: baseURL, "x-client-ip": init.ip ?? "198.51.100.7" });
  if (init.body !== undefined) headers.set("content-type", "application/json");
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(`${baseURL}/api/auth${pathname}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe.each(testDatabases)("accounts on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  let auth: ReturnType<typeof createAuth>;

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
    resetAuthSingleton();
    auth = await getAuth();
  });
  afterAll(async () => {
    current.db = undefined;
    resetAuthSingleton();
    await handle.dispose();
  });
  beforeEach(() => {
    current.failDb = false;
    current.headers = new Headers();
  });

  /** The link in the newest confirmation e-mail to `email`. */
  async function verificationUrlFor(email: string): Promise<string> {
    const mails = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, "email-verification")))
      .orderBy(desc(outbox.createdAt));
    const url = mails[0]?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(url).toBeDefined();
    return url ?? "";
  }

  describe("sign-up", () => {
    const email = "new.reader@example.com";

    it("creates an unconfirmed account and queues the confirmation e-mail in the outbox", async () => {
      const result = await auth.api.signUpEmail({ body: { email, password, name: "new.reader", callbackURL: "/" } });
      expect(result.user.email).toBe(email);
      expect(result.token).toBeNull();

      const [row] = await handle.db.select().from(user).where(eq(user.email, email));
      expect(row?.emailVerified).toBe(false);

      const mails = await handle.db.select().from(outbox).where(eq(outbox.to, email));
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail).toMatchObject({
        kind: "email-verification",
        status: "pending",
        subject: expect.stringContaining("Confirm your e-mail address"),
      });
      const url = new URL(await verificationUrlFor(email));
      expect(url.origin).toBe(baseURL);
      expect(url.searchParams.get("callbackURL")).toBe("/");
      expect(mail?.html).toContain("Confirm my e-mail address");
    });

    it("refuses to sign in before the address is confirmed, and sends the link again", async () => {
      const response = await auth.handler(authRequest("/sign-in/email", { body: { email, password }, ip: "198.51.100.20" }));
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/not verified/i);
      expect(await handle.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(2);
    });

    it("the link in the e-mail confirms the address and lands on the site root", async () => {
      const link = await verificationUrlFor(email);
      const response = await auth.handler(new Request(link, { headers: { "x-client-ip": "198.51.100.21" } }));
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      const [row] = await handle.db.select().from(user).where(eq(user.email, email));
      expect(row?.emailVerified).toBe(true);
    });

    it("then signs in with an httpOnly, SameSite=Lax session cookie", async () => {
      const response = await auth.handler(authRequest("/sign-in/email", { body: { email, password }, ip: "198.51.100.22" }));
      expect(response.status).toBe(200);
      const setCookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
    });

    it("answers a wrong password with the server's message", async () => {
      const response = await auth.handler(
        authRequest("/sign-in/email", { body: { email, password: "Wr0ng-password" }, ip: "198.51.100.23" }),
      );
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe("Invalid email or password");
    });

    it("refuses, like the browser form, a password without an uppercase letter and a malformed address, creating nothing", async () => {
      const cases = [
        {
          body: { email: "weak@example.com", password: "alllowercase1", name: "weak" },
          message: "Password must contain at least one uppercase letter",
        },
        {
          body: { email: "weak@example.com", password: "ALLUPPERCASE1", name: "weak" },
          message: "Password must contain at least one lowercase letter",
        },
        {
          body: { email: "weak@example.com", password: "NoNumbersHere", name: "weak" },
          message: "Password must contain at least one number",
        },
        { body: { email: "weak@example.com", password: "Sh0rt", name: "weak" }, message: "Password must be at least 8 characters" },
        { body: { email: "not-an-address", password, name: "weak" }, message: "Invalid email address" },
      ];
      for (const { body, message } of cases) {
        const response = await auth.handler(authRequest("/sign-up/email", { body, ip: "198.51.100.24" }));
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe(message);
      }
      expect(await handle.db.select().from(user).where(eq(user.email, "weak@example.com"))).toEqual([]);
      expect(await handle.db.select().from(outbox).where(eq(outbox.to, "weak@example.com"))).toEqual([]);
    });

    it("keeps the session token out of every JSON answer, while the cookie keeps working", async () => {
      const signIn = await auth.handler(authRequest("/sign-in/email", { body: { email, password }, ip: "198.51.100.25" }));
      expect(signIn.status).toBe(200);
      const signInBody = (await signIn.json()) as Record<string, unknown>;
      expect(signInBody).not.toHaveProperty("token");
      expect(signInBody).toHaveProperty("user");
      const cookie = cookieHeader(signIn);
      const cookieToken = decodeURIComponent(cookie.match(/session_token=([^.;]+)/)?.[1] ?? "");
      expect(cookieToken).not.toBe("");

      const session = await auth.handler(authRequest("/get-session", { cookie }));
      const sessionText = await session.text();
      expect((JSON.parse(sessionText) as { user: { email: string } }).user.email).toBe(email);
      expect(JSON.parse(sessionText)).not.toHaveProperty("session.token");
      expect(sessionText).not.toContain(cookieToken);

      const list = await auth.handler(authRequest("/list-sessions", { cookie }));
      const listText = await list.text();
      const sessions = JSON.parse(listText) as Record<string, unknown>[];
      expect(sessions.length).toBeGreaterThan(0);
      for (const item of sessions) expect(item).not.toHaveProperty("token");
      expect(listText).not.toContain(cookieToken);

      // Server code still reads the whole session (src/server/auth/session.ts).
      expect((await auth.api.getSession({ headers: new Headers({ cookie }) }))?.session.token).toBe(cookieToken);

      const signOut = await auth.handler(authRequest("/sign-out", { body: {}, cookie }));
      expect(signOut.status).toBe(200);
      expect(await (await auth.handler(authRequest("/get-session", { cookie }))).json()).toBeNull();
    });

    it("change-password applies the same password rule and changes nothing when it refuses", async () => {
      const cookie = cookieHeader(await auth.handler(authRequest("/sign-in/email", { body: { email, password }, ip: "198.51.100.26" })));
      const weak = await auth.handler(
        authRequest("/change-password", { body: { currentPassword: password, newPassword: "alllowercase1" }, cookie }),
      );
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as { message: string }).message).toBe("Password must contain at least one uppercase letter");
      const stillWorks = await auth.handler(authRequest("/sign-in/email", { body: { email, password }, ip: "198.51.100.26" }));
      expect(stillWorks.status).toBe(200);

      const reset = await auth.handler(authRequest("/reset-password", { body: { token: "whatever", newPassword: "alllowercase1" } }));
      expect(reset.status).toBe(400);
      expect(((await reset.json()) as { message: string }).message).toBe("Password must contain at least one uppercase letter");
    });

    it("update-user refuses a profile image that is not an https URL or an upload, and stores nothing", async () => {
      const cookie = cookieHeader(await auth.handler(authRequest("/sign-in/email", { body: { email, password }, ip: "198.51.100.27" })));
      const imageOf = async () => (await handle.db.select({ image: user.image }).from(user).where(eq(user.email, email)))[0]?.image;
      for (const image of [
        "javascript:alert(1)",
        "data:image/svg+xml,<svg onload=alert(1)>",
        "http://example.com/a.png",
        "//evil.example/a.png",
        "/uploads/../x",
      ]) {
        const response = await auth.handler(authRequest("/update-user", { body: { image }, cookie }));
        expect(response.status, image).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe("Image must be an https URL or an uploaded image");
      }
      expect(await imageOf()).toBeNull();
      for (const image of ["https://images.example/me.png", "/uploads/3f9c-1767225600000.png"]) {
        expect((await auth.handler(authRequest("/update-user", { body: { image }, cookie }))).status).toBe(200);
        expect(await imageOf()).toBe(image);
      }
    });
  });

  describe("roles", () => {
    let memberId = "";
    let adminId = "";
    let memberCookie = "";
    let adminCookie = "";

    beforeAll(async () => {
      const ctx = await auth.$context;
      const admin = await createAdminAccount(handle.db, auth, { email: "Boss@Ironbark.example", password });
      adminId = admin.userId;
      const member = await ctx.internalAdapter.createUser(
        { email: "member@example.com", name: "member", emailVerified: true },
        { method: "admin" },
      );
      await ctx.internalAdapter.linkAccount({
        userId: member.id,
        providerId: "credential",
        accountId: member.id,
        password: await ctx.password.hash(password),
      });
      memberId = member.id;

      const signIn = async (email: string, ip: string) =>
        cookieHeader(await auth.handler(authRequest("/sign-in/email", { body: { email, password }, ip })));
      adminCookie = await signIn("boss@ironbark.example", "198.51.100.30");
      memberCookie = await signIn("member@example.com", "198.51.100.31");
    });

    it("isAdmin is true only with an admin row in user_roles", async () => {
      expect(await isAdmin(adminId)).toBe(true);
      expect(await isAdmin(memberId)).toBe(false);
      expect(await isAdmin("no-such-user")).toBe(false);
    });

    it("isAdmin counts an exception during the check as not admin", async () => {
      current.failDb = true;
      expect(await isAdmin(adminId)).toBe(false);
    });

    it("requirePermission: 401 anonymous, 403 signed-in member, ok for an admin; a forged cookie is nobody", async () => {
      expect(await requirePermission("staff.manage")).toEqual({ ok: false, status: 401, message: "Please sign in." });
      current.headers = new Headers({ cookie: memberCookie });
      expect(await requirePermission("staff.manage")).toEqual({ ok: false, status: 403, message: "You don't have admin privileges." });
      current.headers = new Headers({ cookie: adminCookie });
      expect(await requirePermission("staff.manage")).toMatchObject({
        ok: true,
        userId: adminId,
        email: "boss@ironbark.example",
        role: "admin",
      });
      current.headers = new Headers({ cookie: "better-auth.session_token=forged.value" });
      expect((await requirePermission(null)).ok).toBe(false);
    });

    it("the admin gate sends anonymous visitors to /login and members to /login?denied=1", async () => {
      await expect(requirePermissionPage(null)).rejects.toThrow("redirect:/login");
      current.headers = new Headers({ cookie: memberCookie });
      await expect(requirePermissionPage(null)).rejects.toThrow("redirect:/login?denied=1");
      current.headers = new Headers({ cookie: adminCookie });
      await expect(requirePermissionPage(null)).resolves.toMatchObject({ userId: adminId });
    });

    it("requirePermission: the role's permissions from user_roles; a role without one is refused, and its page sends it to /admin", async () => {
      expect(await requirePermission(null)).toEqual({ ok: false, status: 401, message: "Please sign in." });
      current.headers = new Headers({ cookie: memberCookie });
      expect(await requirePermission(null)).toEqual({ ok: false, status: 403, message: "You don't have admin privileges." });
      await expect(requirePermissionPage(null)).rejects.toThrow("redirect:/login?denied=1");

      await handle.db.insert(userRoles).values({ userId: memberId, role: "editor" });
      try {
        expect(await requirePermission("posts.publish")).toMatchObject({ ok: true, userId: memberId, role: "editor" });
        expect(await requirePermission("staff.manage")).toEqual({ ok: false, status: 403, message: permissionDeniedMessage });
        await expect(requirePermissionPage("staff.manage")).rejects.toThrow("redirect:/admin");
        await expect(requirePermissionPage(null)).resolves.toMatchObject({ role: "editor" });
      } finally {
        await handle.db.delete(userRoles).where(eq(userRoles.userId, memberId));
      }
      current.headers = new Headers({ cookie: adminCookie });
      expect(await requirePermission("staff.manage")).toMatchObject({ ok: true, role: "admin" });
    });

    it("promote refuses unknown and unconfirmed accounts, and grants the role once", async () => {
      await expect(promoteToAdmin(handle.db, "nobody@example.com")).rejects.toThrow(AdminAccountError);
      await auth.api.signUpEmail({ body: { email: "pending@example.com", password, name: "pending" } });
      await expect(promoteToAdmin(handle.db, "pending@example.com")).rejects.toThrow(/has not confirmed/);

      expect(await promoteToAdmin(handle.db, "MEMBER@example.com")).toMatchObject({ status: "promoted", userId: memberId });
      expect(await promoteToAdmin(handle.db, "member@example.com")).toMatchObject({ status: "already-admin" });
      expect(await isAdmin(memberId)).toBe(true);
      await handle.db.delete(userRoles).where(eq(userRoles.userId, memberId));
    });

    it("create refuses an existing address and a weak password", async () => {
      await expect(createAdminAccount(handle.db, auth, { email: "member@example.com", password })).rejects.toThrow(/already exists/);
      await expect(createAdminAccount(handle.db, auth, { email: "weak@example.com", password: "weakpass1" })).rejects.toThrow(
        "Password must contain at least one uppercase letter",
      );
    });

    it("the first-start admin is skipped once any admin exists", async () => {
      expect(await ensureInitialAdmin(handle.db, auth, { email: "someone@example.com", password })).toEqual({ status: "skipped" });
    });
  });
});

describe.each(testDatabases)("failed sign-ins on $name (SECURITY.md, Sessions and accounts)", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  let auth: ReturnType<typeof createAuth>;
  const policy = signInPolicyFromEnv();
  const adminEmail = "office.admin@ironbark.example";

  beforeAll(async () => {
    handle = await testDb.create();
    auth = createAuth(handle.db, {
      secret: "integration-test-secret-0123456789abcdefghijkl",
      baseURL,
      attempts: { max: 10, windowSeconds: 60 },
      signIn: policy,
      passwordHashing: cheapPasswordHashing,
    });
    const ctx = await auth.$context;
    for (const email of [adminEmail, "stranger@example.com", "other@example.com"]) {
      const created = await ctx.internalAdapter.createUser({ email, name: email, emailVerified: true }, { method: "admin" });
      await ctx.internalAdapter.linkAccount({
        userId: created.id,
        providerId: "credential",
        accountId: created.id,
        password: await ctx.password.hash(password),
      });
    }
  });
  afterAll(() => handle.dispose());

  async function signIn(email: string, pass: string, ip: string) {
    const response = await auth.handler(authRequest("/sign-in/email", { body: { email, password: pass }, ip }));
    const body = (await response.json()) as { message?: string; code?: string };
    return {
      status: response.status,
      message: body.message,
      code: body.code,
      retryAfter: response.headers.get("retry-after"),
      cookie: cookieHeader(response),
    };
  }

  /** 5 addresses × 10 wrong passwords, as in the audit; the statuses in order. */
  async function distributedGuessing(email: string, network: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let address = 1; address <= 5; address++) {
      for (let guess = 0; guess < 10; guess++) statuses.push((await signIn(email, `Wr0ng-guess-${guess}`, `${network}.${address}`)).status);
    }
    return statuses;
  }

  it("5 addresses × 10 wrong passwords: 10 are checked, then the account is locked, and the right password from a fresh address is refused", async () => {
    const statuses = await distributedGuessing(adminEmail, "203.0.113");
    expect(statuses.filter((s) => s === 401)).toHaveLength(policy.accountMaxFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - policy.accountMaxFailures);
    // The first address is held back after 5 failures for this account, the second reaches the account's 10th.
    expect(statuses.slice(0, 10)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect(statuses.slice(10, 15)).toEqual([401, 401, 401, 401, 401]);

    const right = await signIn(adminEmail, password, "192.0.2.200");
    expect(right).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED", cookie: "" });
    expect(right.message).toBe("Too many failed sign-ins for this account. Try again in 15 minutes, or ask an administrator to unlock it.");
    expect(Number(right.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(15 * 60);
  });

  it("an address with no account gets exactly the same answers (no enumeration)", async () => {
    const unknown = "nobody.here@ironbark.example";
    expect(await distributedGuessing(unknown, "203.0.113")).toEqual([
      ...Array(5).fill(401),
      ...Array(5).fill(429),
      ...Array(5).fill(401),
      ...Array(35).fill(429),
    ]);
    const first = await signIn("someone.else@example.com", "Wr0ng-guess", "192.0.2.201");
    const again = await signIn(unknown, password, "192.0.2.201");
    expect(first).toMatchObject({ status: 401, message: "Invalid email or password" });
    expect(again).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED" });
  });

  it("npm run admin -- unlock lifts the lock: the right password then works at once", async () => {
    expect(await unlockAccount(handle.db, "Office.Admin@ironbark.example")).toEqual({ wasLocked: true });
    expect(await unlockAccount(handle.db, adminEmail)).toEqual({ wasLocked: false });
    const right = await signIn(adminEmail, password, "203.0.113.1");
    expect(right.status).toBe(200);
    expect(right.cookie).toContain("session_token");
  });

  it("a stranger's failures on a shared address do not refuse the admin's right password from it", async () => {
    const office = "198.51.100.99";
    for (let i = 0; i < 5; i++) expect((await signIn("stranger@example.com", "Wr0ng-guess", office)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await signIn("other@example.com", "Wr0ng-guess", office)).status).toBe(401);
    expect((await signIn("stranger@example.com", "Wr0ng-guess", office)).status).toBe(429);
    expect((await signIn(adminEmail, password, office)).status).toBe(200);
  });

  it("only failures count: a right password clears the account's failures", async () => {
    const ip = "198.51.100.98";
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn("other@example.com", "Wr0ng-guess", ip)).status).toBe(401);
      expect((await signIn("other@example.com", password, ip)).status).toBe(200);
    }
  });

  it("an address with too many failures over many accounts is refused for every account, others are not", async () => {
    const ip = "198.51.100.97";
    for (let i = 0; i < policy.addressMaxFailures; i++) {
      expect((await signIn(`spray-${Math.floor(i / 4)}@example.com`, "Wr0ng-guess", ip)).status).toBe(401);
    }
    const refused = await signIn("fresh-target@example.com", "Wr0ng-guess", ip);
    expect(refused).toMatchObject({ status: 429, code: "TOO_MANY_FAILED_SIGN_INS" });
    expect(refused.message).toMatch(/^Too many failed sign-ins from your network\. Try again in \d+ minutes?\.$/);
    expect((await signIn("fresh-target@example.com", "Wr0ng-guess", "198.51.100.96")).status).toBe(401);
  });

  it("an over-long address is refused as malformed and leaves no counter behind", async () => {
    const email = `${"a".repeat(10_000)}@example.com`;
    const response = await signIn(email, "Wr0ng-guess", "198.51.100.95");
    expect(response).toMatchObject({ status: 400, message: "Email must be less than 255 characters" });
    const keys = await handle.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.filter(({ key }) => key.includes("aaaaaaaaaa"))).toEqual([]);
  });

  it("each further lock within a day is twice as long, up to 24 hours, and a lock ends by itself", async () => {
    const email = "clock@example.com";
    const attempt = { email, ip: null };
    const failTimes = async (at: Date) => {
      for (let i = 0; i < policy.accountMaxFailures; i++) {
        expect((await checkSignIn(handle.db, policy, attempt, at)).allowed).toBe(true);
        await recordSignInOutcome(handle.db, policy, attempt, true, at);
      }
    };
    let at = new Date("2026-01-01T00:00:00Z");
    const expected = [15, 30, 60, 120, 240, 480, 960, 1440, 1440];
    for (const minutes of expected) {
      await failTimes(at);
      expect(await checkSignIn(handle.db, policy, attempt, at)).toEqual({
        allowed: false,
        reason: "account-locked",
        retryAfterSeconds: minutes * 60,
      });
      at = new Date(at.getTime() + minutes * 60_000);
    }
    // A day after the last lock ended, the next one is short again.
    at = new Date(at.getTime() + 24 * 60 * 60_000 + 1);
    await failTimes(at);
    expect(await checkSignIn(handle.db, policy, attempt, at)).toMatchObject({ retryAfterSeconds: 15 * 60 });
  });
});

describe.each(testDatabases)("first-start admin from ADMIN_EMAIL on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  let auth: ReturnType<typeof createAuth>;
  const settings = {
    secret: "integration-test-secret-0123456789abcdefghijkl",
    baseURL,
    attempts: { max: 10, windowSeconds: 60 },
    signIn: signInPolicyFromEnv(),
  };

  beforeAll(async () => {
    handle = await testDb.create();
    auth = createAuth(handle.db, settings);
  });
  afterAll(() => handle.dispose());

  it("creates a confirmed admin when the database has none", async () => {
    const outcome = await ensureInitialAdmin(handle.db, auth, { email: "admin@ironbark.example", password: "Admin-Passw0rd!" });
    expect(outcome).toMatchObject({ status: "created", email: "admin@ironbark.example" });
    const [row] = await handle.db.select().from(user).where(eq(user.email, "admin@ironbark.example"));
    expect(row?.emailVerified).toBe(true);
    const signIn = await auth.api.signInEmail({ body: { email: "admin@ironbark.example", password: "Admin-Passw0rd!" } });
    expect(signIn.token).toBeTruthy();
  });

  it("promotes an existing account only when ADMIN_PASSWORD is its password", async () => {
    const fresh = await testDb.create();
    try {
      const freshAuth = createAuth(fresh.db, settings);
      await freshAuth.api.signUpEmail({ body: { email: "claimed@example.com", password: "Someone-Elses1", name: "x" } });
      await expect(ensureInitialAdmin(fresh.db, freshAuth, { email: "claimed@example.com", password: "Admin-Passw0rd!" })).rejects.toThrow(
        /different password/,
      );
      const outcome = await ensureInitialAdmin(fresh.db, freshAuth, { email: "claimed@example.com", password: "Someone-Elses1" });
      expect(outcome).toMatchObject({ status: "promoted" });
    } finally {
      await fresh.dispose();
    }
  });
});

describe("admin CLI", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  let dataDir = "";

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-admin-cli-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function runCli(args: string[]) {
    return spawnSync(tsx, ["--conditions=react-server", "scripts/admin.ts", ...args], {
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_ON_START: "false", LOG_LEVEL: "silent" },
    });
  }

  it("refuses, with a clear message, a PGlite folder that a running process holds", () => {
    // This test process stands in for the running site.
    fs.writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    const result = runCli(["promote", "--email", "someone@example.com"]);
    fs.rmSync(path.join(dataDir, "pglite.lock"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`is in use by process ${process.pid}`);
    expect(result.stderr).toContain("Stop the running site");
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  // (Three runs of the CLI, each a process that opens the database: as long as the spawns' own budget allows, not the
  // default minute, which a loaded machine running the end-to-end build beside this suite can use up.)
  it("creates an admin in a folder nobody holds, and explains its usage", { timeout: 360_000 }, () => {
    const created = runCli(["create", "--email", "cli@ironbark.example", "--password", "Cli-Passw0rd"]);
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Created admin cli@ironbark.example");
    expect(created.status).toBe(0);
    expect(runCli(["promote", "--email", "cli@ironbark.example"]).stdout).toContain("was already an admin");
    const usage = runCli(["frobnicate"]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("npm run admin -- create");
  });

  it("unlock lifts an account's sign-in lock", { timeout: 360_000 }, async () => {
    const locked = await openDatabase({ kind: "pglite", dataDir });
    await locked.db
      .insert(signInLocks)
      .values({ email: "cli@ironbark.example", lockCount: 1, lockedUntil: new Date(Date.now() + 15 * 60_000) });
    await locked.close();

    const unlocked = runCli(["unlock", "--email", "CLI@ironbark.example"]);
    expect(unlocked.stderr).toBe("");
    expect(unlocked.stdout).toContain("Unlocked CLI@ironbark.example");
    expect(unlocked.status).toBe(0);
    expect(runCli(["unlock", "--email", "cli@ironbark.example"]).stdout).toContain("was not locked");

    const after = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(await after.db.select().from(signInLocks)).toEqual([]);
    } finally {
      await after.close();
    }
  });
});
