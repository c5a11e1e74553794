import type { NextConfig } from "next";
import { securityHeaders } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  // @resvg/resvg-js loads a native binary (sharp is externalised by Next already).
  images: {
    // Uploaded photos only (src/lib/media/responsive-image.ts): the optimiser answers AVIF, else WebP.
    formats: ["image/avif", "image/webp"],
    localPatterns: [{ pathname: "/uploads/**", search: "" }],
  },
  serverExternalPackages: ["@electric-sql/pglite", "pino", "@resvg/resvg-js"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
