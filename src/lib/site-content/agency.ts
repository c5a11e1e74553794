import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { AU_PHONE_PATTERN, emailSchema } from "@/lib/validation/fields";
import { youtubeVideoId } from "@/lib/youtube";

/*
 * The agency's identity as staff edit it in the admin (Settings): how to reach it, where it is, its registration and
 * its opening hours. The brand itself (the name in the logo, the page titles, the /why-choose-ironbark path and the
 * share cards) stays in src/content/site.ts: renaming the brand is a rebrand, not a settings change.
 */

export const australianStates = ["NSW", "ACT", "VIC", "QLD", "SA", "WA", "TAS", "NT"] as const;

export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Times are written as HH:MM, e.g. 09:00" });

const dayHoursSchema = z
  .object({ open: z.boolean(), opens: timeOfDay, closes: timeOfDay })
  .refine((day) => !day.open || day.opens < day.closes, { error: "A day's closing time must be after its opening time" });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be less than ${max} characters` });

const socialLink = (label: string) =>
  z
    .string()
    .trim()
    .max(255, { error: `${label} link must be less than 255 characters` })
    .refine((value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
      error: `${label} link must be a full https:// address`,
    });

export const agencySchema = z.object({
  legalName: requiredText("Legal name", 120),
  phone: requiredText("Phone", 20).refine((phone) => AU_PHONE_PATTERN.test(phone.replace(/[\s()-]/g, "")), {
    error: "Invalid Australian phone number",
  }),
  email: emailSchema,
  address: z.object({
    street: requiredText("Street address", 120),
    suburb: requiredText("Suburb", 60),
    region: z.enum(australianStates, { error: "State must be an Australian state or territory, e.g. NSW" }),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, { error: "Postcode must be 4 digits" }),
  }),
  licenceNumber: requiredText("Licence number", 30),
  abn: z
    .string({ error: "ABN is required" })
    .trim()
    .refine((abn) => /^\d{11}$/.test(abn.replace(/\s/g, "")), { error: "ABN must be 11 digits" }),
  socials: z.object({ facebook: socialLink("Facebook"), instagram: socialLink("Instagram"), linkedin: socialLink("LinkedIn") }),
  hours: z
    .array(dayHoursSchema)
    .length(7)
    .refine((days) => days.some((day) => day.open), { error: "The agency must be open on at least one day" }),
  /** The Mission the One scholar's video on YouTube, or "" until it is published (/mission says which). */
  scholarVideo: z
    .string()
    .trim()
    .max(255, { error: "Scholar video must be less than 255 characters" })
    .refine((value) => value === "" || youtubeVideoId(value) !== null, {
      error: "Scholar video must be a YouTube address, e.g. https://youtu.be/…",
    })
    .default(""),
});

export type Agency = z.output<typeof agencySchema>;

/** The number to dial: "+61255504821" for "(02) 5550 4821". */
export function phoneE164(phone: string): string {
  const digits = phone.replace(/[\s()-]/g, "");
  return digits.startsWith("0") ? `+61${digits.slice(1)}` : digits;
}

export const telHrefOf = (agency: Pick<Agency, "phone">) => `tel:${phoneE164(agency.phone)}`;
export const mailHrefOf = (agency: Pick<Agency, "email">) => `mailto:${agency.email}`;

/** The social profiles that are set, by network. */
export function socialLinksOf(agency: Pick<Agency, "socials">): Array<{ network: "facebook" | "instagram" | "linkedin"; href: string }> {
  return (["facebook", "instagram", "linkedin"] as const).flatMap((network) =>
    agency.socials[network] ? [{ network, href: agency.socials[network] }] : [],
  );
}

export interface OpeningHoursGroup {
  /** "Monday to Friday", "Saturday". */
  days: string;
  schemaDays: Weekday[];
  opens: string;
  closes: string;
  /** "Mon–Fri 9am–5pm". */
  label: string;
}

const shortDay = (day: Weekday) => day.slice(0, 3);
function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minutes).padStart(2, "0")}${suffix}`;
}

/** Consecutive days with the same hours, as the footer, the contact page and the structured data show them. */
export function openingHoursOf(agency: Pick<Agency, "hours">): OpeningHoursGroup[] {
  const groups: Array<{ days: Weekday[]; opens: string; closes: string }> = [];
  weekdays.forEach((day, index) => {
    const hours = agency.hours[index];
    if (!hours?.open) return;
    const last = groups.at(-1);
    if (last && last.days.at(-1) === weekdays[index - 1] && last.opens === hours.opens && last.closes === hours.closes) last.days.push(day);
    else groups.push({ days: [day], opens: hours.opens, closes: hours.closes });
  });
  return groups.map(({ days, opens, closes }) => {
    const [first] = days as [Weekday, ...Weekday[]];
    const last = days.at(-1) as Weekday;
    const single = days.length === 1;
    return {
      days: single ? first : `${first} to ${last}`,
      schemaDays: days,
      opens,
      closes,
      label: `${single ? shortDay(first) : `${shortDay(first)}–${shortDay(last)}`} ${clock(opens)}–${clock(closes)}`,
    };
  });
}

/**
 * The settings form's fields (`address.street`, `hours.0.opens`, `hours.0.open` = "on"…) as the document to validate.
 * With JavaScript off the browser posts exactly these names.
 */
export function agencyFromForm(form: FormData): unknown {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    legalName: text("legalName"),
    phone: text("phone"),
    email: text("email"),
    address: {
      street: text("address.street"),
      suburb: text("address.suburb"),
      region: text("address.region"),
      postcode: text("address.postcode"),
    },
    licenceNumber: text("licenceNumber"),
    abn: text("abn"),
    socials: { facebook: text("socials.facebook"), instagram: text("socials.instagram"), linkedin: text("socials.linkedin") },
    hours: weekdays.map((_, index) => ({
      open: form.get(`hours.${index}.open`) === "on",
      opens: text(`hours.${index}.opens`),
      closes: text(`hours.${index}.closes`),
    })),
    scholarVideo: text("scholarVideo"),
  };
}

/** The document as the form's field values (the inverse of `agencyFromForm`), to show a refused entry again. */
export function agencyFormValues(agency: Agency): Record<string, string> {
  const values: Record<string, string> = {
    legalName: agency.legalName,
    phone: agency.phone,
    email: agency.email,
    "address.street": agency.address.street,
    "address.suburb": agency.address.suburb,
    "address.region": agency.address.region,
    "address.postcode": agency.address.postcode,
    licenceNumber: agency.licenceNumber,
    abn: agency.abn,
    "socials.facebook": agency.socials.facebook,
    "socials.instagram": agency.socials.instagram,
    "socials.linkedin": agency.socials.linkedin,
    scholarVideo: agency.scholarVideo,
  };
  agency.hours.forEach((day, index) => {
    if (day.open) values[`hours.${index}.open`] = "on";
    values[`hours.${index}.opens`] = day.opens;
    values[`hours.${index}.closes`] = day.closes;
  });
  return values;
}
