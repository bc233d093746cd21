import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MODERATION_ACTIONS } from '../../moderation/moderation.types';
import { APPEAL_PAGE } from '../../moderation/moderation.service';
import { QueryInteger } from './strict-query';

/** Longer than any reason may be after trimming, so that the service names the real problem. */
const TEXT_MAX = 16000;

@ApiSchema({ description: 'A moderation action and its reason (docs/fair-play.md "Moderation").' })
export class ModerateRequest {
  @ApiProperty({ description: 'What to do.', enum: MODERATION_ACTIONS })
  @IsString()
  @IsIn(MODERATION_ACTIONS)
  action!: string;

  @ApiProperty({ description: 'Why, 1 to 2000 characters (a warning: what the player reads).' })
  @IsString()
  @MaxLength(TEXT_MAX)
  reason!: string;
}

@ApiSchema({ description: 'A reason, 1 to 2000 characters.' })
export class ModerationReasonRequest {
  @ApiProperty({ description: 'Why, 1 to 2000 characters.' })
  @IsString()
  @MaxLength(TEXT_MAX)
  reason!: string;
}

@ApiSchema({ description: 'Grant or revoke the moderator role, with a reason.' })
export class SetModeratorRequest {
  @ApiProperty({ description: 'Grant (true) or revoke (false).' })
  @IsBoolean()
  grant!: boolean;

  @ApiProperty({ description: 'Why, 1 to 2000 characters.' })
  @IsString()
  @MaxLength(TEXT_MAX)
  reason!: string;
}

@ApiSchema({ description: "A moderator's answer to an appeal." })
export class AnswerAppealRequest {
  @ApiProperty({ description: 'Upheld (the action stands) or lifted (it is undone).', enum: ['upheld', 'lifted'] })
  @IsString()
  @IsIn(['upheld', 'lifted'])
  verdict!: string;

  @ApiProperty({ description: 'Why, 1 to 2000 characters: the player reads it.' })
  @IsString()
  @MaxLength(TEXT_MAX)
  reason!: string;
}

@ApiSchema({ description: 'An appeal of an action taken on your account.' })
export class AppealRequest {
  @ApiProperty({ description: 'The moderation entry appealed.', format: 'uuid' })
  @IsString()
  @MaxLength(100)
  entryId!: string;

  @ApiProperty({ description: 'Your appeal, 1 to 2000 characters.' })
  @IsString()
  @MaxLength(TEXT_MAX)
  text!: string;
}

@ApiSchema({ description: "A suspended account's appeal, with its credentials (it cannot sign in)." })
export class SuspendedAppealRequest {
  @ApiProperty({ description: 'The suspended account.' })
  @IsString()
  @MaxLength(100)
  username!: string;

  @ApiProperty({ description: 'Its password.' })
  @IsString()
  @MaxLength(1000)
  password!: string;

  @ApiProperty({ description: 'Your appeal, 1 to 2000 characters.' })
  @IsString()
  @MaxLength(TEXT_MAX)
  text!: string;
}

export class AppealPageQuery {
  @ApiPropertyOptional({ description: `1 to ${APPEAL_PAGE.max} (default ${APPEAL_PAGE.default}).` })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(APPEAL_PAGE.max)
  first?: number;
}
