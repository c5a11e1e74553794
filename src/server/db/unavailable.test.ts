import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, withDatabaseDeadline } from "./unavailable";

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises refused and dropped connections and a server shutting down", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08006"]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it("recognises node-postgres's lost-connection errors, which carry no code", () => {
    for (const message of [
      "Connection terminated unexpectedly",
      "timeout exceeded when trying to connect",
      "Client has encountered a connection error and is not queryable",
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it("looks through causes and aggregate errors (Drizzle wraps the driver's error)", () => {
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode("57P01") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]))).toBe(true);
  });

  it("does not treat bugs or bad data as an outage", () => {
    for (const error of [new Error("boom"), withCode("23505"), withCode("22P02"), null, "text"]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe("withDatabaseDeadline", () => {
  it("passes the work's result through", async () => {
    await expect(withDatabaseDeadline(Promise.resolve(7), 50)).resolves.toBe(7);
  });

  it("turns a hang into an outage error", async () => {
    const error = await withDatabaseDeadline(new Promise(() => {}), 20).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
