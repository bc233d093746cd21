import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsDateString, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CLUB_MATCH_LIMITS } from '../../clubs/club-match';
import { GameRulesBody } from './lobby-requests';

@ApiSchema({
  description:
    'A challenge to another club (docs/players.md "Club matches"): how many boards, and the rules of every board (2 players).',
})
export class ClubMatchRequest extends GameRulesBody {
  @ApiProperty({ description: 'The club challenged.', format: 'uuid', maxLength: 64 })
  @IsString()
  @MaxLength(64)
  opponentClubId!: string;

  @ApiProperty({
    description: `How many boards, ${CLUB_MATCH_LIMITS.boardsMin} to ${CLUB_MATCH_LIMITS.boardsMax}.`,
    minimum: CLUB_MATCH_LIMITS.boardsMin,
    maximum: CLUB_MATCH_LIMITS.boardsMax,
  })
  @IsInt()
  @Min(CLUB_MATCH_LIMITS.boardsMin)
  @Max(CLUB_MATCH_LIMITS.boardsMax)
  boards!: number;

  @ApiPropertyOptional({
    description: `The sign-up deadline (409 REGISTRATION_CLOSED for sign-ups from then on; the boards with their two players start then): in the future, within ${CLUB_MATCH_LIMITS.signUpDaysMax} days. Leave out for none.`,
    type: String,
    format: 'date-time',
    nullable: true,
  })
  @IsOptional()
  @IsDateString()
  signUpClosesAt?: string | null;
}

@ApiSchema({ description: 'The answer of the challenged club.' })
export class ClubMatchAnswerBody {
  @ApiProperty({ description: 'true: sign-up opens; false: the challenge is declined.' })
  @IsBoolean()
  accept!: boolean;
}

@ApiSchema({ description: 'Who signs up or withdraws: yourself, or (an admin) a member of your club.' })
export class ClubMatchPlayerBody {
  @ApiPropertyOptional({ description: 'A member of your club (its admins); leave out for yourself.', maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  username?: string;
}
