import type { UserRole } from '../users/user';
import type { ApiScope } from './api-scope';

/** The authenticated caller, as guards attach it to the request. */
export interface AuthUser {
  id: string;
  username: string;
  role: UserRole;
  /** A guest account (docs/players.md "Guests"): ScopesGuard and the services it reaches limit what it may do. */
  guest: boolean;
  /** What the caller may do: every scope for a signed-in session (JWT), the token's own for a personal token. */
  scopes: readonly ApiScope[];
  /** The personal API token the caller used, or null for a session; rate limits count per token. */
  tokenId: string | null;
  /** When the session's JWT expires (ms since the epoch); null for a personal API token, which does not. */
  expiresAt: number | null;
  /** The session (JWT) the caller signed in with, for logout and revocation (src/auth/sessions.ts); null for a token. */
  session: SessionRef | null;
}

export interface SessionRef {
  /** The JWT's `jti`; null for a session signed before sessions had ids. */
  readonly id: string | null;
  /** The user's session epoch the JWT was signed in. */
  readonly epoch: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // Passport types `req.user` as Express.User; ours is always an AuthUser.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
  }
}
