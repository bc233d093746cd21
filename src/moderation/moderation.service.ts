import { Injectable } from '@nestjs/common';
import { AuthService } from '../auth/auth.service';
import { Sessions } from '../auth/sessions';
import type { Report } from '../chat/reports.repository';
import { ReportsService } from '../chat/reports.service';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { requiredText } from '../common/text-input';
import { isUuid } from '../common/uuid';
import type { Caller } from '../matches/matches.service';
import { Notices } from '../notifications/notices.service';
import { RatingsService } from '../ratings/ratings.service';
import { UsersService } from '../users/users.service';
import { canonicalUsername } from '../users/username';
import type { Decision } from './moderation.repository';
import { ModerationRepository } from './moderation.repository';
import type {
  Appeal,
  CoPlayer,
  HistoryMatch,
  LogEntry,
  ModeratedAccount,
  ModerationAction,
  Standing,
  StandingColumn,
} from './moderation.types';
import { APPEALABLE, MODERATION_ACTIONS } from './moderation.types';

export const REASON_MAX = 2000;
export const APPEAL_PAGE = { default: 50, max: 200 } as const;
const HISTORY_MATCHES = 100;
const CO_PLAYERS = 100;

/** A moderator's view of one account: its standing, log, reports, finished matches, co-players and appeals. */
export interface AccountHistory {
  readonly account: ModeratedAccount;
  readonly log: LogEntry[];
  readonly reports: Report[];
  readonly matches: HistoryMatch[];
  readonly coPlayers: CoPlayer[];
  readonly appeals: Appeal[];
}

/** What an account sees of its own moderation: its marks, warnings not yet acknowledged, entries and appeals. */
export interface OwnModeration {
  readonly rulesBroken: boolean;
  readonly ratedExcluded: boolean;
  readonly warnings: LogEntry[];
  /** Its entries that may be appealed, newest first. */
  readonly appealable: LogEntry[];
  readonly appeals: Appeal[];
}

/** What each action needs of the standing, and sets. The undo of an action is a new entry, never an edit. */
const RULES: Record<
  Exclude<ModerationAction, 'warn'>,
  { column: StandingColumn; on: boolean; conflict: string; also?: StandingColumn }
> = {
  mark: { column: 'rulesBrokenAt', on: true, conflict: 'ALREADY_MARKED' },
  unmark: { column: 'rulesBrokenAt', on: false, conflict: 'NOT_MARKED' },
  exclude: { column: 'ratedExcludedAt', on: true, conflict: 'ALREADY_EXCLUDED' },
  include: { column: 'ratedExcludedAt', on: false, conflict: 'NOT_EXCLUDED' },
  suspend: { column: 'suspendedAt', on: true, conflict: 'ALREADY_SUSPENDED' },
  unsuspend: { column: 'suspendedAt', on: false, conflict: 'NOT_SUSPENDED' },
  // Closing also suspends (no sign-in, credentials ended); reopening lifts both.
  close: { column: 'closedAt', on: true, conflict: 'ALREADY_CLOSED', also: 'suspendedAt' },
  reopen: { column: 'closedAt', on: false, conflict: 'NOT_CLOSED', also: 'suspendedAt' },
};

/** What lifting an appeal of an action clears (a warning: nothing, it is only answered). */
const LIFTS: Partial<Record<string, readonly StandingColumn[]>> = {
  mark: ['rulesBrokenAt'],
  exclude: ['ratedExcludedAt'],
  suspend: ['suspendedAt'],
  close: ['closedAt', 'suspendedAt'],
};

/**
 * Moderation (docs/fair-play.md "Moderation", issue 35). Every moderator's route starts with
 * UsersService.requireModerator (one guard, read from the table each time); every action has a reason and
 * is one new row of the append-only moderation log, written with the standing it sets in one transaction.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly repository: ModerationRepository,
    private readonly users: UsersService,
    private readonly reports: ReportsService,
    private readonly ratings: RatingsService,
    private readonly auth: AuthService,
    private readonly sessions: Sessions,
    private readonly clock: Clock,
    private readonly notices: Notices,
  ) {}

  async moderate(caller: Caller, username: string, action: string, reason: unknown): Promise<LogEntry> {
    const role = await this.users.requireModerator(caller.id);
    const known = MODERATION_ACTIONS.find((a) => a === action);
    if (!known)
      throw new DomainError({
        code: 'BAD_USER_INPUT',
        fields: { action: [`must be ${MODERATION_ACTIONS.join(', ')}`] },
      });
    const text = requiredText('reason', reason, REASON_MAX);
    const target = await this.target(caller, role, username);
    const decide = (standing: Standing): Decision => {
      if (known === 'warn') return { set: {} };
      const rule = RULES[known];
      if ((standing[rule.column] !== null) === rule.on) return { conflict: rule.conflict };
      if ((known === 'suspend' || known === 'unsuspend') && standing.closedAt !== null)
        return { conflict: 'ACCOUNT_CLOSED' };
      const value = rule.on ? this.clock.now() : null;
      const also = rule.also && (!rule.on || standing[rule.also] === null) ? { [rule.also]: value } : {};
      return { set: { [rule.column]: value, ...also } };
    };
    const entry = await this.repository.act(target.id, caller.id, known, text, this.clock.now(), decide);
    if ('conflict' in entry)
      throw new DomainError({ code: 'CONFLICT', reason: entry.conflict }, `${target.username}: ${entry.conflict}`);
    if (known === 'suspend' || known === 'close') {
      await this.repository.endCredentials(target.id);
      // This process's session cache forgets at once (and closes the account's streams); others within seconds.
      this.sessions.forget(target.id);
    }
    return entry;
  }

  /**
   * Annuls every counted rated result of a marked account (docs/fair-play.md "Annulment"), then recomputes
   * every rating from the log as `claim ratings --recompute` does, skipping the annulled results: its
   * opponents' ratings become what they would have been had those games never been rated.
   */
  async annul(caller: Caller, username: string, reason: unknown): Promise<LogEntry> {
    const role = await this.users.requireModerator(caller.id);
    const text = requiredText('reason', reason, REASON_MAX);
    const target = await this.target(caller, role, username);
    const matchIds = await this.repository.countedRatedMatches(target.id);
    const entry = await this.repository.act(target.id, caller.id, 'annul', text, this.clock.now(), (standing) =>
      standing.rulesBrokenAt === null
        ? { conflict: 'NOT_MARKED' }
        : matchIds.length === 0
          ? { conflict: 'NOTHING_TO_ANNUL' }
          : { set: {}, matchIds },
    );
    if ('conflict' in entry)
      throw new DomainError({ code: 'CONFLICT', reason: entry.conflict }, `${target.username}: ${entry.conflict}`);
    await this.ratings.recompute();
    return entry;
  }

  /** Admins only: grants or revokes the moderator role, logged like `claim moderator`. */
  async setModerator(caller: Caller, username: string, grant: boolean, reason: unknown): Promise<LogEntry> {
    await this.users.assertAdmin(caller.id);
    const text = requiredText('reason', reason, REASON_MAX);
    const target = await this.named(username);
    if (target.role === 'admin')
      throw new DomainError({ code: 'CONFLICT', reason: 'IS_ADMIN' }, `${target.username} is an admin`);
    if (target.isGuest || target.isBot)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { username: ['a guest or bot cannot moderate'] } });
    if ((target.role === 'moderator') === grant)
      throw new DomainError({ code: 'CONFLICT', reason: grant ? 'ALREADY_MODERATOR' : 'NOT_MODERATOR' });
    const entry = await this.repository.setRole(
      target.id,
      caller.id,
      grant ? 'moderator' : 'player',
      text,
      this.clock.now(),
    );
    if (!entry) throw new DomainError({ code: 'CONFLICT', reason: grant ? 'ALREADY_MODERATOR' : 'NOT_MODERATOR' });
    return entry;
  }

  async account(caller: Caller, username: string): Promise<AccountHistory> {
    await this.users.requireModerator(caller.id);
    const account = await this.named(username);
    const [log, reports, matches, coPlayers, appeals] = await Promise.all([
      this.repository.entries({ userId: account.id }),
      this.reports.reportsAgainst(caller, account.id),
      this.repository.finishedMatches(account.id, HISTORY_MATCHES),
      this.repository.coPlayers(account.id, CO_PLAYERS),
      this.repository.appeals({ userId: account.id }),
    ]);
    return { account, log, reports, matches, coPlayers, appeals };
  }

  async openAppeals(caller: Caller, first: number): Promise<Appeal[]> {
    await this.users.requireModerator(caller.id);
    if (!Number.isInteger(first) || first < 1 || first > APPEAL_PAGE.max)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { first: [`must be 1 to ${APPEAL_PAGE.max}`] } });
    return this.repository.appeals({ status: 'open' }, first);
  }

  async answerAppeal(caller: Caller, id: string, verdict: string, reason: unknown): Promise<Appeal> {
    await this.users.requireModerator(caller.id);
    if (verdict !== 'upheld' && verdict !== 'lifted')
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { verdict: ['must be upheld or lifted'] } });
    const text = requiredText('reason', reason, REASON_MAX);
    const appeal = isUuid(id) ? (await this.repository.appeals({ id }))[0] : undefined;
    if (!appeal) throw new DomainError({ code: 'NOT_FOUND', entity: 'Appeal' });
    const clear = verdict === 'lifted' ? (LIFTS[appeal.entry.action] ?? []) : [];
    const at = this.clock.now();
    // The appellant is told (APPEAL_ANSWERED: log, mail, push, webhooks), in the answer's transaction; the notice
    // names the appeal and the verdict, the answer's text stays in myModeration.
    const answered = await this.repository.answerAppeal(appeal, caller.id, verdict, text, clear, at, (sql, userId) =>
      this.notices
        .record(
          sql,
          [
            {
              userId,
              notification: { kind: 'APPEAL_ANSWERED', appealId: appeal.id, appealVerdict: verdict, matchId: null },
            },
          ],
          at,
        )
        .then(() => undefined),
    );
    if (answered === 'ANSWERED')
      throw new DomainError({ code: 'CONFLICT', reason: 'APPEAL_ANSWERED' }, 'This appeal was answered already');
    return answered;
  }

  /** The caller's own moderation: any signed-in player. */
  async mine(caller: Caller): Promise<OwnModeration> {
    const account = await this.repository.accountById(caller.id);
    if (!account) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    const [warnings, entries, appeals] = await Promise.all([
      this.repository.pendingWarnings(caller.id),
      this.repository.entries({ userId: caller.id }),
      this.repository.appeals({ userId: caller.id }),
    ]);
    return {
      rulesBroken: account.rulesBrokenAt !== null,
      ratedExcluded: account.ratedExcludedAt !== null,
      warnings,
      appealable: entries.filter((e) => APPEALABLE.includes(e.action)),
      appeals,
    };
  }

  async acknowledgeWarning(caller: Caller, id: string): Promise<LogEntry> {
    const warning = (await this.repository.pendingWarnings(caller.id)).find((w) => w.id === id);
    if (!warning) {
      const own = isUuid(id) ? (await this.repository.entries({ userId: caller.id })).some((e) => e.id === id) : false;
      if (own)
        throw new DomainError({ code: 'CONFLICT', reason: 'NOT_PENDING' }, 'Acknowledged already, or no warning');
      throw new DomainError({ code: 'NOT_FOUND', entity: 'Warning' });
    }
    const entry = await this.repository.act(
      caller.id,
      caller.id,
      'acknowledge',
      'acknowledged',
      this.clock.now(),
      () => ({ set: {}, refId: warning.id }),
    );
    if ('conflict' in entry) throw new DomainError({ code: 'CONFLICT', reason: entry.conflict });
    return entry;
  }

  /** The caller appeals one of its own entries (APPEALABLE), once. */
  async appeal(caller: Caller, entryId: string, text: unknown): Promise<Appeal> {
    const body = requiredText('text', text, REASON_MAX);
    const entry = isUuid(entryId)
      ? (await this.repository.entries({ userId: caller.id })).find((e) => e.id === entryId)
      : undefined;
    if (!entry) throw new DomainError({ code: 'NOT_FOUND', entity: 'ModerationEntry' });
    return this.file(caller.id, entry, body);
  }

  /**
   * A suspended (or closed) account cannot sign in, so it appeals with its password instead
   * (docs/fair-play.md "Appeals"): the appeal is of its latest suspension or closing still in force.
   */
  async appealSignedOut(
    username: unknown,
    password: unknown,
    text: unknown,
    address: string | undefined,
  ): Promise<Appeal> {
    if (typeof username !== 'string' || typeof password !== 'string')
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { username: ['username and password are needed'] } });
    const body = requiredText('text', text, REASON_MAX);
    const userId = await this.auth.suspendedAccount(username, password, address);
    const account = await this.repository.accountById(userId);
    const action = account?.closedAt ? 'close' : 'suspend';
    const entry = (await this.repository.entries({ userId })).find((e) => e.action === action);
    if (!entry) throw new DomainError({ code: 'CONFLICT', reason: 'NOTHING_TO_APPEAL' }, 'Suspended by the operator');
    return this.file(userId, entry, body);
  }

  /** Whether an account is marked as having broken the rules: public, on its profile. */
  async rulesBroken(userId: string): Promise<boolean> {
    return (await this.repository.accountById(userId))?.rulesBrokenAt != null;
  }

  private async file(userId: string, entry: LogEntry, text: string): Promise<Appeal> {
    if (!APPEALABLE.includes(entry.action))
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { entryId: [`${entry.action} cannot be appealed`] } });
    const filed = await this.repository.fileAppeal(userId, entry.id, text, this.clock.now());
    if (filed === 'APPEALED')
      throw new DomainError({ code: 'CONFLICT', reason: 'ALREADY_APPEALED' }, 'This was appealed already');
    return filed;
  }

  private async named(username: string): Promise<ModeratedAccount> {
    const account = typeof username === 'string' ? await this.repository.account(canonicalUsername(username)) : null;
    if (!account) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    return account;
  }

  /** The account a moderator acts on: not themselves, never an admin, a moderator only for an admin. */
  private async target(caller: Caller, role: 'moderator' | 'admin', username: string): Promise<ModeratedAccount> {
    const account = await this.named(username);
    if (account.id === caller.id)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { username: ['you cannot moderate yourself'] } });
    if (account.role === 'admin' || (account.role === 'moderator' && role !== 'admin'))
      throw new DomainError({ code: 'FORBIDDEN' }, 'Moderators are moderated by admins, admins by the operator');
    return account;
  }
}
