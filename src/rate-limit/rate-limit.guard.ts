import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import { DomainError } from '../common/errors';
import { requestOf, responseOf } from '../common/execution-context';

/** graphql-ws operations have no HTTP response to put headers on. */
const NO_RESPONSE = { setHeader: (): void => undefined };

/**
 * @nestjs/throttler's guard, counting per principal: each personal token on
 * its own, a user's sessions together, and the IP address before login —
 * except chat, counted per account, sessions and tokens together: a token of
 * one's own is no reason to talk more to the same opponent (issue 27, P6). One
 * bucket per category (see RateLimit), shared by REST and GraphQL, so moves
 * made through either count against the same limit. Over the limit it throws
 * RATE_LIMITED with retryAfter, which REST answers with 429 and Retry-After.
 * Must run after authentication: @RequireScopes orders it so.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  // The return type is inferred: ThrottlerGuard declares it with `any`, which our request and response fit.
  protected override getRequestResponse(context: ExecutionContext) {
    return { req: requestOf(context), res: responseOf(context) ?? NO_RESPONSE };
  }

  // Express.User is the authenticated caller (src/auth/auth-user.ts); rate limits sit below auth.
  protected override async getTracker(req: { user?: Express.User; ip?: unknown }): Promise<string> {
    const user = req.user;
    if (user) return user.tokenId ? `token:${user.tokenId}` : `user:${user.id}`;
    return `ip:${typeof req.ip === 'string' ? req.ip : 'unknown'}`;
  }

  protected override generateKey(context: ExecutionContext, tracker: string, category: string): string {
    const user = requestOf(context).user;
    if (category === 'chat' && user) return `${category}:user:${user.id}`;
    return `${category}:${tracker}`;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new DomainError({ code: 'RATE_LIMITED', retryAfter: Math.max(1, detail.timeToBlockExpire) });
  }
}
