import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { Reputation } from '../reputation-ledger';
import type { RunningGames } from '../running-games';
import { percent } from '../reputation-ledger';

@ObjectType('Reputation', {
  description:
    'How a player’s finished correspondence matches ended for their seat (docs/players.md "Reputation"), counted from the match logs.',
})
export class ReputationModel {
  @Field({ description: 'The player.' })
  username!: string;

  @Field(() => Int, { description: 'Finished correspondence matches they had a seat in.' })
  games!: number;

  @Field(() => Int, {
    description: 'Seen to the end: neither timed out nor abandoned (a 2-player resignation counts).',
  })
  finished!: number;

  @Field(() => Int, { description: 'Lost on time (or, with 3–4 players, taken over by the computer on time).' })
  timedOut!: number;

  @Field(() => Int, { description: 'Finished without a clock penalty: no deadline of theirs ever passed.' })
  clean!: number;

  @Field(() => Int, { description: '3–4 player seats left before the end (resigned, timed out, replaced).' })
  abandoned!: number;

  @Field(() => Int, { nullable: true, description: '`finished` of `games`, whole percent; null without games.' })
  finishedPercent!: number | null;

  @Field(() => Int, { nullable: true, description: '`timedOut` of `games`, whole percent; null without games.' })
  timedOutPercent!: number | null;

  @Field(() => Int, { nullable: true, description: '`clean` of `games`, whole percent; null without games.' })
  cleanPercent!: number | null;

  static from(username: string, r: Reputation): ReputationModel {
    return {
      username,
      ...r,
      finishedPercent: percent(r.finished, r.games),
      timedOutPercent: percent(r.timedOut, r.games),
      cleanPercent: percent(r.clean, r.games),
    };
  }
}

@ObjectType('RunningGames', {
  description: 'Your matches against people now, and how many you may play at once (docs/players.md "Running games").',
})
export class RunningGamesModel {
  @Field(() => Int, { description: 'Matches against people you play now.' })
  running!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'How many you may play at once: the base, plus one per correspondence match you finished, up to the ceiling; null for no limit.',
  })
  limit!: number | null;

  @Field(() => Int, { description: 'Correspondence matches you saw to the end (each raised the limit by one).' })
  finished!: number;

  static from(r: RunningGames): RunningGamesModel {
    return { running: r.running, limit: r.limit, finished: r.finished };
  }
}
