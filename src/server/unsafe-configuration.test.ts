import { describe, expect, it } from "vitest";
import { missingAuthSecretSentence, serverActionsKeyMismatchSentence, unsafeConfiguration } from "./unsafe-configuration";

const safe = { databaseUrl: undefined, authSecret: undefined, serverActionsKey: undefined, buildServerActionsKey: "built-key" };

describe("unsafeConfiguration", () => {
  it("lets the embedded database run with a generated secret and the build's own key", () => {
    expect(unsafeConfiguration(safe)).toBeNull();
  });

  it("stops a start on PostgreSQL without BETTER_AUTH_SECRET", () => {
    expect(unsafeConfiguration({ ...safe, databaseUrl: "postgres://db/app" })).toBe(missingAuthSecretSentence);
    expect(unsafeConfiguration({ ...safe, databaseUrl: "postgres://db/app", authSecret: "x".repeat(32) })).toBeNull();
  });

  it("stops a start whose pinned server-actions key is not the one the build was made with", () => {
    expect(unsafeConfiguration({ ...safe, serverActionsKey: "another-key" })).toBe(serverActionsKeyMismatchSentence);
    expect(unsafeConfiguration({ ...safe, serverActionsKey: "built-key" })).toBeNull();
    // `next dev` has no build to compare with.
    expect(unsafeConfiguration({ ...safe, serverActionsKey: "another-key", buildServerActionsKey: null })).toBeNull();
  });
});
