import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/server/db/connect";
import { outbox, rateLimits, signInDevices, signInLocks, userRoles, verification } from "@/server/db/schema";
import { cheapPasswordHashing } from "../support/cheap-password-hashing";
import { testDatabases } from "../support/databases";

/*
 * Issue 27, items 1–3 (SECURITY.md, "Sessions and accounts"): a lock must not keep the owner out. A browser that
 * signed in before keeps signing in, within its own failure limit; a completed reset lifts the lock; an admin unlocks
 * a colleague; `npm run admin -- unlock` works while the site holds the embedded database; refused attempts are not
 * counted; verify-password is throttled like sign-in; reset tokens are stored as a hash.
 */
vi.mock("@/server/auth/secret", () => ({ resolveAuthSecret: () => "integration-test-secret-0123456789abcdefghijkl" }));

const { createAuth, signInPolicyFromEnv } = await import("@/server/auth/auth");
const { unlockStaffAccount, listStaff } = await import("@/server/staff/staff");
const { applyUnlockRequests } = await import("@/server/auth/unlock-requests");

const baseURL = "http://localhost:3000";
const secret = "integration-test-secret-0123456789abcdefghijkl";
const password = "Str0ng-Passw0rd";

/** The cookies a browser would keep from an answer (name=value pairs), merged over what it had. */
function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const setCookie of response.headers.getSetCookie()) {
    const [pair] = setCookie.split(";");
    const at = pair!.indexOf("=");
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    if (value === "" || /max-age=0/i.test(setCookie)) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

describe.each(testDatabases)("sign-in without a lockout weapon on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  let auth: ReturnType<typeof createAuth>;
  const policy = signInPolicyFromEnv();

  async function makeAccount(email: string, role?: "admin" | "agent"): Promise<string> {
    const ctx = await auth.$context;
    const created = await ctx.internalAdapter.createUser({ email, name: email.split("@")[0]!, emailVerified: true }, { method: "admin" });
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await ctx.password.hash(password),
    });
    if (role) await handle.db.insert(userRoles).values({ userId: created.id, role });
    return created.id;
  }

  /** One browser: its own cookie jar, at one address. */
  function browser(ip: string, jar = new Map<string, string>()) {
    return {
      jar,
      ip,
      async post(pathname: string, body: unknown) {
        const headers = new Headers({ origin: baseURL, "content-type": "application/json", "x-client-ip": ip });
        if (jar.size > 0) headers.set("cookie", cookieHeader(jar));
        const response = await auth.handler(
          new Request(`${baseURL}/api/auth${pathname}`, { method: "POST", headers, body: JSON.stringify(body) }),
        );
        keepCookies(jar, response);
        const json = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
        return { status: response.status, code: json.code, message: json.message, setCookies: response.headers.getSetCookie() };
      },
      signIn(email: string, pass: string) {
        return this.post("/sign-in/email", { email, password: pass });
      },
    };
  }

  /** The audit's attack: ten wrong passwords from each of two addresses. The account is locked after it. */
  async function lockFromTwoAddresses(email: string, network: string): Promise<void> {
    for (const address of [1, 2]) {
      const attacker = browser(`${network}.${address}`);
      for (let i = 0; i < 10; i++) await attacker.signIn(email, `Wr0ng-guess-${i}`);
    }
    const [lock] = await handle.db.select().from(signInLocks).where(eq(signInLocks.email, email));
    expect(lock?.lockedUntil.getTime()).toBeGreaterThan(Date.now());
  }

  beforeAll(async () => {
    handle = await testDb.create();
    auth = createAuth(handle.db, {
      secret,
      baseURL,
      attempts: { max: 100, windowSeconds: 60 },
      signIn: policy,
      passwordHashing: cheapPasswordHashing,
    });
  });
  afterAll(() => handle.dispose());

  it("a successful sign-in sets a signed, httpOnly device cookie; only its hash is stored, bound to the account", async () => {
    const email = "cookie.owner@ironbark.example";
    await makeAccount(email);
    const laptop = browser("198.51.100.10");
    const signedIn = await laptop.signIn(email, password);
    expect(signedIn.status).toBe(200);
    const device = signedIn.setCookies.find((cookie) => cookie.includes("sign_in_device="));
    expect(device).toBeDefined();
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
    expect(device).toMatch(/Max-Age=15552000/i);
    // better-call's signed cookie: token.signature
    const value = decodeURIComponent([...laptop.jar].find(([name]) => name.endsWith("sign_in_device"))![1]);
    const token = value.slice(0, value.lastIndexOf("."));
    const rows = await handle.db.select().from(signInDevices).where(eq(signInDevices.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("locked from two addresses, a browser that signed in before still signs in; a new one, or a forged cookie, stays locked", async () => {
    const email = "office.admin@ironbark.example";
    await makeAccount(email, "admin");
    const laptop = browser("198.51.100.20");
    expect((await laptop.signIn(email, password)).status).toBe(200);

    await lockFromTwoAddresses(email, "203.0.113");

    const known = await laptop.signIn(email, password);
    expect(known.status).toBe(200);
    expect(known.setCookies.some((cookie) => cookie.includes("session_token="))).toBe(true);

    const fresh = await browser("192.0.2.30").signIn(email, password);
    expect(fresh).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED" });

    // The same cookie name with an unsigned or re-signed value counts for nothing.
    const [name, value] = [...laptop.jar].find(([cookie]) => cookie.endsWith("sign_in_device"))!;
    const forged = browser("192.0.2.31", new Map([[name, `${decodeURIComponent(value).split(".")[0]}.forged-signature`]]));
    expect(await forged.signIn(email, password)).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED" });

    // The cookie is bound to the account: it opens no other locked account.
    const other = "other.locked@ironbark.example";
    await makeAccount(other);
    await lockFromTwoAddresses(other, "203.0.114");
    const borrowed = browser("192.0.2.32", new Map([[name, value]]));
    expect(await borrowed.signIn(other, password)).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED" });
  });

  it("failures from a known browser count for that browser: past its limit it is a stranger again, and the lock holds", async () => {
    const email = "stolen.cookie@ironbark.example";
    await makeAccount(email);
    const laptop = browser("198.51.100.21");
    expect((await laptop.signIn(email, password)).status).toBe(200);
    await lockFromTwoAddresses(email, "203.0.115");

    const statuses: number[] = [];
    for (let i = 0; i < policy.deviceMaxFailures + 3; i++) statuses.push((await laptop.signIn(email, `Wr0ng-guess-${i}`)).status);
    expect(statuses).toEqual([...Array(policy.deviceMaxFailures).fill(401), 429, 429, 429]);
    expect(await laptop.signIn(email, password)).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED" });
  });

  it("a known browser's failures do not lock the account for others", async () => {
    const email = "typo.prone@ironbark.example";
    await makeAccount(email);
    const laptop = browser("198.51.100.22");
    expect((await laptop.signIn(email, password)).status).toBe(200);
    for (let i = 0; i < policy.deviceMaxFailures; i++) expect((await laptop.signIn(email, "Wr0ng-guess")).status).toBe(401);
    expect((await laptop.signIn(email, password)).status).toBe(200);
    expect((await browser("198.51.100.23").signIn(email, password)).status).toBe(200);
    expect(await handle.db.select().from(signInLocks).where(eq(signInLocks.email, email))).toEqual([]);
  });

  it("a completed password reset lifts the lock: the new password then signs in from anywhere", async () => {
    const email = "forgetful@ironbark.example";
    await makeAccount(email);
    await lockFromTwoAddresses(email, "203.0.116");

    const phone = browser("192.0.2.40");
    expect((await phone.post("/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, "password-reset")))
      .orderBy(desc(outbox.createdAt));
    const token = mail?.text.match(/\/api\/auth\/reset-password\/([^?\s]+)/)?.[1];
    expect(token).toBeDefined();
    expect(await phone.signIn(email, password)).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED" });

    expect((await phone.post("/reset-password", { token, newPassword: "N3w-Passw0rd" })).status).toBe(200);
    expect(await handle.db.select().from(signInLocks).where(eq(signInLocks.email, email))).toEqual([]);
    expect((await browser("192.0.2.41").signIn(email, "N3w-Passw0rd")).status).toBe(200);
  });

  it("stores a reset token only as its SHA-256; the token in the e-mail still works once", async () => {
    const email = "hashed.token@ironbark.example";
    await makeAccount(email);
    const phone = browser("192.0.2.50");
    await phone.post("/request-password-reset", { email, redirectTo: "/reset-password" });
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, "password-reset")));
    const token = mail!.text.match(/\/api\/auth\/reset-password\/([^?\s]+)/)![1]!;

    const rows = await handle.db.select().from(verification);
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);
    expect(await handle.db.select().from(verification).where(like(verification.identifier, "reset-password:%"))).toEqual([]);
    const hashed = createHash("sha256").update(`reset-password:${token}`).digest("base64url");
    expect(rows.filter((row) => row.identifier === hashed)).toHaveLength(1);

    expect((await phone.post("/reset-password", { token, newPassword: "N3w-Passw0rd" })).status).toBe(200);
    expect((await phone.post("/reset-password", { token, newPassword: "Oth3r-Passw0rd" })).status).toBe(400);
  });

  it("refused attempts are not counted: 50 from one address at another account, then the admin signs in from it", async () => {
    const adminEmail = "shared.office.admin@ironbark.example";
    await makeAccount(adminEmail, "admin");
    const office = browser("198.51.100.60");
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await office.signIn("colleague@example.com", `Wr0ng-guess-${i}`)).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(policy.addressAccountMaxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - policy.addressAccountMaxFailures);

    const [address] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, "signin-fail:address:198.51.100.60"));
    expect(address?.count).toBe(policy.addressAccountMaxFailures);
    expect((await browser("198.51.100.60").signIn(adminEmail, password)).status).toBe(200);
  });

  it("a malformed sign-in and one refused as locked leave every counter as it was", async () => {
    const email = "counted@ironbark.example";
    await makeAccount(email);
    await lockFromTwoAddresses(email, "203.0.117");
    const before = await handle.db.select().from(rateLimits);
    const ip = "198.51.100.61";
    expect((await browser(ip).signIn(email, "Wr0ng-guess")).status).toBe(429);
    expect((await browser(ip).post("/sign-in/email", { email: "not-an-address", password: "x" })).status).toBe(400);
    const after = await handle.db.select().from(rateLimits);
    const counts = (rows: typeof before) =>
      Object.fromEntries(rows.filter((row) => row.key.startsWith("signin-fail:")).map((row) => [row.key, row.count]));
    expect(counts(after)).toEqual(counts(before));
  });

  it("verify-password goes through the same throttle: a stolen session cannot guess the password", async () => {
    const email = "verifier@ironbark.example";
    await makeAccount(email);
    const thief = browser("198.51.100.70");
    expect((await thief.signIn(email, password)).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await thief.post("/verify-password", { password: `Wr0ng-guess-${i}` })).status);
    // The browser's own limit, then its address's for this account; everything after is refused unchecked.
    const checked = policy.deviceMaxFailures + policy.addressAccountMaxFailures;
    expect(statuses).toEqual([...Array(checked).fill(400), ...Array(25 - checked).fill(429)]);
    expect(await thief.post("/verify-password", { password })).toMatchObject({ status: 429 });
    // The same counters as sign-in: that address now gets 429 for this account there too.
    expect((await browser("198.51.100.70").signIn(email, password)).status).toBe(429);
  });

  it("verify-password failures count toward the account's lock", async () => {
    const email = "verify.lock@ironbark.example";
    await makeAccount(email);
    const sessions = [browser("198.51.100.71"), browser("198.51.100.72")];
    for (const session of sessions) {
      expect((await session.signIn(email, password)).status).toBe(200);
      // Without the device cookie, as a session cookie copied elsewhere would be.
      for (const name of [...session.jar.keys()]) if (name.endsWith("sign_in_device")) session.jar.delete(name);
    }
    for (const session of sessions) {
      for (let i = 0; i < policy.addressAccountMaxFailures; i++)
        expect((await session.post("/verify-password", { password: "Wr0ng-guess" })).status).toBe(400);
    }
    expect(await browser("192.0.2.73").signIn(email, password)).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED" });
  });

  it("an admin unlocks a colleague (the Staff page): the lock shows in the staff list, then the colleague signs in", async () => {
    const email = "locked.agent@ironbark.example";
    const userId = await makeAccount(email, "agent");
    await lockFromTwoAddresses(email, "203.0.118");
    const listed = (await listStaff(handle.db)).find((member) => member.userId === userId);
    expect(listed?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());

    expect(await unlockStaffAccount(handle.db, userId)).toMatchObject({ email, wasLocked: true });
    expect((await listStaff(handle.db)).find((member) => member.userId === userId)?.lockedUntil).toBeNull();
    expect((await browser("203.0.118.1").signIn(email, password)).status).toBe(200);
    await expect(unlockStaffAccount(handle.db, "no-such-user")).rejects.toThrow("This account no longer exists");
  });
});

describe("npm run admin -- unlock while the site holds the embedded database", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  let dataDir = "";

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-unlock-live-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function runCli(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(tsx, ["--conditions=react-server", "scripts/admin.ts", ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_ON_START: "false", LOG_LEVEL: "silent" },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("exit", (status) => resolve({ status, stdout, stderr }));
    });
  }

  it("the command asks the running site, which lifts the lock; a site that does not answer gets a clear message", async () => {
    // This process is the running site: it holds the folder (pglite.lock) and runs the unlock job.
    const site = await openDatabase({ kind: "pglite", dataDir });
    await site.migrate();
    await site.db
      .insert(signInLocks)
      .values({ email: "live@ironbark.example", lockCount: 1, lockedUntil: new Date(Date.now() + 15 * 60_000) });
    const job = setInterval(() => void applyUnlockRequests(site.db, dataDir), 200);
    try {
      const unlocked = await runCli(["unlock", "--email", "Live@ironbark.example"]);
      expect(unlocked.stderr).toBe("");
      expect(unlocked.stdout).toContain("Unlocked Live@ironbark.example: it can sign in again. (applied by the running site)");
      expect(unlocked.status).toBe(0);
      expect(await site.db.select().from(signInLocks)).toEqual([]);

      const malformed = await runCli(["unlock", "--email", "not-an-address"]);
      expect(malformed.status).toBe(1);
      expect(malformed.stderr).toContain("Could not unlock not-an-address");
    } finally {
      clearInterval(job);
    }
    await site.db
      .insert(signInLocks)
      .values({ email: "live@ironbark.example", lockCount: 1, lockedUntil: new Date(Date.now() + 15 * 60_000) });
    try {
      // The site holds the folder but applies nothing (an older version): the command gives up and withdraws its request.
      const unanswered = await runCli(["unlock", "--email", "live@ironbark.example", "--timeout", "2"]);
      expect(unanswered.status).toBe(1);
      expect(unanswered.stderr).toContain("The running site did not answer within 2 s");
      expect(fs.readdirSync(path.join(dataDir, "admin-requests"))).toEqual([]);
      expect(await site.db.select().from(signInLocks)).toHaveLength(1);
    } finally {
      await site.close();
    }
  }, 120_000);
});
