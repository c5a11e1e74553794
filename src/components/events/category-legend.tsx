import { eventCategoryDotClasses, eventCategoryLabels, legendCategories } from "@/lib/events/categories";

/** The five event categories and their colours. */
export function CategoryLegend() {
  return (
    <div className="mt-6 border-t border-line pt-5">
      <h3 id="event-legend-heading" className="text-sm font-semibold text-ink">
        Event categories
      </h3>
      <ul aria-labelledby="event-legend-heading" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
        {legendCategories.map((category) => (
          <li key={category} className="flex items-center gap-2">
            <span aria-hidden className={`size-3 rounded-full ${eventCategoryDotClasses[category]}`} />
            {eventCategoryLabels[category]}
          </li>
        ))}
      </ul>
    </div>
  );
}
