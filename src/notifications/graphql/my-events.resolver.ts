import { Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { StreamCredentials } from '../../auth/stream-credentials';
import { MyEventsService } from '../my-events.service';
import { NotificationModel, toNotificationModel } from './notification.models';

@Resolver(() => NotificationModel)
export class MyEventsResolver {
  constructor(
    private readonly notifications: MyEventsService,
    private readonly credentials: StreamCredentials,
  ) {}

  @Subscription(() => NotificationModel, {
    description:
      'Your notifications across all your matches and challenges: YOUR_TURN, OPPONENT_MOVED, GAME_OVER, INVITATION, CHALLENGE_ANSWERED. Never a card.',
  })
  @RequireScopes('match:read')
  myEvents(@CurrentUser() user: AuthUser): AsyncIterableIterator<{ myEvents: NotificationModel | Error }> {
    const source = this.notifications.subscribe(user.id);
    const credentials = this.credentials;
    let ended = false;
    return {
      next: async () => {
        if (ended) return { done: true, value: undefined };
        const next = await source.next();
        if (next.done) return next;
        const revoked = await credentials.check(user);
        if (revoked) {
          // As the field's value the error reaches the client with its code; then the stream ends.
          ended = true;
          await source.return?.();
          return { done: false, value: { myEvents: revoked } };
        }
        return { done: false, value: { myEvents: toNotificationModel(next.value) } };
      },
      return: async () => {
        await source.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
