import { meets, type PermissionRequirement, type StaffRole } from "@/lib/auth/permissions";

/** A page of the admin's top navigation and the permission its page asks for (the page checks it again itself). */
export interface AdminNavItem {
  href: string;
  label: string;
  permission: PermissionRequirement;
}

export const adminNav: readonly AdminNavItem[] = [
  { href: "/admin/blog", label: "Dashboard", permission: "posts.draft" },
  { href: "/admin/leads", label: "Leads", permission: "leads.own" },
  { href: "/admin/listings", label: "Listings", permission: "listings.own" },
  { href: "/admin/team", label: "Team", permission: ["content.manage", "profile.own"] },
  { href: "/admin/content", label: "Content", permission: "content.manage" },
  { href: "/admin/staff", label: "Staff", permission: "staff.manage" },
  { href: "/admin/settings/agency", label: "Settings", permission: "settings.manage" },
  { href: "/admin/sign-ins", label: "Sign-ins", permission: "staff.manage" },
  { href: "/admin/account", label: "Account", permission: null },
];

/** The links a role sees: only pages it may use. */
export function adminNavFor(role: StaffRole): AdminNavItem[] {
  return adminNav.filter((item) => meets(role, item.permission));
}

/** Where /admin sends a role: the first page of the navigation it may use. */
export function adminHomeFor(role: StaffRole): string {
  return adminNavFor(role)[0]?.href ?? "/admin/account";
}
