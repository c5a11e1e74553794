import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "@/server/auth/auth";

/**
 * Scrypt at a sixteenth of better-auth's work factor, for the tests that count failed sign-ins: they make hundreds of
 * attempts, and at better-auth's cost (about 130 ms of CPU each) the hashing, not the throttle under test, took most of
 * their time. The tests of signing up, signing in and resetting a password keep better-auth's own hashing.
 */
const cost = { N: 1024, r: 8, p: 1, maxmem: 16 * 1024 * 1024 };

function derive(password: string, salt: string): Buffer {
  return scryptSync(password.normalize("NFKC"), salt, 32, cost);
}

export const cheapPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${derive(password, salt).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    return timingSafeEqual(derive(password, salt), Buffer.from(key, "hex"));
  },
};
