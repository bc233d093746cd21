import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { PrismaService } from '../src/database/prisma.service';
import type { Rules } from '../src/engine';
import { Prisma } from '../src/generated/prisma/client';
import { gameOptionsFrom } from '../src/lobbies/lobby-rules';
import type { GameOptions } from '../src/lobbies/lobby.types';
import type { TimeControl } from '../src/matches/match.types';
import type { Caller } from '../src/matches/matches.service';
import type { Seek, SeekStatus } from '../src/seeks/seek-matching';
import { tableFor } from '../src/seeks/seek-matching';
import type { NewSeek, PostOutcome } from '../src/seeks/seeks.repository';
import { SeeksRepository } from '../src/seeks/seeks.repository';
import { SeeksService } from '../src/seeks/seeks.service';
import { runMain, withApp } from '../scripts/with-app';

/**
 * `npm run bench:seeks` (issue 31, docs/lobbies.md "Automatch"): 1,000 seeks posted through SeeksService on a
 * throwaway embedded PostgreSQL, one after the other, and the server process's CPU time for them; each scenario
 * twice, interleaved: with the matcher as it was (rows loaded and filtered in Node) and as it is (SQL).
 *   matched: 1,000 compatible 2-player seeks of one pool — every second one completes a table: 500 matches.
 *   waiting: 1,000 seeks that wait (each rating range leaves out every other), then one post that reads the
 *            pool's 500 oldest open seeks and finds no table (the matcher's worst case).
 * Speed is for this report, never a test's assertion.
 */
async function players(app: INestApplication, n: number): Promise<{ id: string; username: string }[]> {
  const prisma = app.get(PrismaService);
  const rows = Array.from({ length: n }, () => ({ username: `seek-${randomUUID().slice(0, 12)}`, passwordHash: '!' }));
  await prisma.user.createMany({ data: rows });
  return prisma.user.findMany({
    where: { username: { in: rows.map((r) => r.username) } },
    select: { id: true, username: true },
  });
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

type Post = () => Promise<unknown>;

/** One variant's figures over its posts. */
class Tally {
  private readonly times: number[] = [];
  private cpu = 0;
  private wall = 0;

  constructor(readonly label: string) {}

  async run(posts: readonly Post[]): Promise<void> {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (const post of posts) {
      const t0 = performance.now();
      await post();
      this.times.push(performance.now() - t0);
    }
    this.wall += performance.now() - wall;
    this.cpu += cpuMs(cpu);
  }

  print(): void {
    const times = [...this.times].sort((a, b) => a - b);
    console.log(
      `  ${this.label}: ${times.length} posts, wall ${this.wall.toFixed(0)} ms, process CPU ${this.cpu.toFixed(0)} ms, ` +
        `per post p50 ${percentile(times, 50).toFixed(1)} ms p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
  }
}

/**
 * Both matchers over the same work, interleaved in blocks of 100 posts (load on this shared machine drifts over a
 * run: interleaving gives both the same share of it). Each has a pool of its own, so neither sees the other's seeks.
 */
async function compare(label: string, before: readonly Post[], after: readonly Post[]): Promise<void> {
  const tallies = [new Tally('before (rows loaded, filtered in Node)'), new Tally('after (candidates found in SQL)')];
  for (let i = 0; i < Math.max(before.length, after.length); i += 100) {
    await tallies[0].run(before.slice(i, i + 100));
    await tallies[1].run(after.slice(i, i + 100));
  }
  console.log(label);
  for (const t of tallies) t.print();
}

/**
 * The matcher as it was before issue 31's CPU work, kept here only to measure against: it loaded up to 500 open
 * seeks of the pool (whole rows with their usernames) and the blocks between all their players, and filtered
 * them in Node.
 */
class LoadingSeeksRepository extends SeeksRepository {
  constructor(private readonly db: PrismaService) {
    super(db);
  }

  override async postAndMatch(seek: NewSeek, maxOpen: number, now: Date, matchId: string): Promise<PostOutcome> {
    return this.db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', 'seek-user:' + seek.userId);
        const open = await tx.seek.count({ where: { userId: seek.userId, status: 'open', expiresAt: { gt: now } } });
        if (open >= maxOpen) return { kind: 'cap' } as const;
        await tx.$executeRawUnsafe(
          'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))',
          'seek-pool:' + seek.poolKey,
        );
        const { poolKey, ...fields } = seek;
        const include = { user: { select: { username: true } } } as const;
        const row = await tx.seek.create({
          data: {
            ...fields,
            poolKey,
            rules: seek.rules as unknown as Prisma.InputJsonValue,
            timeControl: seek.timeControl ? (seek.timeControl as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
          },
          include,
        });
        const stored = asSeek(row);
        const candidates = (
          await tx.seek.findMany({
            where: { poolKey, status: 'open', expiresAt: { gt: now }, id: { not: row.id } },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            take: 500,
            include,
          })
        ).map(asSeek);
        const users = [...new Set([seek.userId, ...candidates.map((c) => c.userId)])];
        const blocks = await tx.userBlock.findMany({
          where: { blockerId: { in: users }, blockedId: { in: users } },
          select: { blockerId: true, blockedId: true },
        });
        const pairs = new Set(
          blocks.flatMap((b) => [`${b.blockerId}/${b.blockedId}`, `${b.blockedId}/${b.blockerId}`]),
        );
        const table = tableFor(stored, stored.rules.players, candidates, (a, b) => pairs.has(`${a}/${b}`));
        if (table === null) return { kind: 'posted', seek: stored, table: null } as const;
        await tx.seek.updateMany({
          where: { id: { in: table.map((t) => t.id) }, status: 'open' },
          data: { status: 'matched', matchId },
        });
        const matched = table.map((t) => ({ ...t, status: 'matched' as const, matchId }));
        return { kind: 'posted', seek: matched[0], table: matched } as const;
      },
      { maxWait: 30_000, timeout: 60_000 },
    );
  }
}

function asSeek(row: Prisma.SeekGetPayload<{ include: { user: { select: { username: true } } } }>): Seek {
  return {
    ...row,
    username: row.user.username,
    rules: row.rules as unknown as Rules,
    timeControl: (row.timeControl ?? null) as TimeControl | null,
    status: row.status as SeekStatus,
  };
}

const loadAverage = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

runMain(() =>
  withApp({ schemaFile: null }, async (app) => {
    const seeks = app.get(SeeksService);
    // The same service with the old matcher in place of its repository (a private field: this is a bench).
    const before: SeeksService = Object.assign(Object.create(SeeksService.prototype) as SeeksService, seeks, {
      repository: new LoadingSeeksRepository(app.get(PrismaService)),
    });
    console.log(`load average at the start ${loadAverage()}`);
    const options = (days: number, range: { minRating?: number; maxRating?: number } = {}) =>
      gameOptionsFrom({ preset: 'claim', daysPerMove: days, ...range });
    const posts = (service: SeeksService, who: readonly Caller[], chosen: GameOptions): Post[] =>
      who.map((p) => () => service.post(p, chosen, null));

    await compare(
      'matched (1,000 compatible seeks each, 500 matches started)',
      posts(before, await players(app, 1000), options(3)),
      posts(seeks, await players(app, 1000), options(4)),
    );
    // Every seeker is unrated (1500); a range of 1600–1700 leaves every other seeker out.
    const narrow = { minRating: 1600, maxRating: 1700 };
    const [waitingBefore, waitingAfter] = [await players(app, 1001), await players(app, 1001)];
    await compare(
      'waiting (1,000 seeks each that find no table)',
      posts(before, waitingBefore.slice(0, 1000), options(5, narrow)),
      posts(seeks, waitingAfter.slice(0, 1000), options(6, narrow)),
    );
    await compare(
      'one more post against 1,000 open seeks',
      posts(before, waitingBefore.slice(1000), options(5, narrow)),
      posts(seeks, waitingAfter.slice(1000), options(6, narrow)),
    );
    console.log(`load average at the end ${loadAverage()}`);
  }),
);
