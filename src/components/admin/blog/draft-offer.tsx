import { Button } from "@/components/ui/button";
import { formatLocalDateTime } from "@/lib/format/date";

/** Offers back the unsaved copy of a post that the browser kept (use-post-draft.ts). */
export function DraftOffer({ savedAt, title, onAnswer }: { savedAt: string; title: string; onAnswer: (restore: boolean) => void }) {
  return (
    <div role="region" aria-label="Unsaved changes" className="flex flex-col gap-3 rounded-lg border border-clay/40 bg-sand p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink">
        <strong className="font-semibold">Unsaved changes found.</strong> This browser kept your edits
        {title ? <> to “{title}”</> : null} from {formatLocalDateTime(new Date(savedAt))}, which were never saved.
      </p>
      <div className="flex shrink-0 gap-2">
        <Button type="button" size="sm" onClick={() => onAnswer(true)}>
          Restore
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onAnswer(false)}>
          Discard
        </Button>
      </div>
    </div>
  );
}
