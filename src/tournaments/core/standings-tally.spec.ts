import fc from 'fast-check';
import type { GameResult } from './pairing';
import type { TournamentEvent, TournamentEventBody, TournamentSettings, TournamentState } from './log';
import {
  applyEvents,
  boardsOf,
  chainTournamentEvent,
  foldTournament,
  pairingsFor,
  standingsOf,
  startingOrder,
  tournamentSeedCommitment,
} from './log';
import { formatStandings } from './formats';

const AT = new Date('2026-12-05T10:00:00.000Z');
const RESULTS: readonly GameResult[] = ['win', 'draw', 'loss'];

/**
 * Standings kept by adding each result to the tally of the state before (log.ts carryTally, the page after a
 * result of a big Swiss) are the standings summed afresh over the whole tournament, whatever the format,
 * table size, entrants, results and however the events come in batches (one read after each batch).
 */
describe('standings tallied result by result', () => {
  it('equal the standings recomputed from all the boards, after every batch of events', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'swiss' | 'round_robin'>('swiss', 'round_robin'),
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: 4, max: 11 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 200, maxLength: 200 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 200, maxLength: 200 }),
        (format, players, entrants, picks, batches) => {
          const settings: TournamentSettings = {
            name: 't',
            format,
            preset: 'claim',
            players,
            daysPerMove: 3,
            rated: false,
            rounds: 3,
            double: false,
            maxEntrants: 16,
          };
          const events: TournamentEvent[] = [];
          const add = (body: TournamentEventBody) =>
            events.push(chainTournamentEvent('t', events.at(-1) ?? null, body, AT));
          add({ type: 'tournament_created', payload: { organizer: { userId: 'o', username: 'o' }, settings } });
          for (let i = 0; i < entrants; i++)
            add({ type: 'entrant_joined', payload: { userId: `u${i}`, username: `u${i}` } });
          const seed = 'cd'.repeat(32);
          const before = foldTournament(events);
          const order = startingOrder(seed, before.entrants);
          const rounds = format === 'swiss' ? 3 : Math.min(3, entrants);
          add({
            type: 'tournament_started',
            payload: { entrants: order, seedCommitment: tournamentSeedCommitment(seed), rounds },
          });
          // The reader's state: read (standings tallied) after every batch, as TournamentStates and the page do.
          let held: TournamentState = foldTournament(events);
          standingsOf(held);
          let pick = 0;
          let batch = 0;
          const catchUp = (): void => {
            if (events.length - held.version < batches[batch++ % batches.length]) return;
            held = applyEvents(held, events.slice(held.version));
            expect(standingsOf(held)).toEqual(formatStandings(held.settings, order, held.boards, held.currentRound));
          };
          for (let round = 1; round <= rounds; round++) {
            const state = foldTournament(events);
            const pairings = pairingsFor(settings, order, state.boards, round, state.rounds);
            if (pairings === null) break;
            const boards = boardsOf(
              pairings,
              pairings.map((_, i) => `m${round}-${i}`),
            );
            add({ type: 'round_paired', payload: { round, boards } });
            catchUp();
            for (const b of boards) {
              if (b.matchId === null) continue;
              const results = b.seats.map(() => RESULTS[picks[pick++ % picks.length]]);
              add({
                type: 'game_result',
                payload: { round, board: b.board, matchId: b.matchId, result: results[0], results },
              });
              catchUp();
            }
          }
          held = applyEvents(held, events.slice(held.version));
          expect(standingsOf(held)).toEqual(formatStandings(held.settings, order, held.boards, held.currentRound));
        },
      ),
      { numRuns: 60 },
    );
  });
});
