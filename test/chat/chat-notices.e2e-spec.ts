import { PushWorker } from '../../src/push/push-worker';
import { rest } from '../api/api-support';
import type { MovableClock } from '../correspondence/correspondence-support';
import { movableClock } from '../correspondence/correspondence-support';
import { browserKeys, startPushService } from '../notifications/push-support';
import { dataOf } from '../lobbies/lobby-support';
import { start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const SEND = 'mutation($m: ID!, $t: String!) { sendChatMessage(matchId: $m, text: $t) { seq } }';
const ADD_PUSH = `mutation($e: String!, $p: String!, $a: String!) {
  addPushSubscription(endpoint: $e, p256dh: $p, auth: $a) { id } }`;
const NOTICES = 'query { myNotifications(after: 0, first: 500) { seq kind matchId from messageSeq } }';

interface Notice {
  seq: number;
  kind: string;
  matchId: string | null;
  from: string | null;
  messageSeq: number | null;
}

/** Issue 27, P6: a flood of chat is one unread notice per match and one push, not one each. */
describe('CHAT notices coalesced per match, chat pushes spaced (CLAIM_CHAT_PUSH_GAP)', () => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  let app: TestApp;
  let clock: MovableClock;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let matchId: string;
  const keys = browserKeys();

  const chatNotices = async (user: RegisteredUser): Promise<Notice[]> =>
    dataOf(await gql<{ myNotifications: Notice[] }>(app, NOTICES, { token: user.token })).myNotifications.filter(
      (n) => n.kind === 'CHAT',
    );
  const say = async (user: RegisteredUser, count: number): Promise<void> => {
    for (let i = 0; i < count; i++)
      dataOf(await gql(app, SEND, { token: user.token, variables: { m: matchId, t: `line ${i}` } }));
  };
  const pushesToBob = async (): Promise<{ kind: string; matchId: string }[]> => {
    await app.app.get(PushWorker).deliverDue();
    return service.received
      .filter((r) => r.path === '/push/bob-phone')
      .map((r) => JSON.parse(keys.decrypt(r.body)) as { kind: string; matchId: string })
      .filter((m) => m.kind === 'CHAT');
  };

  beforeAll(async () => {
    service = await startPushService();
    app = await startTestApp({
      env: {
        CLAIM_TIMEOUT_SWEEP: '0',
        CLAIM_WEBHOOK_POLL: '0',
        CLAIM_MAIL_POLL: '0',
        CLAIM_PUSH_POLL: '0',
        CLAIM_PUSH_CA_FILE: service.caFile,
        CLAIM_PUSH_ALLOW_PRIVATE_ADDRESSES: 'true',
        CLAIM_PUBLIC_URL: 'http://claim.test',
      },
      rateLimits: { chat: { limit: 1000, windowSeconds: 60 } },
    });
    clock = movableClock(app);
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
    dataOf(
      await gql(app, ADD_PUSH, {
        token: bob.token,
        variables: { e: `${service.origin}/push/bob-phone`, p: keys.p256dh, a: keys.auth },
      }),
    );
    matchId = await start(app, [alice, bob], {});
  });

  afterAll(async () => {
    await app?.close();
    await service?.close();
  });

  it('30 messages leave the opponent one unread CHAT notice, naming the latest, and one push', async () => {
    await say(alice, 30);
    const notices = await chatNotices(bob);
    expect(notices).toEqual([{ seq: expect.any(Number), kind: 'CHAT', matchId, from: alice.username, messageSeq: 30 }]);
    expect(await pushesToBob()).toEqual([expect.objectContaining({ kind: 'CHAT', matchId })]);
  });

  it('once read, the next message is a new notice; its push waits for the gap', async () => {
    // Reading the chat (here over REST) ends the unread notice.
    await rest(app, bob.token).get(`/api/matches/${matchId}/chat`).expect(200);
    await say(alice, 3);
    const notices = await chatNotices(bob);
    expect(notices.map((n) => n.messageSeq)).toEqual([30, 33]);
    // Within 5 minutes of the last chat push for this match: a notice, but no push.
    expect(await pushesToBob()).toHaveLength(1);

    // markChatRead says the same as reading; past the gap the next notice pushes again.
    expect(
      dataOf(
        await gql(app, 'mutation($m: ID!) { markChatRead(matchId: $m) }', {
          token: bob.token,
          variables: { m: matchId },
        }),
      ),
    ).toEqual({
      markChatRead: true,
    });
    clock.advance(5 * 60_000 + 1_000);
    await say(alice, 2);
    expect((await chatNotices(bob)).map((n) => n.messageSeq)).toEqual([30, 33, 35]);
    expect(await pushesToBob()).toHaveLength(2);
  });

  it("writing counts as reading: the author's own notice for the match ends", async () => {
    await say(bob, 1); // bob answers: alice now has an unread notice from bob
    await say(bob, 4);
    expect((await chatNotices(alice)).map((n) => n.messageSeq)).toEqual([40]);
    await say(alice, 1); // alice writes back, so she has read
    await say(bob, 1);
    expect((await chatNotices(alice)).map((n) => n.messageSeq)).toEqual([40, 42]);
  });
});
