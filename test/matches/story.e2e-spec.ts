import request from 'supertest';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { STORY_ENTRY_FIELDS } from '../support/schema-fields';
import { fetchMatch, legalMovesOf, rules, sendMove, startMatch } from './match-support';

// Every field, as REST's JSON has them all.
const STORY = `query($m: ID!, $a: Int!) { matchStory(matchId: $m, after: $a) { seq at byStandingOrder entries { ${STORY_ENTRY_FIELDS} } } }`;

interface Entry {
  kind: string;
  seat: number | null;
  card: string | null;
  hidden: boolean;
}
interface StoryEvent {
  seq: number;
  at: string | null;
  byStandingOrder: boolean;
  entries: Entry[];
}

describe('the story of a match through GraphQL matchStory and GET /api/matches/{id}/story (R9)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  let matchId: string;

  const story = async (user: RegisteredUser, after = -1) => {
    const response = await gql<{ matchStory: StoryEvent[] }>(app, STORY, {
      token: user.token,
      variables: { m: matchId, a: after },
    });
    return response;
  };

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    matchId = await startMatch(app, [alice, bob], rules('claim'));
    // Four tricks of phase one, each player playing their first legal card: prizes taken, cards drawn.
    for (let i = 0; i < 8; i++) {
      const match = (
        await fetchMatch<{ version: number; table: { toAct: { seat: number } } }>(app, alice.token, matchId)
      ).data!.match;
      const player = match.table.toAct.seat === 0 ? alice : bob;
      const [move] = await legalMovesOf(app, player.token, matchId);
      const sent = await sendMove(app, player.token, matchId, move, match.version);
      expect(sent.errors).toBeUndefined();
    }
  });
  afterAll(async () => app.close());

  it('tells each event: the start, every card played, every trick won and why, prizes and draws', async () => {
    const { data, errors } = await story(alice);
    expect(errors).toBeUndefined();
    const events = data!.matchStory;
    expect(events.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // Each event with the time it was stored (a match may last days): the same as matchEvents' createdAt.
    const log = await gql<{ matchEvents: { seq: number; createdAt: string }[] }>(
      app,
      'query($m: ID!) { matchEvents(matchId: $m, after: -1) { seq createdAt } }',
      { token: alice.token, variables: { m: matchId } },
    );
    expect(events.map((e) => e.at)).toEqual(log.data!.matchEvents.map((e) => e.createdAt));
    const kinds = events.flatMap((e) => e.entries.map((x) => x.kind));
    expect(kinds[0]).toBe('matchStarted');
    expect(kinds.filter((k) => k === 'played')).toHaveLength(8);
    expect(kinds.filter((k) => k === 'trickWon')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'prizeTaken')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'drew')).toHaveLength(4);
  });

  it('R9: each player reads the cards they drew, and only "a card" for the other’s draws', async () => {
    const draws = async (user: RegisteredUser) =>
      (await story(user)).data!.matchStory.flatMap((e) => e.entries).filter((e) => e.kind === 'drew');
    const [byAlice, byBob] = [await draws(alice), await draws(bob)];
    for (const [mine, seat] of [
      [byAlice, 0],
      [byBob, 1],
    ] as const) {
      for (const e of mine) {
        if (e.seat === seat) expect(e).toMatchObject({ hidden: false, card: expect.any(String) });
        else expect(e).toMatchObject({ hidden: true, card: null });
      }
    }
  });

  it('answers only the events after `after`; a non-player of a running match is refused', async () => {
    const later = (await story(alice, 6)).data!.matchStory;
    expect(later.map((e) => e.seq)).toEqual([7, 8]);
    const refused = await story(carol);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('REST mirrors it as JSON, and as plain text in English, Dutch or Korean for exports; bad queries are 400', async () => {
    const get = (path: string) => request(app.baseUrl).get(path).set('authorization', `Bearer ${alice.token}`);
    const json = await get(`/api/matches/${matchId}/story`).expect(200);
    expect(json.body).toEqual((await story(alice)).data!.matchStory);
    const text = await get(`/api/matches/${matchId}/story?format=text`).expect(200);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.text.split('\n')[0]).toMatch(/^0\tThe match started with 2 players\./);
    expect(text.text).toMatch(/ won trick 1 with .+: /);
    const korean = await get(`/api/matches/${matchId}/story?format=text&lang=ko`).expect(200);
    expect(korean.text).toContain('게임을 시작했습니다');
    const dutch = await get(`/api/matches/${matchId}/story?format=text&lang=nl&after=7`).expect(200);
    expect(dutch.text.split('\n')[0]).toMatch(/^8\t/);
    for (const bad of ['format=xml', 'lang=fr', 'after=-2', 'after=x'])
      expect((await get(`/api/matches/${matchId}/story?${bad}`).expect(400)).body.code).toBe('BAD_USER_INPUT');
    expect((await get('/api/matches/00000000-0000-4000-8000-000000000000/story').expect(404)).body.code).toBe(
      'NOT_FOUND',
    );
  });

  it('once the match is over (here by resignation) everything is public: no entry is hidden any more', async () => {
    const resigned = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
      token: bob.token,
      variables: { m: matchId },
    });
    expect(resigned.errors).toBeUndefined();
    const events = (await story(alice)).data!.matchStory;
    const entries = events.flatMap((e) => e.entries);
    expect(entries.some((e) => e.hidden)).toBe(false);
    expect(entries[entries.length - 1]).toMatchObject({ kind: 'resigned', seat: 1 });
    // Anyone may read a finished match's story, as its table (R9).
    expect((await story(carol)).errors).toBeUndefined();
  });
});
