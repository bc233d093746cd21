import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CLUB_ADMISSIONS, CLUB_LIMITS } from '../../clubs/club';
import type { ClubAdmission } from '../../clubs/club';
import { CLUBS_PAGE, CLUB_LOG_PAGE, MEMBERS_PAGE } from '../../clubs/clubs.service';
import { QueryInteger } from './strict-query';

/** `first` of a page in a query string: 1 to `max`, `defaultValue` when left out. */
function PageSize(max: number, defaultValue: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: `Page size, 1 to ${max}.`, minimum: 1, maximum: max, default: defaultValue }),
    IsOptional(),
    QueryInteger(),
    IsInt(),
    Min(1),
    Max(max),
  );
}

/** `offset` in a query string: how many to skip, 0 to 10,000. */
function Offset(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: 'How many to skip.', minimum: 0, maximum: 10_000, default: 0 }),
    IsOptional(),
    QueryInteger(),
    IsInt(),
    Min(0),
    Max(10_000),
  );
}

@ApiSchema({ description: 'A new club (docs/players.md "Clubs").' })
export class CreateClubBody {
  @ApiProperty({
    description: `${CLUB_LIMITS.nameMin} to ${CLUB_LIMITS.nameMax} letters, digits, spaces and . ' & -; unique (any case).`,
    maxLength: 200,
  })
  @IsString()
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({ description: `Up to ${CLUB_LIMITS.descriptionMax} characters.`, maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiProperty({ description: 'How players join.', enum: CLUB_ADMISSIONS })
  @IsIn(CLUB_ADMISSIONS)
  admission!: ClubAdmission;
}

@ApiSchema({ description: 'What to change of a club; a field left out stays.' })
export class UpdateClubBody {
  @ApiPropertyOptional({ description: `Up to ${CLUB_LIMITS.descriptionMax} characters.`, maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional({ description: 'How players join.', enum: CLUB_ADMISSIONS })
  @IsOptional()
  @IsIn(CLUB_ADMISSIONS)
  admission?: ClubAdmission;
}

@ApiSchema({ description: 'A role to give a member.' })
export class ClubRoleBody {
  @ApiProperty({ description: '`admin` or `member`.', enum: ['admin', 'member'] })
  @IsIn(['admin', 'member'])
  role!: 'admin' | 'member';
}

@ApiSchema({ description: 'Whom to hand the club to.' })
export class ClubOwnerBody {
  @ApiProperty({ description: 'A member (any case).', maxLength: 64 })
  @IsString()
  @MaxLength(64)
  username!: string;
}

@ApiSchema({ description: 'Accept or decline a request to join.' })
export class ClubAnswerBody {
  @ApiProperty({ description: 'true: the player becomes a member; false: the request is declined.' })
  @IsBoolean()
  accept!: boolean;
}

@ApiSchema({ description: 'Which clubs.' })
export class ClubsQuery {
  @ApiPropertyOptional({ description: 'A part of the name (any case).', maxLength: CLUB_LIMITS.nameMax })
  @IsOptional()
  @IsString()
  @MaxLength(CLUB_LIMITS.nameMax)
  search?: string;

  @PageSize(CLUBS_PAGE.max, CLUBS_PAGE.default)
  first?: number;

  @Offset()
  offset?: number;
}

@ApiSchema({ description: "A page of a club's members." })
export class ClubMembersQuery {
  @ApiPropertyOptional({ description: 'The rating pool.', enum: ['duel', 'trio', 'teams'], default: 'duel' })
  @IsOptional()
  @IsIn(['duel', 'trio', 'teams'])
  pool?: string;

  @PageSize(MEMBERS_PAGE.max, MEMBERS_PAGE.default)
  first?: number;

  @Offset()
  offset?: number;
}

@ApiSchema({ description: "A page of a club's log." })
export class ClubLogQuery {
  @PageSize(CLUB_LOG_PAGE.max, CLUB_LOG_PAGE.default)
  first?: number;

  @ApiPropertyOptional({ description: 'The id of the last entry of the previous page.', maxLength: 18 })
  @IsOptional()
  @IsString()
  @MaxLength(18)
  before?: string;
}
