"use client";

import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

const widths = { md: "w-[min(32rem,calc(100vw-2rem))]", lg: "w-[min(40rem,calc(100vw-2rem))]" } as const;

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (omit when something else opens it). */
  trigger?: ReactElement;
  title: string;
  description: ReactNode;
  size?: keyof typeof widths;
  children: ReactNode;
}

/**
 * The one modal dialog (Radix: focus moves in and is kept there, Escape and the close button close it, the focus goes
 * back to the trigger): a title with a close button, a sentence under it, then the content (usually a form ending in
 * `DialogActions`).
 */
export function Dialog({ open, onOpenChange, trigger, title, description, size = "md", children }: DialogProps) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Primitive.Trigger asChild>{trigger}</Primitive.Trigger> : null}
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Primitive.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl",
            widths[size],
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Primitive.Title className="font-display text-xl font-medium text-ink">{title}</Primitive.Title>
            <Primitive.Close className="rounded-full p-1 text-muted hover:bg-sand hover:text-ink" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Primitive.Close>
          </div>
          <Primitive.Description className="mt-2 text-sm text-muted">{description}</Primitive.Description>
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

/** The foot of a dialog's form: Cancel, which closes the dialog, then the form's submit button (the children). */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex justify-end gap-3", className)}>
      <DialogCancel />
      {children}
    </div>
  );
}

/** Closes the dialog it is in, sending nothing. */
export function DialogCancel() {
  return (
    <Primitive.Close asChild>
      <Button variant="outline" size="sm">
        Cancel
      </Button>
    </Primitive.Close>
  );
}
