import { ChevronRight } from "lucide-react";
import Link from "@/components/ui/link";
import { cn } from "@/lib/cn";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbSchema, type Crumb } from "@/content/seo/schema";

interface BreadcrumbsProps {
  /** The whole trail, Home first, the current page last. */
  items: readonly Crumb[];
  /** "dark" text for light backgrounds (default), "light" text for use on a dark hero. */
  tone?: "dark" | "light";
  className?: string;
  /** Leave out the BreadcrumbList structured data (a page answered 404 is not part of the site's trail). */
  structuredData?: boolean;
}

/** Visible breadcrumb trail plus its BreadcrumbList structured data. */
export function Breadcrumbs({ items, tone = "dark", className, structuredData = true }: BreadcrumbsProps) {
  const light = tone === "light";
  return (
    <>
      {structuredData ? <JsonLd data={breadcrumbSchema(items)} /> : null}
      <nav aria-label="Breadcrumb" className={cn("text-sm", className)}>
        <ol className={cn("flex flex-wrap items-center gap-x-2 gap-y-1", light ? "text-sand/80" : "text-muted")}>
          {items.map((item, index) => {
            const current = index === items.length - 1;
            return (
              <li key={`${item.path} ${item.name}`} className="flex items-center gap-2">
                {index > 0 ? <ChevronRight aria-hidden className="size-3.5 shrink-0 opacity-70" /> : null}
                {current ? (
                  <span aria-current="page" className={cn("font-medium", light ? "text-sand" : "text-ink")}>
                    {item.name}
                  </span>
                ) : (
                  <Link
                    href={item.path}
                    className={cn(
                      "rounded-sm underline-offset-4 transition-colors hover:underline",
                      light ? "hover:text-sand" : "hover:text-ink",
                    )}
                  >
                    {item.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
