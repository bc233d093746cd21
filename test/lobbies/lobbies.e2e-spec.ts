import { Client } from 'pg';
import { LobbiesService } from '../../src/lobbies/lobbies.service';
import { MatchStartRepair } from '../../src/lobbies/match-start-repair';
import { MatchesService } from '../../src/matches/matches.service';
import { fetchMatch, legalMovesOf, sendMove } from '../matches/match-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { ChallengeShape, LobbyShape } from './lobby-support';
import {
  CHALLENGE_FIELDS,
  LOBBY_FIELDS,
  SEVEN_FACTIONS,
  challenge,
  challengeAction,
  createLobby,
  dataOf,
  errorOf,
  lobbyAction,
} from './lobby-support';

interface SeatedMatch {
  status: string;
  mySeat: number;
  rules: { players: number; factions: string[] };
  seats: { seat: number; username: string }[];
  table: { toAct: { seat: number } | null; hand: string[]; seats: { seat: number; team: number }[] };
}
const SEATED_FIELDS =
  'status mySeat rules { players factions } seats { seat username } table { toAct { seat } hand seats { seat team } }';

describe('Lobbies (R2 rule sets, R8.1 2–4 players)', () => {
  let app: TestApp;
  let users: RegisteredUser[];
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  let dave: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    users = await Promise.all(Array.from({ length: 8 }, () => registerUser(app)));
    [alice, bob, carol, dave] = users;
  });
  afterAll(async () => app.close());

  const open = async (
    owner: RegisteredUser,
    input: Parameters<typeof createLobby>[2] = { preset: 'claim' },
  ): Promise<LobbyShape> => dataOf(await createLobby(app, owner.token, input)).createLobby;
  const join = async (user: RegisteredUser, id: string): Promise<LobbyShape> =>
    dataOf(await lobbyAction(app, user.token, 'joinLobby', id)).joinLobby;
  const seatedMatch = async (user: RegisteredUser, matchId: string): Promise<SeatedMatch> =>
    dataOf(await fetchMatch<SeatedMatch>(app, user.token, matchId, SEATED_FIELDS)).match;

  describe('create, list, fetch', () => {
    it('R2.1 opens a preset lobby with the owner in seat 0, stores days per move, and lists it', async () => {
      const lobby = await open(alice, { preset: 'claim', daysPerMove: 3 });
      expect(lobby).toMatchObject({
        owner: alice.username,
        status: 'open',
        players: 2,
        matchId: null,
        daysPerMove: 3,
        rules: {
          players: 2,
          factions: ['goblins', 'knights', 'undead', 'dwarves', 'doppelgangers'],
          heroes: [],
          heroValues: [],
        },
        seats: [{ seat: 0, username: alice.username, isBot: false }],
      });
      const fetched = dataOf(
        await gql<{ lobby: LobbyShape }>(app, `query($id: ID!) { lobby(id: $id) { ${LOBBY_FIELDS} } }`, {
          token: bob.token,
          variables: { id: lobby.id },
        }),
      );
      expect(fetched.lobby).toEqual(lobby);
      const mine = dataOf(
        await gql<{ myLobbies: LobbyShape[] }>(app, '{ myLobbies { id } }', { token: alice.token }),
      ).myLobbies;
      expect(mine.map((l) => l.id)).toContain(lobby.id);
      const bobs = dataOf(
        await gql<{ myLobbies: LobbyShape[] }>(app, '{ myLobbies { id } }', { token: bob.token }),
      ).myLobbies;
      expect(bobs.map((l) => l.id)).not.toContain(lobby.id);
    });

    it('R2.2 keeps heroes and hero values of a custom rule set', async () => {
      const lobby = await open(bob, {
        factions: ['gnomes', 'giants', 'vampires', 'werewolves', 'shadows'],
        heroes: ['warlock', 'mummy'],
        heroValues: [{ hero: 'mummy', value: 8 }],
      });
      expect(lobby.rules).toEqual({
        players: 2,
        factions: ['gnomes', 'giants', 'vampires', 'werewolves', 'shadows'],
        heroes: ['warlock', 'mummy'],
        heroValues: [{ hero: 'mummy', value: 8 }],
      });
      expect(lobby.daysPerMove).toBeNull();
    });

    it('openLobbies lists open lobbies newest first', async () => {
      const older = await open(carol);
      const newer = await open(dave);
      const listed = dataOf(
        await gql<{ openLobbies: LobbyShape[] }>(app, '{ openLobbies { id status createdAt } }', {
          token: alice.token,
        }),
      ).openLobbies;
      const ids = listed.map((l) => l.id);
      expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(listed.every((l) => l.status === 'open')).toBe(true);
      const times = listed.map((l) => Date.parse(l.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('lobby(%s) → NOT_FOUND', async (id) => {
      const response = await gql(app, 'query($id: ID!) { lobby(id: $id) { id } }', {
        token: alice.token,
        variables: { id },
      });
      expect(errorOf(response).extensions).toEqual({ code: 'NOT_FOUND', entity: 'Lobby' });
      const joined = await lobbyAction(app, alice.token, 'joinLobby', id);
      expect(errorOf(joined).extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('R2.1 / R8.1 invalid rule sets are rejected, naming the rule', () => {
    it.each<[string, Parameters<typeof createLobby>[2], string, RegExp]>([
      [
        'R2.1 no complete pair',
        { factions: ['undead', 'dwarves', 'dragons', 'trolls', 'seers'] },
        'factions',
        /R2\.1.*exactly one complete pair/,
      ],
      [
        'R2.1 both pairs',
        { factions: ['goblins', 'knights', 'gnomes', 'giants', 'seers'] },
        'factions',
        /R2\.1.*never both/,
      ],
      [
        'R2.1 wrong faction count for 2 players',
        { factions: ['goblins', 'knights', 'undead', 'dwarves'] },
        'factions',
        /R2\.1.*2 players need/,
      ],
      ['R2.1 unknown preset', { preset: 'claim9' }, 'preset', /R2\.1.*unknown preset/],
      ['R2.1 preset and factions together', { preset: 'claim', factions: SEVEN_FACTIONS }, 'preset', /R2\.1.*not both/],
      ['R2.1 5 players', { factions: SEVEN_FACTIONS, players: 5 }, 'players', /R2\.1.*2, 3 or 4/],
      ['R8.1 preset for 3 players', { preset: 'claim', players: 3 }, 'players', /R8\.1.*7 factions.*2 players only/],
      ['R8.1 preset for 4 players', { preset: 'claim2', players: 4 }, 'players', /R8\.1.*7 factions.*2 players only/],
      [
        'R8.1 five factions for 4 players',
        { factions: ['goblins', 'knights', 'undead', 'dwarves', 'seers'], players: 4 },
        'factions',
        /R2\.1.*4 players need.*7 in all/,
      ],
      ['R2.2 unknown hero', { preset: 'claim', heroes: ['dracula'] }, 'heroes', /R2\.2.*unknown hero/],
      ['time control out of range', { preset: 'claim', daysPerMove: 15 }, 'daysPerMove', /1 to 14/],
    ])('%s → BAD_USER_INPUT on the field', async (_name, input, field, pattern) => {
      const error = errorOf(await createLobby(app, alice.token, input));
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      const fields = error.extensions?.fields as Record<string, string[]>;
      expect(Object.keys(fields)).toEqual([field]);
      expect(fields[field][0]).toMatch(pattern);
      expect(error.message).toMatch(pattern);
    });
  });

  describe('joining and leaving', () => {
    it('R8.1 a 2-player lobby starts when the second player joins; seats in join order; the match is playable by both', async () => {
      const lobby = await open(alice, { preset: 'claim2', daysPerMove: 2 });
      const started = await join(bob, lobby.id);
      expect(started.status).toBe('started');
      expect(started.matchId).toEqual(expect.any(String));
      expect(started.seats).toEqual([
        { seat: 0, username: alice.username, isBot: false },
        { seat: 1, username: bob.username, isBot: false },
      ]);
      const matchId = started.matchId!;

      const [asAlice, asBob] = await Promise.all([seatedMatch(alice, matchId), seatedMatch(bob, matchId)]);
      expect(asAlice).toMatchObject({
        status: 'running',
        mySeat: 0,
        rules: { players: 2, factions: lobby.rules.factions },
      });
      expect(asBob.mySeat).toBe(1);
      expect(asAlice.seats).toEqual([
        { seat: 0, username: alice.username },
        { seat: 1, username: bob.username },
      ]);
      expect(asAlice.table.hand).toHaveLength(13);

      // Leader, then follower: each plays one of their legal moves through the public API.
      const players = [alice, bob];
      for (let version = 0; version < 2; version++) {
        const seat = (await seatedMatch(alice, matchId)).table.toAct!.seat;
        const [move] = await legalMovesOf(app, players[seat].token, matchId);
        expect((await sendMove(app, players[seat].token, matchId, move, version)).errors).toBeUndefined();
      }
      const listed = dataOf(
        await gql<{ openLobbies: { id: string }[] }>(app, '{ openLobbies { id } }', { token: carol.token }),
      ).openLobbies;
      expect(listed.map((l) => l.id)).not.toContain(lobby.id);
    });

    it.each([3, 4])(
      'R8.1 a %i-player lobby starts a match with the seats in join order (R8.1 teams 0+2 / 1+3 with 4)',
      async (players) => {
        const lobby = await open(carol, { factions: SEVEN_FACTIONS, players });
        const joiners = [dave, alice, bob].slice(0, players - 1);
        let last = lobby;
        for (const user of joiners) last = await join(user, lobby.id);
        const seated = [carol, ...joiners];
        expect(last.status).toBe('started');
        expect(last.seats).toEqual(seated.map((u, seat) => ({ seat, username: u.username, isBot: false })));
        for (const [seat, user] of seated.entries()) {
          const match = await seatedMatch(user, last.matchId!);
          expect(match).toMatchObject({
            status: 'running',
            mySeat: seat,
            rules: { players, factions: SEVEN_FACTIONS },
          });
          expect(match.seats.map((s) => s.username)).toEqual(seated.map((u) => u.username));
          expect(match.table.hand).toHaveLength(players === 3 ? 12 : 9);
          if (players === 4) expect(match.table.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
        }
      },
    );

    it('refuses a second join (ALREADY_JOINED) and a join of a started lobby (LOBBY_NOT_OPEN)', async () => {
      const lobby = await open(alice, { factions: SEVEN_FACTIONS, players: 3 });
      expect(errorOf(await lobbyAction(app, alice.token, 'joinLobby', lobby.id)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'ALREADY_JOINED',
      });
      await join(bob, lobby.id);
      expect(errorOf(await lobbyAction(app, bob.token, 'joinLobby', lobby.id)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'ALREADY_JOINED',
      });
      await join(carol, lobby.id);
      expect(errorOf(await lobbyAction(app, dave.token, 'joinLobby', lobby.id)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'LOBBY_NOT_OPEN',
      });
      expect(errorOf(await lobbyAction(app, carol.token, 'leaveLobby', lobby.id)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'LOBBY_NOT_OPEN',
      });
    });

    it('a player leaving frees the seat and later joiners move up, keeping join order', async () => {
      const lobby = await open(alice, { factions: SEVEN_FACTIONS, players: 4 });
      await join(bob, lobby.id);
      await join(carol, lobby.id);
      const left = dataOf(await lobbyAction(app, bob.token, 'leaveLobby', lobby.id)).leaveLobby;
      expect(left.status).toBe('open');
      expect(left.seats).toEqual([
        { seat: 0, username: alice.username, isBot: false },
        { seat: 1, username: carol.username, isBot: false },
      ]);
      expect(errorOf(await lobbyAction(app, bob.token, 'leaveLobby', lobby.id)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'NOT_JOINED',
      });
      await join(dave, lobby.id);
      const started = await join(bob, lobby.id);
      expect(started.seats.map((s) => s.username)).toEqual([alice, carol, dave, bob].map((u) => u.username));
      expect((await seatedMatch(bob, started.matchId!)).mySeat).toBe(3);
    });

    it('the owner leaving closes the lobby: it leaves openLobbies and nobody can join', async () => {
      const lobby = await open(dave, { factions: SEVEN_FACTIONS, players: 3 });
      await join(alice, lobby.id);
      const closed = dataOf(await lobbyAction(app, dave.token, 'leaveLobby', lobby.id)).leaveLobby;
      expect(closed.status).toBe('closed');
      expect(closed.matchId).toBeNull();
      expect(errorOf(await lobbyAction(app, bob.token, 'joinLobby', lobby.id)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'LOBBY_NOT_OPEN',
      });
      const listed = dataOf(
        await gql<{ openLobbies: { id: string }[] }>(app, '{ openLobbies { id } }', { token: bob.token }),
      ).openLobbies;
      expect(listed.map((l) => l.id)).not.toContain(lobby.id);
      const mine = dataOf(
        await gql<{ myLobbies: LobbyShape[] }>(app, `{ myLobbies { ${LOBBY_FIELDS} } }`, { token: dave.token }),
      ).myLobbies;
      expect(mine.find((l) => l.id === lobby.id)?.status).toBe('closed');
    });
  });

  describe('concurrent joins of the last seat', () => {
    const matchCount = async (user: RegisteredUser): Promise<number> =>
      dataOf(await gql<{ myMatches: { id: string }[] }>(app, '{ myMatches { id } }', { token: user.token })).myMatches
        .length;

    it('R8.1 of six players racing for the last seat of a 2-player lobby exactly one joins and exactly one match starts', async () => {
      const [owner, ...racers] = users.slice(2, 8);
      for (let round = 0; round < 5; round++) {
        const before = await matchCount(owner);
        const lobby = await open(owner);
        const results = await Promise.all(
          [...racers, users[0]].map((u) => lobbyAction(app, u.token, 'joinLobby', lobby.id)),
        );
        const winners = results.filter((r) => !r.errors).map((r) => r.data!.joinLobby);
        expect(winners).toHaveLength(1);
        for (const lost of results.filter((r) => r.errors)) {
          expect(['LOBBY_NOT_OPEN', 'LOBBY_FULL']).toContain(errorOf(lost).extensions?.reason);
        }
        expect(winners[0]).toMatchObject({ status: 'started', matchId: expect.any(String) });
        expect(winners[0].seats).toHaveLength(2);
        expect(await matchCount(owner)).toBe(before + 1);
      }
    });

    it('R8.1 of five players racing for the last two seats of a 4-player lobby two join and one match starts with the lobby seats', async () => {
      const owner = users[0];
      const before = await matchCount(owner);
      const lobby = await open(owner, { factions: SEVEN_FACTIONS, players: 4 });
      await join(users[1], lobby.id);
      const results = await Promise.all(users.slice(2, 7).map((u) => lobbyAction(app, u.token, 'joinLobby', lobby.id)));
      expect(results.filter((r) => !r.errors)).toHaveLength(2);
      const final = dataOf(
        await gql<{ lobby: LobbyShape }>(app, `query($id: ID!) { lobby(id: $id) { ${LOBBY_FIELDS} } }`, {
          token: owner.token,
          variables: { id: lobby.id },
        }),
      ).lobby;
      expect(final.status).toBe('started');
      expect(final.seats.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
      expect(await matchCount(owner)).toBe(before + 1);
      const match = await seatedMatch(owner, final.matchId!);
      expect(match.seats).toEqual(final.seats.map(({ seat, username }) => ({ seat, username })));
    });
  });

  describe('an interrupted start (a crash or an outage between the lobby and its match)', () => {
    const outage = (): Error =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const lobbyOf = async (id: string): Promise<LobbyShape> =>
      dataOf(
        await gql<{ lobby: LobbyShape }>(app, `query($id: ID!) { lobby(id: $id) { ${LOBBY_FIELDS} } }`, {
          token: alice.token,
          variables: { id },
        }),
      ).lobby;
    const matchRows = async (id: string): Promise<number> => {
      const db = new Client({ connectionString: app.database.url });
      await db.connect();
      try {
        return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM matches WHERE id = $1', [id])).rows[0].n;
      } finally {
        await db.end();
      }
    };

    it('R8.1 leaves the lobby started with its match id; the repair creates that match once, with the lobby seats', async () => {
      const lobby = await open(alice);
      const start = jest.spyOn(app.app.get(MatchesService), 'start').mockRejectedValueOnce(outage());
      const failed = await lobbyAction(app, bob.token, 'joinLobby', lobby.id);
      start.mockRestore();
      expect(errorOf(failed).extensions?.code).toBe('SERVICE_UNAVAILABLE');
      const stuck = await lobbyOf(lobby.id);
      expect(stuck).toMatchObject({ status: 'started', matchId: expect.any(String) });
      expect(await matchRows(stuck.matchId!)).toBe(0);

      const repair = app.app.get(MatchStartRepair);
      await repair.tick();
      await repair.tick();
      expect(await matchRows(stuck.matchId!)).toBe(1);
      // Starting it once more (a retried join, a second repairer) finds the match there and changes nothing.
      await app.app.get(LobbiesService).startMatchOf(lobby.id);
      expect(await matchRows(stuck.matchId!)).toBe(1);
      expect(await lobbyOf(lobby.id)).toEqual(stuck);
      const match = await seatedMatch(bob, stuck.matchId!);
      expect(match).toMatchObject({ status: 'running', mySeat: 1 });
      expect(match.seats).toEqual(stuck.seats.map(({ seat, username }) => ({ seat, username })));
      // The repaired match derives its seed from the server seed the lobby committed to: no re-roll (docs/auditing.md).
      const repaired = await gql<{ match: { entropy: { serverSeedCommitment: string; contributions: unknown[] } } }>(
        app,
        'query($id: ID!) { match(id: $id) { entropy { serverSeedCommitment contributions } } }',
        { token: bob.token, variables: { id: stuck.matchId } },
      );
      expect(dataOf(repaired).match.entropy).toEqual({
        serverSeedCommitment: stuck.seedCommitment,
        contributions: stuck.seats.map(() => null),
      });
    });

    it('also for an accepted challenge, and for a started lobby that recorded no match id', async () => {
      const sent = dataOf(await challenge(app, carol.token, dave.username, { preset: 'claim' })).challenge;
      const start = jest.spyOn(app.app.get(MatchesService), 'start').mockRejectedValueOnce(outage());
      const failed = await challengeAction(app, dave.token, 'acceptChallenge', sent.id);
      start.mockRestore();
      expect(errorOf(failed).extensions?.code).toBe('SERVICE_UNAVAILABLE');
      const accepted = dataOf(
        await gql<{ myChallenges: ChallengeShape[] }>(app, `{ myChallenges { ${CHALLENGE_FIELDS} } }`, {
          token: carol.token,
        }),
      ).myChallenges.find((c) => c.id === sent.id)!;
      expect(accepted).toMatchObject({ status: 'accepted', matchId: expect.any(String) });

      // A lobby left started without a match id (as before ids were recorded up front).
      const lobby = await open(carol);
      const lobbyStart = jest.spyOn(app.app.get(MatchesService), 'start').mockRejectedValueOnce(outage());
      await lobbyAction(app, dave.token, 'joinLobby', lobby.id);
      lobbyStart.mockRestore();
      const db = new Client({ connectionString: app.database.url });
      await db.connect();
      await db.query('UPDATE lobbies SET match_id = NULL WHERE id = $1', [lobby.id]);
      await db.end();

      await app.app.get(MatchStartRepair).tick();
      expect(await matchRows(accepted.matchId!)).toBe(1);
      expect(await seatedMatch(carol, accepted.matchId!)).toMatchObject({ status: 'running', mySeat: 0 });
      const repaired = await lobbyOf(lobby.id);
      expect(repaired.matchId).toEqual(expect.any(String));
      expect(await seatedMatch(dave, repaired.matchId!)).toMatchObject({ status: 'running', mySeat: 1 });
    });
  });
});
