import { cardValue, factionOf } from './cards';

/**
 * R5 Vampires: the choice the Vampire prompt proposes, the strongest one: the collected Vampire that gives the greatest strength, if it beats the current
 * active Vampire with its cards (replacing it discards those), and nothing buried.
 */
export function strongestActivation(
  collected: readonly string[],
  current: { active: string | null; under: readonly string[] },
  heroValues: readonly { hero: string; value: number }[],
): string | null {
  const vampires = collected.filter((c) => factionOf(c) === 'vampires');
  if (vampires.length === 0) return null;
  const best = vampires.reduce((a, b) => (cardValue(b, heroValues) > cardValue(a, heroValues) ? b : a));
  if (current.active === null) return best;
  const strength = [current.active, ...current.under].reduce((sum, c) => sum + cardValue(c, heroValues), 0);
  return cardValue(best, heroValues) > strength ? best : null;
}
