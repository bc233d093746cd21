import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { StreamCredentials } from '../auth/stream-credentials';
import { ClubChatMessageModel } from '../chat/api/chat.models';
import { CHAT_MAX_LENGTH, CHAT_PAGE } from '../chat/chat-rules';
import { ClubChatService } from '../chat/club-chat.service';
import { ConnectionRegistry } from '../connections/connection-registry';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { chatChannelStream } from './checked-stream';
import { ChatPageQuery, ChatStreamQuery, SendChatRequest } from './dto/chat-requests';
import { IdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const CLUB_ID = ApiParam({ name: 'id', description: 'The club (a UUID).', format: 'uuid' });
const ClubIdPipe = new IdPipe('Club');

/** A club's chat (docs/players.md "Club chat"), like GraphQL's: the same service, errors and shapes. */
@ApiTags('clubs')
@Controller('api/clubs')
export class ClubChatController {
  constructor(
    private readonly chat: ClubChatService,
    private readonly credentials: StreamCredentials,
    private readonly connections: ConnectionRegistry,
  ) {}

  @Get(':id/chat')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: "Read a club's chat",
    description:
      'Messages after `after`, oldest first, like GraphQL `clubChatMessages`: for its members (409 NOT_A_CLUB_MEMBER otherwise). Messages of players you blocked, and lines its admins hid, are left out.',
  })
  @CLUB_ID
  @ApiOkResponse({
    description: 'The page of messages.',
    schema: { type: 'array', items: graphqlRef('ClubChatMessage') },
  })
  @ApiErrors(400, 404, 409)
  async list(
    @CurrentUser() user: AuthUser,
    @Param('id', ClubIdPipe) id: string,
    @Query() query: ChatPageQuery,
  ): Promise<ClubChatMessageModel[]> {
    return (await this.chat.list(user, id, query.after ?? 0, query.first ?? CHAT_PAGE.default)).map(
      ClubChatMessageModel.from,
    );
  }

  @Post(':id/chat')
  @HttpCode(200)
  @RequireScopes('lobby')
  @RateLimit('chat')
  @ApiOperation({
    summary: 'Write in a club’s chat',
    description: `Like GraphQL \`sendClubChatMessage\`: its members only (409 NOT_A_CLUB_MEMBER); trimmed, 1 to ${CHAT_MAX_LENGTH} characters; counted against the \`chat\` rate limit (RATE_LIMIT_CHAT), the same bucket as a match's chat.`,
  })
  @CLUB_ID
  @ApiOkResponse({ description: 'The message as stored.', schema: graphqlRef('ClubChatMessage') })
  @ApiErrors(400, 404, 409)
  async send(
    @CurrentUser() user: AuthUser,
    @Param('id', ClubIdPipe) id: string,
    @Body() body: SendChatRequest,
  ): Promise<ClubChatMessageModel> {
    return ClubChatMessageModel.from(await this.chat.send(user, id, body.text));
  }

  @Delete(':id/chat/:seq')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Hide a line of a club’s chat (its admins)',
    description:
      "Like GraphQL `hideClubChatMessage`: the club's admins and owner (403 otherwise); nobody reads it again, and the club's log says so (MESSAGE_HIDDEN). `hidden` is false if it was hidden already.",
  })
  @CLUB_ID
  @ApiParam({ name: 'seq', description: "The line's seq.", schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({
    description: 'Whether it was hidden now.',
    schema: { type: 'object', properties: { hidden: { type: 'boolean' } }, required: ['hidden'] },
  })
  @ApiErrors(400, 404)
  async hide(
    @CurrentUser() user: AuthUser,
    @Param('id', ClubIdPipe) id: string,
    @Param('seq') seq: string,
  ): Promise<{ hidden: boolean }> {
    // A seq that is no number is refused by the service, naming the field (BAD_USER_INPUT).
    return { hidden: await this.chat.hide(user, id, /^[0-9]{1,15}$/.test(seq) ? Number(seq) : Number.NaN) };
  }

  @Get(':id/chat/stream')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: "Stream a club's chat (Server-Sent Events)",
    description:
      'A `text/event-stream` with one message per chat message, as the match chat stream: `id` is its seq, `data` a ClubChatMessage as JSON. Messages after `after` (or the Last-Event-ID header) come first; without either, only new ones. For members (409 NOT_A_CLUB_MEMBER otherwise); messages of players you blocked are left out.',
  })
  @CLUB_ID
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The seq of the last message received.' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'The event stream.',
    content: {
      'text/event-stream': { schema: { type: 'string', description: 'Each `data` is a ClubChatMessage.' } },
    },
  })
  @ApiErrors(400, 404, 409)
  async stream(
    @CurrentUser() user: AuthUser,
    @Param('id', ClubIdPipe) id: string,
    @Query() query: ChatStreamQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await chatChannelStream(
      { credentials: this.credentials, connections: this.connections },
      user,
      query.after,
      (after) => this.chat.subscribe(user, id, after),
      ClubChatMessageModel.from,
      request,
      response,
    );
  }
}
