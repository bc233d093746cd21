import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors';
import { MatchesService } from '../matches/matches.service';
import { BlocksService } from '../users/blocks.service';
import type { Reputation, ReputationSeat } from './reputation-ledger';
import { reputationSeats } from './reputation-ledger';
import { ReputationRepository } from './reputation.repository';

/** What `claim reputation --recompute` did. */
export interface ReputationRecomputeReport {
  readonly matches: number;
  readonly seats: number;
}

/** The lowest and highest minimum finished share a lobby may ask for, in whole percent. */
export const MIN_REPUTATION_RANGE = [1, 100] as const;

/**
 * Reputation (docs/players.md "Reputation", issue 31): how a player's correspondence matches ended for their
 * seat, counted from the seats ReputationKeeper wrote from the logs.
 */
@Injectable()
export class ReputationService {
  constructor(
    private readonly repository: ReputationRepository,
    private readonly matches: MatchesService,
    private readonly blocks: BlocksService,
  ) {}

  /** A player's reputation, under their name as stored; NOT_FOUND User for a name nobody has. */
  async of(username: string): Promise<{ username: string; reputation: Reputation }> {
    const user = await this.blocks.userNamed(username);
    return { username: user.username, reputation: await this.repository.of(user.id) };
  }

  ofUser(userId: string): Promise<Reputation> {
    return this.repository.of(userId);
  }

  recompute(): Promise<ReputationRecomputeReport> {
    return recomputeReputation(this.repository, this.matches);
  }
}

/**
 * `claim reputation --recompute`: rebuilds every seat from the finished matches' logs through the same ledger
 * as the keeper, so the stored figures must come out equal (a test checks it).
 */
export async function recomputeReputation(
  repository: ReputationRepository,
  matches: MatchesService,
): Promise<ReputationRecomputeReport> {
  return repository.exclusively(async (sql) => {
    const ids = await repository.finishedMatchIds(sql);
    const seats: ReputationSeat[] = [];
    for (const id of ids) seats.push(...reputationSeats(await matches.load(id)));
    await repository.clear(sql);
    for (let i = 0; i < seats.length; i += 1000) await repository.add(sql, seats.slice(i, i + 1000));
    return { matches: ids.length, seats: seats.length };
  });
}

/** A minimum finished share as a lobby takes it: null, or a whole percent 1–100. */
export function minReputationFrom(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const [low, high] = MIN_REPUTATION_RANGE;
  if (!Number.isInteger(value) || value < low || value > high)
    throw new DomainError(
      { code: 'BAD_USER_INPUT', fields: { minReputation: [`must be a whole percent, ${low} to ${high}`] } },
      `minReputation must be a whole percent, ${low} to ${high}`,
    );
  return value;
}
