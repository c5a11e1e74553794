import { CircleCheck } from "lucide-react";

interface Card {
  title: string;
  text: string;
}

/** Plain service or benefit cards in a responsive grid. */
export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-lg border border-line bg-white p-6 shadow-soft">
          <CircleCheck aria-hidden className="size-6 text-clay" />
          <h3 className="mt-4 text-h3 font-medium">{card.title}</h3>
          <p className="mt-2 text-muted">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
