import { Injectable, OnModuleInit } from '@nestjs/common';
import { MatchFollowups } from '../matches/match-followups';
import { reputationSeats } from './reputation-ledger';
import { ReputationRepository } from './reputation.repository';

/**
 * Adds a finished correspondence match's seats to its players' reputations: a side job after the finishing
 * move's COMMIT (match-followups.ts), so a failing write never takes the move down, and it runs once. Unordered:
 * a seat is a row of its own, so no match's figures depend on another's.
 */
@Injectable()
export class ReputationKeeper implements OnModuleInit {
  constructor(
    private readonly followups: MatchFollowups,
    private readonly repository: ReputationRepository,
  ) {}

  onModuleInit(): void {
    this.followups.subscribe('reputation', {
      follows: (after) => reputationSeats(after).length > 0,
      run: (matches, sql) => this.repository.add(sql, matches.flatMap(reputationSeats)),
    });
  }
}
