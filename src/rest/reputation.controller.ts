import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AllowVisitors } from '../auth/require-scopes.decorator';
import { ReputationModel } from '../reputation/api/reputation.models';
import { ReputationService } from '../reputation/reputation.service';
import { PublicErrors, graphqlRef } from './openapi-responses';

/** Reputation (docs/players.md "Reputation"), public like profiles; GraphQL `reputation`. */
@ApiTags('archive')
@Controller('api')
@AllowVisitors()
export class ReputationController {
  constructor(private readonly reputations: ReputationService) {}

  @Get('users/:name/reputation')
  @ApiOperation({
    summary: 'A player’s reputation',
    description:
      'Like GraphQL `reputation(username)`: how their finished correspondence matches ended for their seat (finished, timed out, without clock penalty, abandoned 3–4 player seats).',
  })
  @ApiParam({ name: 'name', description: 'Username.' })
  @ApiOkResponse({ description: 'The reputation.', schema: graphqlRef('Reputation') })
  @PublicErrors(404, 'optionalBearer')
  async reputation(@Param('name') name: string): Promise<ReputationModel> {
    const found = await this.reputations.of(name);
    return ReputationModel.from(found.username, found.reputation);
  }
}
