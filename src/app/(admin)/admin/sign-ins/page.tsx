import type { Metadata } from "next";
import { AdminTable, ColumnHeads, EmptyPanel } from "@/components/admin/admin-table";
import { formatDateTime } from "@/lib/format/date";
import { signInHistoryForAdmin } from "@/server/auth/admin-pages";
import { signInHistoryLimit } from "@/server/auth/sign-in-history";

export const metadata: Metadata = { title: "Sign-in History", robots: { index: false, follow: false } };

/** Read-only: the last 100 successful sign-ins to any account, newest first. Admins only (checked on the server). */
export default async function SignInHistoryPage() {
  const rows = await signInHistoryForAdmin();
  return (
    <>
      <h1 className="text-h2 font-medium text-ink">Sign-in history</h1>
      <p className="mt-2 text-muted">The last {signInHistoryLimit} successful sign-ins to any account, newest first (Sydney time).</p>
      <div className="mt-8">
        {rows.length === 0 ? (
          <EmptyPanel>No sign-ins recorded yet.</EmptyPanel>
        ) : (
          <AdminTable
            caption="Recent sign-ins"
            minWidth="min-w-[44rem]"
            head={<ColumnHeads labels={["Time", "Account", "IP address", "Browser"]} />}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-line last:border-0 align-top">
                <td className="whitespace-nowrap px-4 py-3">
                  <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
                </td>
                <td className="px-4 py-3 break-all">{row.email}</td>
                <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">{row.ipAddress ?? "unknown"}</td>
                <td className="px-4 py-3 text-muted break-words">{row.userAgent ?? "unknown"}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </>
  );
}
