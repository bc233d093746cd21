import { Global, Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { STANDING_ORDER_BOOK } from '../matches/matches.service';
import { OrdersResolver } from './graphql/orders.resolver';
import { OrderBook } from './order-book';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { OrdersSweeper } from './orders-sweeper';

/**
 * Standing orders: conditional moves the server plays for their owner (docs/correspondence.md).
 * Global: MatchesService takes the OrderBook in its constructor through STANDING_ORDER_BOOK
 * (src/matches/write/standing-order-book.ts), and the match module must not import this one, which
 * imports it (as NotificationsModule binds the lobbies' CHALLENGE_EVENTS).
 */
@Global()
@Module({
  imports: [MatchesModule],
  providers: [
    OrdersRepository,
    OrderBook,
    { provide: STANDING_ORDER_BOOK, useExisting: OrderBook },
    OrdersService,
    OrdersSweeper,
    OrdersResolver,
  ],
  exports: [OrdersService, OrdersSweeper, STANDING_ORDER_BOOK],
})
export class OrdersModule {}
