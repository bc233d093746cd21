import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MatchRecord, editionOf, verifyRecord } from '../engine';
import { DomainError } from '../common/errors';
import { recordRejected } from '../common/engine-errors';
import { CHAIN_FORMAT, GENESIS_HASH, seedCommitment } from '../matches/event-chain';
import { MatchRuntime } from '../matches/match-runtime';
import { StoredEvent } from '../matches/match.types';
import { MatchesRepository } from '../matches/store/matches.repository';
import { Caller, MatchesService, visibleEvents } from '../matches/matches.service';
import { NewEvent, chainEvent } from '../matches/new-event';
import { AuditReport, auditMatch } from './audit-log';

/** A running match's history as one player may export it: no seed, hidden moves redacted (R9). */
export interface PartialRecord {
  readonly format: 'claim-record/1';
  readonly partial: true;
  readonly edition: MatchRecord['edition'];
  readonly rules: MatchRecord['rules'];
  readonly seats: readonly string[];
  readonly seedCommitment: string;
  readonly moves: readonly unknown[];
}

export interface UserAction {
  readonly matchId: string;
  readonly seq: number;
  readonly type: string;
  readonly requestId: string | null;
  readonly createdAt: Date;
  /** The move, once its match is over; null while it runs (R9 holds for admins too). */
  readonly move: string | null;
}

/** Imported matches one account may keep: they are for study, and each stores a whole record. */
export const MAX_IMPORTS_PER_USER = 100;

/**
 * An imported record's seat names are shown as the match's players, so they are held to what a name may
 * look like: 1–32 letters, digits, spaces, "_", "." or "-" after NFKC (no markup, no control characters).
 * They are not accounts: the match says it is imported (Match.imported), by whom (Match.importedBy).
 */
function seatNameProblem(name: string): string | null {
  const normalized = name.normalize('NFKC').trim();
  if (!/^[\p{L}\p{N} _.-]{1,32}$/u.test(normalized)) return '1–32 letters, digits, spaces, "_", "." or "-"';
  return null;
}

/** Checking stored history, exporting and importing records (R10), and listing who did what. */
@Injectable()
export class AuditService {
  constructor(
    private readonly repository: MatchesRepository,
    private readonly matches: MatchesService,
  ) {}

  /** Recomputes the chain and the replay from the stored rows, bypassing every cache. */
  async verify(caller: Caller, matchId: string): Promise<AuditReport> {
    await this.matches.assertCanWatchStored(caller, matchId);
    const [header, head] = await Promise.all([this.repository.findHeader(matchId), this.repository.findHead(matchId)]);
    if (!header || !head) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    const report = auditMatch(header, head, await this.repository.eventsAfter(matchId, -1));
    return head.status === 'running' ? withoutDetails(report) : report;
  }

  async export(caller: Caller, matchId: string): Promise<MatchRecord | PartialRecord> {
    const runtime = await this.matches.load(matchId);
    if (runtime.status === 'finished') return this.matches.exportRecord(caller, matchId);
    const { seat } = await this.matches.viewOf(caller, matchId);
    const moves = visibleEvents(runtime, seat, 0)
      .filter((e) => e.type === 'move')
      .map((e) => (e.hidden ? { seat: e.seat, discard: null } : e.move));
    return partialRecord(runtime, moves);
  }

  /** Verifies a record (R10) and stores it as a finished, read-only match for study. */
  async import(caller: Caller, recordJson: unknown): Promise<string> {
    const verified = verifyRecord(recordJson);
    if (!verified.ok) throw recordRejected(verified.error);
    const { record } = verified.value;
    const badSeats = record.seats
      .map(seatNameProblem)
      .flatMap((problem, seat) => (problem ? [`seat ${seat}: ${problem}`] : []));
    if (badSeats.length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields: { 'record.seats': badSeats } });
    const id = randomUUID();
    const commitment = seedCommitment(record.seed);
    const seats = record.seats.map((name, seat) => ({ seat, userId: null, username: name.normalize('NFKC').trim() }));
    const events: NewEvent[] = [];
    let prev = GENESIS_HASH;
    const push = (body: NewEvent['body']) => {
      const event = chainEvent(id, events.length, prev, body, events.length === 0 ? caller.id : null, null);
      events.push(event);
      prev = event.hash;
    };
    // The record's edition (absent: the current one, R10) is written out, so the match keeps it.
    const edition = editionOf(record);
    push({
      type: 'match_started',
      payload: {
        rules: record.rules,
        seats,
        seedCommitment: commitment,
        edition,
        chainFormat: CHAIN_FORMAT,
        // A record with entropy keeps it (its derivation checked by verifyRecord), so the import audits alike.
        ...(record.entropy
          ? {
              entropy: {
                serverSeedCommitment: seedCommitment(record.entropy.serverSeed),
                contributions: [...record.entropy.contributions],
              },
            }
          : {}),
      },
    });
    for (const move of record.moves) push({ type: 'move', payload: move });
    const imported = await this.repository.createImported(
      {
        id,
        rules: record.rules,
        seed: record.seed,
        seedCommitment: commitment,
        ...(record.entropy ? { entropy: record.entropy } : {}),
        seats,
        importedBy: caller.id,
        deck: record.deck,
        firstLeader: record.firstLeader,
      },
      events,
      MAX_IMPORTS_PER_USER,
    );
    if (!imported)
      throw new DomainError(
        { code: 'CONFLICT', reason: 'TOO_MANY_IMPORTS' },
        `You have imported ${MAX_IMPORTS_PER_USER} matches already`,
      );
    return id;
  }

  async actionsOf(userId: string, first: number): Promise<UserAction[]> {
    const events = await this.repository.eventsByActor(userId, first);
    const finished = new Map<string, boolean>();
    for (const id of new Set(events.map((e) => e.matchId)))
      finished.set(id, (await this.repository.findHead(id))?.status !== 'running');
    return events.map((e: StoredEvent) => ({
      matchId: e.matchId,
      seq: e.seq,
      type: e.type,
      requestId: e.requestId,
      createdAt: e.createdAt,
      move: e.type !== 'match_started' && finished.get(e.matchId) ? JSON.stringify(e.payload) : null,
    }));
  }
}

/**
 * While a match runs, a failed check says what failed but not the engine's detail after the colon (an
 * illegal or malformed stored move would be named, card and all, even when R9 hides it from the caller).
 * `npm run claim -- audit` and a finished match's verifyMatch give the whole reason.
 */
function withoutDetails(report: AuditReport): AuditReport {
  return report.reason === null ? report : { ...report, reason: report.reason.split(': ')[0] };
}

function partialRecord(runtime: MatchRuntime, moves: unknown[]): PartialRecord {
  return {
    format: 'claim-record/1',
    partial: true,
    edition: runtime.state.readings.edition,
    rules: runtime.header.rules,
    seats: runtime.header.seats.map((s) => s.username),
    seedCommitment: runtime.header.seedCommitment,
    moves,
  };
}
