/** The listing facts' icons, drawn once in public/art/listing-facts.svg. */
export const factIconNames = ["bed", "bath", "car", "ruler"] as const;
export type FactIconName = (typeof factIconNames)[number];

/**
 * A fact's icon as a reference to the shared drawing: a card shows four, a search page a dozen cards, and each inline
 * icon was half a card's markup, sent twice (in the HTML and in the page's payload).
 */
export function FactIcon({ name, className }: { name: FactIconName; className: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`/art/listing-facts.svg#${name}`} />
    </svg>
  );
}
