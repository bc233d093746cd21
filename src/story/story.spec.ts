import fc from 'fast-check';
import type { Card, FactionId, GameState, HeroId, Move, PlayerView, Seat } from '../engine';
import { HEROES, apply, legalMoves, newGame, parseRules, seatToAct, seededChooser, viewFor } from '../engine';
import type { StoryEntry, StoryEvent, StoryKind } from './entries';
import { STORY_EN } from './messages/en';
import { STORY_KO } from './messages/ko';
import { STORY_NL } from './messages/nl';
import { catalogTranslator, plainWords, renderEntry, storyText } from './render';
import type { StorySourceEvent } from './story';
import { storyOf } from './story';

const OTHERS: FactionId[] = [
  'undead',
  'dwarves',
  'doppelgangers',
  'dragons',
  'trolls',
  'seers',
  'vampires',
  'zombies',
  'werewolves',
  'shadows',
];

/** A valid rule set (R2.1, R2.2) picked by `pick`, with heroes most of the time. */
function rulesFor(players: number, pick: (n: number) => number) {
  const pair: FactionId[] = pick(2) === 0 ? ['goblins', 'knights'] : ['gnomes', 'giants'];
  const pool = OTHERS.slice();
  const others: FactionId[] = [];
  for (let i = 0; i < (players === 2 ? 3 : 5); i++) others.push(pool.splice(pick(pool.length), 1)[0]);
  const heroes: HeroId[] = HEROES.filter(() => pick(3) > 0);
  const rules = parseRules({ players, factions: [...pair, ...others], heroes });
  if (!rules.ok) throw new Error(rules.error.message);
  return rules.value;
}

interface Game {
  start: GameState;
  states: GameState[];
  events: StorySourceEvent[];
}

/** A whole random game; states[k] is the state after event k (event 0 is the start). */
function randomGame(players: number, seed: number): Game {
  const pick = seededChooser(seed);
  const rules = rulesFor(players, pick);
  const game = newGame(rules, seed.toString(16).padStart(64, '0'));
  if (!game.ok) throw new Error(game.error.message);
  const states = [game.value];
  const events: StorySourceEvent[] = [{ seq: 0, type: 'match_started' }];
  let state = game.value;
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) {
    const options = legalMoves(state, seat);
    const move: Move = options[pick(options.length)];
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    states.push(state);
    events.push({ seq: events.length, type: 'move', move });
  }
  return { start: game.value, states, events };
}

/** Every card identity a view shows its viewer, from every field but `revealed` (R9). */
function visibleCards(v: PlayerView): Set<Card> {
  const cards = new Set<Card>();
  const add = (list: readonly (Card | null)[] | null | undefined) => list?.forEach((c) => c !== null && cards.add(c));
  add(v.hand);
  add(v.followerPile);
  add(v.trick.map((p) => p.card));
  add(v.prizes);
  add(v.lastTrick?.plays.map((p) => p.card));
  add(v.lastTrick?.prizes);
  add(v.discarded);
  add(v.setAsideTrolls);
  add(v.cube ? [v.cube.cube, v.cube.under] : []);
  add([v.myCthulhuDiscard]);
  const act = v.toAct;
  if (act && 'peeked' in act) add([act.peeked]);
  if (act?.kind === 'prize') add(act.prizes);
  if (act?.kind === 'vampire') add(act.collected);
  if (act?.kind === 'smash') add([act.giant]);
  for (const s of v.seats) {
    add(s.scorePile);
    add(s.gnomesInFront);
    add([s.activeVampire]);
    add(s.underVampire);
    add(s.knownCards);
  }
  return cards;
}

function cardsOf(entry: StoryEntry): Card[] {
  const out: Card[] = [];
  if ('card' in entry && entry.card !== null) out.push(entry.card);
  if ('cards' in entry) out.push(...entry.cards);
  return out;
}

/** Kinds whose `card` is private to `seat` (and, for a draw, to the Seer who peeked at it). */
const PRIVATE: readonly StoryKind[] = ['drew', 'seerPeeked', 'seerTookTop', 'cthulhuDiscarded', 'skeletonTook'];

/** What the R9 property checks for one viewer; an empty list when nothing leaks. */
function leaks(game: Game, viewer: Seat | null): string[] {
  const story = storyOf(game.start, game.events, { viewer });
  const problems: string[] = [];
  story.forEach((event, k) => {
    const before = k === 0 ? game.states[0] : game.states[k - 1];
    const seen = new Set([...visibleCards(viewFor(before, viewer)), ...visibleCards(viewFor(game.states[k], viewer))]);
    for (const entry of event.entries) {
      for (const card of cardsOf(entry)) {
        if (!seen.has(card)) problems.push(`event ${k}: ${entry.kind} names ${card}, which seat ${viewer} never sees`);
      }
      if (PRIVATE.includes(entry.kind) && 'seat' in entry && 'card' in entry && entry.card !== null) {
        const known = viewFor(game.states[k], viewer).seats[entry.seat]?.knownCards ?? [];
        if (entry.seat !== viewer && !known.includes(entry.card))
          problems.push(`event ${k}: ${entry.kind} shows seat ${entry.seat}'s ${entry.card} to ${viewer}`);
      }
    }
  });
  return problems;
}

describe('R9 the story of a match hides what each viewer may not see', () => {
  for (const players of [2, 3, 4]) {
    it(`R9: ${players} players, every viewer, random games: every card named is one the viewer's view shows`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const game = randomGame(players, seed);
          for (let viewer = 0; viewer < players; viewer++) expect(leaks(game, viewer)).toEqual([]);
          expect(leaks(game, null)).toEqual([]);
        }),
        { numRuns: players === 2 ? 40 : 25 },
      );
    });
  }

  it('R9: a card drawn is named to its drawer only; the other player reads "draws a card"', () => {
    const game = randomGame(2, 7);
    const drawn = (viewer: Seat) =>
      storyOf(game.start, game.events, { viewer })
        .flatMap((e) => e.entries)
        .filter((e): e is Extract<StoryEntry, { kind: 'drew' }> => e.kind === 'drew');
    const mine = drawn(0).filter((e) => e.seat === 0);
    const theirs = drawn(1).filter((e) => e.seat === 0);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.card !== null && !e.hidden)).toBe(true);
    expect(theirs.length).toBe(mine.length);
    // Only cards a Seer choice made known may show; in this game none did unless the Seer peeked.
    expect(theirs.filter((e) => e.card !== null).length).toBeLessThan(theirs.length);
  });

  it('R9 R5 Seers: after a peek, only the first card drawn is named to the Seer, even when the next is an equal card', () => {
    // Found by the property above: the pile's top two cards were both goblins:0; seat 0 (the Seer) peeked at the
    // top one, seat 1 drew it and seat 2 drew the other. The story named seat 2's card to the Seer too.
    const game = randomGame(4, 1628137890);
    expect(game.states[14].drawPile.slice(0, 2)).toEqual(['goblins:0', 'goblins:0']);
    const draws = storyOf(game.start, game.events, { viewer: 0 })[15].entries.filter((e) => e.kind === 'drew');
    expect(draws).toEqual([
      { kind: 'drew', seat: 1, card: 'goblins:0', hidden: false },
      { kind: 'drew', seat: 2, card: null, hidden: true },
    ]);
    for (let viewer = 0; viewer < 4; viewer++) expect(leaks(game, viewer)).toEqual([]);
  });

  it('R9: once the match is over (revealAll) everything is named, to anyone', () => {
    const game = randomGame(3, 11);
    const entries = storyOf(game.start, game.events, { viewer: null, revealAll: true }).flatMap((e) => e.entries);
    expect(entries.some((e) => 'hidden' in e && e.hidden)).toBe(false);
    expect(entries.filter((e) => e.kind === 'drew').length).toBeGreaterThan(0);
  });

  it('the story is append-only: the entries of an event do not change as the match goes on', () => {
    const game = randomGame(2, 3);
    const whole = storyOf(game.start, game.events, { viewer: 0 });
    for (const upTo of [1, 10, 30, game.events.length - 1]) {
      const early = storyOf(game.start, game.events.slice(0, upTo + 1), { viewer: 0 });
      expect(early).toEqual(whole.slice(0, upTo + 1));
    }
    expect(storyOf(game.start, game.events, { viewer: 0, after: 20 })).toEqual(whole.slice(21));
  });
});

describe('the story tells every trick, its winner and why (R4, R5, R7)', () => {
  const all = [2, 3, 4].flatMap((players) =>
    Array.from({ length: 30 }, (_, i) => {
      const game = randomGame(players, 1000 + i);
      return storyOf(game.start, game.events, { viewer: 0 });
    }),
  );
  const entries = all.flatMap((story) => story.flatMap((e) => e.entries));

  it('every completed trick has a trickWon or a cubeStopped, and every game a gameOver that agrees with the engine', () => {
    for (const players of [2, 3, 4]) {
      const game = randomGame(players, 77);
      const story = storyOf(game.start, game.events, { viewer: 0 });
      const flat = story.flatMap((e) => e.entries);
      const plays = flat.filter((e) => e.kind === 'played').length;
      const tricks = flat.filter((e) => e.kind === 'trickWon' || e.kind === 'cubeStopped').length;
      expect(tricks * players).toBe(plays);
      const over = flat.filter((e) => e.kind === 'gameOver');
      expect(over).toHaveLength(1);
      const end = game.states[game.states.length - 1];
      expect(over[0]).toMatchObject({ side: end.outcome!.winner });
    }
  });

  it.each<StoryKind>([
    'trickWon',
    'moonTurned',
    'undeadScored',
    'zombiesCaught',
    'dwarvesToLoser',
    'gnomesInFront',
    'trollsSetAside',
    'trollKept',
    'dragonLeads',
    'prizeTaken',
    'drew',
    'seerPeeked',
    'gnomeSmashed',
    'vampireActivated',
    'cthulhuRemoved',
    'cthulhuDiscards',
    'cthulhuRevealed',
    'skeletonTook',
    'cubeStopped',
    'cubeTaken',
    'phaseOneEnded',
    'phaseTwoBegan',
    'phaseTwoEnded',
    'gameOver',
  ])('random games produce %s entries', (kind) => {
    expect(entries.some((e) => e.kind === kind)).toBe(true);
  });

  it.each(['knights', 'lowest', 'heroLead', 'warlock', 'mummy', 'onlyLed'])(
    'a trick is won for the reason %s',
    (why) => {
      expect(entries.some((e) => e.kind === 'trickWon' && e.reason === why)).toBe(true);
    },
  );
});

describe('the story in words', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
    );

  it.each([
    ['nl', STORY_NL],
    ['ko', STORY_KO],
  ])('the %s catalog has exactly the English keys', (_, catalog) => {
    expect(keys(catalog).sort()).toEqual(keys(STORY_EN).sort());
  });

  it.each([
    ['en', STORY_EN],
    ['nl', STORY_NL],
    ['ko', STORY_KO],
  ])('every entry of random games renders in %s with no key or placeholder left over', (_, catalog) => {
    const t = catalogTranslator(catalog);
    for (const players of [2, 3, 4]) {
      for (let i = 0; i < 8; i++) {
        const game = randomGame(players, 500 + i);
        const words = plainWords(['ann', 'bob', 'cid', 'dee'].slice(0, players), t);
        for (const event of storyOf(game.start, game.events, { viewer: 1 })) {
          for (const entry of event.entries) {
            const text = renderEntry(entry, words);
            expect({ kind: entry.kind, text }).not.toEqual(
              expect.objectContaining({ text: expect.stringMatching(/\{\{|story\.|why\.|flag\.|undefined/) }),
            );
          }
        }
      }
    }
  });

  it('the plain-text story numbers each line with its event', () => {
    const events: StoryEvent[] = [
      { seq: 0, entries: [{ kind: 'matchStarted', count: 2, seat: 1 }] },
      {
        seq: 1,
        entries: [
          { kind: 'played', seat: 1, card: 'goblins:3', lead: true },
          { kind: 'drew', seat: 0, card: null, hidden: true },
        ],
      },
    ];
    expect(storyText(events, plainWords(['ann', 'bob']))).toBe(
      '0\tThe match started with 2 players. bob leads the first trick.\n' +
        '1\tbob led Goblins 3.\n' +
        '1\tann draws a card.\n',
    );
  });
});

describe('the clocks in the story (issue 15): vacations, pauses, skips and time-outs, in words', () => {
  const game = randomGame(3, 77);
  const [start, first, second, third] = game.events;
  // The skipped seat is the one whose move the server then makes.
  const skipped = (third as { move: Move }).move.seat;
  const names = ['ann', 'bob', 'cid'];
  const clocked: StorySourceEvent[] = [
    start,
    first,
    { seq: 2, type: 'vacation_started', seat: 1, until: '2026-12-20T09:30:00.000Z' },
    { seq: 3, type: 'vacation_ended', seat: 1 },
    { seq: 4, type: 'pause_proposed', seat: 0 },
    { seq: 5, type: 'pause_declined', seat: 2 },
    { seq: 6, type: 'pause_proposed', seat: 2 },
    { seq: 7, type: 'paused', seat: 1 },
    { seq: 8, type: 'resumed', seat: 0 },
    { seq: 9, type: 'move', move: (second as { move: Move }).move },
    { seq: 10, type: 'seat_skipped', seat: skipped, deadline: '2026-12-22T18:00:00.000Z', by: (skipped + 1) % 3 },
    { seq: 11, type: 'move', move: (third as { move: Move }).move, automatic: true },
    { seq: 12, type: 'seat_returned', seat: skipped },
    { seq: 13, type: 'timed_out', seat: 0, deadline: '2026-12-30T12:00:00.000Z', by: 1 },
  ];
  const words = plainWords(['ann', 'bob', 'cid']);
  const lines = (viewer: Seat | null) =>
    storyOf(game.start, clocked, { viewer }).map((e) => e.entries.map((x) => renderEntry(x, words)));

  it('tells every clock event in words, with the deadline a time-out enforced and who claimed it', () => {
    const told = lines(0);
    expect(told.slice(2, 9)).toEqual([
      ['bob is on vacation until 2026-12-20 09:30 UTC: their clock in this match stands still.'],
      ['bob is back from vacation: their clock runs again.'],
      ['ann proposes pausing the match.'],
      ['cid declined the pause: the clocks keep running.'],
      ['cid proposes pausing the match.'],
      ['bob agreed to pause: no clock runs until someone resumes.'],
      ['ann resumed the match: the clocks run again.'],
    ]);
    expect(told[10]).toEqual([
      `${names[skipped]} let their deadline (2026-12-22 18:00 UTC) pass; ${names[(skipped + 1) % 3]} chose to skip them: the server plays their turns until they come back.`,
    ]);
    expect(told[11][0]).toBe(`The server moves for ${names[skipped]}, who is skipped:`);
    expect(told[11].length).toBeGreaterThan(1);
    expect(told[12]).toEqual([`${names[skipped]} is back and plays their own turns again.`]);
    // 3 players: the two others share a draw (R8.5's forfeit), and the claim is named.
    expect(told[13]).toEqual([
      'ann ran out of time. The two other players share a draw. Their deadline was 2026-12-30 12:00 UTC; bob claimed the time-out.',
    ]);
  });

  it('R9: clock entries are the same for every seat and onlookers (no clock depends on a card)', () => {
    const clockSeqs = [2, 3, 4, 5, 6, 7, 8, 10, 12, 13];
    const of = (viewer: Seat | null) =>
      storyOf(game.start, clocked, { viewer }).filter((e) => clockSeqs.includes(e.seq));
    for (const viewer of [1, 2, null]) expect(of(viewer)).toEqual(of(0));
  });

  it('a time-out by the sweep, and one from before deadlines were recorded, in 2 players', () => {
    const two = randomGame(2, 78);
    const story = (deadline: string | null, by: Seat | null) =>
      storyOf(two.start, [two.events[0], { seq: 1, type: 'timed_out', seat: 1, deadline, by }], { viewer: null })[1]
        .entries;
    const w = plainWords(['ann', 'bob']);
    expect(story('2026-12-03T00:00:00.000Z', null).map((e) => renderEntry(e, w))).toEqual([
      'bob ran out of time. ann won. Their deadline was 2026-12-03 00:00 UTC; the server ended the match.',
    ]);
    expect(story(null, 0).map((e) => renderEntry(e, w))).toEqual(['bob ran out of time. ann won.']);
    // A reader's own clock words: the web client passes the time in its language.
    expect(renderEntry(story('2026-12-03T00:00:00.000Z', 0)[0], { ...w, time: () => '3 Dec, 01:00' })).toBe(
      'bob ran out of time. ann won. Their deadline was 3 Dec, 01:00; ann claimed the time-out.',
    );
  });

  it.each([
    ['en', STORY_EN],
    ['nl', STORY_NL],
    ['ko', STORY_KO],
  ])('every clock entry renders in %s with no key or placeholder left over', (_, catalog) => {
    const w = plainWords(['ann', 'bob', 'cid'], catalogTranslator(catalog));
    const withServer: StorySourceEvent[] = [
      ...clocked.slice(0, 13),
      { seq: 13, type: 'seat_skipped', seat: 0, deadline: '2026-12-30T12:00:00.000Z', by: null },
    ];
    for (const events of [clocked, withServer])
      for (const event of storyOf(game.start, events, { viewer: 2 }))
        for (const entry of event.entries) expect(renderEntry(entry, w)).not.toMatch(/\{\{|story\.|undefined|null/);
  });
});
