import { afterEach, describe, expect, it } from "vitest";
import { requestIdHeader } from "./answer-instead-of-500";
import { installProductionServer } from "./production-server";
import { markDatabaseOutage } from "./database-outage";

const key = Symbol.for("ironbark.productionServer");
const store = globalThis as { [key]?: unknown };
const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

afterEach(() => {
  delete store[key];
});

describe("markDatabaseOutage", () => {
  it("marks the request whose page failed because the database could not be reached, with the Retry-After to send", () => {
    const marked = installProductionServer().answersInsteadOf500;
    markDatabaseOutage(new Error("Failed query", { cause: refused }), { [requestIdHeader]: "req-1" });
    expect([...marked]).toEqual([["req-1", { status: 503, headers: { "Retry-After": "15" } }]]);
  });

  it("leaves any other failure a 500", () => {
    const marked = installProductionServer().answersInsteadOf500;
    markDatabaseOutage(new TypeError("cannot read properties of undefined"), { [requestIdHeader]: "req-2" });
    markDatabaseOutage(Object.assign(new Error("duplicate key"), { code: "23505" }), { [requestIdHeader]: "req-3" });
    expect(marked.size).toBe(0);
  });

  it("does nothing without a request number or outside scripts/server.ts", () => {
    const marked = installProductionServer().answersInsteadOf500;
    markDatabaseOutage(refused, {});
    expect(marked.size).toBe(0);
    delete store[key];
    expect(() => markDatabaseOutage(refused, { [requestIdHeader]: "req-4" })).not.toThrow();
  });
});
