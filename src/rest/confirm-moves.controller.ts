import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { ConfirmMovesInput, ConfirmMovesSettingModel } from '../users/confirm-moves';
import { UsersService } from '../users/users.service';
import { ApiErrors, graphqlRef } from './openapi-responses';

const SETTING = ApiOkResponse({ description: 'The setting now.', schema: graphqlRef('ConfirmMovesSetting') });

/** "Confirm before a card is sent" (docs/correspondence.md), like GraphQL's confirmMoves and setConfirmMoves. */
@ApiTags('settings')
@Controller('api')
export class ConfirmMovesController {
  constructor(private readonly users: UsersService) {}

  @Get('me/confirm-moves')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Confirm before a card is sent: your account',
    description: 'Whether the web client asks for a Send after a card is chosen, in days-per-move and in live matches.',
  })
  @SETTING
  @ApiErrors()
  async get(@CurrentUser() user: AuthUser): Promise<ConfirmMovesSettingModel> {
    return this.users.confirmMoves(user.id);
  }

  @Put('me/confirm-moves')
  @RequireScopes('match:play')
  @ApiOperation({ summary: 'Set the confirm step', description: 'What the body names changes; the rest stays.' })
  @SETTING
  @ApiErrors(400)
  async set(@CurrentUser() user: AuthUser, @Body() body: ConfirmMovesInput): Promise<ConfirmMovesSettingModel> {
    return this.users.confirmMoves(user.id, {
      ...(body.correspondence == null ? {} : { correspondence: body.correspondence }),
      ...(body.live == null ? {} : { live: body.live }),
    });
  }
}
