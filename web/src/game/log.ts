import type { MatchEvent } from '../api/types';
import { cardLabel } from './cards';
import { SeatNames, seatName } from './turn';

/** One entry of the match log (matchEvents) in words. */
export function describeEvent(match: SeatNames, event: MatchEvent): string {
  const who = seatName(match, event.seat);
  switch (event.type) {
    case 'match_started':
      return `The match started: ${match.seats.map((s) => s.username).join(', ')}.`;
    case 'resigned':
      return `${who} resigned.`;
    case 'timed_out':
      return `${who} ran out of time.`;
    case 'aborted':
      return 'The match was called off before the first move.';
    case 'move':
      break;
    default:
      return `${event.type.replace(/_/g, ' ')}.`;
  }
  const move = event.move;
  if (event.hidden || !move) return `${who} chose a card to discard (hidden until everyone has chosen).`;
  switch (move.kind) {
    case 'play':
      return `${who} played ${cardLabel(move.card ?? '?')}.`;
    case 'seer':
      return move.card === 'top'
        ? `${who} used the Seer to take the top card of the draw pile; the other player gets the prize.`
        : `${who} used the Seer to take the prize; the other player draws as usual.`;
    case 'prize':
      return move.card === 'top'
        ? `${who} took the top card of the draw pile (Seer).`
        : `${who} took the prize ${cardLabel(move.card ?? '?')}.`;
    case 'vampire': {
      const parts: string[] = [];
      if (move.activate) parts.push(`made ${cardLabel(move.activate)} their active Vampire`);
      if (move.bury.length) parts.push(`put ${move.bury.map(cardLabel).join(', ')} under their Vampire`);
      return parts.length ? `${who} ${parts.join(' and ')}.` : `${who} kept their Vampire as it was.`;
    }
    case 'smash':
      return `${who} smashed ${seatName(match, move.victim)}’s ${cardLabel(move.gnome ?? '?')}.`;
    case 'discard':
      return `${who} discarded ${cardLabel(move.card ?? '?')} (Cthulhu).`;
    case 'skeleton':
      return `${who} took a random card from the discard pile (Skeleton).`;
    case 'pass':
      return `${who} passed.`;
  }
}
