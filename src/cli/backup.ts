import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import type { AuditReport } from '../audit/audit-log';
import { auditMatch } from '../audit/audit-log';
import type { NewReport } from '../chat/reports.repository';
import type { ClubAdmission, ClubPendingKind, ClubRole } from '../clubs/club';
import type { Prisma } from '../generated/prisma/client';
import type { AppConfig } from '../config/app-config';
import { DEFAULT_MATCH_STORE_SETTINGS } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import type { MatchRecord, Move } from '../engine';
import { RECORD_FORMAT, parseRecord, toRecord } from '../engine';
import { GENESIS_HASH, seedCommitment } from '../matches/event-chain';
import { MatchDatabase } from '../matches/store/match-database';
import { foldEvents, initialRuntime, matchOutcome } from '../matches/match-runtime';
import type { MatchEventBody, MatchHeader, StoredEvent } from '../matches/match.types';
import { MatchesRepository } from '../matches/store/matches.repository';
import { MatchesService } from '../matches/matches.service';
import { RatingsRepository } from '../ratings/ratings.repository';
import { RatingsService } from '../ratings/ratings.service';
import type { NewEvent } from '../matches/new-event';
import { hashEvent } from '../matches/new-event';
import { isAutomatic } from '../matches/match.types';
import { sqlOfPrisma } from '../database/sql';
import type { TournamentEvent } from '../tournaments/core/log';
import { foldTournament, tournamentSeedCommitment, verifyTournament } from '../tournaments/core/log';
import type { TournamentEntropy } from '../tournaments/core/types';
import { entropyHash } from '../tournaments/core/table-entropy';
import { TournamentsRepository } from '../tournaments/tournaments.repository';

/**
 * The event-sourced backup drill (docs/operations.md). `export-all` writes NDJSON: a header naming the
 * format version (`{"kind":"backup","version":2}`), every account (`{"kind":"user",…}`, password hashes
 * included, as pg_dump would), then every finished match as its `claim-record/1` record (R10) with what the
 * record leaves out: the match id, seed commitment, head hash, the seats' accounts and results, each
 * event's metadata (type, actor, request id, time; the payload too for events that are not moves), each
 * followed by its chat (`{"kind":"chat",…}`); last the players' blocks and reports. `import-all` into an
 * empty database rebuilds each match from its record: the moves from the record, the hash chain
 * recomputed, the whole replayed through the engine (auditMatch), and it refuses the file, writing
 * nothing, unless every rebuilt head hash is the exported one and every other line names accounts (and
 * chat a match) of the file. A file of version 1 (no header, no chat, blocks or reports) still imports.
 * Version 3 adds every tournament (`{"kind":"tournament",…}`): its whole hash-chained log, its seed (secret
 * until its end, kept as pg_dump would) and its paired games; each is verified (`claim tournament verify`'s
 * recomputation) before anything is written, and again as read back after the import.
 * Version 4 adds the clubs (`{"kind":"club",…}` with its members and pending invitations and requests), each
 * club's log (`club_log`) and chat (`club_chat`), and the club matches with their boards (`club_match`); every
 * account and club they name must be of the file.
 */
export const BACKUP_USER_KIND = 'user';
/** The format this file writes; import-all reads it and every older one (version 1 had no header line). */
export const BACKUP_VERSION = 4;

interface HeaderLine {
  readonly kind: 'backup';
  readonly version: number;
}

interface UserLine {
  readonly kind: typeof BACKUP_USER_KIND;
  readonly id: string;
  readonly username: string;
  readonly usernameSkeleton: string | null;
  readonly passwordHash: string;
  readonly sessionEpoch: number;
  readonly role: 'player' | 'moderator' | 'admin';
  readonly createdAt: string;
  // Absent in backups from before these columns; their defaults then.
  readonly isBot?: boolean;
  readonly botLevel?: string | null;
  /** A guest account (absent in backups from before guests: none). */
  readonly isGuest?: boolean;
  readonly historyHidden?: boolean;
  readonly suspendedAt?: string | null;
  /** Forced moves played for you (docs/bots.md), the account's setting. */
  readonly autoForced?: boolean;
}

interface EventMeta {
  readonly type: MatchEventBody['type'];
  readonly actorUserId: string | null;
  readonly requestId: string | null;
  readonly idempotencyKey: string | null;
  /** Chain format 2's salt (a finished match's salts are public); absent or null for format 1 events. */
  readonly salt?: string | null;
  readonly createdAt: string;
  /** A forced move the server played (docs/bots.md); the hash covers it. */
  readonly auto?: boolean;
  /** Every event's payload but a move's (the record's moves are the moves). */
  readonly payload?: unknown;
}

type MatchLine = MatchRecord & {
  readonly matchId: string;
  readonly seedCommitment: string;
  readonly headHash: string;
  readonly importedBy: string | null;
  readonly seatUsers: readonly (string | null)[];
  readonly events: readonly EventMeta[];
  // Absent in backups from before ratings and spectators: casual, watched by anyone.
  readonly rated?: boolean;
  readonly spectators?: MatchHeader['spectators'];
  // Absent before version 2: each seat's result and whether it is listed on a hidden history (match_seats),
  // and the order the match changed ratings in (what `claim ratings --recompute` replays).
  readonly seatFacts?: readonly SeatFacts[];
  readonly ratingOrder?: string | null;
};

interface SeatFacts {
  readonly result: string | null;
  readonly finishedAt: string | null;
  readonly shown: boolean;
}

/** A message of a finished match's chat (version 2). */
interface ChatLine {
  readonly kind: 'chat';
  readonly matchId: string;
  readonly seq: number;
  readonly authorId: string;
  readonly seat: number;
  readonly text: string;
  readonly createdAt: string;
}

/** One account blocking another (version 2). */
interface BlockLine {
  readonly kind: 'block';
  readonly blockerId: string;
  readonly blockedId: string;
  readonly createdAt: string;
}

/** A report to the admins, open or resolved (version 2). */
interface ReportLine extends NewReport {
  readonly kind: 'report';
  readonly id: string;
  readonly status: string;
  readonly createdAt: string;
  readonly resolvedAt: string | null;
  readonly resolvedById: string | null;
  readonly resolution: string | null;
}

/** A tournament (version 3): its log, its seed and the games it paired (tournament_games). */
interface TournamentLine {
  readonly kind: 'tournament';
  readonly id: string;
  readonly seed: string | null;
  /** The entropy master seed and the entrants' contributions (secret until the end, like the seed); absent before. */
  readonly entropy?: TournamentEntropy | null;
  readonly events: readonly TournamentEvent[];
  readonly games: readonly TournamentGameLine[];
}

interface TournamentGameLine {
  readonly matchId: string;
  readonly round: number;
  readonly board: number;
  readonly seats: readonly { readonly id: string; readonly username: string }[];
  readonly finished: boolean;
}

/** A club (version 4): its row (a deleted club keeps it), its members, its unanswered invitations and requests. */
interface ClubLine {
  readonly kind: 'club';
  readonly id: string;
  readonly name: string;
  readonly nameKey: string | null;
  readonly description: string;
  readonly admission: ClubAdmission;
  readonly ownerId: string;
  readonly createdAt: string;
  readonly deletedAt: string | null;
  readonly members: readonly { readonly userId: string; readonly role: ClubRole; readonly joinedAt: string }[];
  readonly pending: readonly {
    readonly userId: string;
    readonly kind: ClubPendingKind;
    readonly byId: string | null;
    readonly createdAt: string;
  }[];
}

/** A line of a club's log (version 4), with its id: the log's order. */
interface ClubLogLine {
  readonly kind: 'club_log';
  readonly id: string;
  readonly clubId: string;
  readonly at: string;
  readonly action: string;
  readonly actorId: string | null;
  readonly targetId: string | null;
  readonly clubMatchId: string | null;
}

/** A message of a club's chat (version 4); one an admin hid stays hidden. */
interface ClubChatLine {
  readonly kind: 'club_chat';
  readonly clubId: string;
  readonly seq: number;
  readonly authorId: string;
  readonly text: string;
  readonly createdAt: string;
  readonly hiddenAt: string | null;
  readonly hiddenById: string | null;
}

/** A club match (version 4) and its boards, whatever its state. */
interface ClubMatchLine {
  readonly kind: 'club_match';
  readonly id: string;
  readonly clubId: string;
  readonly opponentId: string;
  readonly boards: number;
  readonly options: unknown;
  readonly rated: boolean;
  readonly status: string;
  readonly createdBy: string | null;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  readonly signUpClosesAt: string | null;
  readonly board: readonly {
    readonly board: number;
    readonly homeId: string | null;
    readonly awayId: string | null;
    readonly matchId: string | null;
    readonly homePoints: number | null;
    readonly awayPoints: number | null;
  }[];
}

interface BackupCounts {
  readonly users: number;
  readonly matches: number;
  readonly chatMessages: number;
  readonly blocks: number;
  readonly reports: number;
  readonly tournaments: number;
  readonly clubs: number;
  readonly clubChatMessages: number;
  readonly clubMatches: number;
}

export interface ExportSummary extends BackupCounts {
  /** Running and aborted matches (and their chat): not in the file (pg_dump keeps them). */
  readonly skipped: number;
}

export interface ImportSummary extends BackupCounts {
  /** Ratings rebuilt from the rated matches (`claim ratings --recompute`): the file holds none. */
  readonly ratings: number;
}

/** A problem with the file: nothing was written. */
export class BackupError extends Error {}

/** The store as the claim tool opens it: Prisma and the match store's pool, without Nest. */
async function withStore<T>(
  databaseUrl: string,
  use: (prisma: PrismaService, repository: MatchesRepository) => Promise<T>,
): Promise<T> {
  const prisma = new PrismaService({ databaseUrl } as AppConfig);
  const store = new MatchDatabase({
    databaseUrl,
    matchStore: { ...DEFAULT_MATCH_STORE_SETTINGS, poolSize: 4, writers: 2, maxBatch: 1 },
  });
  try {
    return await use(prisma, new MatchesRepository(prisma, store));
  } finally {
    await store.onModuleDestroy();
    await prisma.$disconnect();
  }
}

function writeLine(out: Writable, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(`${JSON.stringify(value)}\n`)) resolve();
    else out.once('drain', resolve).once('error', reject);
  });
}

export async function exportAll(databaseUrl: string, file: string): Promise<ExportSummary> {
  return withStore(databaseUrl, async (prisma, repository) => {
    const out = createWriteStream(file, { flags: 'wx' });
    try {
      const header: HeaderLine = { kind: 'backup', version: BACKUP_VERSION };
      await writeLine(out, header);
      let users = 0;
      for (const user of await prisma.user.findMany({ orderBy: { createdAt: 'asc' } })) {
        const line: UserLine = {
          kind: BACKUP_USER_KIND,
          id: user.id,
          username: user.username,
          usernameSkeleton: user.usernameSkeleton,
          passwordHash: user.passwordHash,
          sessionEpoch: user.sessionEpoch,
          role: user.role,
          createdAt: user.createdAt.toISOString(),
          // The computer's own accounts must come back as bots: the server refuses to start otherwise.
          isBot: user.isBot,
          botLevel: user.botLevel,
          isGuest: user.isGuest,
          historyHidden: user.historyHidden,
          suspendedAt: user.suspendedAt?.toISOString() ?? null,
          autoForced: user.autoForced,
        };
        await writeLine(out, line);
        users++;
      }
      const ids = await prisma.match.findMany({
        select: { id: true, status: true, ratingOrder: true },
        orderBy: { createdAt: 'asc' },
      });
      let matches = 0;
      let chatMessages = 0;
      for (const { id, ratingOrder } of ids.filter((m) => m.status === 'finished')) {
        const stored = await repository.findMatch(id);
        if (!stored) continue;
        const seats = await prisma.matchSeat.findMany({ where: { matchId: id }, orderBy: { seat: 'asc' } });
        await writeLine(out, {
          ...matchLine(stored.header, stored.head.headHash, await repository.eventsAfter(id, -1)),
          seatFacts: seats.map((s) => ({
            result: s.result,
            finishedAt: s.finishedAt?.toISOString() ?? null,
            shown: s.shown,
          })),
          ratingOrder: ratingOrder?.toString() ?? null,
        } satisfies MatchLine);
        matches++;
        for (const m of await prisma.chatMessage.findMany({ where: { matchId: id }, orderBy: { seq: 'asc' } })) {
          const line: ChatLine = { kind: 'chat', ...m, createdAt: m.createdAt.toISOString() };
          await writeLine(out, line);
          chatMessages++;
        }
      }
      const blocks = await prisma.userBlock.findMany({ orderBy: [{ createdAt: 'asc' }, { blockerId: 'asc' }] });
      for (const b of blocks) {
        const line: BlockLine = { kind: 'block', ...b, createdAt: b.createdAt.toISOString() };
        await writeLine(out, line);
      }
      const reports = await prisma.report.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      for (const r of reports) {
        const line: ReportLine = {
          kind: 'report',
          ...r,
          createdAt: r.createdAt.toISOString(),
          resolvedAt: r.resolvedAt?.toISOString() ?? null,
        };
        await writeLine(out, line);
      }
      const tournaments = await exportTournaments(prisma, (line) => writeLine(out, line));
      const clubs = await exportClubs(prisma, (line) => writeLine(out, line));
      return {
        users,
        matches,
        chatMessages,
        blocks: blocks.length,
        reports: reports.length,
        tournaments,
        ...clubs,
        skipped: ids.length - matches,
      };
    } finally {
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    }
  });
}

/** Every tournament, the oldest first, with its whole log (running ones too: the log is what they are). */
async function exportTournaments(
  prisma: PrismaService,
  write: (line: TournamentLine) => Promise<void>,
): Promise<number> {
  const repository = new TournamentsRepository(prisma);
  const rows = await prisma.tournament.findMany({
    select: { id: true, seed: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  for (const { id, seed } of rows) {
    const games = await prisma.tournamentGame.findMany({
      where: { tournamentId: id },
      orderBy: [{ round: 'asc' }, { board: 'asc' }],
    });
    await write({
      kind: 'tournament',
      id,
      seed,
      entropy: await repository.entropyOf(null, id),
      events: await repository.findEvents(id),
      games: games.map((g) => ({
        matchId: g.matchId,
        round: g.round,
        board: g.board,
        seats: g.seats as unknown as TournamentGameLine['seats'],
        finished: g.finished,
      })),
    });
  }
  return rows.length;
}

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;
const date = (at: string | null): Date | null => (at === null ? null : new Date(at));

/** Every club (deleted ones too) with its members and pending lines, then the club log, club chat and club matches. */
async function exportClubs(
  prisma: PrismaService,
  write: (line: ClubLine | ClubLogLine | ClubChatLine | ClubMatchLine) => Promise<void>,
): Promise<Pick<BackupCounts, 'clubs' | 'clubChatMessages' | 'clubMatches'>> {
  const clubs = await prisma.club.findMany({
    include: { members: { orderBy: { userId: 'asc' } }, pending: { orderBy: { userId: 'asc' } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  for (const { members, pending, ...club } of clubs)
    await write({
      kind: 'club',
      ...club,
      createdAt: club.createdAt.toISOString(),
      deletedAt: iso(club.deletedAt),
      members: members.map((m) => ({ userId: m.userId, role: m.role, joinedAt: m.joinedAt.toISOString() })),
      pending: pending.map((p) => ({
        userId: p.userId,
        kind: p.kind,
        byId: p.byId,
        createdAt: p.createdAt.toISOString(),
      })),
    });
  for (const entry of await prisma.clubLog.findMany({ orderBy: { id: 'asc' } }))
    await write({ kind: 'club_log', ...entry, id: entry.id.toString(), at: entry.at.toISOString() });
  const chat = await prisma.clubChatMessage.findMany({ orderBy: [{ clubId: 'asc' }, { seq: 'asc' }] });
  for (const m of chat)
    await write({ kind: 'club_chat', ...m, createdAt: m.createdAt.toISOString(), hiddenAt: iso(m.hiddenAt) });
  const matches = await prisma.clubMatch.findMany({
    include: { board: { orderBy: { board: 'asc' } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  for (const { board, ...m } of matches)
    await write({
      kind: 'club_match',
      ...m,
      createdAt: m.createdAt.toISOString(),
      startedAt: iso(m.startedAt),
      finishedAt: iso(m.finishedAt),
      signUpClosesAt: iso(m.signUpClosesAt),
      board: board.map(({ clubMatchId: _, ...b }) => b),
    });
  return { clubs: clubs.length, clubChatMessages: chat.length, clubMatches: matches.length };
}

/**
 * A tournament line checked as `claim tournament verify` checks an export (the chain, the seed, every pairing
 * and standing), its events all of the tournament, its seed the committed one; throws BackupError naming it.
 */
function checkTournament(line: TournamentLine, lineNumber: number): void {
  const fail = (reason: string): never => {
    throw new BackupError(`line ${lineNumber} (tournament ${String(line.id)}): ${reason}`);
  };
  if (!isList(line.events) || line.events.length === 0 || !isList(line.games)) fail('events and games must be lists');
  if (line.events.some((e) => e.tournamentId !== line.id)) fail('an event belongs to another tournament');
  const difference = verifyTournament(line.events);
  if (difference !== null) fail(`the log does not verify: ${difference}`);
  const state = foldTournament(line.events);
  if (
    line.seed !== null &&
    state.seedCommitment !== null &&
    tournamentSeedCommitment(line.seed) !== state.seedCommitment
  )
    fail('the seed does not match its commitment');
  const entropy = line.entropy ?? null;
  if (entropy !== null && (typeof entropy.master !== 'string' || typeof entropy.contributions !== 'object'))
    fail('entropy must hold a master seed and contributions');
  if (entropy !== null && state.entropyCommitment !== null && entropyHash(entropy.master) !== state.entropyCommitment)
    fail('the entropy master seed does not match its commitment');
}

function matchLine(header: MatchHeader, headHash: string, events: readonly StoredEvent[]): MatchLine {
  const runtime = foldEvents(initialRuntime(header), events);
  const record = toRecord(
    {
      edition: runtime.state.readings.edition,
      rules: header.rules,
      seed: header.seed,
      entropy: header.entropy,
      seats: header.seats.map((s) => s.username),
      deck: header.deck,
      firstLeader: header.firstLeader,
    },
    runtime.moves,
    matchOutcome(runtime),
  );
  return {
    ...record,
    matchId: header.id,
    seedCommitment: header.seedCommitment,
    headHash,
    importedBy: header.importedBy,
    rated: header.rated ?? false,
    spectators: header.spectators ?? 'anyone',
    seatUsers: header.seats.map((s) => s.userId),
    events: events.map((e) => ({
      type: e.type,
      actorUserId: e.actorUserId,
      requestId: e.requestId,
      idempotencyKey: e.idempotencyKey,
      salt: e.salt,
      createdAt: e.createdAt.toISOString(),
      ...(isAutomatic(e) ? { auto: true } : {}),
      ...(e.type === 'move' ? {} : { payload: e.payload }),
    })),
  };
}

/** A match rebuilt from its line, checked; throws BackupError naming the line and what is wrong. */
function rebuild(line: MatchLine, lineNumber: number): { header: Omit<MatchHeader, 'createdAt'>; events: NewEvent[] } {
  const fail: (reason: string) => never = (reason) => {
    throw new BackupError(`line ${lineNumber} (match ${String(line.matchId)}): ${reason}`);
  };
  const parsed = parseRecord(line);
  if (!parsed.ok) return fail(`not a ${RECORD_FORMAT} record: ${parsed.error.message}`);
  const record = parsed.value;
  if (seedCommitment(record.seed) !== line.seedCommitment) fail('the seed does not match its commitment');
  if (!isList(line.events) || !isList(line.seatUsers)) fail('events and seatUsers must be lists');
  const header: Omit<MatchHeader, 'createdAt'> = {
    id: line.matchId,
    rules: record.rules,
    seed: record.seed,
    seedCommitment: line.seedCommitment,
    ...(record.entropy ? { entropy: record.entropy } : {}),
    seats: record.seats.map((username, seat) => ({ seat, userId: line.seatUsers[seat] ?? null, username })),
    importedBy: line.importedBy,
    rated: line.rated ?? false,
    spectators: line.spectators ?? 'anyone',
    ...(record.deck ? { deck: record.deck } : {}),
    ...(record.firstLeader !== undefined ? { firstLeader: record.firstLeader } : {}),
  };
  const moves: Move[] = [...record.moves];
  const events: NewEvent[] = [];
  let prevHash = GENESIS_HASH;
  for (const [seq, meta] of line.events.entries()) {
    const body = (
      meta.type === 'move'
        ? {
            type: 'move',
            payload: moves.shift() ?? fail(`event ${seq}: more moves than the record has`),
            ...(meta.auto === true ? { auto: true } : {}),
          }
        : { type: meta.type, payload: meta.payload }
    ) as MatchEventBody;
    const unhashed = {
      body,
      seq,
      actorUserId: meta.actorUserId,
      requestId: meta.requestId,
      idempotencyKey: meta.idempotencyKey,
      salt: meta.salt ?? null,
      createdAt: new Date(meta.createdAt),
    };
    const hash = hashEvent(line.matchId, prevHash, unhashed);
    events.push({ ...unhashed, prevHash, hash });
    prevHash = hash;
  }
  if (moves.length > 0) fail(`${moves.length} moves of the record have no event`);
  if (prevHash !== line.headHash) fail(`the rebuilt head hash ${prevHash} is not the exported ${line.headHash}`);
  const stored: StoredEvent[] = events.map((e) => ({ ...e.body, ...e, matchId: line.matchId }));
  const report: AuditReport = auditMatch(
    { ...header, createdAt: events[0]?.createdAt ?? new Date(0) },
    { version: events.length - 1, headHash: prevHash, status: 'finished' },
    stored,
  );
  if (!report.ok)
    fail(`the rebuilt match does not replay: ${report.reason ?? 'unknown'} (event ${report.firstBadSeq})`);
  return { header, events };
}

/** A list, without narrowing what it holds to `any` (Array.isArray would). */
function isList(value: unknown): boolean {
  return Array.isArray(value);
}

type RebuiltMatch = ReturnType<typeof rebuild> & { readonly line: MatchLine };

interface Backup {
  readonly users: UserLine[];
  readonly matches: RebuiltMatch[];
  readonly chat: ChatLine[];
  readonly blocks: BlockLine[];
  readonly reports: ReportLine[];
  readonly tournaments: TournamentLine[];
  readonly clubs: ClubLine[];
  readonly clubLog: ClubLogLine[];
  readonly clubChat: ClubChatLine[];
  readonly clubMatches: ClubMatchLine[];
}

/** Reads and checks the whole file first: a bad line anywhere writes nothing. */
async function readBackup(file: string): Promise<Backup> {
  const backup: Backup = {
    users: [],
    matches: [],
    chat: [],
    blocks: [],
    reports: [],
    tournaments: [],
    clubs: [],
    clubLog: [],
    clubChat: [],
    clubMatches: [],
  };
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) {
    number++;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new BackupError(`line ${number}: not JSON`);
    }
    if (typeof value !== 'object' || value === null) throw new BackupError(`line ${number}: not an object`);
    const kind = (value as { kind?: unknown }).kind;
    if (kind === 'backup') {
      const { version } = value as HeaderLine;
      if (number !== 1 || !Number.isInteger(version) || version < 1 || version > BACKUP_VERSION)
        throw new BackupError(
          `line ${number}: a backup of version ${String(version)} (this server reads 1 to ${BACKUP_VERSION})`,
        );
    } else if (kind === BACKUP_USER_KIND) backup.users.push(value as UserLine);
    else if (kind === 'chat') backup.chat.push(value as ChatLine);
    else if (kind === 'block') backup.blocks.push(value as BlockLine);
    else if (kind === 'report') backup.reports.push(value as ReportLine);
    else if (kind === 'club') backup.clubs.push(value as ClubLine);
    else if (kind === 'club_log') backup.clubLog.push(value as ClubLogLine);
    else if (kind === 'club_chat') backup.clubChat.push(value as ClubChatLine);
    else if (kind === 'club_match') backup.clubMatches.push(value as ClubMatchLine);
    else if (kind === 'tournament') {
      checkTournament(value as TournamentLine, number);
      backup.tournaments.push(value as TournamentLine);
    } else if (kind === undefined)
      backup.matches.push({ ...rebuild(value as MatchLine, number), line: value as MatchLine });
    else throw new BackupError(`line ${number}: unknown kind ${JSON.stringify(kind)}`);
  }
  checkReferences(backup);
  return backup;
}

/**
 * Chat, blocks, reports and clubs name accounts (chat a match, a club's lines a club) of the same file, as the
 * foreign keys will.
 */
function checkReferences(backup: Backup): void {
  const { users, matches, chat, blocks, reports, tournaments } = backup;
  const userIds = new Set(users.map((u) => u.id));
  const matchIds = new Set(matches.map((m) => m.header.id));
  const missing = (what: string, ids: readonly (string | null)[]): void => {
    const absent = ids.find((id) => id !== null && !userIds.has(id));
    if (absent !== undefined)
      throw new BackupError(`${what} names the account ${absent}, which the file does not hold`);
  };
  for (const m of chat) {
    if (!matchIds.has(m.matchId))
      throw new BackupError(`chat message ${m.seq} of match ${m.matchId}: the file holds no such match`);
    missing(`chat message ${m.seq} of match ${m.matchId}`, [m.authorId]);
  }
  for (const b of blocks) missing('a block', [b.blockerId, b.blockedId]);
  for (const r of reports) missing(`report ${r.id}`, [r.reporterId, r.reportedId, r.resolvedById]);
  for (const t of tournaments) {
    const state = foldTournament(t.events);
    missing(`tournament ${t.id}`, [state.organizer.userId, ...state.entrants.map((e) => e.userId)]);
  }
  checkClubReferences(backup, missing);
}

/** Every club line names clubs (and accounts, through `missing`) of the file. */
function checkClubReferences(
  { clubs, clubLog, clubChat, clubMatches }: Backup,
  missing: (what: string, ids: readonly (string | null)[]) => void,
): void {
  const clubIds = new Set(clubs.map((c) => c.id));
  const club = (what: string, ids: readonly string[]): void => {
    const absent = ids.find((id) => !clubIds.has(id));
    if (absent !== undefined) throw new BackupError(`${what} names the club ${absent}, which the file does not hold`);
  };
  for (const c of clubs) {
    if (!isList(c.members) || !isList(c.pending))
      throw new BackupError(`club ${c.id}: members and pending must be lists`);
    missing(`club ${c.id}`, [
      c.ownerId,
      ...c.members.map((m) => m.userId),
      ...c.pending.flatMap((p) => [p.userId, p.byId]),
    ]);
  }
  for (const e of clubLog) {
    club(`club log entry ${e.id}`, [e.clubId]);
    missing(`club log entry ${e.id}`, [e.actorId, e.targetId]);
  }
  for (const m of clubChat) {
    club(`club chat message ${m.seq}`, [m.clubId]);
    missing(`club chat message ${m.seq} of club ${m.clubId}`, [m.authorId, m.hiddenById]);
  }
  for (const m of clubMatches) {
    if (!isList(m.board)) throw new BackupError(`club match ${m.id}: board must be a list`);
    club(`club match ${m.id}`, [m.clubId, m.opponentId]);
    missing(`club match ${m.id}`, [m.createdBy, ...m.board.flatMap((b) => [b.homeId, b.awayId])]);
  }
}

export async function importAll(databaseUrl: string, file: string): Promise<ImportSummary> {
  const backup = await readBackup(file);
  const { users, matches, chat, blocks, reports, tournaments } = backup;
  return withStore(databaseUrl, async (prisma, repository) => {
    const [existingUsers, existingMatches, existingTournaments, existingClubs] = await Promise.all([
      prisma.user.count(),
      prisma.match.count(),
      prisma.tournament.count(),
      prisma.club.count(),
    ]);
    if (existingUsers > 0 || existingMatches > 0 || existingTournaments > 0 || existingClubs > 0)
      throw new BackupError(
        `import-all needs an empty database: this one has ${existingUsers} users, ${existingMatches} matches, ${existingTournaments} tournaments and ${existingClubs} clubs`,
      );
    await prisma.user.createMany({
      data: users.map((u) => ({
        id: u.id,
        username: u.username,
        usernameSkeleton: u.usernameSkeleton,
        passwordHash: u.passwordHash,
        sessionEpoch: u.sessionEpoch,
        role: u.role,
        createdAt: new Date(u.createdAt),
        isBot: u.isBot ?? false,
        botLevel: u.botLevel ?? null,
        isGuest: u.isGuest ?? false,
        historyHidden: u.historyHidden ?? false,
        suspendedAt: u.suspendedAt ? new Date(u.suspendedAt) : null,
        autoForced: u.autoForced ?? false,
      })),
    });
    for (const { header, events, line } of matches) {
      await repository.create(header, events, 'finished', []);
      await restoreSeats(prisma, header.id, line);
    }
    await prisma.chatMessage.createMany({
      data: chat.map(({ kind: _, ...m }) => ({ ...m, createdAt: new Date(m.createdAt) })),
    });
    await prisma.userBlock.createMany({
      data: blocks.map(({ kind: _, ...b }) => ({ ...b, createdAt: new Date(b.createdAt) })),
    });
    await prisma.report.createMany({
      data: reports.map(({ kind: _, ...r }) => ({
        ...r,
        createdAt: new Date(r.createdAt),
        resolvedAt: r.resolvedAt === null ? null : new Date(r.resolvedAt),
      })),
    });
    await importTournaments(prisma, tournaments);
    await importClubs(prisma, backup);
    // Ratings are what the rated matches' logs say (docs/operations.md): rebuilt, not copied, in the order
    // the matches changed them; the sequence moves past that order so that later matches rate after them.
    await prisma.$queryRawUnsafe(
      "SELECT setval('matches_rating_order_seq', max(rating_order)) FROM matches HAVING max(rating_order) IS NOT NULL",
    );
    const rated = await new RatingsService(new RatingsRepository(prisma), new MatchesService(repository)).recompute();
    return {
      users: users.length,
      matches: matches.length,
      chatMessages: chat.length,
      blocks: blocks.length,
      reports: reports.length,
      tournaments: tournaments.length,
      clubs: backup.clubs.length,
      clubChatMessages: backup.clubChat.length,
      clubMatches: backup.clubMatches.length,
      ratings: rated.ratings,
    };
  });
}

/**
 * The clubs as they were (version 4): rows, members, pending lines, the log with its ids (the log's order; the
 * sequence moves past them), the chat, the club matches and their boards. A board whose match is not in the file
 * (it was running) is started afresh under its recorded id by the club match keeper's repair, as after an
 * interrupted start (docs/operations.md).
 */
async function importClubs(
  prisma: PrismaService,
  { clubs, clubLog, clubChat, clubMatches }: Pick<Backup, 'clubs' | 'clubLog' | 'clubChat' | 'clubMatches'>,
): Promise<void> {
  await prisma.club.createMany({
    data: clubs.map(({ kind: _, members: _m, pending: _p, ...c }) => ({
      ...c,
      createdAt: new Date(c.createdAt),
      deletedAt: date(c.deletedAt),
    })),
  });
  await prisma.clubMember.createMany({
    data: clubs.flatMap((c) => c.members.map((m) => ({ ...m, clubId: c.id, joinedAt: new Date(m.joinedAt) }))),
  });
  await prisma.clubPending.createMany({
    data: clubs.flatMap((c) => c.pending.map((p) => ({ ...p, clubId: c.id, createdAt: new Date(p.createdAt) }))),
  });
  await prisma.clubLog.createMany({
    data: clubLog.map(({ kind: _, ...e }) => ({ ...e, id: BigInt(e.id), at: new Date(e.at) })),
  });
  await prisma.$queryRawUnsafe(
    "SELECT setval(pg_get_serial_sequence('club_log', 'id'), max(id)) FROM club_log HAVING max(id) IS NOT NULL",
  );
  await prisma.clubChatMessage.createMany({
    data: clubChat.map(({ kind: _, ...m }) => ({
      ...m,
      createdAt: new Date(m.createdAt),
      hiddenAt: date(m.hiddenAt),
    })),
  });
  await prisma.clubMatch.createMany({
    data: clubMatches.map(({ kind: _, board: _b, ...m }) => ({
      ...m,
      options: m.options as Prisma.InputJsonValue,
      createdAt: new Date(m.createdAt),
      startedAt: date(m.startedAt),
      finishedAt: date(m.finishedAt),
      signUpClosesAt: date(m.signUpClosesAt),
    })),
  });
  await prisma.clubMatchBoard.createMany({
    data: clubMatches.flatMap((m) => m.board.map((b) => ({ ...b, clubMatchId: m.id }))),
  });
}

/** What match_seats and matches hold beyond the log (version 2): results, shown marks, the rating order. */
async function restoreSeats(prisma: PrismaService, matchId: string, line: MatchLine): Promise<void> {
  for (const [seat, facts] of (line.seatFacts ?? []).entries())
    await prisma.matchSeat.updateMany({
      where: { matchId, seat },
      data: {
        result: facts.result,
        finishedAt: facts.finishedAt === null ? null : new Date(facts.finishedAt),
        shown: facts.shown,
      },
    });
  if (line.ratingOrder != null)
    await prisma.match.update({ where: { id: matchId }, data: { ratingOrder: BigInt(line.ratingOrder) } });
}

/**
 * The tournaments as they were: the head row and the log through the repository (as the server writes them),
 * the seed, the paired games; then each log read back and verified again. A game whose match is not in the
 * file (it was running) is started afresh under its logged id by the tournament keeper's repair, as after an
 * interrupted start (docs/operations.md).
 */
async function importTournaments(prisma: PrismaService, tournaments: readonly TournamentLine[]): Promise<void> {
  const repository = new TournamentsRepository(prisma);
  const sql = sqlOfPrisma(prisma);
  for (const t of tournaments) {
    const [first, ...rest] = t.events;
    await repository.create(foldTournament([first]), first, t.entropy?.master ?? null);
    await repository.append(sql, rest, foldTournament(t.events));
    if (t.seed !== null) await repository.storeSeed(sql, t.id, t.seed);
    for (const [userId, contribution] of Object.entries(t.entropy?.contributions ?? {}))
      await repository.storeContribution(sql, t.id, userId, contribution);
    await repository.addGames(
      sql,
      t.games.map((g) => ({ matchId: g.matchId, tournamentId: t.id, round: g.round, board: g.board, seats: g.seats })),
    );
    const finished = t.games.filter((g) => g.finished).map((g) => g.matchId);
    if (finished.length > 0) await repository.takeFinished(sql, finished);
    const difference = verifyTournament(await repository.findEvents(t.id));
    if (difference !== null)
      throw new BackupError(`tournament ${t.id} does not verify after the import: ${difference}`);
  }
}
