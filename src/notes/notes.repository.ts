import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { MatchNote as MatchNoteRow } from '../generated/prisma/client';

/** A note as its author (or, once shared after the end, everyone) reads it. */
export interface Note {
  readonly id: string;
  readonly matchId: string;
  /** The move's event seq; null for a note on the whole match. */
  readonly moveSeq: number | null;
  readonly body: string;
  readonly shared: boolean;
  readonly author: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface NewNote {
  readonly matchId: string;
  readonly authorId: string;
  readonly moveSeq: number | null;
  readonly body: string;
  readonly at: Date;
}

const WITH_AUTHOR = { author: { select: { username: true } } } as const;

/**
 * The only place that reads or writes `match_notes`. Every read and write by id names the author too, so
 * another account's note and a note that does not exist take the same query and give the same nothing.
 */
@Injectable()
export class NotesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The new note, or null when the author has `cap` notes on this match already. */
  async create(note: NewNote, cap: number): Promise<Note | null> {
    return this.prisma.$transaction(async (tx) => {
      // One author's notes on one match are counted and written under a lock of their own.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`notes:${note.matchId}:${note.authorId}`}))`;
      const count = await tx.matchNote.count({ where: { matchId: note.matchId, authorId: note.authorId } });
      if (count >= cap) return null;
      const row = await tx.matchNote.create({
        data: {
          matchId: note.matchId,
          authorId: note.authorId,
          moveSeq: note.moveSeq,
          body: note.body,
          createdAt: note.at,
          updatedAt: note.at,
        },
        include: WITH_AUTHOR,
      });
      return toNote(row);
    });
  }

  async ofAuthor(id: string, authorId: string): Promise<Note | null> {
    const row = await this.prisma.matchNote.findFirst({ where: { id, authorId }, include: WITH_AUTHOR });
    return row ? toNote(row) : null;
  }

  /** Changes the author's note; null when they have no note with this id. */
  async update(
    id: string,
    authorId: string,
    change: { body?: string; shared?: boolean },
    at: Date,
  ): Promise<Note | null> {
    const { count } = await this.prisma.matchNote.updateMany({
      where: { id, authorId },
      data: { ...change, updatedAt: at },
    });
    return count === 0 ? null : this.ofAuthor(id, authorId);
  }

  async delete(id: string, authorId: string): Promise<boolean> {
    const { count } = await this.prisma.matchNote.deleteMany({ where: { id, authorId } });
    return count > 0;
  }

  /** The author's notes on a match: the match's first, then by move, oldest first. */
  async onMatch(matchId: string, authorId: string): Promise<Note[]> {
    const rows = await this.prisma.matchNote.findMany({
      where: { matchId, authorId },
      orderBy: [{ moveSeq: { sort: 'asc', nulls: 'first' } }, { createdAt: 'asc' }, { id: 'asc' }],
      include: WITH_AUTHOR,
    });
    return rows.map(toNote);
  }

  /** The shared notes of a match, every author's. */
  async sharedOn(matchId: string): Promise<Note[]> {
    const rows = await this.prisma.matchNote.findMany({
      where: { matchId, shared: true },
      orderBy: [{ moveSeq: { sort: 'asc', nulls: 'first' } }, { createdAt: 'asc' }, { id: 'asc' }],
      include: WITH_AUTHOR,
    });
    return rows.map(toNote);
  }

  /** The author's notes containing `text` (case-insensitive), most recently changed first. */
  async search(authorId: string, text: string, limit: number): Promise<Note[]> {
    const rows = await this.prisma.matchNote.findMany({
      where: { authorId, body: { contains: text, mode: 'insensitive' } },
      orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
      include: WITH_AUTHOR,
      take: limit,
    });
    return rows.map(toNote);
  }
}

function toNote(row: MatchNoteRow & { author: { username: string } }): Note {
  return {
    id: row.id,
    matchId: row.matchId,
    moveSeq: row.moveSeq,
    body: row.body,
    shared: row.shared,
    author: row.author.username,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
