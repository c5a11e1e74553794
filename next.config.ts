import type { NextConfig } from "next";
import { serverActionBodyLimitBytes } from "./scripts/request-guards";
import { securityHeaders } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Set per release when instances are replaced one by one: a browser holding an older release's pages is sent a full
  // page load instead of calling a server that no longer has its scripts (docs/deploy.md).
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  // @resvg/resvg-js loads a native binary (sharp is externalised by Next already).
  images: {
    // Uploaded photos only (src/lib/media/responsive-image.ts): the optimiser answers AVIF, else WebP.
    formats: ["image/avif", "image/webp"],
    localPatterns: [{ pathname: "/uploads/**", search: "" }],
  },
  serverExternalPackages: ["@electric-sql/pglite", "pino", "@resvg/resvg-js"],
  // `npm test` type-checks the whole tree (`npm run typecheck`) before its end-to-end tests build the site, so that
  // build (playwright.config.ts sets SKIP_BUILD_TYPECHECK) does not check it again; `npm start` and `next build` do.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  experimental: {
    // Next reads the whole body of every request the proxy (src/proxy.ts) runs for, keeping up to this much of it for
    // the proxy and handing the route only that much. The proxy runs for pages, whose only bodies are server actions:
    // a little past their own limit, so that a larger body still reaches Next's check of that limit (413) rather than
    // arriving cut short, and a large one costs the server no more than this (the default is 10 MB).
    proxyClientMaxBodySize: serverActionBodyLimitBytes + 64 * 1024,
    // Turbopack's build cache speeds up the next build on this machine; CI builds a clean clone once and never reads it.
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
