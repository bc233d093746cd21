import { cardLabel, cardValue, FACTION_POWERS, HERO_POWERS, parseCard, heroName, shortName } from '../game/cards';

interface CardViewProps {
  card: string;
  size?: 'sm' | 'md';
  heroValues?: readonly { hero: string; value: number }[];
  /** A caption under the card (who played it, "won"). */
  caption?: string;
  highlight?: boolean;
}

/** A face-up card: faction colour, value, name. */
export function CardView({ card, size = 'md', heroValues = [], caption, highlight }: CardViewProps) {
  const { faction, hero, value } = parseCard(card);
  const kind = hero !== null ? 'hero' : (faction ?? 'unknown');
  const title =
    hero !== null
      ? `${heroName(hero)} (value ${cardValue(card, heroValues)}): ${HERO_POWERS[hero] ?? ''}`
      : `${cardLabel(card)}: ${FACTION_POWERS[faction ?? ''] ?? ''}`;
  return (
    <figure
      className={`card card-${size} f-${kind}${highlight ? ' card-highlight' : ''}`}
      title={title}
      data-card={card}
    >
      <span className="card-value">{hero !== null ? cardValue(card, heroValues) : value}</span>
      <span className="card-name">{shortName(card)}</span>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

interface CardButtonProps {
  card: string;
  disabled: boolean;
  reason?: string | null;
  heroValues?: readonly { hero: string; value: number }[];
  onClick(): void;
}

/** A card in the viewer's hand: a button, disabled with its reason shown beneath. */
export function CardButton({ card, disabled, reason, heroValues = [], onClick }: CardButtonProps) {
  const { faction, hero, value } = parseCard(card);
  const kind = hero !== null ? 'hero' : (faction ?? 'unknown');
  return (
    <button
      type="button"
      className={`card card-md card-button f-${kind}`}
      disabled={disabled}
      onClick={onClick}
      data-card={card}
      aria-label={`${cardLabel(card)}${reason ? ` — ${reason}` : ''}`}
      title={reason ?? `Play ${cardLabel(card)}`}
    >
      <span className="card-value">{hero !== null ? cardValue(card, heroValues) : value}</span>
      <span className="card-name">{shortName(card)}</span>
    </button>
  );
}

/** A stack of face-down cards with its count. */
export function CardBacks({ count, label }: { count: number; label: string }) {
  return (
    <span className="backs" title={`${label}: ${count}`}>
      <span className="back" aria-hidden="true" />
      <span className="backs-count">{count}</span>
      <span className="backs-label">{label}</span>
    </span>
  );
}

export function CardRow({
  cards,
  size = 'sm',
  heroValues,
  empty,
}: {
  cards: readonly string[];
  size?: 'sm' | 'md';
  heroValues?: readonly { hero: string; value: number }[];
  empty?: string;
}) {
  if (cards.length === 0) return empty ? <span className="muted">{empty}</span> : null;
  return (
    <div className="card-row">
      {cards.map((c, i) => (
        <CardView key={`${c}-${i}`} card={c} size={size} heroValues={heroValues} />
      ))}
    </div>
  );
}
