import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoveModel } from '../../matches/api/match.models';

@ObjectType('ReviewedDecision', {
  description:
    'One decision of a finished match judged by the computer (docs/players.md "Reviews"): from the seat\'s information set (what it knew then) and in hindsight with every hand open. Values are the chances of the seat\'s side to win (1 a win, 0.5 a draw).',
})
export class ReviewedDecisionModel {
  @Field(() => Int, { description: 'The seq of the event that recorded the move (matchAt, matchStory).' })
  seq!: number;

  @Field(() => Int, { description: 'Moves before this one: the table the seat decided at.' })
  moveIndex!: number;

  @Field(() => Int, { description: 'The seat that decided.' })
  seat!: number;

  @Field(() => MoveModel, { description: 'The move played.' })
  played!: MoveModel;

  @Field(() => Float, { description: 'Winning chance after the move played, by what the seat knew.' })
  playedValue!: number;

  @Field(() => Float, { description: "Winning chance after the best move from the seat's view." })
  bestValue!: number;

  @Field(() => MoveModel, { description: "The best move the review's search found from the seat's view." })
  bestMove!: MoveModel;

  @Field(() => Int, { description: 'Worlds sampled from what the seat knew.' })
  worlds!: number;

  @Field(() => Float, { description: 'bestValue − playedValue: what the move cost by what the seat knew.' })
  loss!: number;

  @Field({
    description:
      '`exact` (every line played out with all hands open: few cards left in phase two) or `rollouts` (the real deal played out many times).',
  })
  hindsightMethod!: string;

  @Field(() => Float, { description: 'Winning chance after the move played, every hand open.' })
  hindsightPlayedValue!: number;

  @Field(() => Float, { description: 'Winning chance after the best move in hindsight.' })
  hindsightBestValue!: number;

  @Field(() => MoveModel, { description: 'The best move with every hand open.' })
  hindsightBestMove!: MoveModel;
}

@ObjectType('ReviewSeat', { description: "A seat's figures in a review." })
export class ReviewSeatModel {
  @Field(() => Int, { description: 'The seat (0 first).' })
  seat!: number;

  @Field(() => Int, { description: 'Decisions with more than one legal move.' })
  decisions!: number;

  @Field(() => Float, {
    description: 'Per cent of those decisions that lost at most 0.05 winning chance by what the seat knew.',
  })
  accuracy!: number;

  @Field(() => Float, { description: 'Mean loss of winning chance per decision.' })
  averageLoss!: number;

  @Field(() => [ChancePointModel], {
    description: 'Its winning chance as it saw it after each of its decisions, and the result at the end.',
  })
  chances!: ChancePointModel[];
}

@ObjectType('ChancePoint', { description: 'A point of the winning-chance graph.' })
export class ChancePointModel {
  @Field(() => Int, { description: 'The seq of the event (the move) the point follows.' })
  seq!: number;

  @Field(() => Float, { description: '0 to 1.' })
  chance!: number;
}

@ObjectType('MatchReview', {
  description:
    'The computer’s review of a finished match (docs/players.md "Reviews"). Queued when the match finishes; `decisions` is empty until `status` is `done`. Never served while a match runs (CONFLICT MATCH_RUNNING).',
})
export class MatchReviewModel {
  @Field(() => ID, { description: 'The match reviewed.' })
  matchId!: string;

  @Field({ description: '`default`, or `deep` (asked for with requestDeepReview).' })
  depth!: string;

  @Field({ description: '`queued`, `running`, `done`, `failed`, or `none` (no review: aborted, no moves, imported).' })
  status!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The seed the review was computed with: the same match, depth and seed give the same review.',
  })
  seed!: string | null;

  @Field(() => Int, { nullable: true, description: 'Milliseconds of computing, once done.' })
  computeMs!: number | null;

  @Field(() => Date, { nullable: true, description: 'When the review was stored; null until done.' })
  doneAt!: Date | null;

  @Field(() => [ReviewedDecisionModel], {
    description: 'Every decision with a choice, in order (forced moves left out).',
  })
  decisions!: ReviewedDecisionModel[];

  @Field(() => [Int], {
    description: 'Indexes into `decisions`: the moves that lost the most, largest first (at most 5).',
  })
  keyMoments!: number[];

  @Field(() => [ReviewSeatModel], { description: "Each seat's accuracy and winning-chance graph; empty until done." })
  seats!: ReviewSeatModel[];
}
