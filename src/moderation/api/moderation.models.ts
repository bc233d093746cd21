import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ReportModel } from '../../chat/api/chat.models';
import type { AccountHistory, OwnModeration } from '../moderation.service';
import type { Appeal, CoPlayer, HistoryMatch, LogEntry } from '../moderation.types';

@ObjectType('ModerationEntry', {
  description:
    'One entry of the append-only moderation log (docs/fair-play.md#moderation): an action, its undo, an acknowledgement, an annulment, an appeal answer or a role change. Never edited.',
})
export class ModerationEntryModel {
  @Field(() => ID, { description: 'Entry id.' })
  id!: string;

  @Field({ description: 'The account it concerns.' })
  username!: string;

  @Field(() => String, { nullable: true, description: "Who acted; null for the operator's `claim` tool." })
  actor!: string | null;

  @Field({
    description:
      '`warn`, `mark`, `unmark`, `exclude`, `include`, `suspend`, `unsuspend`, `close`, `reopen`, `acknowledge`, `annul`, `appeal_upheld`, `appeal_lifted`, `grant_moderator` or `revoke_moderator`.',
  })
  action!: string;

  @Field({ description: 'Why (for a warning: the message the player reads).' })
  reason!: string;

  @Field(() => ID, { nullable: true, description: 'The entry an acknowledgement or appeal answer refers to.' })
  refId!: string | null;

  @Field(() => [ID], { description: 'The matches whose rated results an `annul` annulled.' })
  matchIds!: string[];

  @Field(() => GraphQLISODateTime, { description: 'When.' })
  createdAt!: Date;

  static from(e: LogEntry): ModerationEntryModel {
    return { ...e, matchIds: [...e.matchIds] };
  }
}

@ObjectType('Appeal', { description: 'An appeal of a moderation action by its account, and its answer.' })
export class AppealModel {
  @Field(() => ID, { description: 'Appeal id.' })
  id!: string;

  @Field({ description: 'Who appeals.' })
  username!: string;

  @Field(() => ModerationEntryModel, { description: 'The action appealed.' })
  entry!: ModerationEntryModel;

  @Field({ description: 'What the player wrote.' })
  text!: string;

  @Field({ description: '`open`, `upheld` or `lifted`.' })
  status!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was filed.' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'The moderator who answered.' })
  answeredBy!: string | null;

  @Field(() => String, { nullable: true, description: "The answer's reason." })
  answer!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was answered.' })
  answeredAt!: Date | null;

  static from(a: Appeal): AppealModel {
    return { ...a, entry: ModerationEntryModel.from(a.entry) };
  }
}

@ObjectType('CoPlayer', {
  description: 'An account that shared tables with another in finished matches (never a running one).',
})
export class CoPlayerModel {
  @Field({ description: 'Their name.' })
  username!: string;

  @Field(() => Int, { description: 'Finished matches at the same table.' })
  matches!: number;

  @Field(() => Int, { description: 'Of those, rated ones.' })
  ratedMatches!: number;

  static from(c: CoPlayer): CoPlayerModel {
    return { ...c };
  }
}

@ObjectType('ModeratedMatch', {
  description: "One of an account's finished matches, as a moderator sees it: no cards.",
})
export class ModeratedMatchModel {
  @Field(() => ID, { description: 'The match.' })
  matchId!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it finished.' })
  finishedAt!: Date;

  @Field({ description: 'Rated.' })
  rated!: boolean;

  @Field(() => String, { nullable: true, description: 'What it did to ratings (`counted`, `annulled`, …).' })
  ratingOutcome!: string | null;

  @Field(() => String, { nullable: true, description: "The account's result: win, loss or draw." })
  result!: string | null;

  @Field(() => [String], { description: 'Who sat there, by seat.' })
  players!: string[];

  static from(m: HistoryMatch): ModeratedMatchModel {
    return { ...m, players: [...m.players] };
  }
}

@ObjectType('ModerationAccount', {
  description:
    "Moderators only: one account's standing and history: its moderation log, the reports of it, its finished matches and co-play graph, its appeals.",
})
export class ModerationAccountModel {
  @Field({ description: 'The account.' })
  username!: string;

  @Field({ description: '`player`, `moderator` or `admin`.' })
  role!: string;

  @Field({ description: 'Suspended (no sign-in).' })
  suspended!: boolean;

  @Field({ description: 'Closed.' })
  closed!: boolean;

  @Field({ description: 'Marked as having broken the rules.' })
  rulesBroken!: boolean;

  @Field({ description: 'Excluded from rated play.' })
  ratedExcluded!: boolean;

  @Field(() => [ModerationEntryModel], { description: 'Its moderation log, newest first.' })
  log!: ModerationEntryModel[];

  @Field(() => [ReportModel], { description: 'Reports of it, open and resolved, newest first.' })
  reports!: ReportModel[];

  @Field(() => [ModeratedMatchModel], { description: 'Its newest finished matches (100).' })
  matches!: ModeratedMatchModel[];

  @Field(() => [CoPlayerModel], { description: 'Accounts it shared finished tables with, most often first (100).' })
  coPlayers!: CoPlayerModel[];

  @Field(() => [AppealModel], { description: 'Its appeals, newest first.' })
  appeals!: AppealModel[];

  static from(h: AccountHistory): ModerationAccountModel {
    const a = h.account;
    return {
      username: a.username,
      role: a.role,
      suspended: a.suspendedAt !== null,
      closed: a.closedAt !== null,
      rulesBroken: a.rulesBrokenAt !== null,
      ratedExcluded: a.ratedExcludedAt !== null,
      log: h.log.map(ModerationEntryModel.from),
      reports: h.reports.map(ReportModel.from),
      matches: h.matches.map(ModeratedMatchModel.from),
      coPlayers: h.coPlayers.map(CoPlayerModel.from),
      appeals: h.appeals.map(AppealModel.from),
    };
  }
}

@ObjectType('MyModeration', {
  description: 'What moderation concerns you: your mark, warnings to acknowledge, what you may appeal, your appeals.',
})
export class MyModerationModel {
  @Field({ description: 'A moderator marked your account as having broken the rules (shown on your profile).' })
  rulesBroken!: boolean;

  @Field({ description: 'You are excluded from rated play.' })
  ratedExcluded!: boolean;

  @Field(() => [ModerationEntryModel], { description: 'Warnings you have not acknowledged yet, oldest first.' })
  warnings!: ModerationEntryModel[];

  @Field(() => [ModerationEntryModel], {
    description: 'Actions taken on your account that you may appeal, newest first.',
  })
  appealable!: ModerationEntryModel[];

  @Field(() => [AppealModel], { description: 'Your appeals and their answers, newest first.' })
  appeals!: AppealModel[];

  static from(m: OwnModeration): MyModerationModel {
    return {
      rulesBroken: m.rulesBroken,
      ratedExcluded: m.ratedExcluded,
      warnings: m.warnings.map(ModerationEntryModel.from),
      appealable: m.appealable.map(ModerationEntryModel.from),
      appeals: m.appeals.map(AppealModel.from),
    };
  }
}
