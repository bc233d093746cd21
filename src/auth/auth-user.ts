import type { UserRole } from '../users/user';

/** The authenticated caller, as guards attach it to the request. */
export interface AuthUser {
  id: string;
  username: string;
  role: UserRole;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // Passport types `req.user` as Express.User; ours is always an AuthUser.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
  }
}
