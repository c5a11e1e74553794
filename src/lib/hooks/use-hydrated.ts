import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/**
 * False on the server and during hydration, true from the render right after hydration (and at once for
 * anything mounted later). Lets a component serve HTML that works without JavaScript, then swap in its
 * scripted version once JavaScript runs, without a hydration mismatch and without an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
}
