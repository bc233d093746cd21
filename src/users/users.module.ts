import { Module } from '@nestjs/common';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';
import { FollowsRepository } from './follows.repository';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  providers: [UsersRepository, UsersService, BlocksRepository, BlocksService, FollowsRepository],
  exports: [UsersRepository, UsersService, BlocksService, FollowsRepository],
})
export class UsersModule {}
