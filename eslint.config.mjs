import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

/*
 * The layers of src/, top to bottom. A file may import its own layer and the layers below it, never one above:
 *   app (routes, with proxy.ts and instrumentation.ts, Next's other entry points)
 *   → components (React, server and client) → server (server-only code: db, auth, actions, jobs)
 *   → content (the site's words and the documents' first content) → lib (pure code for any side) → env (src/env.ts).
 * Server actions live in src/server/<feature>/actions/, so components reach them without importing a route folder.
 */
const layers = [
  { name: "app", paths: ["./src/app", "./src/proxy.ts", "./src/instrumentation.ts"] },
  { name: "components", paths: ["./src/components"] },
  { name: "server", paths: ["./src/server"] },
  { name: "content", paths: ["./src/content"] },
  { name: "lib", paths: ["./src/lib"] },
  { name: "env", paths: ["./src/env.ts"] },
];

/** Deliberate exceptions, each with its reason. None today: add one here (a zone's `except`) only with a reason. */
const layerZones = layers.slice(1).flatMap((layer, index) =>
  layers.slice(0, index + 1).map((above) => ({
    target: layer.paths,
    from: above.paths,
    message: `Layers (README, "Architecture"): ${layer.name} may not import ${above.name}; move what both need down to a layer both may import.`,
  })),
);

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Import Link from @/components/ui/link: it does not prefetch unless asked to (decision record 034).",
            },
          ],
        },
      ],
    },
  },
  { files: ["src/components/ui/link.tsx"], rules: { "no-restricted-imports": "off" } },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "drizzle/**",
      "test-results/**",
      "playwright-report/**",
      "bench/.runs/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
