import { Args, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { StreamCredentials } from '../../auth/stream-credentials';
import { MyEventsService } from '../my-events.service';
import { NotificationsService } from '../notifications.service';
import {
  NotificationModel,
  NotificationPreferencesInput,
  NotificationPreferencesModel,
  toNotificationModel,
} from '../api/notification.models';

@Resolver(() => NotificationModel)
export class MyEventsResolver {
  constructor(
    private readonly events: MyEventsService,
    private readonly notifications: NotificationsService,
    private readonly credentials: StreamCredentials,
  ) {}

  @Subscription(() => NotificationModel, {
    description:
      'Your notification log, live: YOUR_TURN, DEADLINE_APPROACHING, OPPONENT_MOVED, GAME_OVER, INVITATION, CHALLENGE_ANSWERED, CHAT, FOLLOWED, FRIEND_ADDED, TOURNAMENT, ORDER_DROPPED, CLUB, SEEK_MATCHED, APPEAL_ANSWERED. With `after`, first every notice after that seq (still kept: 30 days by default), in order, once. Never a card.',
  })
  @RequireScopes('match:read')
  async myEvents(
    @CurrentUser() user: AuthUser,
    @Args('after', {
      type: () => Int,
      nullable: true,
      description: 'The last seq you saw; omitted: only what happens from now on.',
    })
    after: number | null,
  ): Promise<AsyncIterableIterator<{ myEvents: NotificationModel | Error }>> {
    const source = await this.events.subscribe(user.id, this.notifications.cursor(after));
    return this.credentials.framedWhileValid(
      user,
      source,
      (value): { myEvents: NotificationModel | Error } => ({ myEvents: toNotificationModel(value) }),
      (revoked) => ({ myEvents: revoked }),
    );
  }

  @Query(() => [NotificationModel], { description: 'Your notification log after `after`, oldest first.' })
  @RequireScopes('match:read')
  async myNotifications(
    @CurrentUser() user: AuthUser,
    @Args('after', { type: () => Int, defaultValue: 0, description: 'Entries after this seq; 0 from the oldest kept.' })
    after: number,
    @Args('first', { type: () => Int, defaultValue: 100, description: 'At most 500.' }) first: number,
  ): Promise<NotificationModel[]> {
    return (await this.notifications.read(user.id, after, first)).map(toNotificationModel);
  }

  @Query(() => NotificationPreferencesModel, { description: 'What reaches you by e-mail and by push.' })
  @RequireScopes('match:read')
  async notificationPreferences(@CurrentUser() user: AuthUser): Promise<NotificationPreferencesModel> {
    return NotificationPreferencesModel.from(await this.notifications.preferences(user.id));
  }

  @Mutation(() => NotificationPreferencesModel, { description: 'Sets what reaches you by e-mail and by push.' })
  @RequireScopes('lobby')
  async setNotificationPreferences(
    @CurrentUser() user: AuthUser,
    @Args('preferences', { description: 'All three settings, replacing the current ones.' })
    preferences: NotificationPreferencesInput,
  ): Promise<NotificationPreferencesModel> {
    return NotificationPreferencesModel.from(await this.notifications.setPreferences(user.id, preferences));
  }
}
