import type { Metadata } from "next";
import { EmptyPanel } from "@/components/admin/admin-table";
import { TeamList } from "@/components/admin/team/team-list";
import { ButtonLink } from "@/components/ui/button";
import { getDb } from "@/server/db";
import { listAdminTeam } from "@/server/team/admin-team";
import { requireTeamEditorPage } from "@/server/team/team-access";

export const metadata: Metadata = { title: "Team", robots: { index: false, follow: false } };

/** The team page's members: content.manage sees and orders everyone; an agent (profile.own) sees their own profile. */
export default async function AdminTeamPage() {
  const editor = await requireTeamEditorPage();
  const members = await listAdminTeam(await getDb(), editor);
  const canManage = editor.scope === "all";
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h2 font-medium text-ink">Team</h1>
          <p className="mt-2 max-w-2xl text-muted">
            {canManage
              ? "The people on /team, in this order. Changes show on the site at once."
              : "Your profile on /team. Changes show on the site at once."}
          </p>
        </div>
        {canManage ? (
          <ButtonLink href="/admin/team/new" size="sm">
            Add team member
          </ButtonLink>
        ) : null}
      </div>
      <div className="mt-8">
        {members.length === 0 ? (
          <EmptyPanel>
            {canManage
              ? "No team members yet. Add the first one to show them on /team."
              : "Your account is not linked to a team profile yet. Ask an admin to link it."}
          </EmptyPanel>
        ) : (
          <TeamList
            canManage={canManage}
            members={members.map((member) => ({
              id: member.id,
              name: member.name,
              role: member.role,
              slug: member.slug,
              portrait: member.portrait,
              retired: member.retiredAt !== null,
              accountEmail: member.accountEmail,
            }))}
          />
        )}
      </div>
    </>
  );
}
