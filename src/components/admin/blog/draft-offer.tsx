import { Button } from "@/components/ui/button";
import { formatLocalDateTime } from "@/lib/format/date";
import type { DraftOfferState } from "./use-post-draft";

/**
 * Offers back the unsaved copy of a post that the browser kept (use-post-draft.ts). Only a copy newer than the post's
 * last save is ever offered; when a save was made after the copy began, the offer says that restoring replaces it.
 */
export function DraftOffer({ draft, onAnswer }: { draft: DraftOfferState; onAnswer: (restore: boolean) => void }) {
  const title = draft.values.title;
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      className="flex flex-col gap-3 rounded-lg border border-clay/40 bg-sand p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-ink">
        <strong className="font-semibold">Unsaved changes found.</strong> This browser kept your edits
        {title ? <> to “{title}”</> : null} from {formatLocalDateTime(new Date(draft.savedAt))}, which were never saved.
        {draft.replacesNewerSave && draft.base ? (
          <>
            {" "}
            The post was saved again after these edits began ({formatLocalDateTime(new Date(draft.base))} was their starting point):
            restoring replaces that save.
          </>
        ) : null}
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
