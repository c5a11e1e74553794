import { Star } from "lucide-react";
import type { Rating as RatingValue } from "@/content/suburbs";

const scale = [1, 2, 3, 4, 5] as const;

/** Five stars for the eye; "Rated 4 out of 5" for screen readers. */
export function Rating({ value }: { value: RatingValue }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="sr-only">Rated {value} out of 5</span>
      <span aria-hidden className="flex gap-0.5">
        {scale.map((step) => (
          <Star key={step} className={step <= value ? "size-4 fill-clay text-clay" : "size-4 fill-transparent text-line"} strokeWidth={1.75} />
        ))}
      </span>
      <span aria-hidden className="text-sm font-semibold text-ink">
        {value}/5
      </span>
    </span>
  );
}
