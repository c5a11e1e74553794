import type { Metadata } from "next";
import { EventsTab } from "@/components/admin/events/events-tab";
import { requirePermissionPage } from "@/server/auth/roles";

export const metadata: Metadata = { title: "Events", robots: { index: false, follow: false } };

/** events.manage: the dashboard's Events tab as a page of its own, which works without JavaScript (?suburb= picks the suburb). */
export default async function AdminEventsPage({ searchParams }: { searchParams: Promise<{ suburb?: string | string[] }> }) {
  await requirePermissionPage("events.manage");
  const { suburb } = await searchParams;
  return (
    <>
      <h1 className="text-h2 font-medium text-ink">Events</h1>
      <div className="mt-8">
        <EventsTab suburb={typeof suburb === "string" ? suburb : undefined} />
      </div>
    </>
  );
}
