import { TimeControlModel } from '../../matches/api/match.models';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { RulesModel } from '../../matches/api/match.models';

@ObjectType('LobbySeat', { description: 'A player waiting in a lobby; seats follow join order, the owner in seat 0.' })
export class LobbySeatModel {
  @Field(() => Int, { description: 'The seat the player will have in the match.' })
  seat!: number;

  @Field({ description: 'Username.' })
  username!: string;

  @Field({ description: 'The player is a bot account (docs/bots.md).' })
  isBot!: boolean;
}

@ObjectType('Lobby', { description: 'An open game waiting for players; it starts its match when the last seat fills.' })
export class LobbyModel {
  @Field(() => ID, { description: 'Lobby id.' })
  id!: string;

  @Field(() => RulesModel, { description: 'The rule set the match will use.' })
  rules!: RulesModel;

  @Field({ description: "The owner's username (seat 0)." })
  owner!: string;

  @Field({
    description:
      '`open` (waiting for players), `started` (the match exists or is being created) or `closed` (the owner left).',
  })
  status!: string;

  @Field(() => Int, { description: 'Seats in all, 2 to 4.' })
  players!: number;

  @Field(() => [LobbySeatModel], { description: 'Taken seats, in seat order.' })
  seats!: LobbySeatModel[];

  @Field(() => ID, { nullable: true, description: 'The match, once started.' })
  matchId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Days per move for the match; null for none or a time bank.' })
  daysPerMove!: number | null;

  @Field(() => TimeControlModel, { nullable: true, description: 'The time control for the match; null for none.' })
  timeControl!: TimeControlModel | null;
  @Field({ description: "Rated: the players' ratings change when the match finishes." })
  rated!: boolean;

  @Field({ description: 'Who may watch: `anyone`, `signed_in` or `nobody`.' })
  spectators!: string;

  @Field(() => Float, {
    nullable: true,
    description:
      "Entry rating range, lower end: a player rated below it in the lobby's pool may not join; null for none.",
  })
  minRating!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Entry rating range, upper end: a player rated above it in the lobby's pool may not join; null for none.",
  })
  maxRating!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'SHA-256 (hex) of the server seed the match seed will be derived from with the seats\' entropy contributions, committed to now, before any contribution (docs/auditing.md "A deal no one can choose"); null for ones from before.',
  })
  seedCommitment!: string | null;

  @Field({ description: "Only the owner's friends see the lobby and may join it (docs/lobbies.md)." })
  friendsOnly!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: 'Minimum reputation: the share of correspondence games a joiner must have finished, whole percent.',
  })
  minReputation!: number | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Only members of this club see the lobby and may join it (docs/lobbies.md); null for anyone.',
  })
  clubId!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the lobby was opened.' })
  createdAt!: Date;
}

@ObjectType('Challenge', { description: 'A direct invitation to a 2-player match.' })
export class ChallengeModel {
  @Field(() => ID, { description: 'Challenge id.' })
  id!: string;

  @Field({ description: 'Who sent it (seat 0 in the match).' })
  challenger!: string;

  @Field({ description: 'Who it is for (seat 1 in the match).' })
  challenged!: string;

  @Field(() => RulesModel, { description: 'The rule set the match will use.' })
  rules!: RulesModel;

  @Field(() => Int, { nullable: true, description: 'Days per move for the match; null for none or a time bank.' })
  daysPerMove!: number | null;

  @Field(() => TimeControlModel, { nullable: true, description: 'The time control for the match; null for none.' })
  timeControl!: TimeControlModel | null;
  @Field({ description: "Rated: the players' ratings change when the match finishes." })
  rated!: boolean;

  @Field({ description: 'Who may watch: `anyone`, `signed_in` or `nobody`.' })
  spectators!: string;

  @Field({ description: '`pending`, `accepted`, `declined` or `cancelled`.' })
  status!: string;

  @Field(() => ID, { nullable: true, description: 'The match, once accepted.' })
  matchId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The finished match this is a rematch of.' })
  rematchOf!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The finished share (whole percent) the challenged player needs to accept (docs/players.md#reputation); null for none.',
  })
  minReputation!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'SHA-256 (hex) of the server seed the match seed will be derived from with the seats\' entropy contributions, committed to now, before any contribution (docs/auditing.md "A deal no one can choose"); null for ones from before.',
  })
  seedCommitment!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was sent.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was accepted, declined or cancelled.' })
  answeredAt!: Date | null;
}
