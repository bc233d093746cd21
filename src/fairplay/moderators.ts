import type { UsersService } from '../users/users.service';

/**
 * The one check in front of moderation data (docs/fair-play.md "Who sees it"): FORBIDDEN unless the caller may
 * moderate. Until the moderator role lands (issue 35, the moderation side) that is the admins; pointing this at
 * the new role is the only change needed, every fair-play route goes through here.
 */
export async function requireModerator(users: UsersService, callerId: string): Promise<void> {
  await users.assertAdmin(callerId);
}
