import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { Sql } from '../database/sql';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config';
import { NO_REPUTATION, meetsReputation, percent } from '../reputation/reputation-ledger';
import { runningLimit } from '../reputation/running-games';
import type { SeatFacts, SeatFactsQuery } from './seat-gate.repository';
import { SeatGateRepository } from './seat-gate.repository';

/**
 * One condition of taking a seat (docs/players.md "Running games", "Reputation"; docs/fair-play.md "Moderation";
 * docs/lobbies.md "Club-only lobbies"). `userId` is whom it is about; `opponent`/`other` say the refusal names
 * the other side (a challenge's sender, the players already seated).
 */
export type SeatCheck =
  /** CONFLICT TOO_MANY_RUNNING_GAMES (OPPONENT_…), with the numbers. */
  | { readonly kind: 'runningGames'; readonly userId: string; readonly opponent: boolean }
  /** CONFLICT RATED_PLAY_EXCLUDED (OPPONENT_…): a moderator excluded the account from rated play. */
  | { readonly kind: 'ratedPlay'; readonly userId: string; readonly opponent: boolean }
  /** CONFLICT REPUTATION_TOO_LOW, with the numbers; `what` names what asks ("This lobby"). */
  | { readonly kind: 'reputation'; readonly userId: string; readonly min: number; readonly what: string }
  /** NOT_FOUND Club, or CONFLICT NOT_A_CLUB_MEMBER with `refusal` (by default naming the club). */
  | { readonly kind: 'clubMember'; readonly userId: string; readonly clubId: string; readonly refusal?: string }
  /** CONFLICT BLOCKED with `refusal` when one of `by` blocked `userId`. */
  | { readonly kind: 'notBlocked'; readonly userId: string; readonly by: readonly string[]; readonly refusal: string };

/** A check, or nothing (a caller lists `rated && ratedPlay(id)`: a condition that does not apply). */
export type MaybeSeatCheck = SeatCheck | false | null | undefined;

export const runningGames = (userId: string, opponent = false): SeatCheck => ({
  kind: 'runningGames',
  userId,
  opponent,
});
export const ratedPlay = (userId: string, opponent = false): SeatCheck => ({ kind: 'ratedPlay', userId, opponent });
/** No check without a minimum. */
export const minReputation = (userId: string, min: number | null, what: string): MaybeSeatCheck =>
  min !== null && { kind: 'reputation', userId, min, what };
export const clubMember = (userId: string, clubId: string, refusal?: string): SeatCheck => ({
  kind: 'clubMember',
  userId,
  clubId,
  ...(refusal !== undefined ? { refusal } : {}),
});
export const notBlocked = (userId: string, by: readonly string[], refusal: string): SeatCheck => ({
  kind: 'notBlocked',
  userId,
  by,
  refusal,
});

/**
 * "May this player take a seat": the one gate every entry path passes (lobbies: open, join; challenges: send,
 * accept, rematch; seeks: post; tournaments: enter; group rematches). The caller names its checks in the order
 * it wants them judged; the gate reads every fact they need in ONE statement (SeatGateRepository), then throws
 * the first refusal, with the same codes and messages each path had. A path's own conditions (a full lobby, a
 * friends-only lobby, an entry rating) stay with it.
 */
@Injectable()
export class SeatGate {
  constructor(
    private readonly repository: SeatGateRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `sql`: the caller's transaction to read in, when it holds a lock while it asks (a lobby's join): the read
   * then needs no second connection (see LockedLobby.sql). Without it, a connection of its own. Passed, the facts
   * read, by subject: a caller that needs one of them besides (a seek records its player's finished share) reads
   * it here rather than in a statement of its own.
   */
  async require(checks: readonly MaybeSeatCheck[], sql?: Sql): Promise<ReadonlyMap<string, SeatFacts>> {
    const { users, refusals } = await this.judgeAll(checks, sql);
    if (refusals.length > 0) throw refusals[0].refusal;
    return users;
  }

  /**
   * The checks that fail, in the order named, without throwing: for a caller that asks about many players at
   * once and leaves out those refused (a seek wave: a player at the running-games limit since posting sits out).
   */
  async failing(checks: readonly MaybeSeatCheck[], sql?: Sql): Promise<SeatCheck[]> {
    return (await this.judgeAll(checks, sql)).refusals.map((r) => r.check);
  }

  /** Every named check judged on facts read in one statement. */
  private async judgeAll(
    checks: readonly MaybeSeatCheck[],
    sql?: Sql,
  ): Promise<{ users: ReadonlyMap<string, SeatFacts>; refusals: { check: SeatCheck; refusal: DomainError }[] }> {
    const named = checks.filter((c): c is SeatCheck => c !== false && c !== null && c !== undefined);
    if (named.length === 0) return { users: new Map(), refusals: [] };
    const clubIds = new Set(named.flatMap((c) => (c.kind === 'clubMember' ? [c.clubId] : [])));
    if (clubIds.size > 1) throw new Error('a seat gate asks about one club at a time');
    const [clubId] = clubIds;
    // A malformed id names no club: NOT_FOUND without asking.
    const askedClub = clubId !== undefined && isUuid(clubId) ? clubId : null;
    const { users, clubName } = await this.repository.facts(queryOf(named, askedClub), sql);
    const refusals = named.flatMap((check) => {
      const refusal = this.judge(check, users.get(check.userId) ?? nobody(check.userId), clubName);
      return refusal === null ? [] : [{ check, refusal }];
    });
    return { users, refusals };
  }

  private judge(check: SeatCheck, facts: SeatFacts, clubName: string | null): DomainError | null {
    switch (check.kind) {
      case 'runningGames':
        return this.runningRefusal(facts, check.opponent);
      case 'ratedPlay':
        if (!facts.ratedExcluded) return null;
        return new DomainError(
          { code: 'CONFLICT', reason: check.opponent ? 'OPPONENT_RATED_PLAY_EXCLUDED' : 'RATED_PLAY_EXCLUDED' },
          check.opponent
            ? 'Your opponent is excluded from rated play'
            : 'You are excluded from rated play by a moderator',
        );
      case 'reputation':
        if (meetsReputation({ ...NO_REPUTATION, games: facts.games, finished: facts.finished }, check.min)) return null;
        return new DomainError(
          { code: 'CONFLICT', reason: 'REPUTATION_TOO_LOW' },
          `${check.what} asks for at least ${check.min} % of correspondence games finished; you finished ${facts.finished} of ${facts.games} (${percent(facts.finished, facts.games)} %)`,
        );
      case 'clubMember':
        if (clubName === null) return new DomainError({ code: 'NOT_FOUND', entity: 'Club' });
        if (facts.clubMember) return null;
        return new DomainError(
          { code: 'CONFLICT', reason: 'NOT_A_CLUB_MEMBER' },
          check.refusal ?? `Only members of ${clubName} may do that`,
        );
      case 'notBlocked':
        return !facts.blockedBy.some((b) => check.by.includes(b))
          ? null
          : new DomainError({ code: 'CONFLICT', reason: 'BLOCKED' }, check.refusal);
    }
  }

  /** The running-games limit (src/reputation/running-games.ts: a base, one more per finished game, a ceiling). */
  private runningRefusal(facts: SeatFacts, opponent: boolean): DomainError | null {
    const limit = facts.isBot ? null : runningLimit(this.config.runningGames, facts.finished);
    if (limit === null || facts.running < limit) return null;
    const { base, max } = this.config.runningGames;
    const numbers = `${facts.running} running, limit ${limit}: ${base} plus one for each of ${facts.finished} finished correspondence games, at most ${Math.max(base, max)}`;
    return new DomainError(
      { code: 'CONFLICT', reason: opponent ? 'OPPONENT_TOO_MANY_RUNNING_GAMES' : 'TOO_MANY_RUNNING_GAMES' },
      opponent
        ? `The other player has as many running games as they may (${numbers})`
        : `You have as many running games as you may (${numbers}); finish one first`,
    );
  }
}

/** Which facts of whom the checks need (the running-games limit grows with the finished count). */
function queryOf(checks: readonly SeatCheck[], clubId: string | null): SeatFactsQuery {
  const of = (...kinds: SeatCheck['kind'][]): string[] =>
    checks.filter((c) => kinds.includes(c.kind)).map((c) => c.userId);
  return {
    running: of('runningGames'),
    reputation: of('runningGames', 'reputation'),
    rated: of('ratedPlay'),
    clubId,
    members: of('clubMember'),
    blockers: [...new Set(checks.flatMap((c) => (c.kind === 'notBlocked' ? c.by : [])))],
    blocked: of('notBlocked'),
  };
}

/** An account with no row (none of the callers asks about one): every fact neutral, as the old reads had it. */
function nobody(userId: string): SeatFacts {
  return {
    userId,
    isBot: false,
    running: 0,
    games: 0,
    finished: 0,
    ratedExcluded: false,
    clubMember: false,
    blockedBy: [],
  };
}
