import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { AuditService } from '../../src/audit/audit.service';
import { BackupError, exportAll, importAll } from '../../src/cli/backup';
import { newGame, playRandomGame, rulesFrom, seededChooser, toRecord } from '../../src/engine';
import { ChatService } from '../../src/chat/chat.service';
import { ClubMatchesService } from '../../src/clubs/club-matches.service';
import { Clock } from '../../src/common/clock';
import { ReportsService } from '../../src/chat/reports.service';
import { MatchesService } from '../../src/matches/matches.service';
import { BlocksService } from '../../src/users/blocks.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { legalMovesOf, rules, sendMove, startMatch } from '../matches/match-support';

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
      "SELECT id, version, head_hash, seed_commitment, status, imported_by, seed, entropy FROM matches WHERE status = 'finished' ORDER BY id",
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
  /** The match played through the API, rated, with chat. */
  let played: string;

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
    const [alice, bob, carol] = players;
    const matches = app.app.get(MatchesService);
    // Rated, so that the restored ratings can be compared with the source's.
    played = await matches.start(rules('claim'), [alice, bob], alice.id, { rated: true });
    // Chat, blocks and reports (issue 18) are the players' own words: the backup keeps them.
    const chat = app.app.get(ChatService);
    await chat.send(alice, played, 'good luck');
    const rude = await chat.send(bob, played, 'you will lose');
    await app.app.get(BlocksService).block(alice.id, bob.username);
    await app.app.get(BlocksService).block(carol.id, alice.username);
    const reports = app.app.get(ReportsService);
    const report = await reports.report(alice, { matchId: played, messageSeq: rude.seq, reason: 'rude' });
    await reports.report(carol, { username: bob.username, reason: 'spam' });
    await sql(app.database.url, "UPDATE users SET role = 'admin' WHERE id = $1::uuid", [carol.id]);
    await reports.resolve(carol, report.id, 'warned');
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
    // With seat entropy (docs/auditing.md "A deal no one can choose"): the backup keeps the server seed and contributions.
    const resigned = await matches.start(rules('claim'), [bob, alice], bob.id, {
      rated: true,
      entropy: { serverSeed: 'ab'.repeat(32), contributions: ['cd'.repeat(32), null] },
    });
    await matches.resign(bob, resigned);
    // Still running: neither it nor its chat is in the file.
    const running = await startMatch(app, [alice, bob]);
    await chat.send(alice, running, 'not backed up');
    // A finished match listed on a hidden history: match_seats.shown, which the file keeps.
    await sql(app.database.url, 'UPDATE match_seats SET shown = true WHERE match_id = $1::uuid AND seat = 1', [
      resigned,
    ]);
    // An account setting the backup keeps: forced moves played for you (docs/bots.md).
    const forced = await fetch(`${app.baseUrl}/api/me/forced-moves`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${bob.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
    expect(forced.status).toBe(200);
    await clubs(app, players);
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
    const counts = {
      users,
      matches: 3 * IMPORTED_PER_USER + 2,
      chatMessages: 2,
      blocks: 2,
      reports: 2,
      tournaments: 0,
      // Two clubs, a hidden line and another of club chat, club matches in sign-up, running, and finished on a
      // forfeit at its deadline (clubs below).
      clubs: 2,
      clubChatMessages: 2,
      clubMatches: 3,
    };
    // The running match and the running club match's board: not in the file.
    expect(exported).toEqual({ ...counts, skipped: 2 });
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(JSON.parse(lines[0])).toEqual({ kind: 'backup', version: 4 });
    const [{ n: clubLog }] = await rows<{ n: number }>(app.database.url, 'SELECT count(*)::int AS n FROM club_log');
    expect(clubLog).toBeGreaterThan(0);
    expect(lines).toHaveLength(1 + users + 3 * IMPORTED_PER_USER + 2 + 2 + 2 + 2 + 2 + clubLog + 2 + 3);
    const match = JSON.parse(lines[1 + users]) as Record<string, unknown>;
    expect(match).toMatchObject({
      format: 'claim-record/1',
      matchId: expect.any(String),
      headHash: expect.any(String),
    });

    restored = await createTestDatabase();
    // Two players rated in the duel pool by the two rated matches.
    expect(await importAll(restored.url, file)).toEqual({ ...counts, ratings: 2 });
    expect(await bots(restored.url)).toEqual(await bots(app.database.url));
    const forcedMoves = (url: string) =>
      rows<{ username: string }>(url, 'SELECT username FROM users WHERE auto_forced ORDER BY username');
    expect(await forcedMoves(restored.url)).toEqual([{ username: players[1].username }]);
    const [before, after] = [await heads(app.database.url), await heads(restored.url)];
    expect(after.matches).toHaveLength(3 * IMPORTED_PER_USER + 2);
    expect(after).toEqual(before);
    for (const query of KEPT) expect(await rows(restored.url, query)).toEqual(await rows(app.database.url, query));
    expect(await rows(restored.url, 'SELECT text FROM chat_messages ORDER BY created_at')).toEqual([
      { text: 'good luck' },
      { text: 'you will lose' },
    ]);
    expect(await rows(restored.url, 'SELECT count(*)::int AS n FROM ratings')).toEqual([{ n: 2 }]);
    // Club tables row for row; the club log's sequence moved past the restored ids (a new line comes after them).
    for (const query of CLUBS_KEPT) {
      const kept = await rows(app.database.url, query);
      expect(kept.length).toBeGreaterThan(0);
      expect(await rows(restored.url, query)).toEqual(kept);
    }
    expect(
      await rows(
        restored.url,
        'SELECT (SELECT last_value FROM club_log_id_seq) = (SELECT max(id) FROM club_log) AS moved',
      ),
    ).toEqual([{ moved: true }]);
    // The running club match's board, whose match the file does not hold: a server on the restored database
    // starts it afresh under its recorded id (the keeper's repair), between the same players.
    const server = await startTestApp({ database: restored });
    try {
      await server.app.get(ClubMatchesService).repairStarts(50);
      const [board] = await rows<{ id: string }>(
        restored.url,
        `SELECT b.match_id::text AS id FROM club_match_boards b JOIN club_matches m ON m.id = b.club_match_id
         WHERE m.status = 'running'`,
      );
      const started = await server.app.get(MatchesService).load(board.id);
      expect(started.header.seats.map((seat) => seat.userId)).toEqual([players[1].id, players[2].id]);
      // The board won by forfeit at its deadline reads as one from the restored rows (derived, not stored).
      const [forfeited] = await rows<{ id: string }>(
        restored.url,
        "SELECT id::text AS id FROM club_matches WHERE status = 'finished'",
      );
      const closed = await server.app.get(ClubMatchesService).get(forfeited.id);
      expect(closed.board.map((b) => [b.home?.id, b.matchId, b.homePoints, b.forfeit])).toEqual([
        [players[0].id, null, 1, true],
      ]);
    } finally {
      await server.close();
    }
  }, 300_000);

  it('imports a backup of version 1 (no header, no chat, blocks, reports or seat facts)', async () => {
    const old = path.join(dir, 'version-1.ndjson');
    const kept = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((line) => line.kind === undefined || line.kind === 'user')
      .map(({ seatFacts: _facts, ratingOrder: _order, ...line }) => JSON.stringify(line));
    writeFileSync(old, kept.join('\n') + '\n');
    const empty = await createTestDatabase();
    try {
      const users = await userCount(app.database.url);
      expect(await importAll(empty.url, old)).toEqual({
        users,
        matches: 3 * IMPORTED_PER_USER + 2,
        chatMessages: 0,
        blocks: 0,
        reports: 0,
        tournaments: 0,
        clubs: 0,
        clubChatMessages: 0,
        clubMatches: 0,
        ratings: 2,
      });
      expect(await heads(empty.url)).toEqual(await heads(app.database.url));
      expect(await rows(empty.url, 'SELECT count(*)::int AS n FROM chat_messages')).toEqual([{ n: 0 }]);
    } finally {
      await empty.drop();
    }
  }, 300_000);

  it('imports a backup of version 3 (no clubs): accounts and blocks, no club', async () => {
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as Record<string, unknown>);
    const old = path.join(dir, 'version-3.ndjson');
    const kept = lines.filter((line) => line.kind === 'user' || line.kind === 'block');
    writeFileSync(old, [{ kind: 'backup', version: 3 }, ...kept].map((line) => JSON.stringify(line)).join('\n') + '\n');
    const empty = await createTestDatabase();
    try {
      expect(await importAll(empty.url, old)).toMatchObject({
        users: await userCount(app.database.url),
        blocks: 2,
        clubs: 0,
      });
      expect(await rows(empty.url, 'SELECT count(*)::int AS n FROM clubs')).toEqual([{ n: 0 }]);
    } finally {
      await empty.drop();
    }
  });

  it('refuses a backup of a newer version, chat of a match and club lines of a club the file does not hold, writing nothing', async () => {
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const newer = path.join(dir, 'newer.ndjson');
    writeFileSync(newer, [JSON.stringify({ kind: 'backup', version: 5 }), ...lines.slice(1)].join('\n') + '\n');
    const orphan = path.join(dir, 'orphan.ndjson');
    const chatLine = JSON.parse(lines.find((line) => line.includes('"kind":"chat"'))!) as Record<string, unknown>;
    const stray = { ...chatLine, matchId: '00000000-0000-4000-8000-000000000000' };
    writeFileSync(orphan, [...lines, JSON.stringify(stray)].join('\n') + '\n');
    const clubOrphan = path.join(dir, 'club-orphan.ndjson');
    const clubChatLine = JSON.parse(lines.find((line) => line.includes('"kind":"club_chat"'))!) as Record<
      string,
      unknown
    >;
    const strayClub = { ...clubChatLine, clubId: '00000000-0000-4000-8000-000000000000' };
    writeFileSync(clubOrphan, [...lines, JSON.stringify(strayClub)].join('\n') + '\n');
    const empty = await createTestDatabase();
    try {
      await expect(importAll(empty.url, newer)).rejects.toThrow(/line 1: a backup of version 5/);
      await expect(importAll(empty.url, orphan)).rejects.toThrow(/the file holds no such match/);
      await expect(importAll(empty.url, clubOrphan)).rejects.toThrow(/names the club .*which the file does not hold/);
      expect(await userCount(empty.url)).toBe(0);
    } finally {
      await empty.drop();
    }
  });

  it('accounts for every table: in the file, or named in docs/operations.md as left to pg_dump', () => {
    const root = path.join(__dirname, '..', '..');
    const tables = [...readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8').matchAll(/@@map\("(\w+)"\)/g)];
    const docs = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    const left = docs.slice(docs.indexOf('| Not in the file |'));
    const inFile = [
      ...['users', 'matches', 'match_seats', 'match_events', 'chat_messages', 'user_blocks', 'reports'],
      ...['tournaments', 'tournament_events', 'tournament_games'],
      ...[
        'clubs',
        'club_members',
        'club_pending',
        'club_log',
        'club_chat_messages',
        'club_matches',
        'club_match_boards',
      ],
    ];
    const unaccounted = tables.map(([, t]) => t).filter((t) => !inFile.includes(t) && !left.includes(`\`${t}\``));
    expect(unaccounted).toEqual([]);
  });

  it('refuses a database that is not empty', async () => {
    await expect(importAll(restored.url, file)).rejects.toThrow(/needs an empty database/);
  });

  it('refuses a tampered file and writes nothing: a changed event no longer leads to the exported head hash', async () => {
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const target = lines.findIndex((line) => line.includes(`"matchId":"${played}"`) && !line.includes('"kind"'));
    expect(target).toBeGreaterThan(0);
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

/** What the backup keeps beyond the log, compared row for row between the source and the restored database. */
const KEPT = [
  `SELECT match_id, seq, author_id, seat, text, created_at FROM chat_messages
     WHERE match_id IN (SELECT id FROM matches WHERE status = 'finished') ORDER BY match_id, seq`,
  'SELECT blocker_id, blocked_id, created_at FROM user_blocks ORDER BY blocker_id, blocked_id',
  `SELECT id, reporter_id, reported_id, match_id, message_seq, message_text, reason, status, created_at, resolved_at,
          resolved_by_id, resolution FROM reports ORDER BY id`,
  `SELECT s.match_id, s.seat, s.user_id, s.result, s.finished_at, s.shown FROM match_seats s
     JOIN matches m ON m.id = s.match_id AND m.status = 'finished' ORDER BY s.match_id, s.seat`,
  "SELECT id, rating_order FROM matches WHERE status = 'finished' ORDER BY id",
  `SELECT user_id, pool, rating, deviation, volatility, mu, sigma, games, wins, draws, losses FROM ratings
     ORDER BY user_id, pool`,
  `SELECT match_id, head_hash, user_id, pool, result, rating_before, rating_after, deviation_before, deviation_after
     FROM rating_changes ORDER BY match_id, user_id`,
];

/** The club tables, row for row (version 4). */
const CLUBS_KEPT = [
  'SELECT id, name, name_key, description, admission, owner_id, created_at, deleted_at FROM clubs ORDER BY id',
  'SELECT club_id, user_id, role, joined_at FROM club_members ORDER BY club_id, user_id',
  'SELECT club_id, user_id, kind, by_id, created_at FROM club_pending ORDER BY club_id, user_id',
  'SELECT id, club_id, at, action, actor_id, target_id, club_match_id FROM club_log ORDER BY id',
  `SELECT club_id, seq, author_id, text, created_at, hidden_at, hidden_by_id FROM club_chat_messages
     ORDER BY club_id, seq`,
  `SELECT id, club_id, opponent_id, boards, options, rated, status, created_by, created_at, started_at, finished_at,
          sign_up_closes_at FROM club_matches ORDER BY id`,
  `SELECT club_match_id, board, home_id, away_id, match_id, home_points, away_points FROM club_match_boards
     ORDER BY club_match_id, board`,
];

/**
 * Clubs for the file: alice's open club (bob joins; its chat, one line hidden by alice), carol's club by
 * invitation (bob invited, not answered yet), and three club matches of alice's club against carol's: one in
 * sign-up, with a deadline, alice on its one board; one running, bob against carol on its board (carol blocked alice);
 * one finished at its deadline with alice alone on its board (won by forfeit).
 */
async function clubs(app: TestApp, [alice, bob, carol]: RegisteredUser[]): Promise<void> {
  const as = async <T>(who: RegisteredUser, query: string, variables: Record<string, unknown>): Promise<T> => {
    const answer = await gql<T>(app, query, { token: who.token, variables });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  };
  const create = async (who: RegisteredUser, name: string, admission: string) =>
    (
      await as<{ createClub: { id: string } }>(who, 'mutation($i: CreateClubInput!) { createClub(input: $i) { id } }', {
        i: { name, admission },
      })
    ).createClub.id;
  const home = await create(alice, `Backup home ${process.pid}`, 'open');
  const away = await create(carol, `Backup away ${process.pid}`, 'invitation');
  await as(bob, 'mutation($c: ID!) { joinClub(clubId: $c) { role } }', { c: home });
  await as(carol, 'mutation($c: ID!, $u: String!) { inviteToClub(clubId: $c, username: $u) { role } }', {
    c: away,
    u: bob.username,
  });
  await as(alice, 'mutation($c: ID!, $t: String!) { sendClubChatMessage(clubId: $c, text: $t) { seq } }', {
    c: home,
    t: 'welcome',
  });
  const { sendClubChatMessage } = await as<{ sendClubChatMessage: { seq: number } }>(
    bob,
    'mutation($c: ID!, $t: String!) { sendClubChatMessage(clubId: $c, text: $t) { seq } }',
    { c: home, t: 'spam' },
  );
  await as(alice, 'mutation($c: ID!, $s: Int!) { hideClubChatMessage(clubId: $c, seq: $s) }', {
    c: home,
    s: sendClubChatMessage.seq,
  });
  const clubMatch = async (players: RegisteredUser[]): Promise<string> => {
    const { challengeClub } = await as<{ challengeClub: { id: string } }>(
      alice,
      `mutation($c: ID!, $o: ID!, $d: DateTime) {
         challengeClub(clubId: $c, opponentClubId: $o, boards: 1, input: { preset: "claim", daysPerMove: 3 }, signUpClosesAt: $d) { id } }`,
      { c: home, o: away, d: new Date(Date.now() + 86_400_000).toISOString() },
    );
    await as(carol, 'mutation($id: ID!) { answerClubMatch(id: $id, accept: true) { id } }', { id: challengeClub.id });
    for (const p of players)
      await as(p, 'mutation($id: ID!) { signUpForClubMatch(id: $id) { id } }', { id: challengeClub.id });
    return challengeClub.id;
  };
  await clubMatch([alice]);
  await clubMatch([bob, carol]);
  // alice alone on its board when its sign-up closes: her club wins it by forfeit, no match, the club match finishes.
  const forfeited = await clubMatch([alice]);
  const clock = jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + 2 * 86_400_000));
  try {
    await app.app.get(ClubMatchesService).closeSignUp(forfeited);
  } finally {
    clock.mockRestore();
  }
}

async function sql(url: string, text: string, values: unknown[]): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

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
