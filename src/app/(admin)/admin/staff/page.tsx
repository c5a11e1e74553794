import type { Metadata } from "next";
import { AdminTable, ColumnHeads, EmptyPanel } from "@/components/admin/admin-table";
import { formatDateTime } from "@/lib/format/date";
import { DeactivateStaffButton } from "@/components/admin/staff/deactivate-staff-button";
import { InviteStaffForm } from "@/components/admin/staff/invite-staff-form";
import { ReactivateStaffButton } from "@/components/admin/staff/reactivate-staff-button";
import { StaffRoleForm } from "@/components/admin/staff/staff-role-form";
import { UnlockStaffForm } from "@/components/admin/staff/unlock-staff-form";
import { WithdrawInvitationButton } from "@/components/admin/staff/withdraw-invitation-button";
import { roleLabels } from "@/lib/auth/permissions";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { listPendingInvitations } from "@/server/staff/invitations";
import { listFormerStaff, listStaff } from "@/server/staff/staff";

export const metadata: Metadata = { title: "Staff", robots: { index: false, follow: false } };

const roleSummary =
  "Admin: everything, including staff and settings. Office manager: every lead — see them, give them to someone, export them — and nothing else. Editor: posts, events, the site's content and SEO tools. Agent: their own profile, their own leads, and posts as drafts.";

/** What a deactivation did, from the address it redirected to (the names come from the database, not the address). */
function deactivationNotice(
  query: Record<string, string | string[] | undefined>,
  former: readonly { userId: string; name: string }[],
): string | null {
  const person = former.find((member) => member.userId === query.deactivated);
  if (!person) return null;
  const moved = Number(query.moved ?? 0);
  if (!Number.isInteger(moved) || moved <= 0) return `${person.name} was deactivated.`;
  const leads = `${moved} open lead${moved === 1 ? "" : "s"}`;
  const where = query.to === "round-robin" ? "the other agents in turn (the principal when there was none)" : "the principal";
  return `${person.name} was deactivated. Their ${leads} went to ${where}; each lead's history records the move.`;
}

/** staff.manage: who is on the staff, invitations, role changes, deactivation and reactivation. */
export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requirePermissionPage("staff.manage");
  const db = await getDb();
  const [staff, invitations, former] = await Promise.all([listStaff(db), listPendingInvitations(db), listFormerStaff(db)]);
  const notice = deactivationNotice(await searchParams, former);
  const agents = staff.filter((member) => member.role === "agent").map((member) => member.userId);

  return (
    <>
      <h1 className="text-h2 font-medium text-ink">Staff</h1>
      <p className="mt-2 max-w-3xl text-muted">{roleSummary}</p>
      {notice ? (
        <div id="deactivated" role="status" className="mt-6">
          {/* The page a deactivation lands on is about this answer: focusing it scrolls it into view (autofocus works without JavaScript). */}
          <p
            tabIndex={-1}
            autoFocus
            className="rounded-md border border-success/30 bg-success/5 px-4 py-3 text-sm text-success outline-none"
          >
            {notice}
          </p>
        </div>
      ) : null}

      <section aria-labelledby="invite-heading" className="mt-8 rounded-lg border border-line bg-white p-6 sm:p-8">
        <h2 id="invite-heading" className="font-display text-xl font-medium text-ink">
          Invite someone
        </h2>
        <p className="mt-1 mb-6 text-sm text-muted">
          They get an e-mail with a link to set their name and password. It works once, for 7 days.
        </p>
        <InviteStaffForm />
        {invitations.length > 0 ? (
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-ink">Waiting for an answer</h3>
            <ul className="mt-2 divide-y divide-line text-sm">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="break-all">
                    {invitation.email} <span className="text-muted">({roleLabels[invitation.role]})</span>
                  </span>
                  <span className="flex items-center gap-3 text-muted">
                    <span>
                      expires <time dateTime={invitation.expiresAt.toISOString()}>{formatDateTime(invitation.expiresAt)}</time>
                    </span>
                    <WithdrawInvitationButton id={invitation.id} email={invitation.email} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="staff-heading" className="mt-10">
        <h2 id="staff-heading" className="font-display text-xl font-medium text-ink">
          Current staff
        </h2>
        <div className="mt-4">
          {staff.length === 0 ? (
            <EmptyPanel>Nobody has a staff role yet.</EmptyPanel>
          ) : (
            <AdminTable
              caption="Current staff"
              minWidth="min-w-[48rem]"
              head={<ColumnHeads labels={["Name", "E-mail", "Role", "Last sign-in"]} actions />}
            >
              {staff.map((member) => (
                <tr key={member.userId} className="border-b border-line last:border-0 align-middle">
                  <th scope="row" className="px-4 py-3 font-semibold text-ink">
                    {member.name}
                    {member.userId === admin.userId ? <span className="font-normal text-muted"> (you)</span> : null}
                  </th>
                  <td className="px-4 py-3 break-all">{member.email}</td>
                  <td className="px-4 py-3">
                    <StaffRoleForm userId={member.userId} name={member.name} role={member.role} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {member.lastSignInAt ? (
                      <time dateTime={member.lastSignInAt.toISOString()}>{formatDateTime(member.lastSignInAt)}</time>
                    ) : (
                      <span className="text-muted">Never</span>
                    )}
                    <UnlockStaffForm
                      userId={member.userId}
                      name={member.name}
                      lockedUntil={
                        member.lockedUntil ? { iso: member.lockedUntil.toISOString(), label: formatDateTime(member.lockedUntil) } : null
                      }
                    />
                  </td>
                  <td className="px-4 py-3 text-right">
                    {member.userId === admin.userId ? null : (
                      <DeactivateStaffButton
                        userId={member.userId}
                        name={member.name}
                        openLeads={member.openLeads}
                        otherAgents={agents.filter((agentId) => agentId !== member.userId).length}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </div>
      </section>

      {former.length > 0 ? (
        <section aria-labelledby="former-heading" className="mt-10">
          <h2 id="former-heading" className="font-display text-xl font-medium text-ink">
            Former staff
          </h2>
          <div className="mt-4">
            <AdminTable
              caption="Former staff"
              minWidth="min-w-[40rem]"
              head={<ColumnHeads labels={["Name", "E-mail", "Role", "Deactivated"]} actions />}
            >
              {former.map((member) => (
                <tr key={member.userId} className="border-b border-line last:border-0 align-middle">
                  <th scope="row" className="px-4 py-3 font-semibold text-ink">
                    {member.name}
                  </th>
                  <td className="px-4 py-3 break-all">{member.email}</td>
                  <td className="px-4 py-3">{roleLabels[member.role]}</td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <time dateTime={member.deactivatedAt.toISOString()}>{formatDateTime(member.deactivatedAt)}</time>
                  </td>
                  <td className="px-4 py-3 text-right">
                    <ReactivateStaffButton userId={member.userId} name={member.name} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </section>
      ) : null}
    </>
  );
}
