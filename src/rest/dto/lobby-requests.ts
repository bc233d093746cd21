import { ApiProperty, ApiPropertyOptional, ApiSchema, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  ENTROPY_DESCRIPTION,
  ENTROPY_MAX,
  ENTRY_RATING,
  FRIENDS_ONLY,
  CLUB_ONLY,
  MIN_REPUTATION,
  RATING_ARG,
} from '../../lobbies/api/lobby.inputs';
import { LIST_PAGE } from '../../lobbies/lobby.types';
import { QueryInteger, QueryNumber } from './strict-query';

const NAME_MAX = 40;

@ApiSchema({ description: 'A time bank: an allowance, extra days after each of your moves, and a cap (whole days).' })
export class TimeBankBody {
  @ApiProperty({ description: 'Days each player starts with, 1 to 60.', type: Number })
  @IsInt()
  initialDays!: number;

  @ApiProperty({ description: 'Days added after each of your moves, 0 to 14.', type: Number })
  @IsInt()
  incrementDays!: number;

  @ApiProperty({ description: 'The most a bank can hold, initialDays to 90.', type: Number })
  @IsInt()
  maxDays!: number;
}

@ApiSchema({ description: 'A hero value other than the default 5 (R1).' })
export class HeroValueBody {
  @ApiProperty({ description: 'Hero name, e.g. `warlock` (the `hero:` prefix is optional).', maxLength: NAME_MAX })
  @IsString()
  @MaxLength(NAME_MAX)
  hero!: string;

  @ApiProperty({ description: 'Its value, 0 to 19.' })
  @IsInt()
  value!: number;
}

/** The same choices as GraphQL's CreateLobbyInput; the engine judges them (src/lobbies/lobby-rules.ts). */
@ApiSchema({
  description:
    'Rules for a new game: a preset or a custom faction list (R2.1), heroes (R2.2), players (R8.1), time control.',
})
export class GameRulesBody {
  @ApiPropertyOptional({
    description: '`claim` or `claim2` (5 factions: 2 players only). Give this or `factions`.',
    nullable: true,
    type: String,
    example: 'claim',
  })
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX)
  preset?: string | null;

  @ApiPropertyOptional({
    description: 'Custom faction ids: one pair plus 3 others for 2 players, plus 5 others for 3–4 (R2.1).',
    type: [String],
    nullable: true,
    maxItems: 14,
  })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(NAME_MAX, { each: true })
  @ArrayMaxSize(14)
  factions?: string[] | null;

  @ApiPropertyOptional({
    description: 'Heroes to shuffle in (R2.2), e.g. `warlock`.',
    type: [String],
    nullable: true,
    maxItems: 6,
  })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(NAME_MAX, { each: true })
  @ArrayMaxSize(6)
  heroes?: string[] | null;

  @ApiPropertyOptional({
    description: 'Hero values other than 5 (R1).',
    type: () => [HeroValueBody],
    nullable: true,
    maxItems: 6,
  })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => HeroValueBody)
  @ArrayMaxSize(6)
  heroValues?: HeroValueBody[] | null;

  @ApiPropertyOptional({
    description: 'Number of players, 2 (default) to 4 (R8.1). Challenges are for 2.',
    nullable: true,
    type: Number,
  })
  @IsOptional()
  @IsInt()
  players?: number | null;

  @ApiPropertyOptional({
    description: 'Correspondence time control: 1 to 14 days per move; null or absent for none.',
    nullable: true,
    type: Number,
  })
  @IsOptional()
  @IsInt()
  daysPerMove?: number | null;

  @ApiPropertyOptional({
    description: 'A time bank instead of days per move (docs/correspondence.md).',
    nullable: true,
    type: () => TimeBankBody,
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => TimeBankBody)
  timeBank?: TimeBankBody | null;

  @ApiPropertyOptional({
    description: 'No automatic time-out: only an opponent’s claim ends the match on time.',
    nullable: true,
    type: Boolean,
  })
  @IsOptional()
  @IsBoolean()
  noAutoTimeout?: boolean | null;

  @ApiPropertyOptional({ description: 'Vacations do not pause this match’s clocks.', nullable: true, type: Boolean })
  @IsOptional()
  @IsBoolean()
  noVacation?: boolean | null;

  @ApiPropertyOptional({
    description: "Rated: the players' ratings change when the match finishes. Casual (false) by default.",
    nullable: true,
    type: Boolean,
  })
  @IsOptional()
  @IsBoolean()
  rated?: boolean | null;

  @ApiPropertyOptional({ description: ENTRY_RATING('lower', 'below it'), nullable: true, type: Number })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  minRating?: number | null;

  @ApiPropertyOptional({ description: ENTRY_RATING('upper', 'above it'), nullable: true, type: Number })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  maxRating?: number | null;

  @ApiPropertyOptional({ description: FRIENDS_ONLY, nullable: true, type: Boolean })
  @IsOptional()
  @IsBoolean()
  friendsOnly?: boolean | null;

  @ApiPropertyOptional({ description: CLUB_ONLY, nullable: true, type: String, format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  clubId?: string | null;

  @ApiPropertyOptional({ description: MIN_REPUTATION, nullable: true, type: Number, minimum: 1, maximum: 100 })
  @IsOptional()
  @IsInt()
  minReputation?: number | null;

  @ApiPropertyOptional({
    description: 'Who may watch: `anyone` (default, also without a token), `signed_in` accounts, or `nobody`.',
    nullable: true,
    enum: ['anyone', 'signed_in', 'nobody'],
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  spectators?: string | null;

  @ApiPropertyOptional({ description: ENTROPY_DESCRIPTION, nullable: true, type: String, maxLength: ENTROPY_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(ENTROPY_MAX)
  entropy?: string | null;
}

@ApiSchema({ description: 'Joining a lobby: your entropy contribution, if any.' })
export class JoinLobbyRequest {
  @ApiPropertyOptional({ description: ENTROPY_DESCRIPTION, nullable: true, type: String, maxLength: ENTROPY_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(ENTROPY_MAX)
  entropy?: string | null;
}

@ApiSchema({
  description:
    'Entering a tournament or accepting a group rematch: your entropy contribution, if any (docs/auditing.md "Matches started without a sit-down").',
})
export class EntropyContributionRequest {
  @ApiPropertyOptional({ description: ENTROPY_DESCRIPTION, nullable: true, type: String, maxLength: ENTROPY_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(ENTROPY_MAX)
  entropy?: string | null;
}

@ApiSchema({
  description:
    'A rematch’s own time control (all optional): nothing keeps the finished match’s; otherwise days per move or a time bank, and the switches.',
})
export class RematchRequest extends PickType(GameRulesBody, [
  'daysPerMove',
  'timeBank',
  'noAutoTimeout',
  'noVacation',
] as const) {}

@ApiSchema({ description: 'A challenge: who to invite, and the rules of the 2-player match.' })
export class ChallengeRequest extends GameRulesBody {
  @ApiProperty({ description: 'Who to challenge (a username); the challenger gets seat 0.', maxLength: 64 })
  @IsString()
  @MaxLength(64)
  username!: string;
}

@ApiSchema({ description: 'Which page of a newest-first list (open lobbies, my challenges).' })
export class PageQuery {
  @ApiPropertyOptional({
    description: `Page size, 1 to ${LIST_PAGE.max}.`,
    minimum: 1,
    maximum: LIST_PAGE.max,
    default: LIST_PAGE.default,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(LIST_PAGE.max)
  first?: number;

  @ApiPropertyOptional({ description: 'The id of the last item of the previous page.', format: 'uuid' })
  @IsOptional()
  @IsUUID()
  after?: string;
}

/** GET /api/lobbies: a page, and the creator's rating range (as GraphQL openLobbies). */
export class OpenLobbiesQuery extends PageQuery {
  @ApiPropertyOptional({ description: RATING_ARG('Lowest'), minimum: 0, maximum: 10_000 })
  @IsOptional()
  @QueryNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(10_000)
  minRating?: number;

  @ApiPropertyOptional({ description: RATING_ARG('Highest'), minimum: 0, maximum: 10_000 })
  @IsOptional()
  @QueryNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(10_000)
  maxRating?: number;
}

@ApiSchema({ description: 'An automatch seek: the rules and filters of a lobby, and how long it waits.' })
export class SeekBody extends GameRulesBody {
  @ApiPropertyOptional({
    description: 'How long it waits unmatched, 1 to 168 hours (default 24).',
    nullable: true,
    type: Number,
    minimum: 1,
    maximum: 168,
  })
  @IsOptional()
  @IsInt()
  expiresInHours?: number | null;
}
