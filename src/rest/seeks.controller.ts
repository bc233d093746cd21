import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { gameOptionsFrom } from '../lobbies/lobby-rules';
import { SeekModel } from '../seeks/api/seek.models';
import { SEEK_CAPS, SeeksService } from '../seeks/seeks.service';
import { SeekBody } from './dto/lobby-requests';
import { IdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const SEEK = ApiOkResponse({ description: 'The seek.', schema: graphqlRef('Seek') });

/** Automatch seeks (docs/lobbies.md "Automatch"), like GraphQL's. */
@ApiTags('lobbies')
@Controller('api/seeks')
export class SeeksController {
  constructor(private readonly seeks: SeeksService) {}

  @Post()
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Post an automatch seek',
    description: `Like GraphQL \`postSeek\`: answers after the next matching wave, \`status: matched\` with \`matchId\` when compatible seeks complete a table, else \`open\` (it waits until \`expiresAt\`; a later wave that matches it sends a SEEK_MATCHED notice). 409 TOO_MANY_SEEKS (${SEEK_CAPS.open} open), TOO_MANY_RUNNING_GAMES; 400 as for a lobby.`,
  })
  @SEEK
  @ApiErrors(400, 409)
  async post(@CurrentUser() user: AuthUser, @Body() body: SeekBody): Promise<SeekModel> {
    return SeekModel.from(await this.seeks.post(user, gameOptionsFrom(body), body.expiresInHours ?? null));
  }

  @Get('mine')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'My seeks', description: `Newest first (at most ${SEEK_CAPS.listed}), like \`mySeeks\`.` })
  @ApiOkResponse({ description: 'Your seeks.', schema: { type: 'array', items: graphqlRef('Seek') } })
  @ApiErrors()
  async mine(@CurrentUser() user: AuthUser): Promise<SeekModel[]> {
    return (await this.seeks.listMine(user)).map(SeekModel.from);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'Cancel my seek', description: 'Like `cancelSeek`; a matched or expired one stays.' })
  @ApiParam({ name: 'id', description: 'Seek id (a UUID).', format: 'uuid' })
  @SEEK
  @ApiErrors(404)
  async cancel(@CurrentUser() user: AuthUser, @Param('id', new IdPipe('Seek')) id: string): Promise<SeekModel> {
    return SeekModel.from(await this.seeks.cancel(user, id));
  }
}
