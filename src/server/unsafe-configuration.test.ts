import { describe, expect, it } from "vitest";
import {
  missingAuthSecretSentence,
  missingS3CredentialsSentence,
  serverActionsKeyMismatchSentence,
  unsafeConfiguration,
  withoutProductionServerSentence,
} from "./unsafe-configuration";

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

  it("stops a start with an S3 bucket but not both of its keys", () => {
    const bucket = { bucket: "uploads", accessKeyId: "AKIA-EXAMPLE", secretAccessKey: "secret" };
    expect(unsafeConfiguration({ ...safe, s3: bucket })).toBeNull();
    expect(unsafeConfiguration({ ...safe, s3: { ...bucket, accessKeyId: undefined } })).toBe(missingS3CredentialsSentence);
    expect(unsafeConfiguration({ ...safe, s3: { ...bucket, secretAccessKey: undefined } })).toBe(missingS3CredentialsSentence);
    // No bucket: uploads stay on local disk, whatever else is set.
    expect(unsafeConfiguration({ ...safe, s3: { bucket: undefined, accessKeyId: undefined, secretAccessKey: "secret" } })).toBeNull();
  });

  it("stops a production start without the production server in front (a plain `next start`)", () => {
    expect(unsafeConfiguration({ ...safe, productionWithoutServer: true })).toBe(withoutProductionServerSentence);
    expect(unsafeConfiguration({ ...safe, productionWithoutServer: false })).toBeNull();
  });
});
