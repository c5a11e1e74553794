import { StarRating } from "@/components/ui/star-rating";
import type { Rating as RatingValue } from "@/content/suburbs";

/** Five stars for the eye; "Rated 4 out of 5" for screen readers. */
export function Rating({ value }: { value: RatingValue }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="sr-only">Rated {value} out of 5</span>
      <StarRating value={value} />
      <span aria-hidden className="text-sm font-semibold text-ink">
        {value}/5
      </span>
    </span>
  );
}
