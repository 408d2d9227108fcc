import type { Article } from "../../content/schema";
import { ContentImage } from "../ContentImage";
import { usePage } from "../context";
import type { CardHeading } from "../listings/PropertyCard";
import { hrefOf } from "../links";

type Card = NonNullable<Article["cards"]>[number];

/** Article items as cards, numberItemOfRow to a row on wide screens. */
export function CardView({ cards, perRow, heading: Heading = "h3" }: { cards: Card[]; perRow: number; heading?: CardHeading }) {
  const { lang, links } = usePage();
  return (
    <ul className={`cards per-row-${perRow}`}>
      {cards.map((card) => (
        <li key={card.title[lang]} className="card">
          {card.image && <ContentImage image={card.image} sizes={`(min-width: 900px) ${Math.round(100 / perRow)}vw, 100vw`} />}
          <Heading className="card-title">{card.link ? <a href={hrefOf(card.link, links, lang)}>{card.title[lang]}</a> : card.title[lang]}</Heading>
          <p>{card.text[lang]}</p>
        </li>
      ))}
    </ul>
  );
}
