import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { SignOutButton } from "@/components/admin/sign-out-button";
import { Toaster } from "@/components/feedback/toaster";
import { site } from "@/content/site";
import { requireAdminPage } from "@/server/auth/roles";

export const metadata: Metadata = {
  title: "Admin",
  robots: { index: false, follow: false },
};

/**
 * The admin gate, on the server: anonymous → /login; signed in without the admin role (or the check
 * failed) → /login?denied=1, where the login page shows 'Access Denied'. Every admin action and API
 * route checks the role again itself (src/server/auth/roles.ts).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <div className="min-h-dvh bg-sand">
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link href="/" className="font-display text-lg font-medium text-ink">
            {site.name} <span className="text-muted">Admin</span>
          </Link>
          <div className="flex items-center gap-4 text-sm text-muted">
            <span className="hidden sm:inline">{admin.email}</span>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" className="container-page py-10">
        {children}
      </main>
      <Toaster />
    </div>
  );
}
