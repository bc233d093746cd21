import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { MAX_STANDING_ORDERS } from '../../matches/write/standing-orders';
import { StandingOrderInput, StandingOrderModel } from '../api/orders.models';
import { OrdersService } from '../orders.service';

const MATCH_ID = { type: () => ID, description: 'Match id.' } as const;
const ERRORS = `BAD_USER_INPUT for a card or faction not in this match, or an answer the condition does not take; CONFLICT TOO_MANY_ORDERS past ${MAX_STANDING_ORDERS} active orders; FORBIDDEN if you do not play the match; ILLEGAL_MOVE GAME_OVER once it is over. Nothing is stored on an error.`;

@Resolver(() => StandingOrderModel)
export class OrdersResolver {
  constructor(private readonly orders: OrdersService) {}

  @Query(() => [StandingOrderModel], {
    description:
      'Your standing orders for a match you play: active ones in the order they are tried, then fired and dropped ones (a dropped one says why) until you remove them. FORBIDDEN if you do not play it.',
  })
  @RequireScopes('match:read')
  async myStandingOrders(
    @CurrentUser() user: AuthUser,
    @Args('matchId', MATCH_ID) matchId: string,
  ): Promise<StandingOrderModel[]> {
    return (await this.orders.mine(user, matchId)).map(StandingOrderModel.from);
  }

  @Mutation(() => StandingOrderModel, {
    description: `Adds a standing order after your others: the server plays it for you, as your own move, when its condition holds and its answer is legal (docs/correspondence.md "Standing orders"). ${ERRORS}`,
  })
  @RequireScopes('match:play')
  async addStandingOrder(
    @CurrentUser() user: AuthUser,
    @Args('matchId', MATCH_ID) matchId: string,
    @Args('order', { type: () => StandingOrderInput, description: 'The condition and its answer.' })
    order: StandingOrderInput,
  ): Promise<StandingOrderModel> {
    return StandingOrderModel.from(await this.orders.add(user, matchId, order));
  }

  @Mutation(() => [StandingOrderModel], {
    description: `Replaces your active standing orders for a match with this list (first first; empty: none). ${ERRORS}`,
  })
  @RequireScopes('match:play')
  async setStandingOrders(
    @CurrentUser() user: AuthUser,
    @Args('matchId', MATCH_ID) matchId: string,
    @Args('orders', { type: () => [StandingOrderInput], description: 'Your orders, first first.' })
    orders: StandingOrderInput[],
  ): Promise<StandingOrderModel[]> {
    return (await this.orders.set(user, matchId, orders)).map(StandingOrderModel.from);
  }

  @Mutation(() => Boolean, {
    description:
      "Removes one of your standing orders (or dismisses a fired or dropped one). NOT_FOUND for another player's order, exactly as for one that does not exist.",
  })
  @RequireScopes('match:play')
  async removeStandingOrder(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Order id.' }) id: string,
  ): Promise<boolean> {
    await this.orders.remove(user, id);
    return true;
  }
}
