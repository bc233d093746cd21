import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../auth/current-user.decorator';
import { AllowVisitors, GuestsWelcome, RequireScopes, RequireSession } from '../auth/require-scopes.decorator';
import { StreamCredentials } from '../auth/stream-credentials';
import { CHAT_PAGE } from '../chat/chat-rules';
import { ChatService } from '../chat/chat.service';
import { BlockedUserModel, ChatMessageModel, ReportModel } from '../chat/api/chat.models';
import { REPORT_PAGE, ReportsService } from '../chat/reports.service';
import { ConnectionRegistry } from '../connections/connection-registry';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { BlocksService } from '../users/blocks.service';
import { chatChannelStream } from './checked-stream';
import {
  ChatPageQuery,
  ChatStreamQuery,
  ReportPageQuery,
  ReportRequest,
  ResolveReportRequest,
  SendChatRequest,
} from './dto/chat-requests';
import { IdPipe, MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const MATCH_ID = ApiParam({ name: 'id', description: 'Match id (a UUID).', format: 'uuid' });
const USERNAME = ApiParam({ name: 'username', description: 'The player.' });

/** A match's chat, blocking and reports (docs/players.md "Chat, blocking and reports"), like GraphQL's. */
@ApiTags('chat')
@Controller('api')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly blocks: BlocksService,
    private readonly reports: ReportsService,
    private readonly credentials: StreamCredentials,
    private readonly connections: ConnectionRegistry,
  ) {}

  @Get('matches/:id/chat')
  @AllowVisitors('match:read')
  @ApiOperation({
    summary: "Read a match's chat",
    description:
      'Messages after `after`, oldest first, like GraphQL `chatMessages`: for the players, and for spectators as the spectator policy lets them watch (without a token, where the players let anyone watch). Messages of players you blocked are left out.',
  })
  @MATCH_ID
  @ApiOkResponse({ description: 'The page of messages.', schema: { type: 'array', items: graphqlRef('ChatMessage') } })
  @ApiErrors(400, 404)
  async list(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('id', MatchIdPipe) id: string,
    @Query() query: ChatPageQuery,
  ): Promise<ChatMessageModel[]> {
    return (await this.chat.list(user, id, query.after ?? 0, query.first ?? CHAT_PAGE.default)).map(
      ChatMessageModel.from,
    );
  }

  @Post('matches/:id/chat')
  @HttpCode(200)
  @RequireScopes('match:play')
  @RateLimit('chat')
  @ApiOperation({
    summary: 'Write in a match’s chat',
    description:
      "The match's players only (403 for spectators); trimmed, 1 to 500 characters; counted against the `chat` rate limit (RATE_LIMIT_CHAT), one bucket per account, sessions and personal tokens together.",
  })
  @MATCH_ID
  @ApiOkResponse({ description: 'The message as stored.', schema: graphqlRef('ChatMessage') })
  @ApiErrors(400, 404)
  async send(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Body() body: SendChatRequest,
  ): Promise<ChatMessageModel> {
    return ChatMessageModel.from(await this.chat.send(user, id, body.text));
  }

  @Post('matches/:id/chat/read')
  @HttpCode(200)
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Say you have read a match’s chat',
    description:
      'Like GraphQL `markChatRead`: your CHAT notice for the match, updated in place while unread, is done; the next message notifies you again. Reading the chat (GET) and writing in it do the same.',
  })
  @MATCH_ID
  @ApiOkResponse({
    description: 'Done.',
    schema: { type: 'object', properties: { ok: { type: 'boolean', enum: [true] } }, required: ['ok'] },
  })
  @ApiErrors(404)
  async markRead(@CurrentUser() user: AuthUser, @Param('id', MatchIdPipe) id: string): Promise<{ ok: true }> {
    await this.chat.markRead(user, id);
    return { ok: true };
  }

  @Get('matches/:id/chat/stream')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: "Stream a match's chat (Server-Sent Events)",
    description:
      'A `text/event-stream` with one message per chat message: `id` is its seq, `data` a ChatMessage as JSON. Messages after `after` (or the Last-Event-ID header) come first; without either, only new ones. Messages of players you blocked are left out. Counts against the same connection caps as the match stream; ends with `event: error` when the server must end it.',
  })
  @MATCH_ID
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The seq of the last message received.' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'The event stream.',
    content: { 'text/event-stream': { schema: { type: 'string', description: 'Each `data` is a ChatMessage.' } } },
  })
  @ApiErrors(400, 404)
  async stream(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Query() query: ChatStreamQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    // `id` is the message's seq, `data` a ChatMessage, as GraphQL's chatMessageAdded (the same ChatFeed).
    await chatChannelStream(
      { credentials: this.credentials, connections: this.connections },
      user,
      query.after,
      (after) => this.chat.subscribe(user, id, after),
      ChatMessageModel.from,
      request,
      response,
    );
  }

  @Get('blocks')
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({ summary: 'List the players I blocked', description: 'Newest first, like GraphQL `blockedUsers`.' })
  @ApiOkResponse({ description: 'Your blocks.', schema: { type: 'array', items: graphqlRef('BlockedUser') } })
  @ApiErrors()
  async blocked(@CurrentUser() user: AuthUser): Promise<BlockedUserModel[]> {
    return (await this.blocks.list(user.id)).map(BlockedUserModel.from);
  }

  @Put('blocks/:username')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Block a player',
    description:
      'They cannot challenge you (409 CONFLICT BLOCKED), and their chat messages and open lobbies are hidden from you; they are not told.',
  })
  @USERNAME
  @ApiOkResponse({ description: 'The block.', schema: graphqlRef('BlockedUser') })
  @ApiErrors(400, 404, 409)
  async block(@CurrentUser() user: AuthUser, @Param('username') username: string): Promise<BlockedUserModel> {
    return BlockedUserModel.from(await this.blocks.block(user.id, username));
  }

  @Delete('blocks/:username')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Unblock a player',
    description: 'Answers your remaining blocks, whether or not that player was blocked.',
  })
  @USERNAME
  @ApiOkResponse({ description: 'Your blocks now.', schema: { type: 'array', items: graphqlRef('BlockedUser') } })
  @ApiErrors(404)
  async unblock(@CurrentUser() user: AuthUser, @Param('username') username: string): Promise<BlockedUserModel[]> {
    await this.blocks.unblock(user.id, username);
    return (await this.blocks.list(user.id)).map(BlockedUserModel.from);
  }

  @Post('reports')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Report a player or a chat message',
    description:
      'To the admins, with a reason. A message must be one you can read. One open report per player (and message) per reporter (409 ALREADY_REPORTED), at most 20 open (409 TOO_MANY_OPEN_REPORTS).',
  })
  @ApiOkResponse({ description: 'The report.', schema: graphqlRef('Report') })
  @ApiErrors(400, 404, 409)
  async report(@CurrentUser() user: AuthUser, @Body() body: ReportRequest): Promise<ReportModel> {
    return ReportModel.from(await this.reports.report(user, body));
  }

  @Get('admin/reports')
  @RequireSession()
  @ApiOperation({
    summary: 'List open reports (admins)',
    description: 'Admins only, signed in (a personal token is refused): open reports, oldest first.',
  })
  @ApiOkResponse({ description: 'The page of reports.', schema: { type: 'array', items: graphqlRef('Report') } })
  @ApiErrors(400)
  async openReports(@CurrentUser() user: AuthUser, @Query() query: ReportPageQuery): Promise<ReportModel[]> {
    return (await this.reports.openReports(user, query.first ?? REPORT_PAGE.default, query.after ?? null)).map(
      ReportModel.from,
    );
  }

  @Post('admin/reports/:id/resolve')
  @HttpCode(200)
  @RequireSession()
  @ApiOperation({ summary: 'Resolve a report (admins)', description: 'With a note; 409 REPORT_RESOLVED if it was.' })
  @ApiParam({ name: 'id', description: 'Report id.', format: 'uuid' })
  @ApiOkResponse({ description: 'The resolved report.', schema: graphqlRef('Report') })
  @ApiErrors(400, 404, 409)
  async resolve(
    @CurrentUser() user: AuthUser,
    @Param('id', new IdPipe('Report')) id: string,
    @Body() body: ResolveReportRequest,
  ): Promise<ReportModel> {
    return ReportModel.from(await this.reports.resolve(user, id, body.note));
  }
}
