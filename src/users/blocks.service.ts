import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { Block, BlocksRepository } from './blocks.repository';
import type { User } from './user';
import { canonicalUsername } from './username';

/** Blocks one account may hold: far beyond a person's need, and a bound on what each chat read filters by. */
export const MAX_BLOCKS = 1000;

/**
 * Blocking a user (docs/players.md "Chat, blocking and reports"): the blocked user cannot challenge the
 * blocker, and their chat messages and open lobbies are hidden from the blocker. The blocked user is not
 * told; nothing else changes (a running match goes on).
 */
@Injectable()
export class BlocksService {
  constructor(
    private readonly blocks: BlocksRepository,
    private readonly clock: Clock,
  ) {}

  async block(callerId: string, username: string): Promise<Block> {
    const user = await this.userNamed(username);
    if (user.id === callerId)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { username: ['you cannot block yourself'] } });
    const block = await this.blocks.block(callerId, user.id, this.clock.now(), MAX_BLOCKS);
    if (block === 'CAP')
      throw new DomainError(
        { code: 'CONFLICT', reason: 'TOO_MANY_BLOCKS' },
        `You have blocked ${MAX_BLOCKS} players already; unblock one first`,
      );
    return block;
  }

  /** Whether a block was removed (false: there was none). */
  async unblock(callerId: string, username: string): Promise<boolean> {
    return this.blocks.unblock(callerId, (await this.userNamed(username)).id);
  }

  list(callerId: string): Promise<Block[]> {
    return this.blocks.list(callerId);
  }

  /** Whom `viewerId` has blocked: what chats and lobby lists hide from them. */
  hiddenFrom(viewerId: string): Promise<Set<string>> {
    return this.blocks.blockedBy(viewerId);
  }

  /** Which of `userIds` have blocked `authorId` (and so hear nothing from them). */
  blockersAmong(authorId: string, userIds: readonly string[]): Promise<Set<string>> {
    return this.blocks.blockersAmong(authorId, userIds);
  }

  /** Which of `userIds` blocked `userId` or were blocked by them (one query for many: a club match's boards). */
  blockedEitherWay(userId: string, userIds: readonly string[]): Promise<Set<string>> {
    return this.blocks.blockedEitherWay(userId, userIds);
  }

  async hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
    return (await this.blocks.blockersAmong(blockedId, [blockerId])).has(blockerId);
  }

  /** The account of that name (as typed), or NOT_FOUND. */
  async userNamed(username: string): Promise<User> {
    const user = typeof username === 'string' ? await this.blocks.findUserByName(canonicalUsername(username)) : null;
    if (!user) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    return user;
  }
}
