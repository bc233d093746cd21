import passport from 'passport';
import type { AuthUser } from '../auth/auth-user';

/**
 * Who a bearer credential stands for, checked by the very passport strategies the guards use (personal
 * API tokens, then session JWTs), or null for a missing or invalid one. graphql-ws connections are
 * identified once, at connection_init, to count them per account; operations are still authorized one by
 * one by the guards.
 */
export function identifyBearer(authorization: string | undefined): Promise<AuthUser | null> {
  if (!authorization) return Promise.resolve(null);
  const request = { headers: { authorization } };
  return new Promise((resolve) => {
    const authenticate = passport.authenticate(
      ['api-token', 'jwt'],
      { session: false },
      (error: unknown, user: AuthUser | false | undefined) => resolve(error || !user ? null : user),
    ) as (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
    authenticate(request, {}, () => resolve(null));
  });
}
