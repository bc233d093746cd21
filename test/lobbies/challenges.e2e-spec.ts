import type { ChallengeEvents } from '../../src/lobbies/challenge-events';
import { CHALLENGE_EVENTS } from '../../src/lobbies/challenge-events';
import type { Challenge } from '../../src/lobbies/lobby.types';
import { fetchMatch, legalMovesOf, sendMove } from '../matches/match-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { ChallengeShape, LobbyInput } from './lobby-support';
import {
  CHALLENGE_FIELDS,
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
  table: { toAct: { seat: number } | null };
}
const SEATED_FIELDS = 'status mySeat rules { players factions } seats { seat username } table { toAct { seat } }';

describe('Challenges and rematches (correspondence)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  let dave: RegisteredUser;
  let events: ChallengeEvents;

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol, dave] = await Promise.all([0, 1, 2, 3].map(() => registerUser(app)));
    events = app.app.get<ChallengeEvents>(CHALLENGE_EVENTS);
  });
  afterAll(async () => app.close());
  afterEach(() => jest.restoreAllMocks());

  const send = async (
    from: RegisteredUser,
    to: RegisteredUser,
    input: LobbyInput = { preset: 'claim' },
  ): Promise<ChallengeShape> => dataOf(await challenge(app, from.token, to.username, input)).challenge;
  const act = async (
    user: RegisteredUser,
    action: Parameters<typeof challengeAction>[2],
    id: string,
  ): Promise<ChallengeShape> => dataOf(await challengeAction(app, user.token, action, id))[action];
  const mine = async (user: RegisteredUser): Promise<ChallengeShape[]> =>
    dataOf(
      await gql<{ myChallenges: ChallengeShape[] }>(app, `{ myChallenges { ${CHALLENGE_FIELDS} } }`, {
        token: user.token,
      }),
    ).myChallenges;
  const seatedMatch = async (user: RegisteredUser, matchId: string): Promise<SeatedMatch> =>
    dataOf(await fetchMatch<SeatedMatch>(app, user.token, matchId, SEATED_FIELDS)).match;
  const resign = async (user: RegisteredUser, matchId: string): Promise<void> => {
    dataOf(
      await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
        token: user.token,
        variables: { m: matchId },
      }),
    );
  };

  describe('challenge, accept, decline, cancel', () => {
    it('R2.1 a challenge by name (any case) is pending for both, and accepting starts the match with the challenger in seat 0', async () => {
      const invited = jest.spyOn(events, 'invited');
      const answered = jest.spyOn(events, 'answered');
      const sent = dataOf(
        await challenge(app, alice.token, bob.username.toUpperCase(), { preset: 'claim2', daysPerMove: 5 }),
      ).challenge;
      expect(sent).toMatchObject({
        challenger: alice.username,
        challenged: bob.username,
        status: 'pending',
        matchId: null,
        rematchOf: null,
        daysPerMove: 5,
        answeredAt: null,
        rules: { players: 2, factions: ['gnomes', 'giants', 'dragons', 'trolls', 'seers'] },
      });
      expect(invited).toHaveBeenCalledWith(
        expect.objectContaining<Partial<Challenge>>({ id: sent.id, status: 'pending' }),
        expect.anything(),
      );
      expect((await mine(alice)).map((c) => c.id)).toContain(sent.id);
      expect((await mine(bob)).find((c) => c.id === sent.id)).toEqual(sent);
      expect((await mine(carol)).map((c) => c.id)).not.toContain(sent.id);

      const accepted = await act(bob, 'acceptChallenge', sent.id);
      expect(accepted).toMatchObject({
        id: sent.id,
        status: 'accepted',
        matchId: expect.any(String),
        answeredAt: expect.any(String),
      });
      expect(answered).toHaveBeenCalledWith(
        expect.objectContaining<Partial<Challenge>>({ id: sent.id, status: 'accepted', matchId: accepted.matchId }),
        expect.anything(),
      );
      const [asAlice, asBob] = await Promise.all([
        seatedMatch(alice, accepted.matchId!),
        seatedMatch(bob, accepted.matchId!),
      ]);
      expect(asAlice).toMatchObject({
        status: 'running',
        mySeat: 0,
        rules: { players: 2, factions: sent.rules.factions },
      });
      expect(asBob.mySeat).toBe(1);
      expect(asAlice.seats.map((s) => s.username)).toEqual([alice.username, bob.username]);
      const seat = asAlice.table.toAct!.seat;
      const player = [alice, bob][seat];
      const [move] = await legalMovesOf(app, player.token, accepted.matchId!);
      expect((await sendMove(app, player.token, accepted.matchId!, move, 0)).errors).toBeUndefined();
    });

    it('the challenged player declines; the challenge can then be neither accepted nor cancelled', async () => {
      const answered = jest.spyOn(events, 'answered');
      const sent = await send(alice, bob);
      const declined = await act(bob, 'declineChallenge', sent.id);
      expect(declined).toMatchObject({ status: 'declined', matchId: null, answeredAt: expect.any(String) });
      expect(answered).toHaveBeenCalledWith(
        expect.objectContaining<Partial<Challenge>>({ id: sent.id, status: 'declined' }),
        expect.anything(),
      );
      expect(errorOf(await challengeAction(app, bob.token, 'acceptChallenge', sent.id)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'CHALLENGE_NOT_PENDING',
      });
      expect(errorOf(await challengeAction(app, alice.token, 'cancelChallenge', sent.id)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'CHALLENGE_NOT_PENDING',
      });
    });

    it('the challenger cancels; the challenged player can no longer accept', async () => {
      const sent = await send(alice, bob);
      expect(await act(alice, 'cancelChallenge', sent.id)).toMatchObject({ status: 'cancelled' });
      expect(errorOf(await challengeAction(app, bob.token, 'acceptChallenge', sent.id)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'CHALLENGE_NOT_PENDING',
      });
    });

    it("other users' challenges → FORBIDDEN; each side may only answer its own way", async () => {
      const sent = await send(alice, bob);
      for (const action of ['acceptChallenge', 'declineChallenge', 'cancelChallenge'] as const) {
        expect(errorOf(await challengeAction(app, carol.token, action, sent.id)).extensions).toEqual({
          code: 'FORBIDDEN',
        });
      }
      expect(errorOf(await challengeAction(app, alice.token, 'acceptChallenge', sent.id)).extensions).toEqual({
        code: 'FORBIDDEN',
      });
      expect(errorOf(await challengeAction(app, alice.token, 'declineChallenge', sent.id)).extensions).toEqual({
        code: 'FORBIDDEN',
      });
      expect(errorOf(await challengeAction(app, bob.token, 'cancelChallenge', sent.id)).extensions).toEqual({
        code: 'FORBIDDEN',
      });
      expect((await mine(bob)).find((c) => c.id === sent.id)?.status).toBe('pending');
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'nope'])(
      'an unknown challenge id (%s) → NOT_FOUND',
      async (id) => {
        expect(errorOf(await challengeAction(app, bob.token, 'acceptChallenge', id)).extensions).toEqual({
          code: 'NOT_FOUND',
          entity: 'Challenge',
        });
      },
    );

    it('of two concurrent accepts exactly one starts a match', async () => {
      const sent = await send(carol, dave);
      const results = await Promise.all(
        [0, 1, 2].map(() => challengeAction(app, dave.token, 'acceptChallenge', sent.id)),
      );
      const ok = results.filter((r) => !r.errors);
      expect(ok).toHaveLength(1);
      for (const r of results.filter((r) => r.errors))
        expect(errorOf(r).extensions).toEqual({ code: 'CONFLICT', reason: 'CHALLENGE_NOT_PENDING' });
      const matches = dataOf(
        await gql<{ myMatches: { id: string }[] }>(app, '{ myMatches { id } }', { token: dave.token }),
      ).myMatches;
      expect(matches.map((m) => m.id)).toEqual([ok[0].data!.acceptChallenge.matchId]);
    });

    it.each<[string, () => [RegisteredUser, string, LobbyInput], string, string, RegExp]>([
      ['an unknown user', () => [alice, 'nobody-here', { preset: 'claim' }], 'NOT_FOUND', '', /User not found/],
      ['oneself', () => [alice, alice.username, { preset: 'claim' }], 'BAD_USER_INPUT', 'username', /yourself/],
      [
        'R8.1 three players',
        () => [alice, bob.username, { factions: SEVEN_FACTIONS, players: 3 }],
        'BAD_USER_INPUT',
        'players',
        /R8\.1.*challenge is for 2 players/,
      ],
      [
        'R2.1 an invalid rule set',
        () => [alice, bob.username, { factions: ['goblins', 'gnomes', 'undead', 'dwarves', 'seers'] }],
        'BAD_USER_INPUT',
        'factions',
        /R2\.1/,
      ],
    ])('challenging %s is refused', async (_name, args, code, field, pattern) => {
      const [from, username, input] = args();
      const error = errorOf(await challenge(app, from.token, username, input));
      expect(error.extensions?.code).toBe(code);
      expect(error.message).toMatch(pattern);
      if (field) expect(Object.keys(error.extensions?.fields as object)).toEqual([field]);
    });

    it('a challenge and its notice commit together: when writing the notice fails, there is no challenge either', async () => {
      const before = (await mine(bob)).length;
      jest.spyOn(events, 'invited').mockRejectedValue(new Error('notification log unavailable'));
      const response = await challenge(app, bob.token, carol.username, { preset: 'claim' });
      expect(response.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      jest.restoreAllMocks();
      expect(await mine(bob)).toHaveLength(before);
    });
  });

  describe('rematch', () => {
    /** A finished 2-player match between `a` (seat 0) and `b`, ended by `a` resigning. */
    const finishedMatch = async (
      a: RegisteredUser,
      b: RegisteredUser,
      input: LobbyInput = { preset: 'claim', daysPerMove: 7 },
    ): Promise<string> => {
      const sent = await send(a, b, input);
      const { matchId } = await act(b, 'acceptChallenge', sent.id);
      await resign(a, matchId!);
      return matchId!;
    };

    it('after a finished match a player offers the opponent a rematch with the same rules and time control; accepting starts it', async () => {
      const invited = jest.spyOn(events, 'invited');
      const input = {
        factions: ['goblins', 'knights', 'vampires', 'zombies', 'shadows'],
        heroes: ['warlock'],
        daysPerMove: 7,
      };
      const matchId = await finishedMatch(alice, bob, input);
      const offer = await act(bob, 'rematch', matchId);
      expect(offer).toMatchObject({
        challenger: bob.username,
        challenged: alice.username,
        status: 'pending',
        rematchOf: matchId,
        daysPerMove: 7,
        rules: { players: 2, factions: input.factions, heroes: ['warlock'] },
      });
      expect(invited).toHaveBeenCalledWith(
        expect.objectContaining<Partial<Challenge>>({ id: offer.id, rematchOf: matchId }),
        expect.anything(),
      );
      const accepted = await act(alice, 'acceptChallenge', offer.id);
      const asBob = await seatedMatch(bob, accepted.matchId!);
      expect(asBob).toMatchObject({ status: 'running', mySeat: 0 });
      expect(errorOf(await challengeAction(app, bob.token, 'rematch', matchId)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'REMATCH_ALREADY_OFFERED',
      });
    });

    it('a lobby match keeps its days per move in the rematch', async () => {
      const lobby = dataOf(await createLobby(app, carol.token, { preset: 'claim2', daysPerMove: 2 })).createLobby;
      const { matchId } = dataOf(await lobbyAction(app, dave.token, 'joinLobby', lobby.id)).joinLobby;
      await resign(dave, matchId!);
      expect(await act(carol, 'rematch', matchId!)).toMatchObject({
        challenged: dave.username,
        daysPerMove: 2,
        rules: { factions: lobby.rules.factions },
      });
    });

    it('asking back for a rematch the opponent already offered accepts it; concurrent asks meet in one challenge and one match', async () => {
      const first = await finishedMatch(alice, carol);
      const offer = await act(alice, 'rematch', first);
      const answer = await act(carol, 'rematch', first);
      expect(answer).toMatchObject({ id: offer.id, status: 'accepted', matchId: expect.any(String) });

      const second = await finishedMatch(bob, dave);
      const both = await Promise.all([
        challengeAction(app, bob.token, 'rematch', second),
        challengeAction(app, dave.token, 'rematch', second),
      ]);
      const answers = both.map((r) => dataOf(r).rematch);
      expect(new Set(answers.map((c) => c.id)).size).toBe(1);
      expect(answers.some((c) => c.status === 'accepted' && c.matchId !== null)).toBe(true);
      const final = (await mine(bob)).filter((c) => c.rematchOf === second);
      expect(final).toHaveLength(1);
      expect(final[0]).toMatchObject({ status: 'accepted', matchId: expect.any(String) });
    });

    it('a rematch needs a finished match the caller played: running → CONFLICT, not a player → FORBIDDEN, unknown → NOT_FOUND', async () => {
      const sent = await send(alice, dave);
      const { matchId } = await act(dave, 'acceptChallenge', sent.id);
      expect(errorOf(await challengeAction(app, alice.token, 'rematch', matchId!)).extensions).toEqual({
        code: 'CONFLICT',
        reason: 'MATCH_NOT_FINISHED',
      });
      expect(errorOf(await challengeAction(app, carol.token, 'rematch', matchId!)).extensions).toEqual({
        code: 'FORBIDDEN',
      });
      await resign(dave, matchId!);
      expect(errorOf(await challengeAction(app, carol.token, 'rematch', matchId!)).extensions).toEqual({
        code: 'FORBIDDEN',
      });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
        expect(errorOf(await challengeAction(app, alice.token, 'rematch', id)).extensions).toEqual({
          code: 'NOT_FOUND',
          entity: 'Match',
        });
      }
    });

    it('R8.1 a 3-player match has no rematch challenge: BAD_USER_INPUT pointing to the group rematch', async () => {
      const lobby = dataOf(await createLobby(app, alice.token, { factions: SEVEN_FACTIONS, players: 3 })).createLobby;
      await lobbyAction(app, bob.token, 'joinLobby', lobby.id);
      const { matchId } = dataOf(await lobbyAction(app, carol.token, 'joinLobby', lobby.id)).joinLobby;
      await resign(carol, matchId!);
      const error = errorOf(await challengeAction(app, alice.token, 'rematch', matchId!));
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/2-player.*acceptGroupRematch/);
    });
  });
});
