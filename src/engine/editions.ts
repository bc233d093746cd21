/**
 * Rule editions: the readings of RULES.md that changed after matches were stored under the old ones.
 * The move log is immutable, so a match keeps the edition it started under (its `match_started` event,
 * a record's `edition`) and replays, verifies and scores under it forever. This file is the only place
 * where editions differ: each rule that changed consults one flag of `GameState.readings`.
 */

export const EDITIONS = ['2026-11', '2026-12'] as const;
export type Edition = (typeof EDITIONS)[number];

/** The edition new matches start under, and the one a record without `edition` means (R10). */
export const CURRENT_EDITION: Edition = '2026-12';

/**
 * The edition a stored `match_started` event without an `edition` field was played under: every match
 * started before editions existed played the readings of 2026-11.
 */
export const EDITION_BEFORE_EDITIONS: Edition = '2026-11';

/** How an edition reads each rule that differs between editions. */
export interface Readings {
  readonly edition: Edition;
  /**
   * R4.1, R7: a hero follows only when the follower holds no card of the led faction. 2026-11 let a
   * hero follow anything, as Doppelgangers do.
   */
  readonly heroesFollowOnlyWhenVoid: boolean;
  /**
   * R1, R5 Vampires: a buried card leaves the zone where that trick put it (a Gnome: in front). 2026-11
   * took an identical card from the score pile first, so a won Gnome could stay in front.
   */
  readonly buryTheCardTheTrickPlaced: boolean;
  /**
   * R8.3, R8.5: partners tied for the strongest Vampire win the faction for their team. 2026-11: nobody
   * won it.
   */
  readonly partnersShareTheVampires: boolean;
  /**
   * R8.4, three players: the tie-break takes the faction, won or not, of which a tied player holds the
   * most cards. 2026-11 looked at won factions only.
   */
  readonly tieBreakOnAnyFaction: boolean;
}

const READINGS: Readonly<Record<Edition, Readings>> = {
  '2026-11': {
    edition: '2026-11',
    heroesFollowOnlyWhenVoid: false,
    buryTheCardTheTrickPlaced: false,
    partnersShareTheVampires: false,
    tieBreakOnAnyFaction: false,
  },
  '2026-12': {
    edition: '2026-12',
    heroesFollowOnlyWhenVoid: true,
    buryTheCardTheTrickPlaced: true,
    partnersShareTheVampires: true,
    tieBreakOnAnyFaction: true,
  },
};

export function readingsOf(edition: Edition): Readings {
  return READINGS[edition];
}

export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (EDITIONS as readonly string[]).includes(value);
}
