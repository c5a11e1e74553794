import "server-only";
import { randomBytes } from "node:crypto";
import os from "node:os";

const idKey = Symbol.for("ironbark.workerId");
type GlobalWithId = typeof globalThis & { [idKey]?: string };

/** This process's name on the leases it takes: host, pid and a random part (a pid is reused after a restart). */
export function workerId(): string {
  const store = globalThis as GlobalWithId;
  return (store[idKey] ??= `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`);
}
