import type { NextConfig } from "next";
import { securityHeaders } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  // @resvg/resvg-js loads a native binary (sharp is externalised by Next already).
  serverExternalPackages: ["@electric-sql/pglite", "pino", "@resvg/resvg-js"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
