import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { PageHero } from "@/components/sections/page-hero";
import { site } from "@/content/site";
import { buildMetadata } from "@/content/seo/metadata";

/** The frame of the confirm, manage and unsubscribe pages: a title and a card. */
export function AlertPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <>
      <PageHero title={title} intro={intro} />
      <div className="container-page py-12">
        <div className="max-w-2xl rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </>
  );
}

/** What a page says for a link that names no subscription (mistyped, or from a deleted one). */
export function UnknownAlertLink() {
  return (
    <>
      <p className="text-ink">This link doesn&apos;t match any alert. It may have been copied only in part.</p>
      <p className="mt-4">
        <Link href="/buy" className="font-semibold text-clay underline underline-offset-4">
          Search homes for sale
        </Link>
      </p>
    </>
  );
}

/** Token pages are private to whoever has the link: never indexed. */
export const alertPageMetadata = (title: string, path: string) =>
  buildMetadata({ title, description: `Your listing alerts from ${site.name}.`, path, noIndex: true });
