const STAR_WIDTH_REM = 1.125;

interface StarRatingProps {
  /** Whole stars out of `max`. */
  value: number;
  max?: number;
  /** Colour of the filled stars (a text colour class); the empty ones use the line colour. */
  filledClassName?: string;
}

/**
 * Stars for the eye only (hidden from assistive technology: the caller gives the rating in words). Two
 * elements whatever the rating, not one SVG per star: the testimonial strip alone would otherwise put a
 * hundred SVGs into the home page's HTML for the browser to parse, lay out and hydrate.
 */
export function StarRating({ value, max = 5, filledClassName = "text-clay" }: StarRatingProps) {
  return (
    <span aria-hidden className="star-row relative inline-block h-4 text-line" style={{ width: `${max * STAR_WIDTH_REM}rem` }}>
      <span className={`star-row absolute inset-y-0 left-0 ${filledClassName}`} style={{ width: `${value * STAR_WIDTH_REM}rem` }} />
    </span>
  );
}
