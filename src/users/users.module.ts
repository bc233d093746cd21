import { Module } from '@nestjs/common';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  providers: [UsersRepository, UsersService, BlocksRepository, BlocksService],
  exports: [UsersRepository, UsersService, BlocksService],
})
export class UsersModule {}
