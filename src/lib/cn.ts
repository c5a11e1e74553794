import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (8.6 KB gzip in the browser): components offer
 * variants instead of relying on later classes overriding earlier ones.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
