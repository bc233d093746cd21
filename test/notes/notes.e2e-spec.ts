import request from 'supertest';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchesService } from '../../src/matches/matches.service';
import { NOTE_MAX_LENGTH } from '../../src/notes/notes.service';
import { dataOf, errorOf } from '../lobbies/lobby-support';
import { playOut, start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const NOTE = 'id matchId moveSeq body shared author';
const ADD = `mutation($m: ID!, $b: String!, $s: Int) { addNote(matchId: $m, body: $b, moveSeq: $s) { ${NOTE} } }`;
const MINE = `query($m: ID!) { myNotes(matchId: $m) { ${NOTE} } }`;
const SHARED = `query($m: ID!) { sharedNotes(matchId: $m) { ${NOTE} } }`;
const SHARE = `mutation($id: ID!, $s: Boolean!) { shareNote(id: $id, shared: $s) { ${NOTE} } }`;
const EDIT = `mutation($id: ID!, $b: String!) { editNote(id: $id, body: $b) { ${NOTE} } }`;
const DELETE = 'mutation($id: ID!) { deleteNote(id: $id) }';
const SEARCH = `query($t: String!) { searchMyNotes(text: $t) { ${NOTE} } }`;

interface Note {
  id: string;
  matchId: string;
  moveSeq: number | null;
  body: string;
  shared: boolean;
  author: string;
}

/** Private notes (issue 32, docs/correspondence.md "Notes"): hidden means hidden (R9's spirit for a player's own words). */
describe('private notes on matches and moves', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let watcher: RegisteredUser;
  let matchId: string;

  const call = async <T>(user: RegisteredUser | null, query: string, variables: Record<string, unknown>) =>
    gql<T>(app, query, { token: user?.token, variables });
  const add = async (user: RegisteredUser, body: string, moveSeq: number | null = null): Promise<Note> =>
    dataOf(await call<{ addNote: Note }>(user, ADD, { m: matchId, b: body, s: moveSeq })).addNote;
  const mine = async (user: RegisteredUser, m = matchId): Promise<Note[]> =>
    dataOf(await call<{ myNotes: Note[] }>(user, MINE, { m })).myNotes;
  const stored = (): Promise<number> => app.app.get(PrismaService).matchNote.count();

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, watcher] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    matchId = await start(app, [alice, bob], {});
    await playOut(app, matchId, [alice, bob], 7, 4);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('an author writes, edits, lists and deletes notes on the match and on a move', async () => {
    const onMatch = await add(alice, '  Bob hoards Goblins.  ');
    expect(onMatch).toMatchObject({ matchId, moveSeq: null, body: 'Bob hoards Goblins.', shared: false });
    const onMove = await add(alice, 'Why did I lead this?', 2);
    expect(onMove.moveSeq).toBe(2);
    const edited = dataOf(await call<{ editNote: Note }>(alice, EDIT, { id: onMove.id, b: 'Lead low next time.' }));
    expect(edited.editNote.body).toBe('Lead low next time.');
    expect((await mine(alice)).map((n) => [n.moveSeq, n.body])).toEqual([
      [null, 'Bob hoards Goblins.'],
      [2, 'Lead low next time.'],
    ]);
    const scratch = await add(alice, 'scratch');
    expect(dataOf(await call<{ deleteNote: boolean }>(alice, DELETE, { id: scratch.id })).deleteNote).toBe(true);
    expect(await mine(alice)).toHaveLength(2);
    const found = dataOf(await call<{ searchMyNotes: Note[] }>(alice, SEARCH, { t: 'GOBLIN' })).searchMyNotes;
    expect(found.map((n) => n.body)).toEqual(['Bob hoards Goblins.']);
  });

  it("another seat and a spectator get nothing: another's note is NOT_FOUND exactly as one that does not exist", async () => {
    const [secret] = await mine(alice);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const other of [bob, watcher]) {
      for (const [query, vars] of [
        [EDIT, { b: 'mine now' }],
        [SHARE, { s: true }],
        [DELETE, {}],
      ] as const) {
        const theirs = errorOf(await call(other, query, { id: secret.id, ...vars }));
        const none = errorOf(await call(other, query, { id: missing, ...vars }));
        expect({ code: theirs.extensions?.code, message: theirs.message }).toEqual({
          code: none.extensions?.code,
          message: none.message,
        });
        expect(theirs.extensions?.code).toBe('NOT_FOUND');
      }
      const viaRest = await request(app.baseUrl)
        .put(`/api/notes/${secret.id}`)
        .set('authorization', `Bearer ${other.token}`)
        .send({ body: 'x' });
      const restNone = await request(app.baseUrl)
        .put(`/api/notes/${missing}`)
        .set('authorization', `Bearer ${other.token}`)
        .send({ body: 'x' });
      expect([viaRest.status, viaRest.body]).toEqual([restNone.status, restNone.body]);
      expect(viaRest.status).toBe(404);
      // Their own lists and searches hold none of it, and the shared list is empty while the match runs.
      expect(dataOf(await call<{ searchMyNotes: Note[] }>(other, SEARCH, { t: 'Goblins' })).searchMyNotes).toEqual([]);
      expect(dataOf(await call<{ sharedNotes: Note[] }>(other, SHARED, { m: matchId })).sharedNotes).toEqual([]);
    }
    expect(await mine(bob)).toEqual([]);
    // A spectator has no notes on a match it does not play.
    expect(errorOf(await call(watcher, MINE, { m: matchId })).extensions?.code).toBe('FORBIDDEN');
    // Nothing in the match, its events or its story mentions a note.
    const seen = JSON.stringify(
      await call(bob, 'query($m: ID!) { match(id: $m) { version } matchEvents(matchId: $m) { seq type } }', {
        m: matchId,
      }),
    );
    expect(seen).not.toMatch(/note/i);
    expect(seen).not.toContain('Goblins.');
  });

  it('bad input is a clear error and nothing is stored', async () => {
    const before = await stored();
    const cases: [RegisteredUser, Record<string, unknown>, string, string | null][] = [
      [alice, { m: matchId, b: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, 'BAD_USER_INPUT', 'body'],
      [alice, { m: matchId, b: '   ' }, 'BAD_USER_INPUT', 'body'],
      [alice, { m: matchId, b: 'ok', s: 9999 }, 'BAD_USER_INPUT', 'moveSeq'],
      [watcher, { m: matchId, b: 'not my match' }, 'FORBIDDEN', null],
      [alice, { m: '00000000-0000-4000-8000-000000000000', b: 'unknown match' }, 'NOT_FOUND', null],
    ];
    for (const [user, vars, code, field] of cases) {
      const error = errorOf(await call(user, ADD, vars));
      expect(error.extensions?.code).toBe(code);
      if (field) expect(Object.keys((error.extensions?.fields as object) ?? {})).toEqual([field]);
    }
    const tooLong = await request(app.baseUrl)
      .post(`/api/matches/${matchId}/notes`)
      .set('authorization', `Bearer ${alice.token}`)
      .send({ body: 'y'.repeat(NOTE_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('BAD_USER_INPUT');
    expect(await stored()).toBe(before);
  });

  it('sharing waits for the end; then shared notes appear for everyone, unshared ones never', async () => {
    const [onMatch, onMove] = await mine(alice);
    const early = errorOf(await call(alice, SHARE, { id: onMatch.id, s: true }));
    expect(early.extensions).toMatchObject({ code: 'CONFLICT', reason: 'MATCH_NOT_FINISHED' });
    await app.app.get(MatchesService).resign(bob, matchId);
    expect(dataOf(await call<{ shareNote: Note }>(alice, SHARE, { id: onMatch.id, s: true })).shareNote.shared).toBe(
      true,
    );
    const expected = [{ id: onMatch.id, author: alice.username, body: 'Bob hoards Goblins.', moveSeq: null }];
    for (const reader of [bob, watcher, null]) {
      const notes = dataOf(await call<{ sharedNotes: Note[] }>(reader, SHARED, { m: matchId })).sharedNotes;
      expect(notes.map(({ id, author, body, moveSeq }) => ({ id, author, body, moveSeq }))).toEqual(expected);
    }
    const viaRest = await request(app.baseUrl).get(`/api/matches/${matchId}/shared-notes`);
    expect(viaRest.status).toBe(200);
    expect(JSON.stringify(viaRest.body)).not.toContain(onMove.body);
    // Taken back: gone again.
    await call(alice, SHARE, { id: onMatch.id, s: false });
    expect(dataOf(await call<{ sharedNotes: Note[] }>(bob, SHARED, { m: matchId })).sharedNotes).toEqual([]);
  });
});
