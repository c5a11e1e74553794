import { ArrowRight, Check, Minus } from "lucide-react";
import Link from "@/components/ui/link";
import { LazyImage } from "@/components/media/lazy-image";
import type { ComparedSuburb } from "@/content/suburbs";

/**
 * One side of the comparison: artwork, name and postcode, a summary, pros and cons, and a link to the guide.
 * `priority`: the card is in view as the page opens, so its artwork is fetched with the page (LazyImage).
 */
export function ComparedSuburbCard({ suburb, priority = false }: { suburb: ComparedSuburb; priority?: boolean }) {
  return (
    <article
      aria-labelledby={`compare-${suburb.slug}`}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-soft"
    >
      <LazyImage
        src={suburb.image}
        alt={suburb.imageAlt}
        width={1200}
        height={800}
        className="w-full"
        sizes="(min-width: 1024px) 40vw, 100vw"
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="eyebrow">NSW {suburb.postcode}</p>
        <h2 id={`compare-${suburb.slug}`} className="mt-2 text-h2 font-medium">
          {suburb.name}
        </h2>
        <p className="mt-3 leading-relaxed text-muted">{suburb.summary}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-success">Pros</h3>
            <ul className="mt-3 space-y-2.5 text-sm">
              {suburb.pros.map((pro) => (
                <li key={pro} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  {pro}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-danger">Cons</h3>
            <ul className="mt-3 space-y-2.5 text-sm">
              {suburb.cons.map((con) => (
                <li key={con} className="flex gap-2">
                  <Minus aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
                  {con}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <Link
          href={suburb.url}
          className="mt-auto inline-flex items-center gap-2 pt-8 font-semibold text-clay underline-offset-4 hover:underline"
        >
          Explore the {suburb.name} guide
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </article>
  );
}
