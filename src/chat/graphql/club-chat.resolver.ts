import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { StreamCredentials } from '../../auth/stream-credentials';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { ClubChatMessageModel } from '../api/chat.models';
import { CHAT_MAX_LENGTH } from '../chat-rules';
import type { ClubChatMessage } from '../chat.types';
import { CHAT_ARGS } from './chat-args';
import { ClubChatService } from '../club-chat.service';

const CLUB_ID = { type: () => ID, description: 'The club.' } as const;

/** A club's chat (docs/players.md "Club chat"): the match chat's rules, for the club's members. */
@Resolver(() => ClubChatMessageModel)
export class ClubChatResolver {
  constructor(
    private readonly chat: ClubChatService,
    private readonly credentials: StreamCredentials,
  ) {}

  @Query(() => [ClubChatMessageModel], {
    description:
      "A club's chat after seq `after`, oldest first: for its members (CONFLICT NOT_A_CLUB_MEMBER otherwise). Messages of players you blocked, and lines its admins hid, are left out.",
  })
  @RequireScopes('lobby')
  async clubChatMessages(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('after', CHAT_ARGS.after) after: number,
    @Args('first', CHAT_ARGS.first) first: number,
  ): Promise<ClubChatMessageModel[]> {
    return (await this.chat.list(user, clubId, after, first)).map(ClubChatMessageModel.from);
  }

  @Mutation(() => ClubChatMessageModel, {
    description: `Writes in a club's chat: its members only (CONFLICT NOT_A_CLUB_MEMBER otherwise), trimmed, 1 to ${CHAT_MAX_LENGTH} characters; counted against the \`chat\` rate limit, the same bucket as a match's chat (one per account). Nobody is notified: members read it on the club page.`,
  })
  @RequireScopes('lobby')
  @RateLimit('chat')
  async sendClubChatMessage(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('text', CHAT_ARGS.text) text: string,
  ): Promise<ClubChatMessageModel> {
    return ClubChatMessageModel.from(await this.chat.send(user, clubId, text));
  }

  @Mutation(() => Boolean, {
    description:
      "Hides a line of a club's chat (its admins and owner; FORBIDDEN otherwise): nobody reads it again, and the club's log says who hid whose line (MESSAGE_HIDDEN). False if it was hidden already; NOT_FOUND ClubChatMessage for no such line.",
  })
  @RequireScopes('lobby')
  async hideClubChatMessage(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('seq', { type: () => Int, description: "The line's seq." }) seq: number,
  ): Promise<boolean> {
    return this.chat.hide(user, clubId, seq);
  }

  @Subscription(() => ClubChatMessageModel, {
    description:
      "A club's chat, live, for its members; messages of players you blocked are left out. With `after`, first every message after that seq, in order, once; without it, only new ones.",
  })
  @RequireScopes('lobby')
  async clubChatMessageAdded(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('after', CHAT_ARGS.liveAfter) after: number | null,
  ): Promise<AsyncIterableIterator<{ clubChatMessageAdded: ClubChatMessageModel | Error }>> {
    const source = await this.chat.subscribe(user, clubId, after ?? null);
    const frame = (value: ClubChatMessage): { clubChatMessageAdded: ClubChatMessageModel | Error } => ({
      clubChatMessageAdded: ClubChatMessageModel.from(value),
    });
    return this.credentials.framedWhileValid(user, source, frame, (revoked) => ({ clubChatMessageAdded: revoked }));
  }
}
