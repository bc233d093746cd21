import fc from 'fast-check';
import type { Response as AgentResponse } from 'superagent';
import request from 'supertest';
import { exportLine, ArchiveService } from '../../src/archive/archive.service';
import { PrismaService } from '../../src/database/prisma.service';
import { foldEvents, initialRuntime } from '../../src/matches/match-runtime';
import { MatchesRepository } from '../../src/matches/store/matches.repository';
import { MatchesService } from '../../src/matches/matches.service';
import { DAY_MS, movableClock } from '../correspondence/correspondence-support';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { playOut, start } from './social-support';

/**
 * Issue 18: the bulk export streams the line stored when a match finished (archived_records) instead of
 * replaying every match; each line must be byte for byte what the replay of the stored log gives.
 */
describe('archived export lines (R10 records of finished public matches, R9)', () => {
  let app: TestApp;
  let players: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp();
    players = [await registerUser(app), await registerUser(app), await registerUser(app)];
  }, 60_000);
  afterAll(async () => app.close());

  const stored = async (matchId: string): Promise<string | null> => {
    const rows = await app.app
      .get(PrismaService)
      .$queryRawUnsafe<{ line: string }[]>('SELECT line FROM archived_records WHERE match_id = $1::uuid', matchId);
    return rows[0]?.line ?? null;
  };

  /** The line as the export built it before lines were stored: the stored log replayed without clocks. */
  const replayed = async (matchId: string): Promise<string> => {
    const repository = app.app.get(MatchesRepository);
    const match = (await repository.findMatch(matchId))!;
    const events = await repository.eventsBetween([{ matchId, after: -1, upTo: match.head.version }]);
    const runtime = foldEvents(initialRuntime(match.header), events.get(matchId) ?? [], { clocks: false });
    return exportLine(runtime, await app.app.get(MatchesService).finishedRecord(runtime));
  };

  const exportText = async (query = ''): Promise<string> => {
    const answer = await request(app.baseUrl).get(`/api/matches/export${query}`).buffer(true).parse(textParser);
    expect(answer.status).toBe(200);
    return answer.body as string;
  };

  it('R10: a match played out stores, in its finishing transaction, the line the replay of its log gives (random matches)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 2, max: 3 }), async (seed, count) => {
        const seated = players.slice(0, count);
        const id = await start(app, seated, {});
        await playOut(app, id, seated, seed, 40);
        const runtime = await app.app.get(MatchesService).load(id);
        if (runtime.status === 'running') {
          // R9: nothing of a running match is stored for the archive.
          expect(await stored(id)).toBeNull();
          await playOut(app, id, seated, seed + 1);
        }
        expect(await stored(id)).toBe(await replayed(id));
      }),
      { numRuns: 6 },
    );
  }, 180_000);

  it('a match ended by resignation or by time-out stores its line too; an aborted or running one does not', async () => {
    const service = app.app.get(MatchesService);
    const [a, b] = players;
    const resigned = await start(app, [a, b], {});
    await playOut(app, resigned, [a, b], 7, 5);
    await service.resign(b, resigned);
    expect(await stored(resigned)).toBe(await replayed(resigned));

    const clock = movableClock(app);
    const timed = await start(app, [a, b], { daysPerMove: 1 });
    await playOut(app, timed, [a, b], 8, 3);
    clock.advance(3 * DAY_MS);
    await service.timeOut({ claimant: null, matchId: timed, atVersion: (await service.load(timed)).version });
    expect((await service.load(timed)).status).toBe('finished');
    expect(await stored(timed)).toBe(await replayed(timed));

    const aborted = await start(app, [a, b], {});
    await service.abort(a, aborted);
    expect((await service.load(aborted)).status).not.toBe('finished');
    expect(await stored(aborted)).toBeNull();
  }, 60_000);

  it('the export streams the stored lines; without them (finished before) it replays, stores them and says the same; --backfill stores the rest', async () => {
    const [a, b] = players;
    const hidden = await start(app, [a, b], { spectators: 'nobody' });
    await playOut(app, hidden, [a, b], 31);
    const before = await exportText();
    const ids = before
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { matchId: string }).matchId);
    // R9: a match nobody may watch is not exported, though its line is kept.
    expect(ids).not.toContain(hidden);
    expect(before).toBe(`${(await Promise.all(ids.map(stored))).join('\n')}\n`);

    const prisma = app.app.get(PrismaService);
    await prisma.$executeRawUnsafe('DELETE FROM archived_records');
    expect(await exportText()).toBe(before);
    for (const id of ids) expect(await stored(id)).toBe(await replayed(id));
    expect(await stored(hidden)).toBeNull();

    await prisma.$executeRawUnsafe('DELETE FROM archived_records');
    const archive = app.app.get(ArchiveService);
    // Every finished match of this database, the hidden one included; a second run finds none left.
    expect(await archive.backfill()).toBe(ids.length + 1);
    expect(await archive.backfill()).toBe(0);
    expect(await stored(hidden)).toBe(await replayed(hidden));
    expect(await exportText()).toBe(before);
  }, 60_000);
});

function textParser(res: AgentResponse, done: (error: Error | null, body: string) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  stream.on('end', () => done(null, text));
}
