import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { OrdersResolver } from './graphql/orders.resolver';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { OrdersSweeper } from './orders-sweeper';

/** Standing orders: conditional moves the server plays for their owner (docs/correspondence.md). */
@Module({
  imports: [MatchesModule],
  providers: [OrdersRepository, OrdersService, OrdersSweeper, OrdersResolver],
  exports: [OrdersService, OrdersSweeper],
})
export class OrdersModule {}
