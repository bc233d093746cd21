import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../common/clock';
import { CURRENT_EDITION, deriveSeed } from '../../engine';
import type { Entropy, GivenDeal, Rules } from '../../engine';
import { CHAIN_FORMAT, GENESIS_HASH, seedCommitment } from '../event-chain';
import { foldEvents, initialRuntime } from '../match-runtime';
import type { Sql } from '../../database/sql';
import type { Caller, MatchEventBody, MatchHeader, MatchSeatInfo, SpectatorPolicy, TimeControl } from '../match.types';
import type { MatchOrigin, MatchWrite } from '../match-write-hooks';
import { matchWrite } from '../match-write-hooks';
import type { NewEvent } from '../new-event';
import { chainEvent, toStoredEvent } from '../new-event';
import type { MatchesRepository } from '../store/matches.repository';

export interface StartOptions {
  /** Correspondence time control (validated by lobby-rules.ts), or none. */
  readonly timeControl?: TimeControl | null;
  /** Shorthand for `timeControl: { daysPerMove }`. */
  readonly daysPerMove?: number | null;
  readonly requestId?: string | null;
  /**
   * The match's id, chosen beforehand (a lobby or challenge records it when it starts): starting again
   * with the same id is then a no-op, so a start that was interrupted can simply be repeated.
   */
  readonly matchId?: string;
  /**
   * A given deal (R10 `deck`, `firstLeader`) and seed instead of the CSPRNG's: for tests and tools that
   * need a known deal (the browser tests' scripted games). No API passes one; players never choose a deal.
   */
  readonly deal?: GivenDeal & { readonly seed?: string };
  /** Rated (ratings change when it finishes) or casual (the default). */
  readonly rated?: boolean;
  /**
   * Who may watch besides the players. Lobbies and challenges always say (their default is `anyone`); a
   * match started by code without a choice (tools, tests) lets nobody watch.
   */
  readonly spectators?: SpectatorPolicy;
  /**
   * The server seed a lobby or challenge committed to before its seats contributed, and their
   * contributions in seat order: the match's seed is derived from them (engine entropy.ts) instead of
   * drawn here. Ignored with a given `deal`.
   */
  readonly entropy?: Entropy;
  /** What started it, when its write subscribers announce that too (MatchWrite.origin: an automatch table). */
  readonly origin?: MatchOrigin;
}

/**
 * Starts a match for these players in seat order; the seed comes from the OS's CSPRNG. With
 * `options.matchId`, a match that already exists under that id is left as it is (idempotent).
 */
export async function startMatch(
  repository: MatchesRepository,
  clock: Clock,
  rules: Rules,
  players: readonly Caller[],
  startedBy: string | null,
  options: StartOptions,
): Promise<string> {
  const { id, header, start, writes } = matchStart(clock, rules, players, startedBy, options);
  try {
    await repository.create(header, [start], 'running', writes);
  } catch (error) {
    // A chosen id that is already taken (a repeated start, or two racing): the primary key let the first
    // in; this one finds it there.
    if (options.matchId !== undefined && (await repository.findHead(id).catch(() => null))) return id;
    throw error;
  }
  return id;
}

/** One match of `startMatches`: what `startMatch` takes. */
export interface MatchStart {
  readonly rules: Rules;
  readonly players: readonly Caller[];
  readonly startedBy: string | null;
  readonly options: StartOptions;
}

/**
 * Matches `startMatches` writes with one set of statements: each statement's text, parameters (17 a match in the
 * insert) and JSON input stay a bounded size however large a seek wave is; a hundred matches already share their
 * round trips well (bench:seeks: 2,000 matches in batches of 100 or in one cost the same).
 */
const MATCHES_PER_WRITE = 100;

/**
 * Starts matches in the caller's transaction `sql` on the match store's pool, which commits them: each match, its
 * seats, its first event (the hash chain's genesis) and every write subscriber's rows commit or roll back with what
 * the caller writes beside them (a seek wave's seeks), written in a few statements for all of them
 * (MatchesRepository.createIn); a taken `options.matchId` fails that transaction. Their ids, in order.
 */
export async function startMatches(
  repository: MatchesRepository,
  clock: Clock,
  starts: readonly MatchStart[],
  sql: Sql,
): Promise<string[]> {
  const made = starts.map((s) => matchStart(clock, s.rules, s.players, s.startedBy, s.options));
  for (let i = 0; i < made.length; i += MATCHES_PER_WRITE) {
    const batch = made.slice(i, i + MATCHES_PER_WRITE);
    await repository.createIn(
      sql,
      batch.map(({ header, start }) => ({ header, events: [start], status: 'running' as const })),
      batch.flatMap(({ writes }) => writes),
    );
  }
  return made.map(({ id }) => id);
}

/** What starting a match writes: the header, the first event, and that event's write for the subscribers. */
function matchStart(
  clock: Clock,
  rules: Rules,
  players: readonly Caller[],
  startedBy: string | null,
  options: StartOptions,
): {
  id: string;
  header: Omit<MatchHeader, 'createdAt'>;
  start: NewEvent;
  writes: MatchWrite[];
} {
  const id = options.matchId ?? randomUUID();
  const entropy = options.deal ? undefined : options.entropy;
  const seed = options.deal?.seed ?? (entropy ? deriveSeed(entropy) : randomBytes(32).toString('hex'));
  const commitment = seedCommitment(seed);
  const logged: MatchSeatInfo[] = players.map((p, seat) => ({ seat, userId: p.id, username: p.username }));
  const seats = logged.map((s, seat): MatchSeatInfo => ({ ...s, isBot: players[seat].isBot === true }));
  const timeControl = options.timeControl ?? (options.daysPerMove ? { daysPerMove: options.daysPerMove } : null);
  // The log keeps the seats as it always has: whether an account is a bot is the account's to say.
  const body: MatchEventBody = {
    type: 'match_started',
    payload: {
      rules,
      seats: logged,
      seedCommitment: commitment,
      timeControl,
      edition: CURRENT_EDITION,
      chainFormat: CHAIN_FORMAT,
      // Only when there is entropy, so a start without keeps exactly the payload (and hash) it always had.
      ...(entropy
        ? {
            entropy: {
              serverSeedCommitment: seedCommitment(entropy.serverSeed),
              contributions: [...entropy.contributions],
            },
          }
        : {}),
    },
  };
  const start = chainEvent(id, 0, GENESIS_HASH, body, startedBy, options.requestId ?? null, null, null, clock.now());
  const given = options.deal ? { deck: options.deal.deck, firstLeader: options.deal.firstLeader } : {};
  const header = {
    id,
    rules,
    seed,
    seedCommitment: commitment,
    ...(entropy ? { entropy } : {}),
    seats,
    importedBy: null,
    rated: options.rated ?? false,
    spectators: options.spectators ?? 'nobody',
    ...given,
  };
  const event = toStoredEvent(id, start);
  const after = foldEvents(initialRuntime({ ...header, createdAt: start.createdAt }), [event]);
  const write = matchWrite(null, after, event);
  return { id, header, start, writes: [options.origin ? { ...write, origin: options.origin } : write] };
}
