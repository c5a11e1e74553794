import type { Metadata } from "next";
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { SignOutButton } from "@/components/admin/sign-out-button";
import { Toaster } from "@/components/feedback/toaster";
import { site } from "@/content/site";
import { adminNavFor } from "@/lib/admin/admin-nav";
import { roleLabels } from "@/lib/auth/permissions";
import { unsentMailBanner } from "@/server/auth/admin-pages";
import { requirePermissionPage } from "@/server/auth/roles";

export const metadata: Metadata = {
  title: "Admin",
  robots: { index: false, follow: false },
};

/**
 * The admin gate, on the server: anonymous → /login; signed in without a staff role (or the check failed) →
 * /login?denied=1, where the login page shows 'Access Denied'. The navigation shows only the pages the role may use;
 * every admin page, action and API route checks its own permission again (src/server/auth/roles.ts).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const staff = await requirePermissionPage(null);
  const mailBanner = await unsentMailBanner();
  return (
    <div className="min-h-dvh bg-sand">
      <header className="border-b border-line bg-white">
        <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <Link href="/" className="font-display text-lg font-medium text-ink">
            {site.name} <span className="text-muted">Admin</span>
          </Link>
          <nav aria-label="Admin" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
            {adminNavFor(staff.role).map((item) => (
              <Link key={item.href} href={item.href} className="hover:text-ink">
                {item.label}
              </Link>
            ))}
            <span className="hidden sm:inline">
              {staff.email} <span>({roleLabels[staff.role]})</span>
            </span>
            <SignOutButton />
          </nav>
        </div>
      </header>
      {mailBanner ? (
        <p role="status" className="border-b border-danger/30 bg-danger/5 py-3 text-sm font-semibold text-danger">
          <span className="container-page block">{mailBanner}</span>
        </p>
      ) : null}
      <main id="main" className="container-page py-10">
        {children}
      </main>
      <Toaster />
    </div>
  );
}
