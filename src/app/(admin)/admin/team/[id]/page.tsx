import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { EmptyPanel } from "@/components/admin/admin-table";
import { TeamMemberForm } from "@/components/admin/team/team-member-form";
import { getDb } from "@/server/db";
import { portraitNoticeNamed } from "@/lib/team/portrait-notice";
import { isUuid } from "@/lib/validation/uuid";
import { findAdminTeamMember } from "@/server/team/admin-team";
import { requireTeamEditorPage } from "@/server/team/team-access";

export const metadata: Metadata = { title: "Edit Team Member", robots: { index: false, follow: false } };

/** content.manage edits any member; an agent (profile.own) only the profile linked to their account. */
export default async function EditTeamMemberPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ portrait?: string | string[] }>;
}) {
  const editor = await requireTeamEditorPage();
  const { id } = await params;
  const portraitNotice = portraitNoticeNamed((await searchParams).portrait);
  const member = isUuid(id) ? await findAdminTeamMember(await getDb(), editor, id) : null;
  return (
    <>
      <Link href="/admin/team" className="text-sm font-semibold text-clay-600 underline-offset-4 hover:underline">
        ← Back to the team
      </Link>
      <h1 className="mt-4 text-h2 font-medium text-ink">{member ? `Edit ${member.name}` : "Team member not found"}</h1>
      <div className="mt-8">
        {member ? (
          <TeamMemberForm
            memberId={member.id}
            savedSlug={member.slug}
            canLinkAccount={editor.scope === "all"}
            portraitNotice={portraitNotice}
            initialValues={{
              name: member.name,
              role: member.role,
              email: member.email,
              phone: member.phone,
              summary: member.summary,
              bio: member.bio.join("\n\n"),
              specialties: member.specialties.join("\n"),
              portrait: member.portrait ?? "",
              bookingUrl: member.bookingUrl ?? "",
              accountEmail: member.accountEmail ?? "",
            }}
          />
        ) : (
          <EmptyPanel>This team member does not exist, or is not yours to edit.</EmptyPanel>
        )}
      </div>
    </>
  );
}
