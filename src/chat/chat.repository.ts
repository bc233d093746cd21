import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import type { ChannelMessages, ChatMessage } from './chat.types';

export type { ChatMessage } from './chat.types';

/** Postgres channel told of every message: `<match id>:<seq>`, delivered on commit. */
export const CHAT_CHANNEL = 'claim_chat';

const SELECT = `SELECT c.match_id AS "matchId", c.seq, c.author_id AS "authorId", u.username AS author, c.seat, c.text,
                       c.created_at AS "createdAt"
                  FROM chat_messages c JOIN users u ON u.id = c.author_id`;

/** The only place that reads or writes `chat_messages`. */
@Injectable()
export class ChatRepository implements ChannelMessages<ChatMessage> {
  constructor(private readonly prisma: PrismaService) {}

  /** Runs `work` in a transaction: the message and its notices commit together. */
  inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.prisma.$transaction((tx) => work(sqlOfPrisma(tx)));
  }

  /**
   * Appends a message in the caller's transaction. Messages of one match take turns on the match's
   * advisory lock until commit, so seqs commit in order: a reader past seq N never misses a later N − 1.
   */
  async append(
    sql: Sql,
    message: { matchId: string; authorId: string; seat: number; text: string },
    at: Date,
  ): Promise<ChatMessage> {
    await sql.query(`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtextextended('chat:' || $1::text, 0))`, [
      message.matchId,
    ]);
    const [row] = await sql.query<ChatMessage>(
      `WITH added AS (
         INSERT INTO chat_messages (match_id, seq, author_id, seat, text, created_at)
         SELECT $1::uuid, COALESCE(MAX(seq), 0) + 1, $2::uuid, $3::int, $4::text, $5::timestamptz
           FROM chat_messages WHERE match_id = $1::uuid
         RETURNING *
       )
       SELECT a.match_id AS "matchId", a.seq, a.author_id AS "authorId", u.username AS author, a.seat, a.text,
              a.created_at AS "createdAt", pg_notify('${CHAT_CHANNEL}', a.match_id::text || ':' || a.seq) IS NULL AS n
         FROM added a JOIN users u ON u.id = a.author_id`,
      [message.matchId, message.authorId, message.seat, message.text, at.toISOString()],
    );
    return toMessage(row);
  }

  /** Up to `first` messages after seq `after`, oldest first, leaving out those of `hiddenAuthors`. */
  async page(
    matchId: string,
    after: number,
    first: number,
    hiddenAuthors: ReadonlySet<string>,
  ): Promise<ChatMessage[]> {
    const rows = await this.prisma.$queryRawUnsafe<ChatMessage[]>(
      `${SELECT} WHERE c.match_id = $1::uuid AND c.seq > $2::int
          AND NOT (c.author_id = ANY (SELECT jsonb_array_elements_text($3::jsonb)::uuid))
        ORDER BY c.seq LIMIT $4::int`,
      matchId,
      after,
      JSON.stringify([...hiddenAuthors]),
      first,
    );
    return rows.map(toMessage);
  }

  async find(matchId: string, seq: number): Promise<ChatMessage | null> {
    const rows = await this.prisma.$queryRawUnsafe<ChatMessage[]>(
      `${SELECT} WHERE c.match_id = $1::uuid AND c.seq = $2::int`,
      matchId,
      seq,
    );
    return rows[0] ? toMessage(rows[0]) : null;
  }

  /** The match's last seq (0 for an empty chat). */
  async head(matchId: string): Promise<number> {
    const rows = await this.prisma.$queryRawUnsafe<{ head: number }[]>(
      `SELECT COALESCE(MAX(seq), 0)::int AS head FROM chat_messages WHERE match_id = $1::uuid`,
      matchId,
    );
    return rows[0]?.head ?? 0;
  }
}

function toMessage(row: ChatMessage): ChatMessage {
  return {
    matchId: row.matchId,
    seq: Number(row.seq),
    authorId: row.authorId,
    author: row.author,
    seat: Number(row.seat),
    text: row.text,
    createdAt: new Date(row.createdAt),
  };
}
