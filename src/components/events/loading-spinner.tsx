import { LoaderCircle } from "lucide-react";

/** A spinner announced to screen readers as a status. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-muted">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-clay" />
      <span>{label}</span>
    </div>
  );
}
