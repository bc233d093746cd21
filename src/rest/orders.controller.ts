import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { MAX_STANDING_ORDERS } from '../matches/write/standing-orders';
import { SetStandingOrdersRequest, StandingOrderInput, StandingOrderModel } from '../orders/api/orders.models';
import { OrdersService } from '../orders/orders.service';
import { IdPipe, MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const MATCH_ID = ApiParam({ name: 'id', description: 'Match id (a UUID).', format: 'uuid' });
const ORDER_ID = ApiParam({ name: 'id', description: 'Standing order id (a UUID).', format: 'uuid' });
const ORDER = ApiOkResponse({ description: 'The order as stored.', schema: graphqlRef('StandingOrder') });
const ORDERS = ApiOkResponse({
  description: 'Your orders.',
  schema: { type: 'array', items: graphqlRef('StandingOrder') },
});
const ERRORS = `400 for a card or faction not in this match or an answer the condition does not take, 409 TOO_MANY_ORDERS past ${MAX_STANDING_ORDERS} active orders, 403 if you do not play the match; nothing is stored on an error.`;

/** Standing orders (docs/correspondence.md "Standing orders"), like GraphQL's. */
@ApiTags('standing-orders')
@Controller('api')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('matches/:id/standing-orders')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Your standing orders for a match',
    description: 'Like GraphQL `myStandingOrders`: yours only; 403 if you do not play the match.',
  })
  @MATCH_ID
  @ORDERS
  @ApiErrors(404)
  async mine(@CurrentUser() user: AuthUser, @Param('id', MatchIdPipe) id: string): Promise<StandingOrderModel[]> {
    return (await this.orders.mine(user, id)).map(StandingOrderModel.from);
  }

  @Post('matches/:id/standing-orders')
  @HttpCode(200)
  @RequireScopes('match:play')
  @ApiOperation({
    summary: 'Add a standing order',
    description: `Like GraphQL \`addStandingOrder\`: after your others; played for you as your own move when it applies. ${ERRORS}`,
  })
  @MATCH_ID
  @ORDER
  @ApiErrors(400, 404, 409, 422)
  async add(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Body() body: StandingOrderInput,
  ): Promise<StandingOrderModel> {
    return StandingOrderModel.from(await this.orders.add(user, id, body));
  }

  @Put('matches/:id/standing-orders')
  @RequireScopes('match:play')
  @ApiOperation({
    summary: 'Replace your standing orders',
    description: `Like GraphQL \`setStandingOrders\`: the list replaces your active orders (empty: none). ${ERRORS}`,
  })
  @MATCH_ID
  @ORDERS
  @ApiErrors(400, 404, 409, 422)
  async set(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Body() body: SetStandingOrdersRequest,
  ): Promise<StandingOrderModel[]> {
    return (await this.orders.set(user, id, body.orders)).map(StandingOrderModel.from);
  }

  @Delete('standing-orders/:id')
  @RequireScopes('match:play')
  @ApiOperation({
    summary: 'Remove a standing order',
    description:
      "Like GraphQL `removeStandingOrder` (also dismisses a fired or dropped one). 404 for another player's order, exactly as for one that does not exist.",
  })
  @ORDER_ID
  @ApiOkResponse({
    description: 'Done.',
    schema: { type: 'object', properties: { ok: { type: 'boolean', enum: [true] } }, required: ['ok'] },
  })
  @ApiErrors(404)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', new IdPipe('StandingOrder')) id: string,
  ): Promise<{ ok: true }> {
    await this.orders.remove(user, id);
    return { ok: true };
  }
}
