import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Block } from '../../users/blocks.repository';
import { CHAT_MAX_LENGTH } from '../chat-rules';
import type { ChatMessage, ClubChatMessage } from '../chat.types';
import type { Report, ReportStatus } from '../reports.repository';

@ObjectType('ChatMessage', {
  description:
    "One line of a match's chat, written by one of its players. Messages of players you blocked are never shown to you.",
})
export class ChatMessageModel {
  @Field(() => ID, { description: 'The match.' })
  matchId!: string;

  @Field(() => Int, { description: 'Its place in the chat: 1, 2, 3… per match. Page and resume with `after`.' })
  seq!: number;

  @Field({ description: 'Who wrote it.' })
  author!: string;

  @Field(() => Int, { description: "The author's seat." })
  seat!: number;

  @Field({ description: 'What they wrote: trimmed, 1 to 500 characters, shown as plain text.' })
  text!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was written.' })
  createdAt!: Date;

  static from(m: ChatMessage): ChatMessageModel {
    return { matchId: m.matchId, seq: m.seq, author: m.author, seat: m.seat, text: m.text, createdAt: m.createdAt };
  }
}

@ObjectType('ClubChatMessage', {
  description:
    'One line of a club\'s chat, written by one of its members (docs/players.md "Club chat"). Messages of players you blocked, and lines the club\'s admins hid, are never shown to you.',
})
export class ClubChatMessageModel {
  @Field(() => ID, { description: 'The club.' })
  clubId!: string;

  @Field(() => Int, { description: 'Its place in the chat: 1, 2, 3… per club. Page and resume with `after`.' })
  seq!: number;

  @Field({ description: 'Who wrote it.' })
  author!: string;

  @Field({ description: `What they wrote: trimmed, 1 to ${CHAT_MAX_LENGTH} characters, shown as plain text.` })
  text!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was written.' })
  createdAt!: Date;

  static from(m: ClubChatMessage): ClubChatMessageModel {
    return { clubId: m.clubId, seq: m.seq, author: m.author, text: m.text, createdAt: m.createdAt };
  }
}

@ObjectType('BlockedUser', { description: 'A player you blocked.' })
export class BlockedUserModel {
  @Field({ description: 'Their name.' })
  username!: string;

  @Field({ description: 'A bot account.' })
  isBot!: boolean;

  @Field(() => GraphQLISODateTime, { description: 'Since when.' })
  since!: Date;

  static from(b: Block): BlockedUserModel {
    return { username: b.user.username, isBot: b.user.isBot, since: b.since };
  }
}

@ObjectType('Report', { description: 'A report of a player or of a chat message to the admins.' })
export class ReportModel {
  @Field(() => ID, { description: 'Report id.' })
  id!: string;

  @Field({ description: 'Who reported.' })
  reporter!: string;

  @Field({ description: 'The player reported (the author, for a message).' })
  reported!: string;

  @Field(() => ID, { nullable: true, description: "A reported message's match." })
  matchId!: string | null;

  @Field(() => ID, { nullable: true, description: "A reported club chat message's club." })
  clubId!: string | null;

  @Field(() => Int, { nullable: true, description: "A reported message's seq in its match's (or club's) chat." })
  messageSeq!: number | null;

  @Field(() => String, { nullable: true, description: 'A reported message as it was written.' })
  messageText!: string | null;

  @Field({ description: "The reporter's reason." })
  reason!: string;

  @Field(() => String, { description: '`open` or `resolved`.' })
  status!: ReportStatus;

  @Field(() => GraphQLISODateTime, { description: 'When it was filed.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When an admin resolved it.' })
  resolvedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The admin who resolved it.' })
  resolvedBy!: string | null;

  @Field(() => String, { nullable: true, description: "The admin's note." })
  resolution!: string | null;

  static from(r: Report): ReportModel {
    const { reportedId: _reportedId, ...shown } = r;
    return shown;
  }
}

@InputType('ReportInput', {
  description:
    'What to report: a player (`username`), or one chat message (`matchId`, or `clubId` for a club chat, and `messageSeq`); and why.',
})
export class ReportInput {
  @Field(() => String, { nullable: true, description: 'The player to report.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  username?: string | null;

  @Field(() => ID, { nullable: true, description: "The reported message's match." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  matchId?: string | null;

  @Field(() => ID, { nullable: true, description: "The reported club chat message's club (instead of `matchId`)." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  clubId?: string | null;

  @Field(() => Int, { nullable: true, description: "The reported message's seq." })
  @IsOptional()
  @IsInt()
  messageSeq?: number | null;

  @Field({ description: 'Why: 1 to 1000 characters.' })
  @IsString()
  reason!: string;
}
