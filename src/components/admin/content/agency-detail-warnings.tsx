import { TriangleAlert } from "lucide-react";
import type { AgencyDetailMismatch } from "@/lib/site-content/agency-detail-checks";
import { agencyTokenList } from "@/lib/site-content/agency-tokens";

/** How staff write the agency's details into free text, shown beside every editor of such text. */
export function AgencyTokensHelp() {
  return (
    <p className="text-sm text-muted">
      To give the agency&apos;s details, write{" "}
      {agencyTokenList.map((token, index) => (
        <span key={token}>
          {index > 0 ? (index === agencyTokenList.length - 1 ? " or " : ", ") : null}
          <code className="rounded bg-sand-200 px-1 font-mono text-xs text-ink">{token}</code>
        </span>
      ))}
      : the site fills them in from Settings → Agency, so a change there reaches this text too.
    </p>
  );
}

export interface AgencyDetailWarning {
  /** Where the text is, e.g. "Question 2, answer". */
  where: string;
  mismatches: AgencyDetailMismatch[];
}

/**
 * The warning where saved free text states a phone number or opening hours that differ from the agency settings
 * (agency-detail-checks.ts). Nothing when there is none.
 */
export function AgencyDetailWarnings({ warnings }: { warnings: readonly AgencyDetailWarning[] }) {
  const shown = warnings.filter((warning) => warning.mismatches.length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-label="Details that differ from the settings" className="rounded-lg border border-clay/40 bg-clay-100/30 p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <TriangleAlert aria-hidden className="size-4 text-clay-600" />
        This text states details that differ from the agency settings
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-ink">
        {shown.flatMap((warning) =>
          warning.mismatches.map((mismatch) => (
            <li key={`${warning.where}-${mismatch.kind}-${mismatch.stated}`}>
              <strong className="font-semibold">{warning.where}:</strong> {mismatch.message}
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
