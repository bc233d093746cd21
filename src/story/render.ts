import { cardInfo } from '../engine/shared';
import type { Card, StoryEntry, StoryEvent } from './entries';
import type { StoryMessages } from './messages/en';
import { STORY_EN } from './messages/en';

/**
 * Story entries in words. `t` is any i18next-style translate function over a catalog with the keys of
 * `STORY_EN` (the web client passes i18next's; the text export passes `catalogTranslator`). Browser-safe:
 * imports only the engine's shared entry.
 */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface StoryWords {
  readonly t: Translate;
  /** A seat's name as the reader should see it ("ann", or "You"). */
  seat(seat: number): string;
  /** A side's name: a seat's, or a team's with 4 players. */
  side(side: number): string;
  /** A moment (ISO 8601) as the reader should see it; without one, "2026-12-08 14:00 UTC". */
  time?(iso: string): string;
}

/** A moment in a form every language reads: the minute, in UTC. */
export function utcMinute(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A card in words: "Goblins 3", "Lich King"; a hidden card as "a card". */
export function cardWords(card: Card | null, t: Translate): string {
  if (card === null) return t('card.hidden');
  const info = cardInfo(card);
  if (!info) return card;
  if (info.kind === 'hero') return t(`hero.${info.hero}`);
  return t('card.value', { name: t(`faction.${info.faction}`), value: info.value });
}

function list(cards: readonly (Card | null)[], t: Translate): string {
  return cards.length === 0 ? t('card.none') : cards.map((c) => cardWords(c, t)).join(t('card.separator'));
}

/**
 * One entry as a line under the log's trick heading ("Phase one · trick 3"): a trick's start then says only
 * who leads and for which prize, since the heading already says the phase and the trick (issue 28: the log
 * told both twice for every trick). Every other entry as renderEntry.
 */
export function renderUnderHeading(e: StoryEntry, w: StoryWords): string {
  if (e.kind !== 'trickStarted') return renderEntry(e, w);
  const seat = w.seat(e.seat);
  return e.phase === 'one'
    ? w.t('story.trickLeadsOne', { seat, cards: list(e.cards, w.t) })
    : w.t('story.trickLeadsTwo', { seat });
}

/** One entry as a sentence (or two). */
export function renderEntry(e: StoryEntry, w: StoryWords): string {
  const { t } = w;
  const when = (iso: string) => (w.time ?? utcMinute)(iso);
  const seat = 'seat' in e ? w.seat(e.seat) : '';
  const card = 'card' in e ? cardWords(e.card, t) : '';
  const cards = 'cards' in e ? list(e.cards, t) : '';
  const p = { seat, card, cards };
  switch (e.kind) {
    case 'matchStarted':
      return t('story.matchStarted', { count: e.count, seat });
    case 'trickStarted':
      return e.phase === 'one'
        ? t('story.trickStartedOne', { trick: e.trick, seat, cards })
        : t('story.trickStartedTwo', { trick: e.trick, seat });
    case 'played':
      return t(e.lead ? 'story.led' : 'story.played', p);
    case 'cthulhuRemoved':
      return t('story.cthulhuRemoved', { count: e.count });
    case 'trickWon': {
      const why = [t(`why.${e.reason}`), ...e.flags.map((f) => t(`flag.${f}`))].join('; ');
      const won = t('story.trickWon', { seat, card, trick: e.trick, why });
      return e.seats.length > 2 ? `${won} ${t('story.ranking', { seats: e.seats.map(w.seat).join(', ') })}` : won;
    }
    case 'cubeStopped':
      return t('story.cubeStopped', { card, other: w.seat(e.other) });
    case 'moonTurned':
      return t(e.moon === 'full' ? 'story.moonTurnedFull' : 'story.moonTurnedNone');
    case 'gnomeSmashed':
      return t('story.gnomeSmashed', { giant: cardWords(e.cards[0] ?? null, t), card, other: w.seat(e.other) });
    case 'vampireActivated': {
      const made = t('story.vampireActivated', p);
      return e.cards.length > 0 ? `${made} ${t('story.vampireReplaced', p)}` : made;
    }
    case 'drew':
    case 'seerPeeked':
    case 'seerTookTop':
    case 'cthulhuDiscarded':
    case 'skeletonTook':
      return t(`story.${e.kind}${e.hidden ? 'Hidden' : ''}`, p);
    case 'seerChose':
      return t(e.choice === 'top' ? 'story.seerChoseTop' : 'story.seerChosePrize', p);
    case 'cthulhuRevealed':
      return t('story.cthulhuRevealed', {
        pairs: e.cards.map((c, i) => t('card.pair', { seat: w.seat(e.seats[i]), card: cardWords(c, t) })).join('; '),
      });
    case 'phaseOneEnded': {
      const over = t('story.phaseOneEnded', { why: t(`phaseEnd.${e.reason}`) });
      return e.count > 0 ? `${over} ${t('story.removedUnseen', { count: e.count })}` : over;
    }
    case 'phaseTwoEnded': {
      const over = t('story.phaseTwoEnded', { why: t(`phaseEnd.${e.reason}`) });
      return e.count > 0 ? `${over} ${t('story.handsDiscarded', { count: e.count })}` : over;
    }
    case 'gameOver': {
      const head = e.side === null ? t('story.gameDrawn') : t('story.gameWon', { side: w.side(e.side) });
      const per = (values: readonly number[]) => values.map((v, side) => `${w.side(side)} ${v}`).join(', ');
      const key = e.reason === 'draw' && e.values.length > 0 ? 'drawFactions' : e.reason;
      return `${head} ${t(`decider.${key}`, { counts: per(e.counts), values: per(e.values) })}`;
    }
    case 'resigned':
    case 'timedOut': {
      const over = e.side === null ? t(`story.${e.kind}Draw`, p) : t(`story.${e.kind}`, { seat, side: w.side(e.side) });
      if (e.kind === 'resigned' || e.deadline === null) return over;
      const deadline = when(e.deadline);
      const why =
        e.by === null
          ? t('story.deadlineSwept', { deadline })
          : t('story.deadlineClaimed', { deadline, by: w.seat(e.by) });
      return `${over} ${why}`;
    }
    case 'vacationStarted':
      return t('story.vacationStarted', { seat, until: when(e.until) });
    case 'seatSkipped': {
      const deadline = e.deadline === null ? '?' : when(e.deadline);
      return e.by === null
        ? t('story.seatSkippedByServer', { seat, deadline })
        : t('story.seatSkipped', { seat, deadline, by: w.seat(e.by) });
    }
    case 'aborted':
    case 'cthulhuDiscards':
      return t(`story.${e.kind}`);
    default:
      return t(`story.${e.kind}`, p);
  }
}

/** An i18next-style translate function over a plain catalog: dotted keys, `{{name}}` placeholders. */
export function catalogTranslator(catalog: StoryMessages = STORY_EN): Translate {
  return (key, params = {}) => {
    let node: unknown = catalog;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
  };
}

/** Seat and side names for a plain-text story: usernames, and "ann + cid" for a 4-player team. */
export function plainWords(usernames: readonly string[], t: Translate = catalogTranslator()): StoryWords {
  const seat = (s: number) => usernames[s] ?? `seat ${s}`;
  return {
    t,
    seat,
    side: (side) => (usernames.length === 4 ? `${seat(side)} + ${seat(side + 2)}` : seat(side)),
  };
}

/** The whole story as plain text, one line per entry, each event's lines after its number. */
export function storyText(events: readonly StoryEvent[], words: StoryWords): string {
  const lines: string[] = [];
  for (const event of events)
    for (const entry of event.entries) lines.push(`${event.seq}\t${renderEntry(entry, words)}`);
  return lines.join('\n') + '\n';
}
