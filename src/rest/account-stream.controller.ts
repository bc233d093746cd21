import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { framed } from '../common/streams';
import { ConnectionRegistry } from '../connections/connection-registry';
import { AccountStreams } from '../correspondence/account-streams.service';
import { AccountStreamQuery } from './dto/account-stream-query';
import { ApiErrors } from './openapi-responses';
import { accountStreamMessage } from './account-stream';
import { leaseStream, resumeAfter, writeServerSentEvents } from './sse';

/** The account-wide event stream (AccountStreams), framed as Server-Sent Events. */
@ApiTags('notifications')
@Controller('api/stream')
export class AccountStreamController {
  constructor(
    private readonly streams: AccountStreams,
    private readonly connections: ConnectionRegistry,
  ) {}

  @Get('events')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Stream my account’s events (Server-Sent Events)',
    description: [
      'One stream per account, for bots and REST clients (like lichess’s /api/stream/event). It opens with one `event: snapshot` message (no id):',
      '`data` is `{ "seq": n, "turns": [TurnEntry], "challengesReceived": [Challenge], "challengesSent": [Challenge] }` — the matches where it is your move',
      '(as GET /api/turns) and your pending challenges (at most 100 of each), and `seq` the last seq of your notification log when it was read.',
      'Then one `event: notification` message per entry of your notification log (as GraphQL `myEvents`): `id` is the entry’s seq, `data` the Notification as JSON.',
      'With Last-Event-ID (EventSource sends it when it reconnects) or `after`, every entry after that seq still kept (30 days by default) comes first, in order, once;',
      'without either, only entries appended from now on. The snapshot is sent on every connection. A notice may repeat what the snapshot shows: the snapshot is state, notices are events.',
      'A comment line every 25 s keeps the connection open. When the stream has to end (token revoked, session ended or expired, server shutting down) its last message is `event: error` (no id) with the error body.',
      'Counts against the same limits as match streams and graphql-ws connections (429 RATE_LIMITED beyond). Never a card.',
    ].join(' '),
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'The seq of the last notification received; later ones are sent first.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'The event stream.',
    content: {
      'text/event-stream': {
        schema: {
          type: 'string',
          description:
            'Server-Sent Events: `event: snapshot` first (`{ seq, turns: TurnEntry[], challengesReceived: Challenge[], challengesSent: Challenge[] }`), then `event: notification` messages, each `data` a Notification, `id` its seq.',
        },
      },
    },
  })
  @ApiErrors(400)
  async events(
    @CurrentUser() user: AuthUser,
    @Query() query: AccountStreamQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const messages = await this.streams.open(user, resumeAfter(request, query.after) ?? null);
    const lease = await leaseStream(this.connections, request, user.id, messages);
    writeServerSentEvents(this.connections, framed(messages, accountStreamMessage), lease, user, request, response);
  }
}
