import { Field, Float, ID, InputType, Int, PickType } from '@nestjs/graphql';
import { LIST_PAGE } from '../lobby.types';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

const NAME_MAX = 40;

/** createLobby's, challenge's and postSeek's minReputation (docs/players.md#reputation). */
export const MIN_REPUTATION =
  'Minimum reputation: the share of their finished correspondence games a joiner (of a lobby; the challenged ' +
  'player accepting a challenge; the other seekers of a seek) must have seen to the end, whole percent 1 to 100 ' +
  '(a player with none counted passes); below it, CONFLICT REPUTATION_TOO_LOW (a seek just waits). Null for anyone.';

/** createLobby's friendsOnly (docs/lobbies.md#friends-only-lobbies). */
export const FRIENDS_ONLY =
  "Friends only: only the owner's friends (players who follow the owner and whom the owner follows, no block " +
  'between them) see the lobby in openLobbies and may join it (others: CONFLICT NOT_A_FRIEND). Lobbies only ' +
  '(challenges and games against the computer refuse it; a player chooses whom challenges come from instead). ' +
  'Default false.';

/** createLobby's clubId (docs/lobbies.md#club-only-lobbies). */
export const CLUB_ONLY =
  'Club only: the id of a club you belong to; only its members see the lobby in openLobbies (and on the club ' +
  'page) and may join it (others: CONFLICT NOT_A_CLUB_MEMBER; not a member yourself: the same; no such club: ' +
  'NOT_FOUND Club). Not together with friendsOnly. Lobbies only. Null for anyone.';

@InputType({ description: 'A hero value other than the default 5 (R1).' })
export class HeroValueInput {
  @Field({ description: 'Hero name, e.g. `warlock` (the `hero:` prefix is optional).' })
  @IsString()
  @MaxLength(NAME_MAX)
  hero!: string;

  @Field(() => Int, { description: 'Its value, 0 to 19.' })
  @IsInt()
  value!: number;
}

@InputType({ description: 'A time bank: an allowance, extra days after each of your moves, and a cap (whole days).' })
export class TimeBankInput {
  @Field(() => Int, { description: 'Days each player starts with, 1 to 60.' })
  @IsInt()
  initialDays!: number;

  @Field(() => Int, { description: 'Days added after each of your moves, 0 to 14.' })
  @IsInt()
  incrementDays!: number;

  @Field(() => Int, { description: 'The most a bank can hold, initialDays to 90.' })
  @IsInt()
  maxDays!: number;
}

/**
 * An entropy contribution's description, for every input that takes one (createLobby, joinLobby, challenges,
 * joinTournament, acceptGroupRematch).
 */
export const ENTROPY_DESCRIPTION =
  'Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). ' +
  "The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; " +
  'clients send one by default. Games against the computer refuse it.';

/** Longer than a contribution, so a wrong length is refused by lobby-rules.ts with its own message. */
export const ENTROPY_MAX = 200;

/**
 * A rule set and time control for a lobby or a challenge. Only the shape is checked here; what makes a
 * valid rule set is the engine's call (R2), made in gameOptionsFrom.
 */
@InputType({
  description:
    'Rules for a new game: a preset or a custom faction list (R2.1), heroes (R2.2), players (R8.1), time control.',
})
export class CreateLobbyInput {
  @Field(() => String, {
    nullable: true,
    description: '`claim` or `claim2` (5 factions: 2 players only). Give this or `factions`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX)
  preset?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Custom faction ids: one pair plus 3 others for 2 players, plus 5 others for 3–4 (R2.1).',
  })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(NAME_MAX, { each: true })
  @ArrayMaxSize(14)
  factions?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Heroes to shuffle in (R2.2), e.g. `warlock`.' })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(NAME_MAX, { each: true })
  @ArrayMaxSize(6)
  heroes?: string[] | null;

  @Field(() => [HeroValueInput], { nullable: true, description: 'Hero values other than 5 (R1).' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => HeroValueInput)
  @ArrayMaxSize(6)
  heroValues?: HeroValueInput[] | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: 2,
    description: 'Number of players, 2 to 4 (R8.1). Challenges are for 2.',
  })
  @IsOptional()
  @IsInt()
  players?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Correspondence time control: 1 to 14 days per move; null for none.',
  })
  @IsOptional()
  @IsInt()
  daysPerMove?: number | null;

  @Field(() => TimeBankInput, { nullable: true, description: 'A time bank instead of days per move.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => TimeBankInput)
  timeBank?: TimeBankInput | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'No automatic time-out: the sweep never ends the match, only an opponent’s claim does.',
  })
  @IsOptional()
  @IsBoolean()
  noAutoTimeout?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Vacations do not pause this match’s clocks (tournaments).' })
  @IsOptional()
  @IsBoolean()
  noVacation?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description:
      "Rated: the players' ratings change when the match finishes (docs/players.md#ratings). Casual by default.",
  })
  @IsOptional()
  @IsBoolean()
  rated?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who may watch: `anyone` (default, also without a token), `signed_in` accounts, or `nobody`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX)
  spectators?: string | null;

  @Field(() => Float, { nullable: true, description: ENTRY_RATING('lower', 'below it') })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  minRating?: number | null;

  @Field(() => Float, { nullable: true, description: ENTRY_RATING('upper', 'above it') })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  maxRating?: number | null;

  @Field(() => String, { nullable: true, description: ENTROPY_DESCRIPTION })
  @IsOptional()
  @IsString()
  @MaxLength(ENTROPY_MAX)
  entropy?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: FRIENDS_ONLY })
  @IsOptional()
  @IsBoolean()
  friendsOnly?: boolean | null;

  @Field(() => Int, { nullable: true, description: MIN_REPUTATION })
  @IsOptional()
  @IsInt()
  minReputation?: number | null;

  @Field(() => ID, { nullable: true, description: CLUB_ONLY })
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX)
  clubId?: string | null;
}

/** createLobby's minRating / maxRating (docs/players.md#entry-rating-range). */
export function ENTRY_RATING(end: 'lower' | 'upper', cmp: string): string {
  return (
    `Entry rating range, ${end} end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, ` +
    `4: teams; unrated: the pool's starting rating) is ${cmp} may not join (CONFLICT RATING_OUT_OF_RANGE). ` +
    '0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it).'
  );
}

/** `first` of the paged lists (openLobbies, myChallenges). */
export const PAGE_SIZE_ARG = {
  type: () => Int,
  defaultValue: LIST_PAGE.default,
  description: `Page size, 1 to ${LIST_PAGE.max}.`,
} as const;

@InputType('RematchTimeControlInput', {
  description:
    'A rematch’s own time control instead of the finished match’s: days per move or a time bank, and the switches (docs/correspondence.md#time-controls).',
})
export class RematchTimeControlInput extends PickType(
  CreateLobbyInput,
  ['daysPerMove', 'timeBank', 'noAutoTimeout', 'noVacation'] as const,
  InputType,
) {}
/** openLobbies' minRating / maxRating (docs/players.md#open-lobbies-by-rating). */
export const RATING_ARG = (which: 'Lowest' | 'Highest'): string =>
  `${which} rating of the lobby's creator in its pool (2 players: duel, 3: trio, 4: teams), 0 to 10000; a creator not yet rated there counts with the pool's starting rating.`;
