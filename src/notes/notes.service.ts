import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { requiredText } from '../common/text-input';
import { isUuid } from '../common/uuid';
import type { MatchRuntime } from '../matches/match-runtime';
import { Caller, MatchesService, seatOf } from '../matches/matches.service';
import { Note, NotesRepository } from './notes.repository';

/** Characters (code points) a note may hold, after trimming. */
export const NOTE_MAX_LENGTH = 2000;
/** Notes one player may keep on one match (its moves' included). */
export const NOTES_PER_MATCH = 200;
/** Longest search text, and most notes one search returns. */
export const NOTE_SEARCH = { maxLength: 100, limit: 50 } as const;

/**
 * A player's private notes on a match and its moves (docs/correspondence.md "Notes"). Only the author
 * reads or changes a note: anyone else asking for it by id gets the NOT_FOUND a note that does not exist
 * gives, from the same query. Nothing about notes reaches the match, its log, its notices or its streams,
 * so no other seat can tell that they exist. Once the match is over the author may share a note; shared
 * notes are read beside the record by whoever may read the match.
 */
@Injectable()
export class NotesService {
  constructor(
    private readonly notes: NotesRepository,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
  ) {}

  /** A note on the match, or (with `moveSeq`) on the move that event seq recorded; the caller must play it. */
  async add(caller: Caller, matchId: string, body: unknown, moveSeq: number | null = null): Promise<Note> {
    const text = requiredText('body', body, NOTE_MAX_LENGTH);
    const runtime = await this.playedBy(caller, matchId);
    if (moveSeq !== null && (!Number.isInteger(moveSeq) || moveSeq < 1 || moveSeq > runtime.version))
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { moveSeq: [`must be an event of this match, 1 to ${runtime.version}`] } },
        `No move ${moveSeq} in this match`,
      );
    const made = await this.notes.create(
      { matchId, authorId: caller.id, moveSeq, body: text, at: this.clock.now() },
      NOTES_PER_MATCH,
    );
    if (!made)
      throw new DomainError(
        { code: 'CONFLICT', reason: 'TOO_MANY_NOTES' },
        `You have ${NOTES_PER_MATCH} notes on this match already; delete one first`,
      );
    return made;
  }

  async edit(caller: Caller, id: string, body: unknown): Promise<Note> {
    const text = requiredText('body', body, NOTE_MAX_LENGTH);
    return this.found(isUuid(id) ? await this.notes.update(id, caller.id, { body: text }, this.clock.now()) : null);
  }

  /** Shares a note with the match's record, or takes it back: once the match is over only. */
  async share(caller: Caller, id: string, shared: boolean): Promise<Note> {
    const note = this.found(isUuid(id) ? await this.notes.ofAuthor(id, caller.id) : null);
    const runtime = await this.matches.load(note.matchId);
    if (runtime.status === 'running')
      throw new DomainError(
        { code: 'CONFLICT', reason: 'MATCH_NOT_FINISHED' },
        'A note can be shared once the match is over',
      );
    return this.found(await this.notes.update(id, caller.id, { shared }, this.clock.now()));
  }

  async delete(caller: Caller, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.notes.delete(id, caller.id))) this.found(null);
  }

  /** The caller's notes on a match they play (or played). */
  async mine(caller: Caller, matchId: string): Promise<Note[]> {
    await this.playedBy(caller, matchId);
    return this.notes.onMatch(matchId, caller.id);
  }

  /** The caller's notes whose text contains `text`, case-insensitive, most recently changed first. */
  search(caller: Caller, text: unknown): Promise<Note[]> {
    const wanted = requiredText('text', text, NOTE_SEARCH.maxLength);
    return this.notes.search(caller.id, wanted, NOTE_SEARCH.limit);
  }

  /**
   * The notes their authors shared, for whoever may read the match (a withheld one is NOT_FOUND as
   * everywhere): none until it is over, when sharing becomes possible at all.
   */
  async shared(caller: Caller | null, matchId: string): Promise<Note[]> {
    const { runtime } = caller ? await this.matches.viewOf(caller, matchId) : await this.matches.publicView(matchId);
    if (runtime.status === 'running') return [];
    return this.notes.sharedOn(matchId);
  }

  private async playedBy(caller: Caller, matchId: string): Promise<MatchRuntime> {
    if (!isUuid(matchId)) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    const runtime = await this.matches.load(matchId);
    // A withheld match stays NOT_FOUND to anyone who did not play it (hidden-history.ts).
    await this.matches.assertNotWithheld(runtime, caller);
    if (seatOf(runtime, caller) === null) throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match');
    return runtime;
  }

  private found(note: Note | null): Note {
    if (!note) throw new DomainError({ code: 'NOT_FOUND', entity: 'Note' });
    return note;
  }
}
