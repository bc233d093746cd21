import request from 'supertest';
import { Admin } from '../../src/cli/admin';
import { PrismaService } from '../../src/database/prisma.service';
import { rest, waitFor } from '../api/api-support';
import { dataOf, errorOf } from '../lobbies/lobby-support';
import { start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { connectWs } from '../support/graphql-ws';
import { CLUB_CHAT_MESSAGE_FIELDS, CLUB_FIELDS, CLUB_LOG_ENTRY_FIELDS, REPORT_FIELDS } from '../support/schema-fields';
import { openStream } from '../support/sse-stream';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

/**
 * A club's chat (issue 31, docs/players.md "Club chat") through real PostgreSQL, HTTP, graphql-ws and SSE: its
 * members write and read, nobody else (CONFLICT NOT_A_CLUB_MEMBER, nothing stored); the match chat's rules hold
 * (length, blocks, reports to the same queue; the rate limit is test/chat/chat-rate-limit's); its admins hide a
 * line and the club's log says so; the chat is live for another member; every bad field is named.
 */
const SEND = `mutation($c: ID!, $t: String!) { sendClubChatMessage(clubId: $c, text: $t) { ${CLUB_CHAT_MESSAGE_FIELDS} } }`;
const LIST = `query($c: ID!, $a: Int, $f: Int) { clubChatMessages(clubId: $c, after: $a, first: $f) { ${CLUB_CHAT_MESSAGE_FIELDS} } }`;
const HIDE = 'mutation($c: ID!, $s: Int!) { hideClubChatMessage(clubId: $c, seq: $s) }';
const REPORT = `mutation($i: ReportInput!) { report(input: $i) { ${REPORT_FIELDS} } }`;

interface Line {
  clubId: string;
  seq: number;
  author: string;
  text: string;
}

describe('club chat (issue 31)', () => {
  let app: TestApp;
  let ann: RegisteredUser;
  let bob: RegisteredUser;
  let cat: RegisteredUser;
  let out: RegisteredUser;
  let clubId: string;

  const call = (who: RegisteredUser, query: string, variables: Record<string, unknown>) =>
    gql<Record<string, unknown>>(app, query, { token: who.token, variables });
  const send = async (who: RegisteredUser, text: string, club = clubId): Promise<Line> =>
    dataOf(await gql<{ sendClubChatMessage: Line }>(app, SEND, { token: who.token, variables: { c: club, t: text } }))
      .sendClubChatMessage;
  const list = async (who: RegisteredUser, after = 0, club = clubId): Promise<Line[]> =>
    dataOf(await gql<{ clubChatMessages: Line[] }>(app, LIST, { token: who.token, variables: { c: club, a: after } }))
      .clubChatMessages;
  const codeOf = async (who: RegisteredUser, query: string, variables: Record<string, unknown>) =>
    errorOf(await call(who, query, variables)).extensions;
  const del = (who: RegisteredUser, path: string) =>
    request(app.baseUrl).delete(path).set('authorization', `Bearer ${who.token}`);
  const stored = () => app.app.get(PrismaService).clubChatMessage.count({ where: { clubId } });

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_TIMEOUT_SWEEP: '0' } });
    [ann, bob, cat, out] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    const created = await gql<{ createClub: { id: string } }>(
      app,
      `mutation($i: CreateClubInput!) { createClub(input: $i) { ${CLUB_FIELDS} } }`,
      { token: ann.token, variables: { i: { name: `Talkers ${process.pid}`, admission: 'open' } } },
    );
    clubId = dataOf(created).createClub.id;
    for (const member of [bob, cat])
      dataOf(await call(member, 'mutation($c: ID!) { joinClub(clubId: $c) { role } }', { c: clubId }));
  }, 60_000);
  afterAll(async () => app.close());

  it('lets members write, trimmed, and read oldest first through GraphQL and REST', async () => {
    const first = await send(ann, '  welcome, all  ');
    expect(first).toMatchObject({ clubId, author: ann.username, text: 'welcome, all' });
    const viaRest = await rest(app, bob.token).post(`/api/clubs/${clubId}/chat`, { text: 'thanks!' }).expect(200);
    expect(viaRest.body).toMatchObject({ clubId, seq: first.seq + 1, author: bob.username, text: 'thanks!' });
    expect((await list(cat)).slice(-2).map((l) => l.text)).toEqual(['welcome, all', 'thanks!']);
    expect((await list(cat, first.seq)).map((l) => l.seq)).toEqual([first.seq + 1]);
    const page = await rest(app, cat.token)
      .get(`/api/clubs/${clubId}/chat?after=${first.seq - 1}&first=1`)
      .expect(200);
    expect(page.body.map((l: Line) => l.text)).toEqual(['welcome, all']);
  });

  it('refuses non-members with CONFLICT NOT_A_CLUB_MEMBER on every door, and stores nothing', async () => {
    await send(ann, 'members only here');
    const before = await stored();
    expect(await codeOf(out, SEND, { c: clubId, t: 'let me in' })).toEqual({
      code: 'CONFLICT',
      reason: 'NOT_A_CLUB_MEMBER',
    });
    expect(await codeOf(out, LIST, { c: clubId })).toEqual({ code: 'CONFLICT', reason: 'NOT_A_CLUB_MEMBER' });
    const viaRest = await rest(app, out.token).post(`/api/clubs/${clubId}/chat`, { text: 'let me in' }).expect(409);
    expect(viaRest.body).toMatchObject({ code: 'CONFLICT', reason: 'NOT_A_CLUB_MEMBER' });
    await rest(app, out.token).get(`/api/clubs/${clubId}/chat`).expect(409);
    const stream = await openStream(app, out.token, `/api/clubs/${clubId}/chat/stream?after=0`);
    stream.close();
    expect(stream.status).toBe(409);
    // A member who leaves is a non-member again.
    const leaver = await registerUser(app);
    dataOf(await call(leaver, 'mutation($c: ID!) { joinClub(clubId: $c) { role } }', { c: clubId }));
    await send(leaver, 'hello and goodbye');
    dataOf(await call(leaver, 'mutation($c: ID!) { leaveClub(clubId: $c) }', { c: clubId }));
    expect(await codeOf(leaver, LIST, { c: clubId })).toEqual({ code: 'CONFLICT', reason: 'NOT_A_CLUB_MEMBER' });
    expect(await stored()).toBe(before + 1);
    // No such club, and no token at all.
    expect(await codeOf(ann, SEND, { c: '00000000-0000-4000-8000-000000000000', t: 'hi' })).toEqual({
      code: 'NOT_FOUND',
      entity: 'Club',
    });
    await request(app.baseUrl).get(`/api/clubs/${clubId}/chat`).expect(401);
  });

  it('names every bad field (text, after, first, clubId, seq) and changes nothing', async () => {
    const before = await stored();
    for (const text of ['', '   \n\t ', 'x'.repeat(501), 'a\u0000b']) {
      expect(await codeOf(bob, SEND, { c: clubId, t: text })).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { text: expect.any(Array) },
      });
      const viaRest = await rest(app, bob.token).post(`/api/clubs/${clubId}/chat`, { text }).expect(400);
      expect(viaRest.body.code).toBe('BAD_USER_INPUT');
    }
    await rest(app, bob.token).post(`/api/clubs/${clubId}/chat`, { text: 7 }).expect(400);
    await rest(app, bob.token).post(`/api/clubs/${clubId}/chat`, {}).expect(400);
    expect(await codeOf(bob, LIST, { c: clubId, f: 0 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: expect.any(Array) },
    });
    expect(await codeOf(bob, LIST, { c: clubId, f: 201 })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await codeOf(bob, LIST, { c: clubId, a: -1 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: expect.any(Array) },
    });
    await rest(app, bob.token).get(`/api/clubs/${clubId}/chat?first=0`).expect(400);
    await rest(app, bob.token).get(`/api/clubs/${clubId}/chat?after=-1`).expect(400);
    await rest(app, bob.token).get(`/api/clubs/${clubId}/chat?after=x`).expect(400);
    expect(await codeOf(bob, SEND, { c: 'not-a-club', t: 'hi' })).toEqual({ code: 'NOT_FOUND', entity: 'Club' });
    await rest(app, bob.token).post('/api/clubs/not-a-club/chat', { text: 'hi' }).expect(404);
    expect(await codeOf(ann, HIDE, { c: clubId, s: 0 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { seq: expect.any(Array) },
    });
    expect((await del(ann, `/api/clubs/${clubId}/chat/abc`).expect(400)).body.code).toBe('BAD_USER_INPUT');
    // Numbers past the seq column's range are bad input too, not a failed query (the match chat's as well).
    await rest(app, bob.token).get(`/api/clubs/${clubId}/chat?after=99999999999`).expect(400);
    await rest(app, bob.token).get(`/api/clubs/${clubId}/chat/stream?after=99999999999`).expect(400);
    const matchId = await start(app, [ann, bob], {});
    await rest(app, bob.token).get(`/api/matches/${matchId}/chat?after=99999999999`).expect(400);
    expect((await del(ann, `/api/clubs/${clubId}/chat/2147483648`).expect(400)).body.fields).toEqual({
      seq: [expect.any(String)],
    });
    const tooFar = await rest(app, bob.token).post('/api/reports', { clubId, messageSeq: 99999999999, reason: 'x' });
    expect(tooFar.status).toBe(404);
    // 500 characters are fine, counted as characters (an emoji is one).
    await send(bob, '🂡'.repeat(500));
    expect(await stored()).toBe(before + 1);
  });

  it('never shows a member the lines of someone they blocked (list and live), until they unblock', async () => {
    const [eve, fred] = [await registerUser(app), await registerUser(app)];
    for (const member of [eve, fred])
      dataOf(await call(member, 'mutation($c: ID!) { joinClub(clubId: $c) { role } }', { c: clubId }));
    dataOf(await call(eve, 'mutation($u: String!) { blockUser(username: $u) { username } }', { u: fred.username }));
    const from = (await list(ann)).at(-1)?.seq ?? 0;
    const client = connectWs(app, { token: eve.token });
    const live: string[] = [];
    client.subscribe<{ clubChatMessageAdded: Line }>(
      {
        query: `subscription($c: ID!, $a: Int) { clubChatMessageAdded(clubId: $c, after: $a) { ${CLUB_CHAT_MESSAGE_FIELDS} } }`,
        variables: { c: clubId, a: from },
      },
      {
        next: (r) => live.push(r.data?.clubChatMessageAdded.text ?? JSON.stringify(r.errors)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await send(fred, 'eve is bad at this');
    await send(ann, 'be kind');
    await waitFor(() => live.length >= 1);
    expect(live).toEqual(['be kind']);
    await client.dispose();
    expect((await list(eve, from)).map((l) => l.text)).toEqual(['be kind']);
    expect((await list(ann, from)).map((l) => l.text)).toEqual(['eve is bad at this', 'be kind']);
    dataOf(await call(eve, 'mutation($u: String!) { unblockUser(username: $u) }', { u: fred.username }));
    expect((await list(eve, from)).map((l) => l.text)).toEqual(['eve is bad at this', 'be kind']);
  });

  it('sends the chat live to another member over graphql-ws and SSE (Last-Event-ID resumes)', async () => {
    const from = (await list(ann)).at(-1)?.seq ?? 0;
    const client = connectWs(app, { token: cat.token });
    const got: Line[] = [];
    client.subscribe<{ clubChatMessageAdded: Line }>(
      {
        query: `subscription($c: ID!, $a: Int) { clubChatMessageAdded(clubId: $c, after: $a) { ${CLUB_CHAT_MESSAGE_FIELDS} } }`,
        variables: { c: clubId, a: from },
      },
      { next: (r) => got.push(r.data!.clubChatMessageAdded), error: () => undefined, complete: () => undefined },
    );
    const sse = await openStream(app, cat.token, `/api/clubs/${clubId}/chat/stream?after=${from}`);
    expect(sse.status).toBe(200);
    await send(ann, 'live one');
    await send(bob, 'live two');
    await waitFor(() => got.length === 2 && sse.received.length === 2);
    expect(got.map((l) => [l.author, l.text])).toEqual([
      [ann.username, 'live one'],
      [bob.username, 'live two'],
    ]);
    expect(sse.received.map((e) => e.id)).toEqual([String(from + 1), String(from + 2)]);
    expect(JSON.parse(sse.received[1].data)).toMatchObject({ clubId, seq: from + 2, text: 'live two' });
    sse.close();
    await client.dispose();
    const resumed = await openStream(app, cat.token, `/api/clubs/${clubId}/chat/stream`, {
      'last-event-id': String(from + 1),
    });
    await waitFor(() => resumed.received.length === 1);
    expect(resumed.received[0].id).toBe(String(from + 2));
    resumed.close();
  });

  it('ends a live chat for a member removed from the club: they read nothing after', async () => {
    const gil = await registerUser(app);
    dataOf(await call(gil, 'mutation($c: ID!) { joinClub(clubId: $c) { role } }', { c: clubId }));
    const from = (await list(ann)).at(-1)?.seq ?? 0;
    const client = connectWs(app, { token: gil.token });
    const got: string[] = [];
    let completed = false;
    client.subscribe<{ clubChatMessageAdded: Line }>(
      {
        query: `subscription($c: ID!, $a: Int) { clubChatMessageAdded(clubId: $c, after: $a) { ${CLUB_CHAT_MESSAGE_FIELDS} } }`,
        variables: { c: clubId, a: from },
      },
      {
        next: (r) => got.push(r.data?.clubChatMessageAdded.text ?? JSON.stringify(r.errors)),
        error: () => undefined,
        complete: () => (completed = true),
      },
    );
    await send(ann, 'while you are here');
    await waitFor(() => got.length === 1);
    dataOf(
      await call(ann, 'mutation($c: ID!, $u: String!) { removeClubMember(clubId: $c, username: $u) }', {
        c: clubId,
        u: gil.username,
      }),
    );
    await send(ann, 'after you left');
    await waitFor(() => completed);
    expect(got).toEqual(['while you are here']);
    await client.dispose();
  });

  it('lets members report a line to the same queue as match chat reports; others may not', async () => {
    const cli = new Admin(app.database.url);
    try {
      await cli.createAdmin('club-chat-admin', 'a long and unusual passphrase');
    } finally {
      await cli.close();
    }
    const login = await gql<{ login: { accessToken: string } }>(
      app,
      'mutation { login(input: { username: "club-chat-admin", password: "a long and unusual passphrase" }) { accessToken } }',
    );
    const adminToken = dataOf(login).login.accessToken;
    const rude = await send(bob, 'something rude');
    const filed = dataOf(
      await gql<{ report: Record<string, unknown> }>(app, REPORT, {
        token: cat.token,
        variables: { i: { clubId, messageSeq: rude.seq, reason: ' insults ' } },
      }),
    ).report;
    expect(filed).toMatchObject({
      reporter: cat.username,
      reported: bob.username,
      clubId,
      matchId: null,
      messageSeq: rude.seq,
      messageText: 'something rude',
      reason: 'insults',
      status: 'open',
    });
    // A match chat report beside it: one queue for both.
    const matchId = await start(app, [ann, bob], {});
    const sent = await gql<{ sendChatMessage: { seq: number } }>(
      app,
      'mutation($m: ID!) { sendChatMessage(matchId: $m, text: "gg") { seq } }',
      { token: bob.token, variables: { m: matchId } },
    );
    await rest(app, ann.token)
      .post('/api/reports', { matchId, messageSeq: dataOf(sent).sendChatMessage.seq, reason: 'spam' })
      .expect(200);
    const queue = dataOf(
      await gql<{ openReports: { clubId: string | null; matchId: string | null }[] }>(
        app,
        `query { openReports(first: 50) { ${REPORT_FIELDS} } }`,
        { token: adminToken },
      ),
    ).openReports;
    expect(queue.map((r) => [r.clubId, r.matchId])).toEqual([
      [clubId, null],
      [null, matchId],
    ]);
    const again = await rest(app, cat.token)
      .post('/api/reports', { clubId, messageSeq: rude.seq, reason: 'again' })
      .expect(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_REPORTED' });
    // A non-member cannot read the line, so cannot report it (nor learn it).
    const unseen = await rest(app, out.token).post('/api/reports', { clubId, messageSeq: rude.seq, reason: 'x' });
    expect(unseen.status).toBe(409);
    expect(unseen.body).toMatchObject({ code: 'CONFLICT', reason: 'NOT_A_CLUB_MEMBER' });
    for (const body of [
      { clubId, reason: 'no seq' },
      { clubId, matchId, messageSeq: 1, reason: 'both' },
      { clubId, messageSeq: rude.seq, username: bob.username, reason: 'and a player' },
      { clubId, messageSeq: rude.seq, reason: '   ' },
    ])
      expect((await rest(app, ann.token).post('/api/reports', body).expect(400)).body.code).toBe('BAD_USER_INPUT');
    const gone = await rest(app, ann.token).post('/api/reports', { clubId, messageSeq: 9999, reason: 'gone' });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'NOT_FOUND', entity: 'ClubChatMessage' });
  });

  it("lets the club's admins hide a line, logged in the club's log; members may not", async () => {
    const spam = await send(cat, 'buy cheap cards');
    const kept = await send(bob, 'a fine line');
    expect(await codeOf(bob, HIDE, { c: clubId, s: spam.seq })).toEqual({ code: 'FORBIDDEN' });
    await del(out, `/api/clubs/${clubId}/chat/${spam.seq}`).expect(403);
    expect((await list(bob, spam.seq - 1)).map((l) => l.seq)).toEqual([spam.seq, kept.seq]);

    expect(dataOf(await call(ann, HIDE, { c: clubId, s: spam.seq })).hideClubChatMessage).toBe(true);
    expect((await list(bob, spam.seq - 1)).map((l) => l.seq)).toEqual([kept.seq]);
    expect((await del(ann, `/api/clubs/${clubId}/chat/${spam.seq}`).expect(200)).body).toEqual({
      hidden: false,
    });
    expect(await codeOf(ann, HIDE, { c: clubId, s: 9999 })).toEqual({ code: 'NOT_FOUND', entity: 'ClubChatMessage' });
    // An admin (not only the owner) hides too, by REST.
    dataOf(
      await call(
        ann,
        'mutation($c: ID!, $u: String!) { setClubRole(clubId: $c, username: $u, role: admin) { role } }',
        {
          c: clubId,
          u: bob.username,
        },
      ),
    );
    expect((await del(bob, `/api/clubs/${clubId}/chat/${kept.seq}`).expect(200)).body).toEqual({
      hidden: true,
    });
    const log = dataOf(
      await gql<{ clubLog: { action: string; actor: string; target: string }[] }>(
        app,
        `query($c: ID!) { clubLog(clubId: $c, first: 5) { ${CLUB_LOG_ENTRY_FIELDS} } }`,
        { token: cat.token, variables: { c: clubId } },
      ),
    ).clubLog.filter((e) => e.action === 'MESSAGE_HIDDEN');
    expect(log.map((e) => [e.actor, e.target])).toEqual([
      [bob.username, bob.username],
      [ann.username, cat.username],
    ]);
    // A hidden line cannot be reported any more: nobody reads it.
    const report = await rest(app, ann.token).post('/api/reports', { clubId, messageSeq: spam.seq, reason: 'spam' });
    expect(report.status).toBe(404);
  });
});
