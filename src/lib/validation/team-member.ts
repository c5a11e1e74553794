import "./zod-jitless";
import { z } from "zod";
import { AU_PHONE_PATTERN, emailSchema, fullNameSchema } from "./fields";

/* The admin's team member form, shared by the form in the browser and the server actions that save a member. Limits
   follow the spec (section 9: name 100, email 255, an Australian phone); the rest are the card's and profile's room. */

export const teamMemberLimits = {
  role: 100,
  summary: 200,
  bioParagraphs: 6,
  bioParagraph: 1500,
  specialties: 8,
  specialty: 60,
  bookingUrl: 2000,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be less than ${max} characters` });

/** Letters (any alphabet), spaces, hyphens, apostrophes and full stops: the profile's address is made from the name. */
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

/** The booking link: blank for none, else an https:// address (it opens in a new tab from the profile). */
export const bookingUrlSchema = z
  .string({ error: "Booking link must be a web address starting with https://" })
  .trim()
  .max(teamMemberLimits.bookingUrl, { error: `Booking link must be less than ${teamMemberLimits.bookingUrl} characters` })
  .transform((value) => (value === "" ? null : value))
  .pipe(z.url({ protocol: /^https$/, error: "Booking link must be a web address starting with https://" }).nullable());

const uploadName = "[0-9a-f]{32}-[0-9]{13,16}\\.(?:png|jpg|webp|gif|avif)";
/** An upload served by the app (/uploads/…) or from the bucket's public address (S3_PUBLIC_URL), or the team's drawn artwork. */
const portraitPattern = new RegExp(`^(?:/uploads/${uploadName}|https://[^\\s"'<>?#]+/${uploadName}|/art/team/[a-z0-9-]+\\.svg)$`);

/** The portrait: an upload (cropped by the portrait route) or drawn artwork; blank for the placeholder. */
export const portraitSchema = z
  .string({ error: "Portrait must be an uploaded image" })
  .trim()
  .transform((value) => (value === "" ? null : value))
  .pipe(z.string().regex(portraitPattern, { error: "Portrait must be an uploaded image" }).nullable());

/** Lines of a text box: one paragraph (or specialty) each, blank lines dropped. Accepts the list itself too. */
const lines = (separator: RegExp) =>
  z
    .union([z.string().transform((text) => text.split(separator)), z.array(z.string())], { error: "Must be text" })
    .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ""));

export const teamMemberSchema = z.object({
  name: fullNameSchema.pipe(
    z.string().regex(namePattern, { error: "Name may only contain letters, spaces, hyphens, apostrophes and full stops" }),
  ),
  role: requiredText("Role", teamMemberLimits.role),
  email: emailSchema,
  /** Kept as the agency writes it ("0491 570 006"), checked by the Australian rule the forms use. */
  phone: z
    .string({ error: "Phone is required" })
    .trim()
    .min(1, { error: "Phone is required" })
    .max(20, { error: "Phone number must be less than 20 characters" })
    .refine((phone) => AU_PHONE_PATTERN.test(phone.replace(/[\s()-]/g, "")), { error: "Invalid Australian phone number" }),
  summary: requiredText("Summary", teamMemberLimits.summary),
  bio: lines(/\n\s*\n/).pipe(
    z
      .array(
        z.string().max(teamMemberLimits.bioParagraph, {
          error: `Each bio paragraph must be less than ${teamMemberLimits.bioParagraph} characters`,
        }),
      )
      .min(1, { error: "Bio is required" })
      .max(teamMemberLimits.bioParagraphs, { error: `Bio must be at most ${teamMemberLimits.bioParagraphs} paragraphs` }),
  ),
  specialties: lines(/\n/).pipe(
    z
      .array(
        z.string().max(teamMemberLimits.specialty, { error: `Each specialty must be less than ${teamMemberLimits.specialty} characters` }),
      )
      .max(teamMemberLimits.specialties, { error: `List at most ${teamMemberLimits.specialties} specialties` }),
  ),
  portrait: portraitSchema.optional().transform((value) => value ?? null),
  bookingUrl: bookingUrlSchema.optional().transform((value) => value ?? null),
});
export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type ValidTeamMember = z.output<typeof teamMemberSchema>;
