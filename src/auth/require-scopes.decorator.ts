import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../common/errors';
import { requestOf } from '../common/execution-context';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import type { ApiScope } from './api-scope';
import { BearerAuthGuard, VisitorOrBearerGuard } from './bearer-auth.guard';

const REQUIRED_SCOPES = 'claim:requiredScopes';
const SESSION_ONLY = 'claim:sessionOnly';
const VISITORS_WELCOME = 'claim:visitorsWelcome';
const GUESTS_WELCOME = 'claim:guestsWelcome';

/**
 * The one line an operation needs, on a resolver method or a REST handler
 * alike: authenticates the bearer credential (session JWT or personal token),
 * refuses a token without every listed scope (FORBIDDEN), and counts the call
 * against the caller's rate limit (`api`, or what @RateLimit names).
 *
 * @example
 * @Mutation(() => LobbyModel, { description: '…' })
 * @RequireScopes('lobby')
 * async joinLobby(@CurrentUser() user: AuthUser, …) { … }
 */
export function RequireScopes(...scopes: ApiScope[]): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(REQUIRED_SCOPES, scopes), UseGuards(BearerAuthGuard, ScopesGuard, RateLimitGuard));
}

/** Like @RequireScopes, but for a signed-in session only: a personal token may not mint or revoke tokens. */
export function RequireSession(): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(SESSION_ONLY, true), UseGuards(BearerAuthGuard, ScopesGuard, RateLimitGuard));
}

/**
 * Like @RequireScopes for a caller who sends a credential (a bad one is refused, never ignored); one who
 * sends none runs the operation as a visitor, counted per address, and the handler (with
 * @CurrentUserOrVisitor) decides what a visitor may see. For the live streams of public matches.
 */
export function AllowVisitors(...scopes: ApiScope[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(REQUIRED_SCOPES, scopes),
    SetMetadata(VISITORS_WELCOME, true),
    UseGuards(VisitorOrBearerGuard, ScopesGuard, RateLimitGuard),
  );
}

/**
 * Marks a `lobby`-scoped or session-only operation a guest may use too (docs/players.md "Guests"): playing
 * the computer, and reading lobbies and challenges. Every other such operation refuses a guest.
 */
export function GuestsWelcome(): MethodDecorator & ClassDecorator {
  return SetMetadata(GUESTS_WELCOME, true);
}

@Injectable()
export class ScopesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = requestOf(context).user;
    const targets = [context.getHandler(), context.getClass()];
    if (!user && this.reflector.getAllAndOverride<boolean>(VISITORS_WELCOME, targets)) return true;
    if (!user) throw new DomainError({ code: 'UNAUTHENTICATED' });
    const sessionOnly = this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, targets) === true;
    if (sessionOnly && user.tokenId !== null) {
      throw new DomainError({ code: 'FORBIDDEN' }, 'Personal API tokens cannot do this; sign in');
    }
    const required = this.reflector.getAllAndOverride<ApiScope[] | undefined>(REQUIRED_SCOPES, targets) ?? [];
    // A guest plays the computer and watches: meeting people (lobbies, challenges, blocks, reports) and
    // minting credentials wait until it is an account. One rule here rather than a check per service.
    if (
      user.guest &&
      (sessionOnly || required.includes('lobby')) &&
      !this.reflector.getAllAndOverride<boolean>(GUESTS_WELCOME, targets)
    )
      throw new DomainError(
        { code: 'FORBIDDEN' },
        'Guests play the computer; turn this guest into an account (convertGuest) to do this',
      );
    const missing = required.filter((scope) => !user.scopes.includes(scope));
    if (missing.length > 0)
      throw new DomainError({ code: 'FORBIDDEN' }, `This token lacks the scope ${missing.join(', ')}`);
    return true;
  }
}
