import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { bundleProductionServer } from "./production-server-bundle";

describe("the production server's bundle", () => {
  const bundle = fs.readFileSync(bundleProductionServer(), "utf8");

  it("holds our modules as plain JavaScript, with no TypeScript left for a loader to strip", () => {
    expect(bundle).toContain("// scripts/server.ts");
    expect(bundle).toContain("// src/server/http/production-server.ts");
    expect(bundle).not.toMatch(/^import type /m);
    expect(bundle).not.toContain("tsx");
  });

  it("leaves packages as imports, so Next and PGlite load from node_modules, once", () => {
    expect(bundle).toMatch(/^import next from "next";$/m);
    expect(bundle).not.toContain("// node_modules/");
  });
});
