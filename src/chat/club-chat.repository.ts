import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import type { ChannelMessages, ClubChatMessage } from './chat.types';

/** Postgres channel told of every club chat message: `<club id>:<seq>`, delivered on commit. */
export const CLUB_CHAT_CHANNEL = 'claim_club_chat';

const SELECT = `SELECT c.club_id AS "clubId", c.seq, c.author_id AS "authorId", u.username AS author, c.text,
                       c.created_at AS "createdAt"
                  FROM club_chat_messages c JOIN users u ON u.id = c.author_id`;

/** What hiding a message came to: its author (for the club log), or why nothing changed. */
export type HideOutcome = { readonly kind: 'hidden'; readonly authorId: string } | { readonly kind: 'hidden_already' };

/**
 * The only place that reads or writes `club_chat_messages`. A hidden message (an admin's) is no longer read:
 * not in a page, not found, not streamed; its row stays, as a report of it keeps its text.
 */
@Injectable()
export class ClubChatRepository implements ChannelMessages<ClubChatMessage> {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Appends a message. Messages of one club take turns on the club chat's advisory lock until commit, so seqs
   * commit in order: a reader past seq N never misses a later N − 1 (as ChatRepository.append per match).
   */
  async append(message: { clubId: string; authorId: string; text: string }, at: Date): Promise<ClubChatMessage> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(${'club-chat:' + message.clubId}, 0))) l`;
      const [row] = await tx.$queryRawUnsafe<ClubChatMessage[]>(
        `WITH added AS (
           INSERT INTO club_chat_messages (club_id, seq, author_id, text, created_at)
           SELECT $1::uuid, COALESCE(MAX(seq), 0) + 1, $2::uuid, $3::text, $4::timestamptz
             FROM club_chat_messages WHERE club_id = $1::uuid
           RETURNING *
         )
         SELECT a.club_id AS "clubId", a.seq, a.author_id AS "authorId", u.username AS author, a.text,
                a.created_at AS "createdAt",
                pg_notify('${CLUB_CHAT_CHANNEL}', a.club_id::text || ':' || a.seq) IS NULL AS n
           FROM added a JOIN users u ON u.id = a.author_id`,
        message.clubId,
        message.authorId,
        message.text,
        at.toISOString(),
      );
      return toMessage(row);
    });
  }

  async page(
    clubId: string,
    after: number,
    first: number,
    hiddenAuthors: ReadonlySet<string>,
  ): Promise<ClubChatMessage[]> {
    const rows = await this.prisma.$queryRawUnsafe<ClubChatMessage[]>(
      `${SELECT} WHERE c.club_id = $1::uuid AND c.seq > $2::int AND c.hidden_at IS NULL
          AND NOT (c.author_id = ANY (SELECT jsonb_array_elements_text($3::jsonb)::uuid))
        ORDER BY c.seq LIMIT $4::int`,
      clubId,
      after,
      JSON.stringify([...hiddenAuthors]),
      first,
    );
    return rows.map(toMessage);
  }

  /** A message not hidden. */
  async find(clubId: string, seq: number): Promise<ClubChatMessage | null> {
    const rows = await this.prisma.$queryRawUnsafe<ClubChatMessage[]>(
      `${SELECT} WHERE c.club_id = $1::uuid AND c.seq = $2::int AND c.hidden_at IS NULL`,
      clubId,
      seq,
    );
    return rows[0] ? toMessage(rows[0]) : null;
  }

  /** The club chat's last seq, hidden messages counted (0 for an empty chat). */
  async head(clubId: string): Promise<number> {
    const rows = await this.prisma.$queryRawUnsafe<{ head: number }[]>(
      `SELECT COALESCE(MAX(seq), 0)::int AS head FROM club_chat_messages WHERE club_id = $1::uuid`,
      clubId,
    );
    return rows[0]?.head ?? 0;
  }

  /** Hides a message in the caller's transaction (the club's change: src/clubs logs it); null if there is none. */
  async hide(sql: Sql, clubId: string, seq: number, byId: string, at: Date): Promise<HideOutcome | null> {
    const rows = await sql.query<{ authorId: string; hidden: boolean }>(
      `WITH target AS (
         SELECT club_id, seq, author_id, hidden_at FROM club_chat_messages
          WHERE club_id = $1::uuid AND seq = $2::int FOR UPDATE
       ), changed AS (
         UPDATE club_chat_messages m SET hidden_at = $4::timestamptz, hidden_by_id = $3::uuid
           FROM target t WHERE m.club_id = t.club_id AND m.seq = t.seq AND t.hidden_at IS NULL
         RETURNING m.seq
       )
       SELECT t.author_id::text AS "authorId", EXISTS (SELECT 1 FROM changed) AS hidden FROM target t`,
      [clubId, seq, byId, at.toISOString()],
    );
    if (rows.length === 0) return null;
    return rows[0].hidden ? { kind: 'hidden', authorId: rows[0].authorId } : { kind: 'hidden_already' };
  }
}

function toMessage(row: ClubChatMessage): ClubChatMessage {
  return {
    clubId: row.clubId,
    seq: Number(row.seq),
    authorId: row.authorId,
    author: row.author,
    text: row.text,
    createdAt: new Date(row.createdAt),
  };
}
