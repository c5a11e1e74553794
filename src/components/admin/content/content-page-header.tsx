import Link from "@/components/ui/link";
import { formatDateTime } from "@/lib/format/date";
import type { SavedBy } from "@/server/site-content/admin-documents";

interface ContentPageHeaderProps {
  title: string;
  intro: string;
  savedBy: SavedBy | null;
  /** The parent page, when it is not the content index. */
  back?: { href: string; label: string };
}

/** The heading of a content page in the admin: the way back, what the page edits, and who saved it last. */
export function ContentPageHeader({
  title,
  intro,
  savedBy,
  back = { href: "/admin/content", label: "Site content" },
}: ContentPageHeaderProps) {
  return (
    <header className="mb-8">
      <Link href={back.href} className="text-sm font-semibold text-clay underline-offset-4 hover:underline">
        ← {back.label}
      </Link>
      <h1 className="mt-3 text-h2 font-medium text-ink">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{intro}</p>
      <p className="mt-2 text-sm text-muted">{savedByText(savedBy)}</p>
    </header>
  );
}

export function savedByText(savedBy: SavedBy | null): string {
  if (!savedBy) return "Not edited yet: the site shows its first content.";
  return `Last saved ${formatDateTime(savedBy.updatedAt)}${savedBy.email ? ` by ${savedBy.email}` : ""}.`;
}
