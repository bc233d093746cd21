import { UseGuards } from '@nestjs/common';
import { Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { GqlAuthGuard } from '../../auth/gql-auth.guard';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { MyEventsService } from '../my-events.service';
import { NotificationModel, toNotificationModel } from './notification.models';

@Resolver(() => NotificationModel)
@UseGuards(GqlAuthGuard)
export class MyEventsResolver {
  constructor(private readonly notifications: MyEventsService) {}

  @Subscription(() => NotificationModel, {
    description: 'Your notifications across all your matches and challenges: YOUR_TURN, OPPONENT_MOVED, GAME_OVER, INVITATION, CHALLENGE_ANSWERED. Never a card.',
  })
  @RequireScopes('match:read')
  myEvents(@CurrentUser() user: AuthUser): AsyncIterableIterator<{ myEvents: NotificationModel }> {
    const source = this.notifications.subscribe(user.id);
    return {
      next: async () => {
        const next = await source.next();
        return next.done ? next : { done: false, value: { myEvents: toNotificationModel(next.value) } };
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
