import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { toRulesModel, toTimeControlModel } from '../../matches/api/match.mapper';
import { RulesModel, TimeControlModel } from '../../matches/api/match.models';
import type { ClubMatch, ClubMatchBoard } from '../club-match';
import { CLUB_MATCH_STATUSES, clubMatchScore } from '../club-match';

@ObjectType('ClubMatchBoard', {
  description:
    'One board of a club match: its two players and a link to its match; never a card (R9: open the match to watch it as anyone may).',
})
export class ClubMatchBoardModel {
  @Field(() => Int, { description: 'The board, from 1.' })
  board!: number;

  @Field(() => String, { nullable: true, description: "The challenging club's player (seat 0); null while free." })
  home!: string | null;

  @Field(() => String, { nullable: true, description: "The challenged club's player (seat 1); null while free." })
  away!: string | null;

  @Field(() => ID, { nullable: true, description: "The board's match, once the club match started." })
  matchId!: string | null;

  @Field(() => Float, { nullable: true, description: 'Points of the challenging club: 1, 0.5 or 0 once finished.' })
  homePoints!: number | null;

  @Field(() => Float, { nullable: true, description: 'Points of the challenged club: 1, 0.5 or 0 once finished.' })
  awayPoints!: number | null;

  @Field({
    description:
      'Won by forfeit at the sign-up deadline: nobody of one club took this board, so the other scored it 1 – 0 without a match (matchId stays null). False for a board played, not yet decided, or taken by nobody (0 – 0).',
  })
  forfeit!: boolean;

  static from(b: ClubMatchBoard): ClubMatchBoardModel {
    return {
      board: b.board,
      home: b.home?.username ?? null,
      away: b.away?.username ?? null,
      matchId: b.matchId,
      homePoints: b.homePoints,
      awayPoints: b.awayPoints,
      forfeit: b.forfeit,
    };
  }
}

@ObjectType('ClubMatch', {
  description:
    'A match between two clubs (docs/players.md "Club matches"): N boards, each a 2-player match between a member of each; each club scores the sum of its boards.',
})
export class ClubMatchModel {
  @Field(() => ID, { description: 'The club match.' })
  id!: string;

  @Field(() => ID, { description: 'The challenging club (seat 0 on every board).' })
  clubId!: string;

  @Field({ description: "The challenging club's name." })
  clubName!: string;

  @Field(() => ID, { description: 'The challenged club (seat 1 on every board).' })
  opponentClubId!: string;

  @Field({ description: "The challenged club's name." })
  opponentName!: string;

  @Field(() => Int, { description: 'How many boards, 1 to 32.' })
  boards!: number;

  @Field({ description: `${CLUB_MATCH_STATUSES.join(', ')}.` })
  status!: string;

  @Field(() => RulesModel, { description: 'The rule set of every board.' })
  rules!: RulesModel;

  @Field(() => TimeControlModel, { nullable: true, description: 'The time control of every board; null for none.' })
  timeControl!: TimeControlModel | null;

  @Field({ description: "Rated: the players' ratings change as each board finishes." })
  rated!: boolean;

  @Field(() => Float, { description: "The challenging club's score: the sum of its finished boards' points." })
  score!: number;

  @Field(() => Float, { description: "The challenged club's score." })
  opponentScore!: number;

  @Field(() => Int, { description: 'Boards whose match finished.' })
  finishedBoards!: number;

  @Field(() => String, { nullable: true, description: 'The admin who proposed it (null: a deleted account).' })
  createdBy!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was proposed.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When its boards started.' })
  startedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When its last board finished.' })
  finishedAt!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'When sign-up closes (CONFLICT REGISTRATION_CLOSED from then on): the boards with their two players start, a board with one side alone goes to that side 1 – 0, an empty board is 0 – 0. Null: sign-up stays open until every board has its players.',
  })
  signUpClosesAt!: Date | null;

  @Field(() => [ClubMatchBoardModel], { description: 'Its boards, by number.' })
  board!: ClubMatchBoardModel[];

  static from(m: ClubMatch): ClubMatchModel {
    const score = clubMatchScore(m);
    const control = m.options.timeControl;
    return {
      id: m.id,
      clubId: m.clubId,
      clubName: m.clubName,
      opponentClubId: m.opponentId,
      opponentName: m.opponentName,
      boards: m.boards,
      status: m.status,
      rules: toRulesModel(m.options.rules),
      timeControl: control && toTimeControlModel(control, control.noAutoTimeout !== true),
      rated: m.rated,
      score: score.home,
      opponentScore: score.away,
      finishedBoards: m.board.filter((b) => b.homePoints !== null).length,
      createdBy: m.createdBy,
      createdAt: m.createdAt,
      startedAt: m.startedAt,
      finishedAt: m.finishedAt,
      signUpClosesAt: m.signUpClosesAt,
      board: m.board.map(ClubMatchBoardModel.from),
    };
  }
}
