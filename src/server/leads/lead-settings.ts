import "server-only";
import { env } from "@/env";
import type { BusinessCalendar } from "@/lib/leads/business-hours";
import { openingHoursOf, type OpeningHoursGroup } from "@/lib/site-content/agency";
import { leadSettings } from "@/server/db/schema";
import type { DbOrTx } from "@/server/db";
import { readSiteDocument } from "@/server/site-content/store";

export interface LeadSettings {
  /** Who hears of overdue leads, and owns a lead nobody else can take. */
  principalEmail: string;
  /** True when `principalEmail` is the default (AGENCY_NOTIFY_EMAIL, or the agency's e-mail) because none was saved. */
  principalIsDefault: boolean;
  /** The principal's e-mail when none is saved. */
  defaultPrincipalEmail: string;
  publicHolidays: string[];
  /** The agency's opening hours, from its settings. */
  openingHours: OpeningHoursGroup[];
}

/** The lead settings (one row); the defaults while none were saved. */
export async function getLeadSettings(db: DbOrTx): Promise<LeadSettings> {
  const [[row], agency] = await Promise.all([db.select().from(leadSettings).limit(1), readSiteDocument(db, "agency")]);
  const defaultPrincipalEmail = env.AGENCY_NOTIFY_EMAIL ?? agency.email;
  return {
    principalEmail: row?.principalEmail ?? defaultPrincipalEmail,
    principalIsDefault: !row?.principalEmail,
    defaultPrincipalEmail,
    publicHolidays: [...(row?.publicHolidays ?? [])].sort(),
    openingHours: openingHoursOf(agency),
  };
}

export async function saveLeadSettings(
  db: DbOrTx,
  settings: { principalEmail: string | null; publicHolidays: readonly string[] },
): Promise<void> {
  const values = { principalEmail: settings.principalEmail, publicHolidays: [...new Set(settings.publicHolidays)].sort() };
  await db
    .insert(leadSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: leadSettings.id, set: values });
}

/** The calendar the reply clock counts in: the agency's opening hours (its settings) and the saved public holidays. */
export function replyCalendar(settings: Pick<LeadSettings, "publicHolidays" | "openingHours">): BusinessCalendar {
  return { openingHours: settings.openingHours, holidays: settings.publicHolidays };
}
