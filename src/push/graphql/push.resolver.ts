import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { PushService } from '../push.service';
import { PushSubscriptionModel } from '../api/push.models';

@Resolver(() => PushSubscriptionModel)
export class PushResolver {
  constructor(private readonly push: PushService) {}

  @Query(() => String, {
    description: "The server's VAPID public key (base64url): `applicationServerKey` for pushManager.subscribe().",
  })
  pushPublicKey(): string {
    return this.push.publicKey();
  }

  @Query(() => [PushSubscriptionModel], { description: 'Your browsers subscribed to Web Push.' })
  @RequireScopes('match:read')
  myPushSubscriptions(@CurrentUser() user: AuthUser): Promise<PushSubscriptionModel[]> {
    return this.push.list(user.id);
  }

  @Mutation(() => PushSubscriptionModel, {
    description:
      'Subscribes a browser: pass its PushSubscription (endpoint, keys.p256dh, keys.auth). Which kinds are pushed: setNotificationPreferences.',
  })
  @RequireScopes('lobby')
  addPushSubscription(
    @CurrentUser() user: AuthUser,
    @Args('endpoint', { description: 'PushSubscription.endpoint (https).' }) endpoint: string,
    @Args('p256dh', { description: 'keys.p256dh: the browser’s P-256 public key, base64url.' }) p256dh: string,
    @Args('auth', { description: 'keys.auth: the 16-byte auth secret, base64url.' }) auth: string,
  ): Promise<PushSubscriptionModel> {
    return this.push.subscribe(user.id, endpoint, p256dh, auth);
  }

  @Mutation(() => Boolean, { description: 'Stops pushes to one of your browsers.' })
  @RequireScopes('lobby')
  async removePushSubscription(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'A subscription id from myPushSubscriptions.' }) id: string,
  ): Promise<boolean> {
    await this.push.unsubscribe(user.id, id);
    return true;
  }
}
