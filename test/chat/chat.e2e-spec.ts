import http from 'node:http';
import request from 'supertest';
import { Admin } from '../../src/cli/admin';
import { createApiToken, rest, waitFor } from '../api/api-support';
import { challenge, createLobby, dataOf, errorOf } from '../lobbies/lobby-support';
import { start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { connectWs } from '../support/graphql-ws';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const MESSAGE = 'matchId seq author seat text createdAt';
const SEND = `mutation($m: ID!, $t: String!) { sendChatMessage(matchId: $m, text: $t) { ${MESSAGE} } }`;
const LIST = `query($m: ID!, $a: Int, $f: Int) { chatMessages(matchId: $m, after: $a, first: $f) { ${MESSAGE} } }`;
const REPORT = 'id reporter reported matchId messageSeq messageText reason status resolvedBy resolution';

interface Message {
  matchId: string;
  seq: number;
  author: string;
  seat: number;
  text: string;
}

async function send(app: TestApp, user: RegisteredUser, matchId: string, text: string): Promise<Message> {
  return dataOf(
    await gql<{ sendChatMessage: Message }>(app, SEND, { token: user.token, variables: { m: matchId, t: text } }),
  ).sendChatMessage;
}

async function list(app: TestApp, user: RegisteredUser, matchId: string, after = 0): Promise<Message[]> {
  return dataOf(
    await gql<{ chatMessages: Message[] }>(app, LIST, { token: user.token, variables: { m: matchId, a: after } }),
  ).chatMessages;
}

async function codeOf(app: TestApp, query: string, token: string, variables: Record<string, unknown>) {
  const response = await gql(app, query, { token, variables });
  return errorOf(response).extensions;
}

/** Reads SSE messages from `path` until `count` have come; the response is then closed. */
function readSse(app: TestApp, token: string, path: string, count: number, lastEventId?: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, app.baseUrl);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const req = http.get(url, { headers }, (res) => {
      let buffer = '';
      const frames: string[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!frame.startsWith(':')) frames.push(frame);
          if (frames.length === count) {
            req.destroy();
            resolve(frames);
          }
        }
      });
    });
    req.on('error', (error) =>
      error.message.includes('aborted') || error.message.includes('socket hang up') ? undefined : reject(error),
    );
  });
}

describe('chat, blocking and reports (issue 18)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol] = [await registerUser(app), await registerUser(app), await registerUser(app)];
  });
  afterAll(async () => app.close());

  describe('chat per match', () => {
    it('lets the players write, trimmed, and pages the chat oldest first through GraphQL and REST', async () => {
      const matchId = await start(app, [alice, bob], {});
      expect(await send(app, alice, matchId, '  good luck!  ')).toMatchObject({
        matchId,
        seq: 1,
        author: alice.username,
        seat: 0,
        text: 'good luck!',
      });
      const viaRest = await rest(app, bob.token).post(`/api/matches/${matchId}/chat`, { text: 'you too' }).expect(200);
      expect(viaRest.body).toMatchObject({ seq: 2, author: bob.username, seat: 1, text: 'you too' });
      expect((await list(app, bob, matchId)).map((m) => m.text)).toEqual(['good luck!', 'you too']);
      expect((await list(app, bob, matchId, 1)).map((m) => m.seq)).toEqual([2]);
      const page = await rest(app, alice.token).get(`/api/matches/${matchId}/chat?after=0&first=1`).expect(200);
      expect(page.body.map((m: Message) => m.text)).toEqual(['good luck!']);
    });

    it('refuses empty, blank, too long and malformed messages with BAD_USER_INPUT, and stores nothing', async () => {
      const matchId = await start(app, [alice, bob], {});
      for (const text of ['', '   \n\t ', 'x'.repeat(501), 'a\u0000b']) {
        const extensions = await codeOf(app, SEND, alice.token, { m: matchId, t: text });
        expect(extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { text: expect.any(Array) } });
        const viaRest = await rest(app, alice.token).post(`/api/matches/${matchId}/chat`, { text }).expect(400);
        expect(viaRest.body.code).toBe('BAD_USER_INPUT');
      }
      // 500 characters are fine, counted as characters (an emoji is one).
      await send(app, alice, matchId, '🂡'.repeat(500));
      await rest(app, alice.token).post(`/api/matches/${matchId}/chat`, { text: 7 }).expect(400);
      await rest(app, alice.token).post(`/api/matches/${matchId}/chat`, {}).expect(400);
      await rest(app, alice.token).get(`/api/matches/${matchId}/chat?first=0`).expect(400);
      await rest(app, alice.token).get(`/api/matches/${matchId}/chat?after=-1`).expect(400);
      expect(await codeOf(app, LIST, alice.token, { m: matchId, f: 201 })).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(await list(app, alice, matchId)).toHaveLength(1);
      expect(await codeOf(app, SEND, alice.token, { m: 'not-a-match', t: 'hi' })).toEqual({
        code: 'NOT_FOUND',
        entity: 'Match',
      });
      await rest(app, alice.token)
        .post('/api/matches/00000000-0000-4000-8000-000000000000/chat', { text: 'hi' })
        .expect(404);
    });

    it('lets spectators read as the spectator policy lets them watch, and never write', async () => {
      const open = await start(app, [alice, bob], { spectators: 'anyone' });
      const closed = await start(app, [alice, bob], { spectators: 'nobody' });
      await send(app, alice, open, 'hello table');
      await send(app, alice, closed, 'just us');
      expect((await list(app, carol, open)).map((m) => m.text)).toEqual(['hello table']);
      expect(await codeOf(app, SEND, carol.token, { m: open, t: 'hi' })).toEqual({ code: 'FORBIDDEN' });
      await rest(app, carol.token).post(`/api/matches/${open}/chat`, { text: 'hi' }).expect(403);
      expect(await codeOf(app, LIST, carol.token, { m: closed })).toEqual({ code: 'FORBIDDEN' });
      await rest(app, carol.token).get(`/api/matches/${closed}/chat`).expect(403);
      // Without a token, where the players let anyone watch, the watch page reads the chat too (issue 28);
      // a visitor still never writes, and a match for signed-in spectators asks them to sign in.
      const visitorPage = await request(app.baseUrl).get(`/api/matches/${open}/chat`).expect(200);
      expect(visitorPage.body.map((m: Message) => m.text)).toEqual(['hello table']);
      const visitorList = await gql<{ chatMessages: Message[] }>(app, LIST, { variables: { m: open } });
      expect(dataOf(visitorList).chatMessages.map((m) => m.text)).toEqual(['hello table']);
      await request(app.baseUrl).get(`/api/matches/${closed}/chat`).expect(403);
      await request(app.baseUrl).post(`/api/matches/${open}/chat`).send({ text: 'hi' }).expect(401);
      const members = await start(app, [alice, bob], { spectators: 'signed_in' });
      expect(errorOf(await gql(app, LIST, { variables: { m: members } })).extensions).toEqual({
        code: 'UNAUTHENTICATED',
      });
    });

    it('shows every message to the whole table of a 4-player match, partners and opponents alike', async () => {
      const dave = await registerUser(app);
      const matchId = await start(app, [alice, bob, carol, dave], {});
      const sent = await send(app, carol, matchId, 'partner, lead low');
      for (const reader of [alice, bob, dave]) expect(await list(app, reader, matchId)).toEqual([sent]);
      const heard = async (user: RegisteredUser) =>
        dataOf(
          await gql<{
            myNotifications: { kind: string; matchId: string; from: string; seat: number; messageSeq: number }[];
          }>(app, 'query { myNotifications(first: 500) { kind matchId from seat messageSeq } }', { token: user.token }),
        ).myNotifications.filter((n) => n.kind === 'CHAT' && n.matchId === matchId);
      for (const reader of [alice, bob, dave])
        expect(await heard(reader)).toEqual([{ kind: 'CHAT', matchId, from: carol.username, seat: 2, messageSeq: 1 }]);
      expect(await heard(carol)).toEqual([]);
    });

    it('sends the chat live over graphql-ws (after: replays first) and as Server-Sent Events (Last-Event-ID resumes)', async () => {
      const matchId = await start(app, [alice, bob], {});
      await send(app, alice, matchId, 'one');
      const client = connectWs(app, { token: bob.token });
      const got: string[] = [];
      const done = new Promise<void>((resolve, reject) => {
        client.subscribe<{ chatMessageAdded: Message }>(
          {
            query: `subscription($m: ID!) { chatMessageAdded(matchId: $m, after: 0) { ${MESSAGE} } }`,
            variables: { m: matchId },
          },
          {
            next: (result) => {
              if (result.errors) reject(new Error(JSON.stringify(result.errors)));
              got.push(result.data!.chatMessageAdded.text);
              if (got.length === 3) resolve();
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      await waitFor(() => got.length === 1);
      const sse = readSse(app, alice.token, `/api/matches/${matchId}/chat/stream?after=0`, 3);
      await send(app, bob, matchId, 'two');
      await send(app, alice, matchId, 'three');
      await done;
      expect(got).toEqual(['one', 'two', 'three']);
      const frames = await sse;
      expect(frames.map((f) => f.split('\n')[0])).toEqual(['id: 1', 'id: 2', 'id: 3']);
      expect(JSON.parse(frames[2].split('\n')[1].slice('data: '.length))).toMatchObject({ seq: 3, text: 'three' });
      const resumed = await readSse(app, alice.token, `/api/matches/${matchId}/chat/stream`, 1, '2');
      expect(resumed[0].startsWith('id: 3\n')).toBe(true);
      await client.dispose();
    });

    it('pushes CHAT by default and does not mail it', async () => {
      const prefs = dataOf(
        await gql<{ notificationPreferences: { emailKinds: string[]; pushKinds: string[] } }>(
          app,
          'query { notificationPreferences { emailKinds pushKinds } }',
          { token: carol.token },
        ),
      ).notificationPreferences;
      expect(prefs.pushKinds).toContain('CHAT');
      expect(prefs.emailKinds).not.toContain('CHAT');
    });
  });

  describe('blocking', () => {
    it('hides a blocked player’s messages (list and live), their notices, lobbies and challenges, until unblocked', async () => {
      const [eve, frank] = [await registerUser(app), await registerUser(app)];
      const matchId = await start(app, [eve, frank], { spectators: 'anyone' });
      const lobby = dataOf(await createLobby(app, frank.token, { preset: 'claim' })).createLobby;
      const block = await gql<{ blockUser: { username: string; isBot: boolean } }>(
        app,
        'mutation($u: String!) { blockUser(username: $u) { username isBot since } }',
        { token: eve.token, variables: { u: frank.username.toUpperCase() } },
      );
      expect(dataOf(block).blockUser).toMatchObject({ username: frank.username, isBot: false });
      // Live: eve's subscription skips frank's line and still gets the next of her own.
      const client = connectWs(app, { token: eve.token });
      const live: string[] = [];
      client.subscribe<{ chatMessageAdded: Message }>(
        {
          // after: 0, so that no message falls before the subscription is in place
          query: `subscription($m: ID!) { chatMessageAdded(matchId: $m, after: 0) { ${MESSAGE} } }`,
          variables: { m: matchId },
        },
        {
          next: (r) => live.push(r.data?.chatMessageAdded.text ?? JSON.stringify(r.errors)),
          error: () => undefined,
          complete: () => undefined,
        },
      );
      await send(app, frank, matchId, 'you are bad');
      await send(app, eve, matchId, 'bye');
      await waitFor(() => live.length >= 1);
      expect(live).toEqual(['bye']);
      await client.dispose();

      expect((await list(app, eve, matchId)).map((m) => m.text)).toEqual(['bye']);
      expect((await list(app, frank, matchId)).map((m) => m.text)).toEqual(['you are bad', 'bye']);
      const eveHeard = dataOf(
        await gql<{ myNotifications: { kind: string; matchId: string }[] }>(
          app,
          'query { myNotifications(first: 500) { kind matchId } }',
          {
            token: eve.token,
          },
        ),
      ).myNotifications.filter((n) => n.kind === 'CHAT');
      expect(eveHeard).toEqual([]);

      const lobbies = async (token: string) =>
        dataOf(
          await gql<{ openLobbies: { id: string }[] }>(app, 'query { openLobbies(first: 100) { id } }', { token }),
        ).openLobbies.map((l) => l.id);
      expect(await lobbies(eve.token)).not.toContain(lobby.id);
      expect(await lobbies(carol.token)).toContain(lobby.id);
      const restLobbies = await rest(app, eve.token).get('/api/lobbies?first=100').expect(200);
      expect(restLobbies.body.map((l: { id: string }) => l.id)).not.toContain(lobby.id);

      expect(errorOf(await challenge(app, frank.token, eve.username, { preset: 'claim' })).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'BLOCKED',
      });
      // Eve may still challenge frank: the block is hers.
      dataOf(await challenge(app, eve.token, frank.username, { preset: 'claim' }));

      const blocked = await rest(app, eve.token).get('/api/blocks').expect(200);
      expect(blocked.body).toEqual([{ username: frank.username, isBot: false, since: expect.any(String) }]);
      const unblock = await gql<{ unblockUser: boolean }>(app, 'mutation($u: String!) { unblockUser(username: $u) }', {
        token: eve.token,
        variables: { u: frank.username },
      });
      expect(dataOf(unblock).unblockUser).toBe(true);
      expect((await list(app, eve, matchId)).map((m) => m.text)).toEqual(['you are bad', 'bye']);
      expect(await lobbies(eve.token)).toContain(lobby.id);
      dataOf(await challenge(app, frank.token, eve.username, { preset: 'claim' }));
      await request(app.baseUrl)
        .delete(`/api/blocks/${frank.username}`)
        .set('authorization', `Bearer ${eve.token}`)
        .expect(200, []);
      await request(app.baseUrl)
        .put(`/api/blocks/${frank.username}`)
        .set('authorization', `Bearer ${eve.token}`)
        .expect(200);
    });

    it('refuses blocking oneself or nobody, with stable codes', async () => {
      const BLOCK = 'mutation($u: String!) { blockUser(username: $u) { username } }';
      expect(await codeOf(app, BLOCK, alice.token, { u: alice.username })).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(await codeOf(app, BLOCK, alice.token, { u: 'nobody-at-all' })).toEqual({
        code: 'NOT_FOUND',
        entity: 'User',
      });
      await request(app.baseUrl)
        .put('/api/blocks/nobody-at-all')
        .set('authorization', `Bearer ${alice.token}`)
        .expect(404);
      expect(
        await codeOf(app, 'mutation($u: String!) { unblockUser(username: $u) }', alice.token, { u: 'x\u0000' }),
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    });
  });

  describe('reports', () => {
    let admin: RegisteredUser;

    beforeAll(async () => {
      const cli = new Admin(app.database.url);
      try {
        await cli.createAdmin('chat-admin', 'a long and unusual passphrase');
      } finally {
        await cli.close();
      }
      const login = await gql<{ login: { accessToken: string; user: { id: string } } }>(
        app,
        'mutation { login(input: { username: "chat-admin", password: "a long and unusual passphrase" }) { accessToken user { id } } }',
      );
      const { accessToken, user } = dataOf(login).login;
      admin = { id: user.id, username: 'chat-admin', password: '', token: accessToken };
    });

    it('files reports of a message and of a player; admins list and resolve them; others may not', async () => {
      const matchId = await start(app, [alice, bob], { spectators: 'nobody' });
      const rude = await send(app, bob, matchId, 'something rude');
      const filed = await gql<{ report: Record<string, unknown> }>(
        app,
        `mutation($i: ReportInput!) { report(input: $i) { ${REPORT} } }`,
        {
          token: alice.token,
          variables: { i: { matchId, messageSeq: rude.seq, reason: '  insults  ' } },
        },
      );
      const byMessage = dataOf(filed).report;
      expect(byMessage).toMatchObject({
        reporter: alice.username,
        reported: bob.username,
        matchId,
        messageSeq: 1,
        messageText: 'something rude',
        reason: 'insults',
        status: 'open',
        resolvedBy: null,
      });
      const byPlayer = await rest(app, carol.token)
        .post('/api/reports', { username: bob.username, reason: 'cheats' })
        .expect(200);
      expect(byPlayer.body).toMatchObject({
        reporter: carol.username,
        reported: bob.username,
        matchId: null,
        status: 'open',
      });

      const again = await rest(app, alice.token)
        .post('/api/reports', { matchId, messageSeq: 1, reason: 'again' })
        .expect(409);
      expect(again.body).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_REPORTED' });
      // Carol may not read that match's chat, so she cannot report its messages (nor learn them).
      const unseen = await rest(app, carol.token)
        .post('/api/reports', { matchId, messageSeq: 1, reason: 'x' })
        .expect(403);
      expect(unseen.body.code).toBe('FORBIDDEN');
      for (const body of [
        { reason: 'no target' },
        { username: bob.username, matchId, messageSeq: 1, reason: 'both' },
        { username: bob.username, reason: '   ' },
        { username: alice.username, reason: 'myself' },
        { matchId, reason: 'no seq' },
      ])
        expect((await rest(app, alice.token).post('/api/reports', body).expect(400)).body.code).toBe('BAD_USER_INPUT');
      await rest(app, alice.token).post('/api/reports', { matchId, messageSeq: 99, reason: 'gone' }).expect(404);

      const OPEN = `query { openReports(first: 50) { ${REPORT} } }`;
      expect(await codeOf(app, OPEN, alice.token, {})).toEqual({ code: 'FORBIDDEN' });
      await rest(app, alice.token).get('/api/admin/reports').expect(403);
      const token = await createApiToken(app, admin.token, ['MATCH_READ', 'LOBBY']);
      await rest(app, token.secret).get('/api/admin/reports').expect(403);

      const queue = dataOf(await gql<{ openReports: { id: string }[] }>(app, OPEN, { token: admin.token })).openReports;
      expect(queue.map((r) => r.id)).toEqual([byMessage.id, byPlayer.body.id]);
      const page = await rest(app, admin.token)
        .get(`/api/admin/reports?first=1&after=${byMessage.id as string}`)
        .expect(200);
      expect(page.body.map((r: { id: string }) => r.id)).toEqual([byPlayer.body.id]);

      const RESOLVE = `mutation($id: ID!, $n: String!) { resolveReport(id: $id, note: $n) { ${REPORT} } }`;
      const resolved = await gql<{ resolveReport: Record<string, unknown> }>(app, RESOLVE, {
        token: admin.token,
        variables: { id: byMessage.id, n: 'warned bob' },
      });
      expect(dataOf(resolved).resolveReport).toMatchObject({
        status: 'resolved',
        resolvedBy: 'chat-admin',
        resolution: 'warned bob',
      });
      expect(await codeOf(app, RESOLVE, admin.token, { id: byMessage.id, n: 'twice' })).toEqual({
        code: 'CONFLICT',
        reason: 'REPORT_RESOLVED',
      });
      expect(await codeOf(app, RESOLVE, admin.token, { id: byPlayer.body.id, n: ' ' })).toMatchObject({
        code: 'BAD_USER_INPUT',
      });
      expect(await codeOf(app, RESOLVE, admin.token, { id: 'nope', n: 'x' })).toEqual({
        code: 'NOT_FOUND',
        entity: 'Report',
      });
      expect(await codeOf(app, RESOLVE, alice.token, { id: byPlayer.body.id, n: 'x' })).toEqual({ code: 'FORBIDDEN' });
      await rest(app, admin.token)
        .post(`/api/admin/reports/${byPlayer.body.id as string}/resolve`, { note: 'no cheating found' })
        .expect(200);
      expect(dataOf(await gql<{ openReports: unknown[] }>(app, OPEN, { token: admin.token })).openReports).toEqual([]);
      // Once resolved, the same report may be filed again.
      await rest(app, alice.token).post('/api/reports', { matchId, messageSeq: 1, reason: 'still rude' }).expect(200);
    });
  });
});
