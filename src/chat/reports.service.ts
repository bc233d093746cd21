import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { requiredText } from '../common/text-input';
import { isUuid } from '../common/uuid';
import type { Caller } from '../matches/matches.service';
import { BlocksService } from '../users/blocks.service';
import { UsersService } from '../users/users.service';
import { ChatService } from './chat.service';
import type { ChannelMessage } from './chat.types';
import { ClubChatService } from './club-chat.service';
import { NewReport, Report, ReportsRepository } from './reports.repository';

const REASON_MAX = 1000;
const NOTE_MAX = 2000;
/** Open reports one account may have filed at once: enough for a bad day, not enough to flood the queue. */
export const MAX_OPEN_REPORTS = 20;
export const REPORT_PAGE = { default: 50, max: 200 } as const;

/**
 * What a player reports: a player by name, or one chat message (its match, or its club, and its seq), always with
 * a reason.
 */
export interface ReportInput {
  readonly username?: string | null;
  readonly matchId?: string | null;
  readonly clubId?: string | null;
  readonly messageSeq?: number | null;
  readonly reason: unknown;
}

/**
 * Reports to the admins (docs/players.md "Chat, blocking and reports"): any player may report a player or a
 * chat message they can read; admins (the `admin` role, read afresh from the table on every call) work the
 * queue of open reports and resolve each with a note; so do moderators (docs/fair-play.md "Moderation"). What an admin then does (suspend, revoke) is the
 * operator's `claim` tool (docs/operations.md).
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly chat: ChatService,
    private readonly clubChat: ClubChatService,
    private readonly blocks: BlocksService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async report(caller: Caller, input: ReportInput): Promise<Report> {
    const reason = requiredText('reason', input.reason, REASON_MAX);
    const report = await this.target(caller, input, reason);
    if (report.reportedId === caller.id)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { username: ['you cannot report yourself'] } });
    const filed = await this.reports.create(report, this.clock.now(), MAX_OPEN_REPORTS);
    if (filed === 'DUPLICATE')
      throw new DomainError({ code: 'CONFLICT', reason: 'ALREADY_REPORTED' }, 'You have reported this already');
    if (filed === 'CAP')
      throw new DomainError(
        { code: 'CONFLICT', reason: 'TOO_MANY_OPEN_REPORTS' },
        `You have ${MAX_OPEN_REPORTS} open reports; wait until the admins have looked at them`,
      );
    return filed;
  }

  async openReports(admin: Caller, first: number, after: string | null): Promise<Report[]> {
    await this.users.requireModerator(admin.id);
    if (!Number.isInteger(first) || first < 1 || first > REPORT_PAGE.max)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { first: [`must be 1 to ${REPORT_PAGE.max}`] } });
    const page = after !== null && !isUuid(after) ? null : await this.reports.open(first, after);
    if (!page) throw new DomainError({ code: 'BAD_USER_INPUT', fields: { after: ['no such report'] } });
    return page;
  }

  /** Every report of the account `reportedId`, newest first: for moderators (src/moderation's account history). */
  async reportsAgainst(moderator: Caller, reportedId: string): Promise<Report[]> {
    await this.users.requireModerator(moderator.id);
    return this.reports.against(reportedId, REPORT_PAGE.max);
  }

  async resolve(admin: Caller, id: string, note: unknown): Promise<Report> {
    await this.users.requireModerator(admin.id);
    const text = requiredText('note', note, NOTE_MAX);
    const resolved = isUuid(id) ? await this.reports.resolve(id, admin.id, text, this.clock.now()) : null;
    if (!resolved) throw new DomainError({ code: 'NOT_FOUND', entity: 'Report' });
    if (resolved === 'RESOLVED')
      throw new DomainError({ code: 'CONFLICT', reason: 'REPORT_RESOLVED' }, 'This report was resolved already');
    return resolved;
  }

  private async target(caller: Caller, input: ReportInput, reason: string): Promise<NewReport> {
    const byMessage = input.matchId != null || input.clubId != null || input.messageSeq != null;
    if (byMessage === (input.username != null))
      throw new DomainError({
        code: 'BAD_USER_INPUT',
        fields: { username: ['give a username, or a matchId (or clubId) and messageSeq, not both'] },
      });
    const common = { reporterId: caller.id, reason };
    if (!byMessage) {
      const user = await this.blocks.userNamed(input.username ?? '');
      return { ...common, reportedId: user.id, matchId: null, clubId: null, messageSeq: null, messageText: null };
    }
    if (input.matchId != null && input.clubId != null)
      throw new DomainError({
        code: 'BAD_USER_INPUT',
        fields: { clubId: ['a message is in a match or in a club, not both'] },
      });
    if ((input.matchId == null && input.clubId == null) || input.messageSeq == null)
      throw new DomainError({
        code: 'BAD_USER_INPUT',
        fields: { messageSeq: ['a message is named by matchId (or clubId) and messageSeq'] },
      });
    // Each channel's own read rule decides whether the caller may see (and so report) the message.
    const message: ChannelMessage & { matchId?: string; clubId?: string } =
      input.matchId != null
        ? await this.chat.message(caller, input.matchId, input.messageSeq)
        : await this.clubChat.message(caller, input.clubId ?? '', input.messageSeq);
    return {
      ...common,
      reportedId: message.authorId,
      matchId: message.matchId ?? null,
      clubId: message.clubId ?? null,
      messageSeq: message.seq,
      messageText: message.text,
    };
  }
}
