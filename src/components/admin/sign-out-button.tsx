"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { getAuthClient } from "@/components/auth/auth-client";
import { notifyError } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      const { error } = await (await getAuthClient()).signOut();
      if (error) throw new Error(error.message ?? "Sign out failed");
      router.push("/login");
    } catch {
      notifyError("Error", "Failed to sign out. Please try again.");
      setPending(false);
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={signOut} disabled={pending}>
      {pending ? "Signing out..." : "Sign out"}
    </Button>
  );
}
