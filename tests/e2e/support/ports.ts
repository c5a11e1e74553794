/**
 * Every port the end-to-end suite listens on, in one place, so that no two specs can pick the same one: two workers run
 * specs side by side, and a server that finds its port taken by another spec's instance answers that spec's requests
 * with the wrong settings (a documented-proxy run once signed in against a shared instance that did not trust its
 * origin). Each port can be moved by its own variable; E2E_PORT_OFFSET moves them all, for a second suite on the same
 * machine. The module refuses to load when two of them meet.
 */

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

function port(variable: string, fallback: number): number {
  const value = process.env[variable];
  return value ? Number(value) : fallback + offset;
}

/** Instances of one shared kind take one port per worker; this many are reserved for each kind. */
export const sharedPortsPerKind = 10;
/** Kinds of shared instance reserved for (tests/e2e/support/shared-servers.ts). */
export const sharedKindsReserved = 5;

export const ports = {
  /** The suite's own server (playwright.config.ts). */
  main: port("E2E_PORT", 3100),
  mail: port("E2E_SMTP_PORT", 2526),
  listingImages: port("E2E_LISTING_IMAGES_PORT", 4592),
  journey: port("E2E_JOURNEY_PORT", 3110),
  journeyMail: port("E2E_JOURNEY_SMTP_PORT", 2527),
  load: port("E2E_LOAD_PORT", 3111),
  reliability: port("E2E_RELIABILITY_PORT", 3112),
  reliabilitySecond: port("E2E_RELIABILITY_SECOND_PORT", 3121),
  reliabilityMail: port("E2E_RELIABILITY_SMTP_PORT", 2528),
  // reliability.spec.ts's other tests, one port each so that both workers can run them.
  reliabilityStop: port("E2E_RELIABILITY_STOP_PORT", 3181),
  reliabilityHeld: port("E2E_RELIABILITY_HELD_PORT", 3182),
  reliabilityUnsafe: port("E2E_RELIABILITY_UNSAFE_PORT", 3183),
  reliabilityStale: port("E2E_RELIABILITY_STALE_PORT", 3184),
  reliabilityDrain: port("E2E_RELIABILITY_DRAIN_PORT", 3185),
  restart: port("E2E_RESTART_PORT", 3115),
  recovery: port("E2E_RECOVERY_PORT", 3117),
  recoveryMail: port("E2E_RECOVERY_SMTP_PORT", 2530),
  staff: port("E2E_STAFF_PORT", 3119),
  staffMail: port("E2E_STAFF_SMTP_PORT", 2532),
  forwardedHeaders: port("E2E_PROXY_HEADERS_PORT", 3122),
  forwardedHeadersNextStart: port("E2E_NEXT_START_PORT", 3123),
  lockout: port("E2E_LOCKOUT_PORT", 3125),
  backOffice: port("E2E_BACK_OFFICE_PORT", 3126),
  backOfficeMail: port("E2E_BACK_OFFICE_SMTP_PORT", 2535),
  requests: port("E2E_REQUESTS_PORT", 3131),
  scaleBalancer: port("E2E_SCALE_PORT", 3140),
  scale1: port("E2E_SCALE_PORT_1", 3141),
  scale2: port("E2E_SCALE_PORT_2", 3142),
  scale3: port("E2E_SCALE_PORT_3", 3143),
  scaleMail: port("E2E_SCALE_SMTP_PORT", 2529),
  scaleS3: port("E2E_SCALE_S3_PORT", 4590),
  scaleFeed: port("E2E_SCALE_FEED_PORT", 4591),
  documentedProxy: port("E2E_DOCUMENTED_PROXY_PORT", 3160),
  documentedProxyApp: port("E2E_DOCUMENTED_PROXY_APP_PORT", 3161),
  alerts: port("E2E_ALERTS_PORT", 3190),
  alertsMail: port("E2E_ALERTS_SMTP_PORT", 2545),
  /** The first of the shared instances' ports: sharedKindsReserved × sharedPortsPerKind from here. */
  sharedBase: port("E2E_SHARED_PORT", 3200),
} as const;

/** Throws when two ports of the registry meet, or one falls inside the shared instances' range. */
export function assertPortsDistinct(registry: Record<string, number> = ports): void {
  const sharedStart = registry.sharedBase ?? ports.sharedBase;
  const sharedEnd = sharedStart + sharedKindsReserved * sharedPortsPerKind;
  const owners = new Map<number, string>();
  for (const [name, value] of Object.entries(registry)) {
    if (name === "sharedBase") continue;
    const owner = owners.get(value);
    if (owner) throw new Error(`e2e ports: ${name} and ${owner} both use ${value}`);
    if (value >= sharedStart && value < sharedEnd)
      throw new Error(`e2e ports: ${name} (${value}) falls in the shared instances' range ${sharedStart}–${sharedEnd - 1}`);
    owners.set(value, name);
  }
}

assertPortsDistinct();
