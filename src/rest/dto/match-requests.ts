import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MY_MATCHES_PAGE } from '../../matches/matches.service';
import { QueryInteger } from './strict-query';

const CARD_MAX = 40;

const EXPECTED_VERSION = {
  description:
    'The match version the move was chosen at (`version` of the match). Required: a move made on a stale view fails with 409 VERSION_CONFLICT and changes nothing.',
  minimum: 0,
  example: 0,
} as const;

@ApiSchema({ description: 'A card to play, and the match version it was chosen at.' })
export class PlayCardRequest {
  @ApiProperty({ description: 'A card from your hand, in R1 notation.', example: 'goblins:3', maxLength: CARD_MAX })
  @IsString()
  @MaxLength(CARD_MAX)
  card!: string;

  @ApiProperty(EXPECTED_VERSION)
  @IsInt()
  @Min(0)
  expectedVersion!: number;
}

@ApiSchema({ description: 'A Vampire decision (R5 Vampires).' })
export class VampireDecisionBody {
  @ApiPropertyOptional({
    description: 'A Vampire collected in this trick to make active, or null to keep the current one.',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsString()
  @MaxLength(CARD_MAX)
  activate?: string | null;

  @ApiProperty({
    description: 'Cards collected in this trick to put under the active Vampire.',
    type: [String],
    maxItems: 16,
  })
  @IsString({ each: true })
  @MaxLength(CARD_MAX, { each: true })
  @ArrayMaxSize(16)
  bury!: string[];
}

@ApiSchema({ description: 'A smash decision (R8.3).' })
export class SmashDecisionBody {
  @ApiProperty({ description: 'The Gnome to smash (same value as the Giant).', example: 'gnomes:7' })
  @IsString()
  @MaxLength(CARD_MAX)
  gnome!: string;

  @ApiProperty({ description: 'The seat whose Gnome is smashed.', minimum: 0, maximum: 3 })
  @IsInt()
  @Min(0)
  @Max(3)
  victim!: number;
}

/** The same choices as GraphQL's DecisionInput (R3.5, R10); exactly one field is set. */
@ApiSchema({ description: 'A decision (R3.5, R10): set exactly one field, as a legal move lists it.' })
export class DecisionBody {
  @ApiPropertyOptional({ description: 'Seer choice, 2 players: `prize` or `top`.', enum: ['prize', 'top'] })
  @IsOptional()
  @IsIn(['prize', 'top'])
  seer?: 'prize' | 'top';

  @ApiPropertyOptional({
    description: 'Prize choice, 3–4 players: a prize card, or `top` after a Seer win.',
    maxLength: CARD_MAX,
  })
  @IsOptional()
  @IsString()
  @MaxLength(CARD_MAX)
  prize?: string;

  @ApiPropertyOptional({ description: 'Vampire decision (R5 Vampires).', type: () => VampireDecisionBody })
  @IsOptional()
  @ValidateNested()
  @Type(() => VampireDecisionBody)
  vampire?: VampireDecisionBody;

  @ApiPropertyOptional({ description: 'Smash decision (R8.3).', type: () => SmashDecisionBody })
  @IsOptional()
  @ValidateNested()
  @Type(() => SmashDecisionBody)
  smash?: SmashDecisionBody;

  @ApiPropertyOptional({ description: 'Cthulhu discard (phase two): a card from your hand.', maxLength: CARD_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(CARD_MAX)
  discard?: string;

  @ApiPropertyOptional({ description: 'Skeleton: `true` takes a random card from the discard pile.' })
  @IsOptional()
  @IsBoolean()
  skeleton?: boolean;

  @ApiPropertyOptional({ description: 'Pass an optional decision (Vampire, Skeleton): `true`.' })
  @IsOptional()
  @IsBoolean()
  pass?: boolean;
}

@ApiSchema({ description: 'A decision, and the match version it was chosen at.' })
export class DecideRequest {
  @ApiProperty({
    description: 'The decision: set exactly one field, as listed by the legal moves.',
    type: () => DecisionBody,
    example: { seer: 'top' },
  })
  @IsDefined()
  @ValidateNested()
  @Type(() => DecisionBody)
  decision!: DecisionBody;

  @ApiProperty(EXPECTED_VERSION)
  @IsInt()
  @Min(0)
  expectedVersion!: number;
}

@ApiSchema({ description: 'Which events to list or stream.' })
export class EventsQuery {
  @ApiPropertyOptional({
    description: 'Only events with a greater seq; -1 (the default) lists the whole log.',
    minimum: -1,
    default: -1,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(-1)
  after?: number;
}

@ApiSchema({ description: 'Which page of my matches to list.' })
export class MatchListQuery {
  @ApiPropertyOptional({
    description: `Page size, 1 to ${MY_MATCHES_PAGE.max}.`,
    minimum: 1,
    maximum: MY_MATCHES_PAGE.max,
    default: MY_MATCHES_PAGE.default,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(MY_MATCHES_PAGE.max)
  first?: number;

  @ApiPropertyOptional({
    description: 'The id of the last match of the previous page; the first page when absent.',
    format: 'uuid',
  })
  @IsOptional()
  @IsUUID()
  after?: string;
}
