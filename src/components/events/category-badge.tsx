import { eventCategoryBadgeClasses, eventCategoryLabels, type EventCategory } from "@/lib/events/categories";

export function CategoryBadge({ category }: { category: EventCategory }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${eventCategoryBadgeClasses[category]}`}
    >
      {eventCategoryLabels[category]}
    </span>
  );
}
