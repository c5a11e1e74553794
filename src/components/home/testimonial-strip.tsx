import { Marquee } from "@/components/motion/marquee";
import type { HomeTestimonial } from "@/lib/site-content/testimonials";
import { formatDisplayDate } from "@/lib/format/date";
import { StarRating } from "@/components/ui/star-rating";

/** Spec: 0.5px per animation frame, i.e. 30px per second on a 60 Hz display. */
const STRIP_PX_PER_SECOND = 30;

export function TestimonialStrip({ testimonials }: { testimonials: readonly HomeTestimonial[] }) {
  return (
    <Marquee
      pxPerSecond={STRIP_PX_PER_SECOND}
      label="client testimonials"
      testId="testimonial-strip"
      className="mt-12 flex-col-reverse gap-4"
      controlClassName="border border-line bg-white text-ink hover:bg-sand-200"
    >
      <ul className="flex gap-6 pr-6">
        {testimonials.map((t, index) => (
          // Staff may give two testimonials the same name and date; the position tells them apart.
          <li key={`${index}-${t.name}`} className="w-[min(22rem,80vw)] shrink-0">
            <figure className="flex h-full flex-col rounded-lg border border-line bg-white p-7 shadow-soft">
              <p className="flex" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                <StarRating value={t.rating} />
              </p>
              <blockquote className="mt-4 flex-1 text-[0.98rem] leading-relaxed text-ink">“{t.text}”</blockquote>
              <figcaption className="mt-6 border-t border-line pt-4 text-sm">
                <span className="font-semibold text-ink">{t.name}</span>
                <span className="text-muted"> · {t.location}</span>
                <span className="mt-0.5 block text-muted">{formatDisplayDate(t.date)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Marquee>
  );
}
