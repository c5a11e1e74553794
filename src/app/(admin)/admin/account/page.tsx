import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/admin/change-password-form";
import { requirePermissionPage } from "@/server/auth/roles";

export const metadata: Metadata = { title: "Your Account", robots: { index: false, follow: false } };

export default async function AdminAccountPage() {
  // The layout gates too; a page checks for itself, as client navigation may skip the layout.
  const admin = await requirePermissionPage(null);
  return (
    <>
      <h1 className="text-h2 font-medium text-ink">Your account</h1>
      <p className="mt-2 text-muted">Signed in as {admin.email}.</p>
      <section aria-labelledby="change-password-heading" className="mt-8 rounded-lg border border-line bg-white p-6 sm:p-8">
        <h2 id="change-password-heading" className="font-display text-xl font-medium text-ink">
          Change password
        </h2>
        <p className="mt-1 mb-6 text-sm text-muted">Changing it signs you out on every other device.</p>
        <ChangePasswordForm />
      </section>
    </>
  );
}
