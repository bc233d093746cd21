import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { CHAT_MAX_LENGTH, CHAT_PAGE } from '../../chat/chat-rules';
import { REPORT_PAGE } from '../../chat/reports.service';
import { QueryInteger } from './strict-query';

/** Longer than any message may be after trimming, so that the service names the real problem. */
const TEXT_MAX = CHAT_MAX_LENGTH * 8;

@ApiSchema({ description: 'A chat message to send.' })
export class SendChatRequest {
  @ApiProperty({ description: `What to say: trimmed, 1 to ${CHAT_MAX_LENGTH} characters.`, example: 'Good luck!' })
  @IsString()
  @MaxLength(TEXT_MAX)
  text!: string;
}

export class ChatPageQuery {
  @ApiPropertyOptional({ description: 'Messages after this seq; 0 (the default) from the first.', minimum: 0 })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  after?: number;

  @ApiPropertyOptional({
    description: `Page size, 1 to ${CHAT_PAGE.max} (default ${CHAT_PAGE.default}).`,
    minimum: 1,
    maximum: CHAT_PAGE.max,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(CHAT_PAGE.max)
  first?: number;
}

export class ChatStreamQuery {
  @ApiPropertyOptional({ description: 'Send the messages after this seq first (Last-Event-ID wins).', minimum: 0 })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  after?: number;
}

@ApiSchema({
  description:
    'A report to the admins: a player (`username`), or a chat message (`matchId`, or `clubId` for a club chat, and `messageSeq`); and why.',
})
export class ReportRequest {
  @ApiPropertyOptional({ description: 'The player to report.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  username?: string;

  @ApiPropertyOptional({ description: "The reported message's match.", format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  matchId?: string;

  @ApiPropertyOptional({ description: "The reported club chat message's club (instead of `matchId`).", format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  clubId?: string;

  @ApiPropertyOptional({ description: "The reported message's seq.", minimum: 1 })
  @IsOptional()
  @IsInt()
  messageSeq?: number;

  @ApiProperty({ description: 'Why: 1 to 1000 characters.' })
  @IsString()
  @MaxLength(8000)
  reason!: string;
}

export class ReportPageQuery {
  @ApiPropertyOptional({ description: `1 to ${REPORT_PAGE.max} (default ${REPORT_PAGE.default}).` })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(REPORT_PAGE.max)
  first?: number;

  @ApiPropertyOptional({ description: 'The id of the last report of the previous page.', format: 'uuid' })
  @IsOptional()
  @IsUUID()
  after?: string;
}

@ApiSchema({ description: "An admin's resolution of a report." })
export class ResolveReportRequest {
  @ApiProperty({ description: 'What was done: 1 to 2000 characters.' })
  @IsString()
  @MaxLength(16000)
  note!: string;
}
