import "server-only";
import { openingHoursOf, weekdays, type Agency } from "@/lib/site-content/agency";

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
  const open = openingHoursOf(agency).map((group) => `${group.days} ${group.label.split(" ").slice(1).join(" ")}`);
  const closed = weekdays.filter((_, index) => !agency.hours[index]?.open).map((day) => `${day}s`);
  const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? ""));
  return closed.length ? `${list(open)}, and closed on ${list(closed)}` : list(open);
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
