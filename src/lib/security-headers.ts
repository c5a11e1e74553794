/**
 * Headers sent with every response. Two more are set by scripts/server.ts, where the request is known:
 * Content-Security-Policy, with a nonce per response and the hashes of prerendered pages' inline scripts
 * (docs/decisions/002-content-security-policy.md), and Strict-Transport-Security, only for requests that
 * arrived over HTTPS. That server also sends these on the answers it gives itself (refusals, pages from memory, its
 * 503s while stopping). (`next dev` runs without the policy: its hot reloading evaluates code.)
 */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), interest-cohort=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}
