import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The layer rule of eslint.config.mjs (import/no-restricted-paths), run through ESLint's Node API on small snippets
 * placed in each layer: every import upwards is an error, every import downwards or within a layer is not.
 * The imported modules are real (the rule resolves them as `npm run lint` does); the snippets are never written to disk.
 */

const root = path.resolve(import.meta.dirname, "..", "..");

/** Top to bottom: a file placed in the layer, and a real module of the layer to import. */
const layers = [
  { name: "app", file: "src/app/layers-probe.tsx", module: "@/app/fonts" },
  { name: "components", file: "src/components/layers-probe.tsx", module: "@/components/ui/button" },
  { name: "server", file: "src/server/layers-probe.ts", module: "@/server/log" },
  { name: "content", file: "src/content/layers-probe.ts", module: "@/content/site" },
  { name: "lib", file: "src/lib/layers-probe.ts", module: "@/lib/cn" },
  { name: "env", file: "src/env.ts", module: "@/env" },
] as const;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The modules the rule refuses in a file importing each of `modules` (one import line each). */
async function refused(file: string, modules: readonly string[], kind: "value" | "type" = "value"): Promise<string[]> {
  const code = modules
    .map((module, i) => (kind === "type" ? `import type * as m${i} from "${module}";` : `import * as m${i} from "${module}";`))
    .concat(`export const used = [${modules.map((_, i) => (kind === "type" ? `null as unknown as typeof m${i}` : `m${i}`)).join(", ")}];`)
    .join("\n");
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const lines = code.split("\n");
  return result!.messages
    .filter((message) => message.ruleId === "import/no-restricted-paths")
    .map((message) => lines[message.line - 1]!.match(/from "([^"]+)"/)![1]!);
}

// Loading eslint-config-next and resolving through TypeScript takes seconds, more on a busy machine.
describe("the layer rule (app → components → server → content → lib → env)", { timeout: 120_000 }, () => {
  for (const [index, layer] of layers.entries()) {
    const above = layers.slice(0, index).map((l) => l.module);
    const belowOrSame = layers
      .slice(index)
      .map((l) => l.module)
      .filter((module) => !layer.file.endsWith(`${module.slice(2)}.ts`));

    if (above.length > 0) {
      it(`refuses ${layer.name} importing ${layers
        .slice(0, index)
        .map((l) => l.name)
        .join(", ")}`, async () => {
        expect(await refused(layer.file, above)).toEqual(above);
      });
    }

    if (belowOrSame.length === 0) continue;
    it(`lets ${layer.name} import ${layers
      .slice(index)
      .map((l) => l.name)
      .join(", ")}`, async () => {
      expect(await refused(layer.file, belowOrSame)).toEqual([]);
    });
  }

  it("refuses type-only imports upwards too", async () => {
    expect(await refused("src/lib/layers-probe.ts", ["@/server/log", "@/content/site"], "type")).toEqual([
      "@/server/log",
      "@/content/site",
    ]);
  });

  it("refuses relative paths as it does aliases", async () => {
    expect(await refused("src/components/layers-probe.tsx", ["../app/fonts"])).toEqual(["../app/fonts"]);
  });
});
