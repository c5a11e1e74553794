import { afterAll, vi } from "vitest";

/*
 * The unit and integration projects run each worker's files one after another in one process (`isolate: false` in
 * vitest.config.ts). This setup file, run before every test file, gives the next file what a new process would: the
 * environment as it was, no globals this file added (the app keeps its database, auth and job runner on globalThis), no
 * stubs or spies, and a fresh module registry, so every file imports the app anew (its mocks included).
 */

const envBefore = { ...process.env };
const globalsBefore = new Set(Reflect.ownKeys(globalThis));

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
  Object.assign(process.env, envBefore);
  for (const key of Reflect.ownKeys(globalThis)) {
    // Libraries define some of theirs for the process's life (undici's dispatcher): those stay, as they would.
    if (!globalsBefore.has(key) && Reflect.getOwnPropertyDescriptor(globalThis, key)?.configurable) Reflect.deleteProperty(globalThis, key);
  }
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});
