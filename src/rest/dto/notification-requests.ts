import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { NOTIFICATION_KINDS, NotificationKind } from '../../notifications/notification';
import { QueryInteger } from './strict-query';

/** As GraphQL `myNotifications`: its defaults, and the service's ceiling of 500. */
export class NotificationPageQuery {
  @ApiPropertyOptional({ description: 'Entries after this seq; 0 (the default) from the oldest kept.', minimum: 0 })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  after?: number;

  @ApiPropertyOptional({ description: 'At most this many entries, 1 to 500 (default 100).', minimum: 1, maximum: 500 })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(500)
  first?: number;
}

@ApiSchema({ description: 'What reaches you by e-mail and by push: all three settings, replacing the current ones.' })
export class NotificationPreferencesRequest {
  @ApiProperty({ description: 'Kinds to mail (to your verified address).', enum: NOTIFICATION_KINDS, isArray: true })
  @IsArray()
  @ArrayMaxSize(NOTIFICATION_KINDS.length)
  @IsIn(NOTIFICATION_KINDS, { each: true })
  emailKinds!: NotificationKind[];

  @ApiProperty({ description: 'Kinds to push (to your subscribed browsers).', enum: NOTIFICATION_KINDS, isArray: true })
  @IsArray()
  @ArrayMaxSize(NOTIFICATION_KINDS.length)
  @IsIn(NOTIFICATION_KINDS, { each: true })
  pushKinds!: NotificationKind[];

  @ApiProperty({ description: 'One daily digest mail instead of a mail per notice.' })
  @IsBoolean()
  emailDigest!: boolean;
}

@ApiSchema({ description: 'An e-mail address to set or change (as GraphQL `setEmail`).' })
export class SetEmailRequest {
  @ApiProperty({ description: 'An e-mail address, at most 254 characters.', example: 'alice@example.org' })
  @IsString()
  // Longer than any address may be after trimming, so that the service names the real problem.
  @MaxLength(1000)
  address!: string;
}

@ApiSchema({ description: 'The token of a mailed verification link (as GraphQL `verifyEmail`).' })
export class VerifyEmailRequest {
  @ApiProperty({ description: 'The token of the link in the verification mail.', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  token!: string;
}

@ApiSchema({
  description: "A browser's PushSubscription, as its toJSON() gives it (as GraphQL `addPushSubscription`).",
})
export class AddPushSubscriptionRequest {
  @ApiProperty({ description: 'PushSubscription.endpoint (https).' })
  @IsString()
  @MaxLength(2000)
  endpoint!: string;

  @ApiProperty({ description: 'keys.p256dh: the browser’s P-256 public key, base64url.' })
  @IsString()
  @MaxLength(200)
  p256dh!: string;

  @ApiProperty({ description: 'keys.auth: the 16-byte auth secret, base64url.' })
  @IsString()
  @MaxLength(200)
  auth!: string;
}
