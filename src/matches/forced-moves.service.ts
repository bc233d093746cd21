import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { Caller } from './matches.service';
import { MatchesService, seatOf } from './matches.service';
import { MatchesRepository } from './store/matches.repository';

/** A player's forced-move setting: in effect (`on`), and whether it is this match's own choice. */
export interface ForcedMovesSetting {
  readonly on: boolean;
  /** Set for this match by the seat's player (false: the account's setting applies, or no match was named). */
  readonly overridden: boolean;
}

/**
 * Forced moves played for you (docs/bots.md): the account's setting and a seat's override for one match.
 * Turning it on for a match plays a forced move that is already due; the account's setting takes effect at
 * each match's next event.
 */
@Injectable()
export class ForcedMovesService {
  constructor(
    private readonly matches: MatchesService,
    private readonly repository: MatchesRepository,
  ) {}

  async ofAccount(caller: Caller, on?: boolean): Promise<ForcedMovesSetting> {
    return { on: await this.repository.accountAutoForced(caller.id, on), overridden: false };
  }

  async ofMatch(caller: Caller, matchId: string): Promise<ForcedMovesSetting> {
    await this.seatOfCaller(caller, matchId);
    return (await this.repository.seatAutoForced(matchId, caller.id))!;
  }

  /** `on` null: follow the account's setting again. */
  async setForMatch(caller: Caller, matchId: string, on: boolean | null): Promise<ForcedMovesSetting> {
    await this.seatOfCaller(caller, matchId);
    await this.repository.setSeatAutoForced(matchId, caller.id, on);
    const runtime = await this.matches.load(matchId);
    if (runtime.status === 'running') await this.matches.playForcedMoves(runtime);
    return (await this.repository.seatAutoForced(matchId, caller.id))!;
  }

  private async seatOfCaller(caller: Caller, matchId: string): Promise<void> {
    if (!isUuid(matchId)) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    if (seatOf(await this.matches.load(matchId), caller) === null)
      throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match');
  }
}
