import type { Seat } from './cards';
import type { CardRules } from './powers';
import { valueOf } from './powers';
import type { GameState, Play } from './state';

/** Rank tiers, best first. */
const HERO_POWER_WINS = 3; // R7 Warlock/Mummy whose power applies (R8.2: ranks first)
const BEATS_LED = 2; // R5 Knights in a Goblin-led trick
const LED = 1; // the led faction, or anything after a hero lead
const OTHER = 0;

/**
 * R4.2, R7, R8.2: the seats of a complete trick from first to last. With two players this is just
 * [winner, loser]; with more it also decides prizes (R8.2) and where Dwarves go (R8.3). `cards` holds
 * the rules of each play's card, in the order of `plays`.
 */
export function rankTrick(state: GameState, plays: readonly Play[], cards: readonly CardRules[]): Seat[] {
  const led = cards[0];
  const ledFaction = led.faction;
  const ledValue = valueOf(state, led);
  const laterModifier = led.heroPower?.laterCardsModifier ?? 0;
  const lowestFirst = led.factionPower?.lowestWinsWhenLed?.(state) ?? false;

  // Sized up front: growing empty lists was most of what ranking allocated.
  const n = plays.length;
  const tiers = new Array<number>(n);
  const strengths = new Array<number>(n);
  const ranking = new Array<Seat>(n);
  for (let order = 0; order < n; order++) {
    const card = cards[order];
    const faction = card.faction;
    const value = valueOf(state, card) + (order > 0 ? laterModifier : 0);
    let tier = OTHER;
    if (order > 0 && card.heroPower?.winsFollowing?.(ledValue)) tier = HERO_POWER_WINS;
    else if (ledFaction === null) tier = LED;
    else if (card.factionPower?.beatsWhenLed === ledFaction) tier = BEATS_LED;
    else if (faction === ledFaction || (order > 0 && card.factionPower?.followsAsLed)) tier = LED;
    const strength = tier === LED && lowestFirst ? 0 - value : value; // not -value: -0 is not a small integer
    // Insertion keeps earlier plays ahead of equal later ones: ties go to who played first.
    let at = order;
    while (at > 0 && (tier > tiers[at - 1] || (tier === tiers[at - 1] && strength > strengths[at - 1]))) {
      tiers[at] = tiers[at - 1];
      strengths[at] = strengths[at - 1];
      ranking[at] = ranking[at - 1];
      at--;
    }
    tiers[at] = tier;
    strengths[at] = strength;
    ranking[at] = plays[order].seat;
  }
  return ranking;
}
