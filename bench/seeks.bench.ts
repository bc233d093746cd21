import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/database/prisma.service';
import { gameOptionsFrom } from '../src/lobbies/lobby-rules';
import { SeeksService } from '../src/seeks/seeks.service';
import { runMain, withApp } from '../scripts/with-app';

/**
 * `npm run bench:seeks` (issue 31, docs/lobbies.md "Automatch"): 1,000 seeks posted through SeeksService on a
 * throwaway embedded PostgreSQL, one after the other, and the server process's CPU time for them.
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

async function run(label: string, posts: (() => Promise<unknown>)[]): Promise<void> {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (const post of posts) {
    const t0 = performance.now();
    await post();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - wall;
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${posts.length} posts, wall ${total.toFixed(0)} ms, process CPU ${cpuMs(cpu).toFixed(0)} ms, ` +
      `per post p50 ${percentile(times, 50).toFixed(1)} ms p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

runMain(() =>
  withApp({ schemaFile: null }, async (app) => {
    const seeks = app.get(SeeksService);
    const matchedPlayers = await players(app, 1000);
    const options = gameOptionsFrom({ preset: 'claim', daysPerMove: 3 });
    await run(
      'matched (1,000 compatible seeks, 500 matches started)',
      matchedPlayers.map((p) => () => seeks.post(p, options, null)),
    );
    const waitingPlayers = await players(app, 1001);
    // Every seeker is unrated (1500); a range of 1600–1700 leaves every other seeker out.
    const narrow = gameOptionsFrom({ preset: 'claim', daysPerMove: 4, minRating: 1600, maxRating: 1700 });
    await run(
      'waiting (1,000 seeks that find no table)',
      waitingPlayers.slice(0, 1000).map((p) => () => seeks.post(p, narrow, null)),
    );
    await run('one more post against 1,000 open seeks', [() => seeks.post(waitingPlayers[1000], narrow, null)]);
    console.log(
      `load average ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  }),
);
