import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** The foot of an admin form dialog: Cancel, which closes it, then the form's submit button (the children). */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex justify-end gap-3", className)}>
      <Dialog.Close asChild>
        <Button variant="outline" size="sm">
          Cancel
        </Button>
      </Dialog.Close>
      {children}
    </div>
  );
}
