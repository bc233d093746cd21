import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors';
import type { ConfirmMoves } from './confirm-moves';
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

  /** The account's confirm step (docs/correspondence.md), changed first by what `change` names. */
  async confirmMoves(id: string, change: Partial<ConfirmMoves> = {}): Promise<ConfirmMoves> {
    const setting = await this.users.confirmMoves(id, change);
    if (!setting) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    return setting;
  }

  /**
   * Throws FORBIDDEN unless the user is an admin now. Reads the role from the table, not from the
   * session: sessions are cached for a few seconds (JwtStrategy), and a privilege must not outlive its revocation.
   */
  /**
   * THE guard of every moderation route (docs/fair-play.md "Moderation"): FORBIDDEN unless the caller is a
   * moderator or an admin now, read from the table like assertAdmin. Returns the role, for the few actions
   * only admins may take (granting the moderator role).
   */
  async requireModerator(id: string): Promise<'moderator' | 'admin'> {
    const role = (await this.users.findById(id))?.role;
    if (role !== 'moderator' && role !== 'admin') throw new DomainError({ code: 'FORBIDDEN' }, 'Moderators only');
    return role;
  }

  async assertAdmin(id: string): Promise<void> {
    const user = await this.users.findById(id);
    if (user?.role !== 'admin') throw new DomainError({ code: 'FORBIDDEN' }, 'Admins only');
  }
}
