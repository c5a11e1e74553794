import "server-only";
import { weekdays, type Agency } from "@/lib/site-content/agency";
import { openingHoursSentence } from "@/lib/site-content/agency-tokens";
import { spokenList } from "@/lib/text/spoken-list";

/*
 * The assistant's texts name the agency's phone, e-mail, address and hours, which staff change in the admin. The
 * texts are written once with these placeholders, and every answer, error and system message is filled in with the
 * current settings as it leaves (grounded-answer.ts and the chat routes), so no text can keep an old number.
 */
export const agencyPhone = "{agency.phone}";
export const agencyEmail = "{agency.email}";
export const agencyAddress = "{agency.address}";
/** "Monday to Friday 9am–5pm and Saturday 9am–3pm, and closed on Sundays". */
export const agencyHours = "{agency.hours}";

function hoursSentence(agency: Agency): string {
  const open = openingHoursSentence(agency);
  const closed = weekdays.filter((_, index) => !agency.hours[index]?.open).map((day) => `${day}s`);
  return closed.length ? `${open}, and closed on ${spokenList(closed)}` : open;
}

export function fillAgencyDetails(text: string, agency: Agency): string {
  if (!text.includes("{agency.")) return text;
  const { street, suburb, region, postcode } = agency.address;
  return text
    .replaceAll(agencyPhone, agency.phone)
    .replaceAll(agencyEmail, agency.email)
    .replaceAll(agencyAddress, `${street}, ${suburb} ${region} ${postcode}`)
    .replaceAll(agencyHours, hoursSentence(agency));
}
