import { useT } from '../i18n';
import { cardLabel, cardValue, parseCard, powerId, shortName } from '../game/cards';
import { CardFace } from './CardFace';
import { useRules } from './RulesPanel';

type HeroValues = readonly { hero: string; value: number }[];

interface CardViewProps {
  card: string;
  size?: 'sm' | 'md';
  heroValues?: HeroValues;
  /** A caption under the card (who played it). */
  caption?: string;
  highlight?: boolean;
  /** Set for a card that just arrived: it slides in (unless the player asked for reduced motion). */
  fresh?: boolean;
}

/** A face-up card; a click, tap or Enter opens the rules of its faction or hero. */
export function CardView({ card, size = 'md', heroValues = [], caption, highlight, fresh }: CardViewProps) {
  const t = useT();
  const showRules = useRules();
  const { faction, hero } = parseCard(card);
  const value = cardValue(card, heroValues);
  const label = caption ? t('card.playedBy', { card: cardLabel(card, t), who: caption }) : cardLabel(card, t);
  return (
    <figure className={`card-slot${fresh ? ' card-fresh' : ''}`}>
      <button
        type="button"
        className={`card card-${size}${highlight ? ' card-highlight' : ''}`}
        data-card={card}
        onClick={() => showRules({ id: powerId(card), card, heroValues })}
      >
        {/* The name comes from this text (the drawing is hidden from readers), not an aria-label. */}
        <span className="visually-hidden">{`${label}. ${t('card.showRules')}`}</span>
        <CardFace
          faction={hero !== null ? null : faction}
          id={powerId(card)}
          value={value}
          name={size === 'md' ? shortName(card, t) : undefined}
        />
      </button>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

interface CardButtonProps {
  card: string;
  /** Greyed: still focusable (aria-disabled), and activating it tells why and shows the rules. */
  disabled: boolean;
  /** Nothing may be sent right now (a move is on its way). */
  busy?: boolean;
  reason?: string | null;
  heroValues?: HeroValues;
  /** What activating a playable card does, for its accessible name: "Play", "Discard". */
  action?: string;
  selected?: boolean;
  /** What it decides, for tests and tools: `discard:goblins:3`, `prize:…`. */
  choice?: string;
  onClick(): void;
}

/** A card the viewer may act on (the hand, a decision's choices). */
export function CardButton({
  card,
  disabled,
  busy,
  reason,
  heroValues = [],
  action,
  selected,
  choice,
  onClick,
}: CardButtonProps) {
  const t = useT();
  const showRules = useRules();
  const { faction, hero } = parseCard(card);
  const label = cardLabel(card, t);
  return (
    <button
      type="button"
      className={`card card-md card-button${disabled ? ' card-greyed' : ''}${selected ? ' card-selected' : ''}`}
      aria-disabled={disabled || busy ? 'true' : undefined}
      aria-pressed={selected === undefined ? undefined : selected}
      onClick={() => {
        if (busy) return;
        if (disabled) showRules({ id: powerId(card), card, reason, heroValues });
        else onClick();
      }}
      data-card={card}
      data-playable={disabled ? 'false' : 'true'}
      data-choice={choice}
    >
      <span className="visually-hidden">
        {disabled ? `${label}: ${reason ?? ''}` : `${action ?? t('hand.play')} ${label}`}
      </span>
      <CardFace
        faction={hero !== null ? null : faction}
        id={powerId(card)}
        value={cardValue(card, heroValues)}
        name={shortName(card, t)}
      />
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
  heroValues?: HeroValues;
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
