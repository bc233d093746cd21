import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors';
import { User } from './user';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async getById(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    return user;
  }
}
