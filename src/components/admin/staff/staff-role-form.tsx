"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { changeStaffRoleAction } from "@/app/(admin)/admin/staff/_actions/change-staff-role-action";
import { notifySuccess } from "@/components/feedback/notify";
import { runAction } from "@/components/feedback/submit-safely";
import { Button } from "@/components/ui/button";
import { roleLabels, type StaffRole } from "@/server/auth/permissions";
import { roleOptions } from "./invite-staff-form";
import { useSubmitting } from "@/components/feedback/use-submitting";

/** A staff member's role: choose, then 'Save'. The server refuses to demote the last admin, in a toast. */
export function StaffRoleForm({ userId, name, role }: { userId: string; name: string; role: StaffRole }) {
  const router = useRouter();
  const id = useId();
  const [chosen, setChosen] = useState<StaffRole>(role);
  const [pending, whileSubmitting] = useSubmitting();

  function save() {
    whileSubmitting(async () => {
      const changed = await runAction(() => changeStaffRoleAction({ userId, role: chosen }), "Failed to change the role. Please try again.");
      if (changed === undefined) return setChosen(role);
      notifySuccess("Role changed", `${name} is now ${roleLabels[changed.role]}.`);
      router.refresh();
    });
  }

  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={`${id}-role`} className="sr-only">
        Role of {name}
      </label>
      <select
        id={`${id}-role`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
        className="h-9 rounded-md border border-line bg-white px-2 text-sm text-ink"
      >
        {roleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm" disabled={pending || chosen === role}>
        {pending ? "Saving..." : "Save"}
        <span className="sr-only"> role of {name}</span>
      </Button>
    </form>
  );
}
