import type { Card, FactionId, Move, PlayerView, Rules } from '../../engine';
import { canonicalCard, cardValue, factionOf, heroOf } from '../../engine';

/**
 * Standing orders (docs/correspondence.md "Standing orders", issue 32): the small language in which a player
 * leaves conditional moves for one match. Pure: an order is judged against its owner's own view (`viewFor`
 * for the owner's seat) and the owner's legal moves, which the rules derive from the owner's hand and public
 * things only; so whether and what an order plays never depends on a card its owner has not seen (R9).
 */

/** Which card an answer plays or discards: a named card, or the lowest/highest one of a faction in hand. */
export type CardChoice = { readonly card: Card } | { readonly lowest: FactionId } | { readonly highest: FactionId };

/** One order: a condition (`when`) and its answer. */
export type StandingOrder =
  /** Another seat led the trick with this card (or a card of this faction) and I am to play: play this. */
  | {
      readonly when: 'led';
      readonly led: { readonly card: Card } | { readonly faction: FactionId };
      readonly play: CardChoice;
    }
  /** The trick is led in this faction and I hold a card of it (so I must follow): my lowest or highest one. */
  | { readonly when: 'mustFollow'; readonly faction: FactionId; readonly play: 'lowest' | 'highest' }
  /** I lead the trick: lead this. */
  | { readonly when: 'iLead'; readonly play: CardChoice }
  /** I won with a Seer (R5 Seers): take the prize or the top card. */
  | { readonly when: 'seer'; readonly take: 'prize' | 'top' }
  /** A Vampire decision (R5 Vampires): keep the active Vampire and bury nothing (`pass`). */
  | { readonly when: 'vampire'; readonly answer: 'buryNothing' }
  /** The Skeleton's take (R7): take a random card of the discard pile, or leave it. */
  | { readonly when: 'skeleton'; readonly take: boolean }
  /** A Cthulhu discard in phase two (R7): discard this card. */
  | { readonly when: 'cthulhu'; readonly discard: CardChoice };

export type OrderCondition = StandingOrder['when'];

/** How many orders one player keeps active in one match. */
export const MAX_STANDING_ORDERS = 20;

/**
 * The wire form both transports take and give (GraphQL `StandingOrderInput`, REST JSON): flat, one enum per
 * part, so that a client builds an order from two pickers. `whenCard`/`whenFaction` qualify LED and
 * MUST_FOLLOW; `card`/`faction` qualify the answers CARD, LOWEST and HIGHEST.
 */
export interface OrderWire {
  readonly when: 'LED' | 'MUST_FOLLOW' | 'I_LEAD' | 'SEER' | 'VAMPIRE' | 'SKELETON' | 'CTHULHU';
  readonly whenCard?: string | null;
  readonly whenFaction?: string | null;
  readonly answer: 'CARD' | 'LOWEST' | 'HIGHEST' | 'TAKE_PRIZE' | 'TAKE_TOP' | 'BURY_NOTHING' | 'TAKE' | 'LEAVE';
  readonly card?: string | null;
  readonly faction?: string | null;
}

export const ORDER_CONDITIONS = ['LED', 'MUST_FOLLOW', 'I_LEAD', 'SEER', 'VAMPIRE', 'SKELETON', 'CTHULHU'] as const;
export const ORDER_ANSWERS = [
  'CARD',
  'LOWEST',
  'HIGHEST',
  'TAKE_PRIZE',
  'TAKE_TOP',
  'BURY_NOTHING',
  'TAKE',
  'LEAVE',
] as const;

/** Which answers each condition takes. */
const ANSWERS_OF: Readonly<Record<OrderWire['when'], readonly OrderWire['answer'][]>> = {
  LED: ['CARD', 'LOWEST', 'HIGHEST'],
  MUST_FOLLOW: ['LOWEST', 'HIGHEST'],
  I_LEAD: ['CARD', 'LOWEST', 'HIGHEST'],
  SEER: ['TAKE_PRIZE', 'TAKE_TOP'],
  VAMPIRE: ['BURY_NOTHING'],
  SKELETON: ['TAKE', 'LEAVE'],
  CTHULHU: ['CARD', 'LOWEST', 'HIGHEST'],
};

/** A field of the wire form and what is wrong with it (BAD_USER_INPUT's `fields`). */
export type OrderErrors = Readonly<Record<string, readonly string[]>>;
export type Parsed =
  { readonly ok: true; readonly order: StandingOrder } | { readonly ok: false; readonly errors: OrderErrors };

/**
 * The wire form → a typed order, checked against the match's rules: every card named must be a card of
 * this match's deck (its factions and heroes), every faction one of its factions.
 */
export function parseOrder(input: unknown, rules: Rules): Parsed {
  if (typeof input !== 'object' || input === null) return bad('order', 'must be an object');
  const wire = input as Record<string, unknown>;
  const when = wire.when;
  const answer = wire.answer;
  if (!ORDER_CONDITIONS.includes(when as OrderWire['when']))
    return bad('when', `must be one of ${ORDER_CONDITIONS.join(', ')}`);
  const condition = when as OrderWire['when'];
  if (!ANSWERS_OF[condition].includes(answer as OrderWire['answer']))
    return bad('answer', `${condition} takes ${ANSWERS_OF[condition].join(', ')}`);
  const reply = answer as OrderWire['answer'];
  const errors: Record<string, string[]> = {};
  const card = (field: string): Card | null => {
    const c = matchCard(wire[field], rules);
    if (c === null) errors[field] = ['must be a card of this match, e.g. goblins:3'];
    return c;
  };
  const faction = (field: string): FactionId | null => {
    const f = wire[field];
    if (typeof f === 'string' && (rules.factions as readonly string[]).includes(f)) return f as FactionId;
    errors[field] = [`must be one of this match's factions: ${rules.factions.join(', ')}`];
    return null;
  };
  const choice = (): CardChoice | null => {
    if (reply === 'CARD') {
      const c = card('card');
      return c === null ? null : { card: c };
    }
    const f = faction('faction');
    if (f === null) return null;
    return reply === 'LOWEST' ? { lowest: f } : { highest: f };
  };
  let order: StandingOrder | null = null;
  switch (condition) {
    case 'LED': {
      const hasCard = wire.whenCard !== undefined && wire.whenCard !== null;
      const led = hasCard ? card('whenCard') : faction('whenFaction');
      const play = choice();
      if (led !== null && play !== null)
        order = { when: 'led', led: hasCard ? { card: led } : { faction: led as FactionId }, play };
      break;
    }
    case 'MUST_FOLLOW': {
      const f = faction('whenFaction');
      if (f !== null) order = { when: 'mustFollow', faction: f, play: reply === 'LOWEST' ? 'lowest' : 'highest' };
      break;
    }
    case 'I_LEAD': {
      const play = choice();
      if (play !== null) order = { when: 'iLead', play };
      break;
    }
    case 'SEER':
      order = { when: 'seer', take: reply === 'TAKE_TOP' ? 'top' : 'prize' };
      break;
    case 'VAMPIRE':
      order = { when: 'vampire', answer: 'buryNothing' };
      break;
    case 'SKELETON':
      order = { when: 'skeleton', take: reply === 'TAKE' };
      break;
    case 'CTHULHU': {
      const discard = choice();
      if (discard !== null) order = { when: 'cthulhu', discard };
      break;
    }
  }
  if (Object.keys(errors).length > 0 || order === null) return { ok: false, errors };
  return { ok: true, order };
}

/** The typed order → its wire form (what the owner reads back). */
export function toWire(order: StandingOrder): OrderWire {
  const choice = (c: CardChoice): Pick<OrderWire, 'answer' | 'card' | 'faction'> =>
    'card' in c
      ? { answer: 'CARD', card: c.card, faction: null }
      : 'lowest' in c
        ? { answer: 'LOWEST', card: null, faction: c.lowest }
        : { answer: 'HIGHEST', card: null, faction: c.highest };
  const none = { whenCard: null, whenFaction: null };
  switch (order.when) {
    case 'led':
      return {
        when: 'LED',
        whenCard: 'card' in order.led ? order.led.card : null,
        whenFaction: 'faction' in order.led ? order.led.faction : null,
        ...choice(order.play),
      };
    case 'mustFollow':
      return {
        when: 'MUST_FOLLOW',
        whenCard: null,
        whenFaction: order.faction,
        answer: order.play === 'lowest' ? 'LOWEST' : 'HIGHEST',
        card: null,
        faction: null,
      };
    case 'iLead':
      return { when: 'I_LEAD', ...none, ...choice(order.play) };
    case 'seer':
      return {
        when: 'SEER',
        ...none,
        answer: order.take === 'top' ? 'TAKE_TOP' : 'TAKE_PRIZE',
        card: null,
        faction: null,
      };
    case 'vampire':
      return { when: 'VAMPIRE', ...none, answer: 'BURY_NOTHING', card: null, faction: null };
    case 'skeleton':
      return { when: 'SKELETON', ...none, answer: order.take ? 'TAKE' : 'LEAVE', card: null, faction: null };
    case 'cthulhu':
      return { when: 'CTHULHU', ...none, ...choice(order.discard) };
  }
}

/**
 * What an order does now, for the seat whose view this is:
 * - `wait`: its condition does not hold (not this seat's turn, or another situation);
 * - `play`: it holds and its answer is a legal move now;
 * - `drop`: it holds but its answer is not legal (the card is gone, no card of that faction, must follow…):
 *   the order is dropped and its owner told `reason` — never a wrong move.
 * `legal` is the seat's legal moves now (engine `legalMoves`: the owner's hand and public things only).
 */
export type Decision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'play'; readonly move: Move }
  | { readonly kind: 'drop'; readonly reason: string };

const WAIT: Decision = { kind: 'wait' };

export function decide(order: StandingOrder, view: PlayerView, legal: readonly Move[]): Decision {
  const seat = view.viewer;
  const due = view.toAct;
  if (seat === null || due === null || due.seat !== seat || view.outcome !== null) return WAIT;
  const hand = view.hand ?? [];
  const values = view.rules.heroValues;
  const legalOr = (move: Move, reason: string): Decision =>
    legal.some((m) => sameMove(m, move)) ? { kind: 'play', move } : { kind: 'drop', reason };
  const pick = (choice: CardChoice, toMove: (card: Card) => Move, what: string): Decision => {
    const card = chosenCard(choice, hand, values);
    if (card === null)
      return {
        kind: 'drop',
        reason: 'card' in choice ? `${choice.card} is not in your hand` : `You hold no ${factionName(choice)} card`,
      };
    return legalOr(toMove(card), `${what} ${card} is not allowed now`);
  };
  switch (order.when) {
    case 'led': {
      if (due.kind !== 'play' || view.trick.length === 0) return WAIT;
      const ledCard = view.trick[0].card;
      const matches = 'card' in order.led ? ledCard === order.led.card : factionOf(ledCard) === order.led.faction;
      return matches ? pick(order.play, (card) => ({ seat, play: card }), 'Playing') : WAIT;
    }
    case 'mustFollow': {
      if (due.kind !== 'play' || view.trick.length === 0) return WAIT;
      if (factionOf(view.trick[0].card) !== order.faction) return WAIT;
      if (!hand.some((c) => factionOf(c) === order.faction)) return WAIT;
      const choice: CardChoice = order.play === 'lowest' ? { lowest: order.faction } : { highest: order.faction };
      return pick(choice, (card) => ({ seat, play: card }), 'Playing');
    }
    case 'iLead':
      if (due.kind !== 'play' || view.trick.length !== 0) return WAIT;
      return pick(order.play, (card) => ({ seat, play: card }), 'Leading');
    case 'seer':
      if (due.kind !== 'seer') return WAIT;
      return legalOr({ seat, seer: order.take }, 'That Seer choice is not allowed now');
    case 'vampire':
      if (due.kind !== 'vampire') return WAIT;
      return legalOr({ seat, pass: true }, 'Burying nothing is not allowed now');
    case 'skeleton':
      if (due.kind !== 'skeleton') return WAIT;
      return legalOr(
        order.take ? { seat, skeleton: true } : { seat, pass: true },
        'That Skeleton choice is not allowed now',
      );
    case 'cthulhu':
      if (due.kind !== 'cthulhu') return WAIT;
      return pick(order.discard, (card) => ({ seat, discard: card }), 'Discarding');
  }
}

/**
 * The first of `orders` (in their order) whose condition holds: the move it plays, or null; and the orders
 * found illegal before it, which are dropped.
 */
export function firstApplicable<T extends { readonly order: StandingOrder }>(
  orders: readonly T[],
  view: PlayerView,
  legal: readonly Move[],
): {
  readonly fire: { readonly entry: T; readonly move: Move } | null;
  readonly dropped: readonly { entry: T; reason: string }[];
} {
  const dropped: { entry: T; reason: string }[] = [];
  for (const entry of orders) {
    const decision = decide(entry.order, view, legal);
    if (decision.kind === 'play') return { fire: { entry, move: decision.move }, dropped };
    if (decision.kind === 'drop') dropped.push({ entry, reason: decision.reason });
  }
  return { fire: null, dropped };
}

/** Whether two moves are the same decision (a Vampire's `bury` is a set, R10). */
export function sameMove(a: Move, b: Move): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

function normalised(m: Move): unknown {
  if ('vampire' in m) return { ...m, vampire: { ...m.vampire, bury: [...m.vampire.bury].sort() } };
  const entries = Object.entries(m).sort(([x], [y]) => x.localeCompare(y));
  return Object.fromEntries(entries);
}

/** The card a choice names in `hand`: the card itself, or the lowest/highest of the faction (null if none). */
function chosenCard(choice: CardChoice, hand: readonly Card[], values: Rules['heroValues']): Card | null {
  if ('card' in choice) return hand.includes(choice.card) ? choice.card : null;
  const faction = 'lowest' in choice ? choice.lowest : choice.highest;
  const ofFaction = hand.filter((c) => factionOf(c) === faction);
  if (ofFaction.length === 0) return null;
  const sorted = [...ofFaction].sort((a, b) => cardValue(a, values) - cardValue(b, values));
  return 'lowest' in choice ? sorted[0] : sorted[sorted.length - 1];
}

function factionName(choice: CardChoice): string {
  return 'lowest' in choice ? choice.lowest : 'highest' in choice ? choice.highest : '';
}

/** A card of this match's deck (its factions, or one of its heroes), canonical; null otherwise. */
function matchCard(value: unknown, rules: Rules): Card | null {
  const card = canonicalCard(value);
  if (card === undefined) return null;
  const faction = factionOf(card);
  if (faction !== null) return (rules.factions as readonly string[]).includes(faction) ? card : null;
  const hero = heroOf(card);
  return hero !== null && (rules.heroes as readonly string[]).includes(hero) ? card : null;
}

function bad(field: string, message: string): Parsed {
  return { ok: false, errors: { [field]: [message] } };
}

/**
 * How long after the event that made the owner due an order waits before it plays (docs/correspondence.md
 * "Timing"): between `baseMs` and 3 × `baseMs`, drawn from the order's private id and the match version, so
 * that a reply by order does not come at once, which a hand rarely does. 0 plays at once (tests).
 */
export function orderDelayMs(orderId: string, version: number, baseMs: number): number {
  if (baseMs <= 0) return 0;
  let h = 2166136261;
  for (const ch of `${orderId}:${version}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return baseMs + (h % (2 * baseMs + 1));
}
