import { DomainError } from '../common/errors';
import type { UsersRepository } from './users.repository';

/**
 * A moderator excluded the account from rated play (docs/fair-play.md "Moderation"): opening, joining,
 * challenging to, accepting or seeking a rated game is CONFLICT RATED_PLAY_EXCLUDED (casual play stays open).
 * `other`: the refusal names the other side (an accepted challenge whose sender is excluded).
 */
export async function requireRatedPlay(users: UsersRepository, userId: string, other = false): Promise<void> {
  if (await users.ratedExcluded(userId))
    throw new DomainError(
      { code: 'CONFLICT', reason: other ? 'OPPONENT_RATED_PLAY_EXCLUDED' : 'RATED_PLAY_EXCLUDED' },
      other ? 'Your opponent is excluded from rated play' : 'You are excluded from rated play by a moderator',
    );
}
