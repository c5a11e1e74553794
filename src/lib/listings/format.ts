/* How listing sizes and features read on the site (their dates and times: src/lib/format/date.ts). */
import { formatWholeNumber } from "@/lib/format/number";

export function area(m2: number): string {
  return `${formatWholeNumber(m2)} m²`;
}

/** "airConditioning" → "Air conditioning" */
export function featureName(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A listing is "New" for its first week. */
export const newForDays = 7;
export function isNew(listedAt: Date | null, now: Date): boolean {
  return listedAt !== null && now.getTime() - listedAt.getTime() < newForDays * 86_400_000 && listedAt.getTime() <= now.getTime();
}
