import { StarRating } from "@/components/ui/star-rating";

interface RatingSummaryProps {
  rating: { readonly value: number; readonly count: number; readonly source: string };
}

/** The agency's review rating with its source, e.g. '4.9 out of 5 from 150 Google reviews' (the stars are for the eye). */
export function RatingSummary({ rating }: RatingSummaryProps) {
  return (
    <p data-testid="rating-summary" className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-muted">
      <StarRating value={rating.value} />
      <span>
        <strong className="font-semibold text-ink">{rating.value} out of 5</strong> from {rating.count} {rating.source} reviews
      </span>
    </p>
  );
}
