"use client";

import { changeStaffRoleFormAction } from "@/server/staff/actions/change-staff-role-action";
import { SelectSaveForm } from "@/components/admin/select-save-form";
import type { StaffRole } from "@/lib/auth/permissions";
import { roleOptions } from "./invite-staff-form";

/** A staff member's role: choose, then 'Save'. The server refuses to demote the last admin, and the choice goes back. */
export function StaffRoleForm({ userId, name, role }: { userId: string; name: string; role: StaffRole }) {
  return (
    <SelectSaveForm
      action={changeStaffRoleFormAction}
      failureMessage="Failed to change the role. Please try again."
      hidden={{ userId, name }}
      name="role"
      label={`Role of ${name}`}
      labelHidden
      value={role}
      options={roleOptions}
      buttonLabel="Save"
      buttonDetail={` role of ${name}`}
      resetOnRefusal
      guardUnsaved={false}
    />
  );
}
