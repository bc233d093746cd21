import type { Response as AgentResponse } from 'superagent';
import request from 'supertest';
import { verifyRecord } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { playOut, start } from './social-support';

interface Archived {
  id: string;
  status: string;
  rated: boolean;
  seats: { seat: number; username: string; result: string | null }[];
  headHash: string;
  finishedAt: string | null;
}

const ARCHIVED_FIELDS = 'id status rated headHash finishedAt seats { seat username result }';

/** Issue 18: the public archive (no token), search with paging, the NDJSON export, profiles and who may watch. */
describe('public archive, profiles and spectator policies', () => {
  let app: TestApp;
  let ann: RegisteredUser;
  let bob: RegisteredUser;
  let cat: RegisteredUser;
  let eve: RegisteredUser;
  const finished: string[] = [];
  let hidden: string;
  let running: string;

  beforeAll(async () => {
    app = await startTestApp();
    [ann, bob, cat, eve] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    // Five finished public matches (ann–bob rated, ann–cat casual, …), one finished private one, one running.
    const pairs: [RegisteredUser, RegisteredUser, boolean][] = [
      [ann, bob, true],
      [ann, cat, false],
      [bob, cat, true],
      [ann, bob, false],
      [cat, ann, true],
    ];
    for (const [i, [a, b, rated]] of pairs.entries()) {
      const id = await start(app, [a, b], { rated });
      await playOut(app, id, [a, b], 10 + i);
      finished.push(id);
    }
    hidden = await start(app, [ann, bob], { spectators: 'nobody' });
    await playOut(app, hidden, [ann, bob], 20);
    running = await start(app, [ann, bob], {});
    await playOut(app, running, [ann, bob], 21, 3);
  }, 120_000);
  afterAll(async () => app.close());

  const search = async (filter: Record<string, unknown>, first = 50, after?: string) => {
    const answer = await gql<{ archivedMatches: Archived[] }>(
      app,
      `query($f: ArchiveFilterInput, $n: Int!, $a: ID) { archivedMatches(filter: $f, first: $n, after: $a) { ${ARCHIVED_FIELDS} } }`,
      { variables: { f: filter, n: first, a: after } },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.archivedMatches;
  };

  it('lists finished public matches newest finished first, without a token; private and running matches are not in it', async () => {
    const all = await search({});
    expect(all.map((m) => m.id)).toEqual([...finished].reverse());
    expect(all.every((m) => m.status === 'finished' && m.finishedAt !== null)).toBe(true);
    for (const m of all)
      expect(m.seats.map((s) => s.result).sort()).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('filters by player, opponent, result, rated and date range, and pages with `after`', async () => {
    const anns = await search({ player: ann.username });
    expect(anns.map((m) => m.id)).toEqual([finished[4], finished[3], finished[1], finished[0]]);
    expect((await search({ player: ann.username, opponent: bob.username })).map((m) => m.id)).toEqual([
      finished[3],
      finished[0],
    ]);
    expect((await search({ player: ann.username, rated: true })).map((m) => m.id)).toEqual([finished[4], finished[0]]);
    const wins = await search({ player: ann.username, result: 'win' });
    for (const m of wins) expect(m.seats.find((s) => s.username === ann.username)!.result).toBe('win');
    const losses = await search({ player: ann.username, result: 'loss' });
    const draws = await search({ player: ann.username, result: 'draw' });
    expect(wins.length + losses.length + draws.length).toBe(4);
    // Paging: two at a time, each page after the last of the one before.
    const first = await search({}, 2);
    const second = await search({}, 2, first[1].id);
    const third = await search({}, 2, second[1].id);
    expect([...first, ...second, ...third].map((m) => m.id)).toEqual([...finished].reverse());
    const middle = (await search({}))[2].finishedAt!;
    expect((await search({ to: middle })).map((m) => m.id)).toEqual([finished[1], finished[0]]);
    expect((await search({ from: middle })).map((m) => m.id)).toEqual([finished[4], finished[3], finished[2]]);
    expect(await search({ player: 'nobody-by-this-name' })).toEqual([]);
  });

  it('refuses bad searches with BAD_USER_INPUT', async () => {
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [{ result: 'win' }, 10, undefined],
      [{}, 0, undefined],
      [{}, 101, undefined],
      [{}, 10, running],
      [{ players: 5 }, 10, undefined],
    ];
    for (const [filter, first, after] of cases) {
      const answer = await gql(
        app,
        'query($f: ArchiveFilterInput, $n: Int!, $a: ID) { archivedMatches(filter: $f, first: $n, after: $a) { id } }',
        { variables: { f: filter, n: first, a: after } },
      );
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('GET /api/users/{name}/matches is the same search over REST', async () => {
    const page = await request(app.baseUrl).get(`/api/users/${ann.username}/matches?rated=true`);
    expect(page.status).toBe(200);
    expect((page.body as Archived[]).map((m) => m.id)).toEqual([finished[4], finished[0]]);
    expect((await request(app.baseUrl).get(`/api/users/${ann.username}/matches?rated=maybe`)).status).toBe(400);
    expect((await request(app.baseUrl).get('/api/users/nobody-by-this-name/matches')).status).toBe(404);
  });

  it('serves the record and the verification of a finished public match without a token; never of a private or running one', async () => {
    const record = await request(app.baseUrl).get(`/api/matches/${finished[0]}/record`);
    expect(record.status).toBe(200);
    const runtime = await app.app.get(MatchesService).load(finished[0]);
    expect(record.body).toMatchObject({ matchId: finished[0], headHash: runtime.headHash });
    const verified = verifyRecord(record.body.record);
    expect(verified.ok).toBe(true);
    const verify = await request(app.baseUrl).get(`/api/matches/${finished[0]}/verify`);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ ok: true, headHash: runtime.headHash });
    for (const id of [hidden, running]) {
      expect((await request(app.baseUrl).get(`/api/matches/${id}/record`)).status).toBe(404);
      expect((await request(app.baseUrl).get(`/api/matches/${id}/verify`)).status).toBe(404);
    }
    expect((await request(app.baseUrl).get('/api/matches/not-a-uuid/record')).status).toBe(404);
  });

  it('exports NDJSON, one claim-record/1 per line that replays to its stored result, paged with `before`', async () => {
    const answer = await request(app.baseUrl).get('/api/matches/export').buffer(true).parse(textParser);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = (answer.body as string)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.matchId)).toEqual([...finished].reverse());
    for (const line of lines) {
      const runtime = await app.app.get(MatchesService).load(line.matchId as string);
      expect(line.headHash).toBe(runtime.headHash);
      expect(line.seedCommitment).toBe(runtime.header.seedCommitment);
      expect(verifyRecord(line.record).ok).toBe(true);
    }
    const limited = await request(app.baseUrl).get('/api/matches/export?limit=2').buffer(true).parse(textParser);
    const firstTwo = (limited.body as string)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { matchId: string });
    const rest = await request(app.baseUrl)
      .get(`/api/matches/export?before=${firstTwo[1].matchId}&player=${ann.username}`)
      .buffer(true)
      .parse(textParser);
    expect(
      (rest.body as string)
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { matchId: string }).matchId),
    ).toEqual([finished[1], finished[0]]);
    expect((await request(app.baseUrl).get('/api/matches/export?limit=0')).status).toBe(400);
  });

  it('shows a profile; hiding the history leaves only the matches marked shown', async () => {
    const profile = async () =>
      (
        await gql<{
          user: {
            historyHidden: boolean;
            games: { players: number; played: number }[];
            recentMatches: { id: string }[];
            ratings: { pool: string }[];
            favouriteFactions: { faction: string }[];
          };
        }>(
          app,
          'query($u: String!) { user(username: $u) { historyHidden games { players played won drawn lost } ratings { pool games } favouriteFactions { faction games } recentMatches { id } } }',
          { variables: { u: ann.username } },
        )
      ).data!.user;
    const open = await profile();
    expect(open.games).toEqual([expect.objectContaining({ players: 2, played: 5 })]);
    expect(open.recentMatches.map((m) => m.id)).toEqual([finished[4], finished[3], finished[1], finished[0]]);
    expect(open.ratings.map((r) => r.pool)).toEqual(['duel']);
    expect(open.favouriteFactions.length).toBeGreaterThan(0);

    const hide = await gql(app, 'mutation { setHistoryHidden(hidden: true) }', { token: ann.token });
    expect(hide.errors).toBeUndefined();
    const show = await gql(app, 'mutation($m: ID!) { showMatchOnProfile(matchId: $m) }', {
      token: ann.token,
      variables: { m: finished[1] },
    });
    expect(show.errors).toBeUndefined();
    const closed = await profile();
    expect(closed.historyHidden).toBe(true);
    expect(closed.recentMatches.map((m) => m.id)).toEqual([finished[1]]);
    expect(closed.games).toEqual([expect.objectContaining({ played: 1 })]);
    expect((await search({ player: ann.username })).map((m) => m.id)).toEqual([finished[1]]);
    // Hidden means hidden (issue 27 P3): bob's matches with her leave his public list too, until one of
    // their players marks one shown (test/social/hidden-history.e2e-spec.ts covers every route).
    expect((await search({ player: bob.username, opponent: ann.username })).map((m) => m.id)).toEqual([]);
    const rest = await request(app.baseUrl).get(`/api/users/${ann.username}`);
    expect(rest.status).toBe(200);
    expect(rest.body.recentMatches.map((m: { id: string }) => m.id)).toEqual([finished[1]]);
    const notMine = await gql(app, 'mutation($m: ID!) { showMatchOnProfile(matchId: $m) }', {
      token: eve.token,
      variables: { m: finished[1] },
    });
    expect(notMine.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await request(app.baseUrl).get('/api/users/nobody-by-this-name')).status).toBe(404);
    await gql(app, 'mutation { setHistoryHidden(hidden: false) }', { token: ann.token });
  });

  it('spectators: `anyone` lets a stranger watch a running match (also without a token), `signed_in` needs an account, `nobody` refuses everyone but the players', async () => {
    const service = app.app.get(MatchesService);
    const watch = (id: string, token?: string) =>
      gql<{ match: { mySeat: number | null } }>(app, 'query($id: ID!) { match(id: $id) { mySeat version } }', {
        token,
        variables: { id },
      });
    const anonymous = (id: string) =>
      gql(app, 'query($id: ID!) { publicMatch(id: $id) { version } }', { variables: { id } });
    expect((await watch(running, eve.token)).data!.match.mySeat).toBeNull();
    expect((await anonymous(running)).errors).toBeUndefined();

    const members = await start(app, [ann, bob], { spectators: 'signed_in' });
    expect((await watch(members, eve.token)).errors).toBeUndefined();
    expect((await anonymous(members)).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const closed = await start(app, [ann, bob], { spectators: 'nobody' });
    expect((await watch(closed, eve.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await watch(closed, ann.token)).data!.match.mySeat).toBe(0);
    expect((await anonymous(closed)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const events = await request(app.baseUrl)
      .get(`/api/matches/${closed}/events`)
      .set('authorization', `Bearer ${eve.token}`);
    expect(events.status).toBe(403);

    // The live list: a visitor sees the matches anyone may watch; a signed-in spectator also `signed_in` ones.
    const liveIds = async (token?: string) =>
      (
        await gql<{ liveMatches: { id: string }[] }>(app, 'query { liveMatches(first: 100) { id } }', { token })
      ).data!.liveMatches.map((m) => m.id);
    const seenByVisitor = await liveIds();
    expect(seenByVisitor).toContain(running);
    expect(seenByVisitor).not.toContain(members);
    expect(seenByVisitor).not.toContain(closed);
    const seenSignedIn = await liveIds(eve.token);
    expect(seenSignedIn).toEqual(expect.arrayContaining([running, members]));
    expect(seenSignedIn).not.toContain(closed);
    await service.abort(ann, closed);
  });

  it('lobbies and challenges carry rated and spectators to their match', async () => {
    const created = await gql<{ createLobby: { id: string; rated: boolean; spectators: string } }>(
      app,
      'mutation { createLobby(input: { preset: "claim", rated: true, spectators: "signed_in" }) { id rated spectators } }',
      { token: cat.token },
    );
    expect(created.data!.createLobby).toMatchObject({ rated: true, spectators: 'signed_in' });
    const joined = await gql<{ joinLobby: { matchId: string } }>(
      app,
      'mutation($id: ID!) { joinLobby(id: $id) { matchId } }',
      { token: eve.token, variables: { id: created.data!.createLobby.id } },
    );
    const matchId = joined.data!.joinLobby.matchId;
    const match = await gql<{ match: { rated: boolean; spectators: string } }>(
      app,
      'query($id: ID!) { match(id: $id) { rated spectators } }',
      { token: cat.token, variables: { id: matchId } },
    );
    expect(match.data!.match).toEqual({ rated: true, spectators: 'signed_in' });
    const bad = await gql(app, 'mutation { createLobby(input: { preset: "claim", spectators: "everyone" }) { id } }', {
      token: cat.token,
    });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

/** Collects the body as text (supertest buffers only types it knows; NDJSON is not one). */
function textParser(res: AgentResponse, done: (error: Error | null, body: string) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  stream.on('end', () => done(null, text));
}
