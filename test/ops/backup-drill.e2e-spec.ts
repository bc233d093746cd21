import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { AuditService } from '../../src/audit/audit.service';
import { BackupError, exportAll, importAll } from '../../src/cli/backup';
import { newGame, playRandomGame, rulesFrom, seededChooser, toRecord } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { legalMovesOf, sendMove, startMatch } from '../matches/match-support';

const IMPORTED_PER_USER = 70;

/** A finished random game as an R10 record. */
function randomRecord(game: number, seats: string[]): unknown {
  const rules = rulesFrom(game % 3 === 0 ? 'claim2' : 'claim', [], seats.length);
  if (!rules.ok) throw new Error(rules.error.message);
  const seed = (game + 1).toString(16).padStart(64, '0');
  const start = newGame(rules.value, seed);
  if (!start.ok) throw new Error(start.error.message);
  const { moves, state } = playRandomGame(start.value, seededChooser(game));
  return toRecord({ rules: rules.value, seats, seed }, moves, state.outcome);
}

/** Every finished match's head and its chain, as stored. */
async function heads(url: string): Promise<{ matches: unknown[]; events: unknown[] }> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const matches = await db.query(
      "SELECT id, version, head_hash, seed_commitment, status, imported_by FROM matches WHERE status = 'finished' ORDER BY id",
    );
    const events = await db.query(
      `SELECT e.match_id, e.seq, e.hash, e.prev_hash, e.actor_user_id, e.request_id FROM match_events e
         JOIN matches m ON m.id = e.match_id AND m.status = 'finished' ORDER BY e.match_id, e.seq`,
    );
    return { matches: matches.rows, events: events.rows };
  } finally {
    await db.end();
  }
}

async function userCount(url: string): Promise<number> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0].n);
  } finally {
    await db.end();
  }
}

describe('backup drill: export-all and import-all rebuild every finished match with the same head hash', () => {
  let app: TestApp;
  let players: RegisteredUser[];
  let dir: string;
  let file: string;
  let restored: TestDatabase;

  beforeAll(async () => {
    app = await startTestApp();
    players = [await registerUser(app), await registerUser(app), await registerUser(app)];
    dir = mkdtempSync(path.join(tmpdir(), 'claim-backup-'));
    file = path.join(dir, 'backup.ndjson');

    // A few hundred finished matches: records imported for study (one transaction each) …
    const audit = app.app.get(AuditService);
    let game = 0;
    for (const importer of players)
      for (let i = 0; i < IMPORTED_PER_USER; i++)
        await audit.import(importer, randomRecord(game++, ['north', 'south']));
    // … one played to its end through the API, one resigned, one still running (not in the file).
    const [alice, bob] = players;
    const played = await startMatch(app, [alice, bob]);
    const choose = seededChooser(7);
    for (let version = 0; ; version++) {
      const legal = await Promise.all([alice, bob].map((p) => legalMovesOf(app, p.token, played)));
      const seat = legal.findIndex((moves) => moves.length > 0);
      if (seat === -1) break;
      const answer = await sendMove(
        app,
        [alice, bob][seat].token,
        played,
        legal[seat][choose(legal[seat].length)],
        version,
      );
      expect(answer.errors).toBeUndefined();
    }
    const resigned = await startMatch(app, [bob, alice]);
    await app.app.get(MatchesService).resign(bob, resigned);
    await startMatch(app, [alice, bob]);
    // An account setting the backup keeps: forced moves played for you (docs/bots.md).
    const forced = await fetch(`${app.baseUrl}/api/me/forced-moves`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${bob.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
    expect(forced.status).toBe(200);
  }, 300_000);

  afterAll(async () => {
    await restored?.drop();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exports every account and finished match, and rebuilds them all into an empty database', async () => {
    // The three players and the server's own computer accounts (docs/bots.md), which must come back as bots.
    const users = await userCount(app.database.url);
    const exported = await exportAll(app.database.url, file);
    expect(exported).toEqual({ users, matches: 3 * IMPORTED_PER_USER + 2, skipped: 1 });
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(users + 3 * IMPORTED_PER_USER + 2);
    const match = JSON.parse(lines[users]) as Record<string, unknown>;
    expect(match).toMatchObject({
      format: 'claim-record/1',
      matchId: expect.any(String),
      headHash: expect.any(String),
    });

    restored = await createTestDatabase();
    expect(await importAll(restored.url, file)).toEqual({ users, matches: 3 * IMPORTED_PER_USER + 2 });
    expect(await bots(restored.url)).toEqual(await bots(app.database.url));
    const forcedMoves = (url: string) =>
      rows<{ username: string }>(url, 'SELECT username FROM users WHERE auto_forced ORDER BY username');
    expect(await forcedMoves(restored.url)).toEqual([{ username: players[1].username }]);
    const [before, after] = [await heads(app.database.url), await heads(restored.url)];
    expect(after.matches).toHaveLength(3 * IMPORTED_PER_USER + 2);
    expect(after).toEqual(before);
  }, 300_000);

  it('refuses a database that is not empty', async () => {
    await expect(importAll(restored.url, file)).rejects.toThrow(/needs an empty database/);
  });

  it('refuses a tampered file and writes nothing: a changed event no longer leads to the exported head hash', async () => {
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const played = lines.findIndex((line) => line.includes('"resigned"')) - 1;
    const target = played >= 3 ? played : 3;
    const record = JSON.parse(lines[target]) as { moves: unknown[]; events: { requestId: string | null }[] };
    // Metadata is hashed too: a changed request id breaks the chain as surely as a changed move.
    record.events[record.events.length - 1].requestId = 'forged';
    lines[target] = JSON.stringify(record);
    const tampered = path.join(dir, 'tampered.ndjson');
    writeFileSync(tampered, lines.join('\n') + '\n');
    const empty = await createTestDatabase();
    try {
      await expect(importAll(empty.url, tampered)).rejects.toThrow(BackupError);
      await expect(importAll(empty.url, tampered)).rejects.toThrow(new RegExp(`line ${target + 1} .*head hash`));
      expect(await userCount(empty.url)).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});

async function bots(url: string): Promise<{ username: string; level: string | null }[]> {
  return rows(url, 'SELECT username, bot_level AS level FROM users WHERE is_bot ORDER BY username');
}

async function rows<T extends object>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
