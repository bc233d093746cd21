import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../../auth/current-user.decorator';
import { AllowVisitors, GuestsWelcome, RequireScopes, RequireSession } from '../../auth/require-scopes.decorator';
import { framed } from '../../common/streams';
import { StreamCredentials } from '../../auth/stream-credentials';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { BlocksService } from '../../users/blocks.service';
import type { ChatMessage } from '../chat.types';
import { CHAT_ARGS } from './chat-args';
import { ChatService } from '../chat.service';
import { REPORT_PAGE, ReportsService } from '../reports.service';
import { BlockedUserModel, ChatMessageModel, ReportInput, ReportModel } from '../api/chat.models';

const MATCH_ID = { type: () => ID, description: 'Match id.' } as const;

@Resolver(() => ChatMessageModel)
export class ChatResolver {
  constructor(
    private readonly chat: ChatService,
    private readonly blocks: BlocksService,
    private readonly reports: ReportsService,
    private readonly credentials: StreamCredentials,
  ) {}

  @Query(() => [ChatMessageModel], {
    description:
      "A match's chat after seq `after`, oldest first: for its players, and for spectators as the match's spectator policy lets them watch (without a token, where the players let anyone watch). Messages of players you blocked are left out.",
  })
  @AllowVisitors('match:read')
  async chatMessages(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('matchId', MATCH_ID) matchId: string,
    @Args('after', CHAT_ARGS.after) after: number,
    @Args('first', CHAT_ARGS.first) first: number,
  ): Promise<ChatMessageModel[]> {
    return (await this.chat.list(user, matchId, after, first)).map(ChatMessageModel.from);
  }

  @Mutation(() => ChatMessageModel, {
    description:
      "Writes in a match's chat: its players only (FORBIDDEN for spectators), trimmed, 1 to 500 characters; counted against the `chat` rate limit, one bucket per account (sessions and personal tokens together). The other players hear of it (CHAT notice) unless they blocked you: one unread notice per match, updated by later messages until they read the chat.",
  })
  @RequireScopes('match:play')
  @RateLimit('chat')
  async sendChatMessage(
    @CurrentUser() user: AuthUser,
    @Args('matchId', MATCH_ID) matchId: string,
    @Args('text', CHAT_ARGS.text) text: string,
  ): Promise<ChatMessageModel> {
    return ChatMessageModel.from(await this.chat.send(user, matchId, text));
  }

  @Mutation(() => Boolean, {
    description:
      "Says you have read a match's chat: your CHAT notice for it, updated in place while unread, is done, and the next message notifies you again. Reading the chat (`chatMessages`) and writing in it do the same.",
  })
  @RequireScopes('match:read')
  async markChatRead(@CurrentUser() user: AuthUser, @Args('matchId', MATCH_ID) matchId: string): Promise<boolean> {
    await this.chat.markRead(user, matchId);
    return true;
  }

  @Subscription(() => ChatMessageModel, {
    description:
      "A match's chat, live, for whoever may read it (without a token, where the players let anyone watch); messages of players you blocked are left out. With `after`, first every message after that seq, in order, once; without it, only new ones.",
  })
  @AllowVisitors('match:read')
  async chatMessageAdded(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('matchId', MATCH_ID) matchId: string,
    @Args('after', CHAT_ARGS.liveAfter) after: number | null,
  ): Promise<AsyncIterableIterator<{ chatMessageAdded: ChatMessageModel | Error }>> {
    const source = await this.chat.subscribe(user, matchId, after ?? null);
    const frame = (value: ChatMessage): { chatMessageAdded: ChatMessageModel | Error } => ({
      chatMessageAdded: ChatMessageModel.from(value),
    });
    // A visitor has no credential that could end.
    if (user === null) return framed(source, frame);
    return this.credentials.framedWhileValid(user, source, frame, (revoked) => ({ chatMessageAdded: revoked }));
  }

  @Query(() => [BlockedUserModel], { description: 'The players you blocked, newest first.' })
  @RequireScopes('lobby')
  @GuestsWelcome()
  async blockedUsers(@CurrentUser() user: AuthUser): Promise<BlockedUserModel[]> {
    return (await this.blocks.list(user.id)).map(BlockedUserModel.from);
  }

  @Mutation(() => BlockedUserModel, {
    description:
      'Blocks a player: they cannot challenge you, and their chat messages and open lobbies are hidden from you. They are not told. Blocking twice keeps the first date.',
  })
  @RequireScopes('lobby')
  async blockUser(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'The player to block.' }) username: string,
  ): Promise<BlockedUserModel> {
    return BlockedUserModel.from(await this.blocks.block(user.id, username));
  }

  @Mutation(() => Boolean, { description: 'Unblocks a player; false if they were not blocked.' })
  @RequireScopes('lobby')
  async unblockUser(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'The player to unblock.' }) username: string,
  ): Promise<boolean> {
    return this.blocks.unblock(user.id, username);
  }

  @Mutation(() => ReportModel, {
    description:
      'Reports a player, or a chat message you can read, to the admins, with a reason. One open report per player (and message) per reporter.',
  })
  @RequireScopes('lobby')
  async report(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'Whom or what to report, and why.' }) input: ReportInput,
  ): Promise<ReportModel> {
    return ReportModel.from(await this.reports.report(user, input));
  }

  @Query(() => [ReportModel], {
    description: 'Admins only (signed in, not with a token): the open reports, oldest first, a page at a time.',
  })
  @RequireSession()
  async openReports(
    @CurrentUser() user: AuthUser,
    @Args('first', { type: () => Int, defaultValue: REPORT_PAGE.default, description: `1 to ${REPORT_PAGE.max}.` })
    first: number,
    @Args('after', { type: () => ID, nullable: true, description: 'The id of the last report of the previous page.' })
    after?: string | null,
  ): Promise<ReportModel[]> {
    return (await this.reports.openReports(user, first, after ?? null)).map(ReportModel.from);
  }

  @Mutation(() => ReportModel, { description: 'Admins only (signed in): resolves an open report with a note.' })
  @RequireSession()
  async resolveReport(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Report id.' }) id: string,
    @Args('note', { description: 'What was done, 1 to 2000 characters.' }) note: string,
  ): Promise<ReportModel> {
    return ReportModel.from(await this.reports.resolve(user, id, note));
  }
}
