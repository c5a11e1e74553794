/* A team member as the /team card and the /team/{slug} profile show them, and the rules their addresses follow. */

export interface TeamMember {
  name: string;
  /** URL segment of the profile page, /team/{slug}; always `teamSlug(name)`. */
  slug: string;
  role: string;
  email: string;
  phone: { display: string; e164: string };
  /** One line for the team card. */
  summary: string;
  /** Profile paragraphs, in reading order. */
  bio: string[];
  specialties: string[];
  /** Portrait: an upload cropped to the card, drawn artwork, or the placeholder. */
  image: string;
  /** Same picture, under the name the blog's author records use. */
  imageUrl: string;
  /** Booking link for a free price update (opens in a new tab), for members who take bookings. */
  calendlyUrl?: string;
}

/**
 * The spec's profile slug: the name lower-cased with spaces turned to hyphens. Surrounding
 * whitespace is trimmed and any run of whitespace becomes a single hyphen.
 *
 * @example teamSlug("Daniel  Whitford ") // "daniel-whitford"
 */
export function teamSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The card's and the profile's picture shape, width:height (the portrait upload is cropped to it). */
export const portraitAspect = { width: 4, height: 5 } as const;

/** Shown for a member with no portrait yet. */
export const placeholderPortrait = "/art/team/placeholder.svg";

/** "0491 570 006" or "(02) 5550 4821" → "+61491570006" / "+61255504821", for tel: links and JSON-LD. */
export function auPhoneE164(phone: string): string {
  const digits = phone.replace(/[\s()-]/g, "");
  return digits.startsWith("0") ? `+61${digits.slice(1)}` : digits;
}
