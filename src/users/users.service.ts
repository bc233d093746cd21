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

  /**
   * Throws FORBIDDEN unless the user is an admin now. Reads the role from the table, not from the
   * session: sessions are cached for a few seconds (JwtStrategy), and a privilege must not outlive its revocation.
   */
  async assertAdmin(id: string): Promise<void> {
    const user = await this.users.findById(id);
    if (user?.role !== 'admin') throw new DomainError({ code: 'FORBIDDEN' }, 'Admins only');
  }
}
