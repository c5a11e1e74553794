import { redirect } from "next/navigation";
import { adminHomeFor } from "@/lib/admin/admin-nav";
import { requirePermissionPage } from "@/server/auth/roles";

/** Each role lands on the first admin page it may use. */
export default async function AdminIndex() {
  const staff = await requirePermissionPage(null);
  redirect(adminHomeFor(staff.role));
}
