import "server-only";
import { env } from "@/env";
import { site } from "@/content/site";
import type { BusinessCalendar } from "@/lib/leads/business-hours";
import { leadSettings } from "@/server/db/schema";
import type { DbOrTx } from "@/server/email/outbox";

export interface LeadSettings {
  /** Who hears of overdue leads, and owns a lead nobody else can take. */
  principalEmail: string;
  /** True when `principalEmail` is AGENCY_NOTIFY_EMAIL because none was saved. */
  principalIsDefault: boolean;
  publicHolidays: string[];
}

/** The lead settings (one row); the defaults while none were saved. */
export async function getLeadSettings(db: DbOrTx): Promise<LeadSettings> {
  const [row] = await db.select().from(leadSettings).limit(1);
  return {
    principalEmail: row?.principalEmail ?? env.AGENCY_NOTIFY_EMAIL,
    principalIsDefault: !row?.principalEmail,
    publicHolidays: [...(row?.publicHolidays ?? [])].sort(),
  };
}

export async function saveLeadSettings(db: DbOrTx, settings: { principalEmail: string | null; publicHolidays: readonly string[] }): Promise<void> {
  const values = { principalEmail: settings.principalEmail, publicHolidays: [...new Set(settings.publicHolidays)].sort() };
  await db.insert(leadSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: leadSettings.id, set: values });
}

/**
 * The calendar the reply clock counts in: the agency's opening hours (the one place they are read for leads) and the
 * saved public holidays.
 */
export function replyCalendar(settings: Pick<LeadSettings, "publicHolidays">): BusinessCalendar {
  return { openingHours: site.openingHours, holidays: settings.publicHolidays };
}
