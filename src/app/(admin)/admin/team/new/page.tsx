import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { emptyTeamMemberValues, TeamMemberForm } from "@/components/admin/team/team-member-form";
import { requireTeamEditorPage } from "@/server/team/team-access";

export const metadata: Metadata = { title: "Add Team Member", robots: { index: false, follow: false } };

/** content.manage only: an agent (profile.own) is sent back to their own profile on the Team page. */
export default async function NewTeamMemberPage() {
  const editor = await requireTeamEditorPage();
  if (editor.scope !== "all") redirect("/admin/team");
  return (
    <>
      <Link href="/admin/team" className="text-sm font-semibold text-clay-600 underline-offset-4 hover:underline">
        ← Back to the team
      </Link>
      <h1 className="mt-4 text-h2 font-medium text-ink">Add team member</h1>
      <div className="mt-8">
        <TeamMemberForm initialValues={emptyTeamMemberValues} canLinkAccount />
      </div>
    </>
  );
}
