import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initialAgency as agency } from "@/content/agency";
import type { Db } from "@/server/db/connect";
import { alertSubscriptions, enquiries, outbox } from "@/server/db/schema";
import { deliverDueMail, type MailTransport } from "@/server/email/outbox";
import { createMailTransport } from "@/server/email/transport";
import { startFakeSmtpServer, type FakeSmtpServer, type ReceivedMail } from "../fakes/smtp-server";
import { testDatabases } from "../support/databases";

/*
 * The newsletter sign-up on the alerts' consent model (issue 31, item 3): the form still answers "Subscribed!", the only
 * e-mail is the confirmation, nobody is a subscriber or a lead until its link is followed, and the unsubscribe works.
 * The form's server action and the one-click route run as the site runs them, against the test's database.
 */
const current = vi.hoisted(() => ({ db: undefined as Db | undefined, ip: "203.0.113.60" }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": current.ip }) }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));
// A server action ends with redirect(), which throws for Next to answer; here it records where it went.
const redirects = vi.hoisted(() => [] as string[]);
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    redirects.push(to);
  },
}));

const { submitEnquiryAction } = await import("@/server/leads/actions/submit-enquiry-action");
const { initialEnquiryActionState } = await import("@/lib/forms/action-state");
const { confirmAlertAction } = await import("@/server/alerts/actions/confirm-alert-action");
const { unsubscribeLinkAction } = await import("@/server/alerts/actions/unsubscribe-link-action");
const { subscriptionsOfToken } = await import("@/server/alerts/subscriptions");
const { POST: oneClickUnsubscribe } = await import("@/app/api/alerts/unsubscribe/route");

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The message's header section, long lines unfolded (RFC 5322 §2.2.3). */
const headersOf = (raw: string) => (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");

let ipCounter = 60;

describe.each(testDatabases)("newsletter consent on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let smtp: FakeSmtpServer;
  let transport: MailTransport;

  async function signUp(email: string) {
    current.ip = `203.0.113.${ipCounter++}`;
    return submitEnquiryAction("newsletter", initialEnquiryActionState, formData({ email, website: "" }));
  }

  /** Sends what the outbox holds over SMTP; the messages to `email` that arrived. */
  async function inbox(email: string): Promise<ReceivedMail[]> {
    const before = smtp.messages.length;
    await deliverDueMail(db, transport, new Date(Date.now() + 1000));
    return smtp.messages.slice(before).filter((m) => m.to.includes(email));
  }

  const tokenIn = (mail: ReceivedMail | undefined, page: string) =>
    mail?.raw.match(new RegExp(`https?://[^\\s"<>]+/alerts/${page}\\?token=([A-Za-z0-9_-]{43})`))?.[1];

  const newsletterLeads = (email: string) => db.select().from(enquiries).where(eq(enquiries.email, email));

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
    smtp = await startFakeSmtpServer();
    transport = createMailTransport(smtp.url);
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.dispose();
  });
  beforeEach(() => {
    redirects.length = 0;
  });

  it("answers 'Subscribed!', sends only the confirmation, and makes a subscriber and a lead only once its link is followed", async () => {
    const email = "reader@example.com";
    expect(await signUp("Reader@Example.com")).toEqual({
      status: "success",
      title: "Subscribed!",
      message: "Please confirm from the e-mail we've just sent you.",
      values: {},
    });

    const [confirmation, ...more] = await inbox(email);
    expect(more).toEqual([]);
    expect(confirmation?.raw).toContain("Please confirm that you want the Ironbark Realty newsletter");
    const token = tokenIn(confirmation, "confirm");
    expect(token).toBeDefined();
    // Not yet a subscriber, not yet a lead, and nothing else goes out however often the outbox runs.
    expect((await subscriptionsOfToken(db, token!))?.subscriptions).toMatchObject([{ kind: "newsletter", active: false }]);
    expect(await newsletterLeads(email)).toEqual([]);
    expect(await inbox(email)).toEqual([]);

    // The confirm page's button (the link alone confirms nothing: tests/e2e/listing-alerts.spec.ts).
    await confirmAlertAction(formData({ token: token! }));
    expect(redirects).toEqual([`/alerts/confirm?token=${token}`]);
    expect((await subscriptionsOfToken(db, token!))?.subscriptions).toMatchObject([{ kind: "newsletter", active: true }]);
    const leads = await newsletterLeads(email);
    expect(leads).toMatchObject([{ type: "newsletter", ownerId: null, replyDueAt: null }]);

    // The welcome names the sender and carries the one-click unsubscribe; nobody at the agency is notified.
    const [welcome, ...others] = await inbox(email);
    expect(others).toEqual([]);
    expect(welcome?.raw).toContain("you're subscribed to the Ironbark Realty newsletter");
    expect(welcome?.raw).toContain(agency.legalName);
    expect(tokenIn(welcome, "unsubscribe")).toBe(token);
    expect(headersOf(welcome!.raw)).toMatch(new RegExp(`^List-Unsubscribe: <https?://[^>]+/api/alerts/unsubscribe\\?token=${token}>`, "m"));
    expect(headersOf(welcome!.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const notices = await db.select().from(outbox).where(eq(outbox.kind, "agency-notification"));
    expect(notices).toEqual([]);

    // Signing up again: one subscription, one lead, and a note with the manage link rather than a second confirmation.
    expect((await signUp(email)).title).toBe("Subscribed!");
    const [again] = await inbox(email);
    expect(again?.raw).toContain("which you already get");
    expect(tokenIn(again, "manage")).toBe(token);
    expect(await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))).toHaveLength(1);
    expect(await newsletterLeads(email)).toHaveLength(1);
  });

  it("unsubscribes at once from the unsubscribe page's button and from the mail client's one-click POST", async () => {
    const subscribed: string[] = [];
    for (const email of ["button@example.com", "oneclick@example.com"]) {
      await signUp(email);
      const token = tokenIn((await inbox(email))[0], "confirm")!;
      await confirmAlertAction(formData({ token }));
      await inbox(email);
      subscribed.push(token);
    }
    const [button, oneClick] = subscribed as [string, string];

    await unsubscribeLinkAction(formData({ token: button }));
    expect(redirects.at(-1)).toBe(`/alerts/unsubscribe?token=${button}`);
    expect((await subscriptionsOfToken(db, button))?.subscriptions).toMatchObject([{ active: false, confirmed: true }]);

    const response = await oneClickUnsubscribe(
      new Request(`http://localhost/api/alerts/unsubscribe?token=${oneClick}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(response.status).toBe(200);
    expect((await subscriptionsOfToken(db, oneClick))?.subscriptions).toMatchObject([{ active: false }]);

    // Unsubscribed, the old confirmation link can't switch it back on.
    await confirmAlertAction(formData({ token: button }));
    expect((await subscriptionsOfToken(db, button))?.subscriptions).toMatchObject([{ active: false }]);
  });

  it("refuses a bad address with the form's message and stores nothing", async () => {
    const before = await db.select().from(alertSubscriptions);
    expect(await signUp("not-an-address")).toMatchObject({ status: "error", title: "Invalid Input", message: "Invalid email address" });
    expect(await db.select().from(alertSubscriptions)).toEqual(before);
  });
});
