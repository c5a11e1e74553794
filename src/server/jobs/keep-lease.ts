import "server-only";
import { logger } from "@/server/log";

/**
 * Renews a lease every `everyMs` while long work runs (an SMTP conversation, a crawl, a feed download), so it outlasts
 * the work however long that takes, while a worker that dies stops renewing and its lease runs out. `renew` resolves
 * false when the lease is no longer ours (taken over after it ran out): `onLost` is then called once. A failed renewal
 * (the database is away) is logged and tried again at the next beat. Returns the function that stops the beats.
 */
export function keepLease(renew: () => Promise<boolean>, everyMs: number, onLost: () => void = () => {}): () => void {
  let lost = false;
  const beat = setInterval(() => {
    renew()
      .then((held) => {
        if (!held && !lost) {
          lost = true;
          clearInterval(beat);
          onLost();
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, "could not renew a job lease; trying again at the next beat"));
  }, everyMs);
  beat.unref();
  return () => clearInterval(beat);
}
