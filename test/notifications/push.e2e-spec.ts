import { randomUUID } from 'node:crypto';
import { Notices } from '../../src/notifications/notices.service';
import { PushWorker } from '../../src/push/push-worker';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { startCorrespondenceMatch, untilDue } from '../correspondence/correspondence-support';
import { CARD_PATTERN } from './leak-support';
import { browserKeys, startPushService, verifiedVapid } from './push-support';

const ADD = `mutation($e: String!, $p: String!, $a: String!) {
  addPushSubscription(endpoint: $e, p256dh: $p, auth: $a) { id endpoint } }`;
const PREFS = `mutation($p: NotificationPreferencesInput!) { setNotificationPreferences(preferences: $p) { pushKinds } }`;

describe('Web Push to a real push endpoint (VAPID, RFC 8291)', () => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    service = await startPushService((path) => (path.startsWith('/gone/') ? 410 : 201));
    app = await startTestApp({
      env: {
        CLAIM_TIMEOUT_SWEEP: '0',
        CLAIM_WEBHOOK_POLL: '0',
        CLAIM_MAIL_POLL: '0',
        CLAIM_PUSH_POLL: '0',
        CLAIM_PUSH_CA_FILE: service.caFile,
        CLAIM_PUSH_ALLOW_PRIVATE_ADDRESSES: 'true',
        VAPID_SUBJECT: 'mailto:ops@claim.test',
        CLAIM_PUBLIC_URL: 'http://claim.test',
      },
    });
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
  });

  afterAll(async () => {
    await app?.close();
    await service?.close();
  });

  it('refuses a subscription that is not one, with a clear error, and stores nothing', async () => {
    const keys = browserKeys();
    const bad = await gql(app, ADD, {
      token: alice.token,
      variables: { e: 'http://127.0.0.1/push', p: 'short', a: keys.auth },
    });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys((bad.errors?.[0].extensions?.fields as object) ?? {}).sort()).toEqual(['endpoint', 'p256dh']);
    const list = await gql<{ myPushSubscriptions: unknown[] }>(app, 'query { myPushSubscriptions { id } }', {
      token: alice.token,
    });
    expect(list.data!.myPushSubscriptions).toEqual([]);
  });

  it('pushes "your move", VAPID-signed and encrypted for the browser alone, never with a card', async () => {
    const keys = browserKeys();
    const endpoint = `${service.origin}/push/alice-laptop`;
    const added = await gql(app, ADD, { token: alice.token, variables: { e: endpoint, p: keys.p256dh, a: keys.auth } });
    expect(added.errors).toBeUndefined();
    const serverKey = (await gql<{ pushPublicKey: string }>(app, 'query { pushPublicKey }')).data!.pushPublicKey;

    const matchId = await startCorrespondenceMatch(app, [alice, bob], 3);
    await untilDue(app, [alice, bob], matchId, 0);
    await app.app.get(PushWorker).deliverDue();

    const requests = service.received.filter((r) => r.path === '/push/alice-laptop');
    expect(requests.length).toBeGreaterThanOrEqual(1);
    for (const request of requests) {
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      const vapid = verifiedVapid(request.headers.authorization as string);
      expect(vapid.publicKey).toBe(serverKey);
      expect(vapid.claims.aud).toBe(service.origin);
      expect(vapid.claims.sub).toBe('mailto:ops@claim.test');
      expect(Number(vapid.claims.exp)).toBeGreaterThan(Date.now() / 1000);
      // Nothing readable on the wire: the push service sees ciphertext only.
      expect(request.body.toString('latin1')).not.toContain(matchId);
      const message = keys.decrypt(request.body);
      expect(message).not.toMatch(CARD_PATTERN);
      expect(JSON.parse(message)).toMatchObject({ title: 'Claim', kind: 'YOUR_TURN', matchId });
    }
  });

  it('links a club match notice to the page its mail links to: the game if one started, else the club', async () => {
    const keys = browserKeys();
    const path = '/push/alice-club';
    const added = await gql(app, ADD, {
      token: alice.token,
      variables: { e: `${service.origin}${path}`, p: keys.p256dh, a: keys.auth },
    });
    expect(added.errors).toBeUndefined();
    // Club match notices are not pushed by default: alice asks for them (keeping her turn).
    const prefs = await gql(app, PREFS, {
      token: alice.token,
      variables: { p: { emailKinds: [], pushKinds: ['YOUR_TURN', 'CLUB_MATCH_SIGNUP_CLOSED'], emailDigest: false } },
    });
    expect(prefs.errors).toBeUndefined();
    const [clubMatchId, clubId, matchId] = [randomUUID(), randomUUID(), randomUUID()];
    const closed = {
      kind: 'CLUB_MATCH_SIGNUP_CLOSED',
      clubMatchId,
      clubId,
      boardsPlayed: 1,
      unanswered: false,
    } as const;
    await app.app.get(Notices).publish([
      { userId: alice.id, notification: { ...closed, board: null, matchId: null, forfeit: false } },
      { userId: alice.id, notification: { ...closed, board: 2, matchId, forfeit: false } },
    ]);
    await app.app.get(PushWorker).deliverDue();

    const urls = service.received
      .filter((r) => r.path === path)
      .map((r) => JSON.parse(keys.decrypt(r.body)) as { kind: string; url: string })
      .filter((m) => m.kind === 'CLUB_MATCH_SIGNUP_CLOSED')
      .map((m) => m.url)
      .sort();
    expect(urls).toEqual([`http://claim.test/clubs/${clubId}`, `http://claim.test/match/${matchId}`].sort());
  });

  it('drops a subscription the push service says is gone (410)', async () => {
    const keys = browserKeys();
    const added = await gql<{ addPushSubscription: { id: string } }>(app, ADD, {
      token: bob.token,
      variables: { e: `${service.origin}/gone/bob-phone`, p: keys.p256dh, a: keys.auth },
    });
    expect(added.errors).toBeUndefined();
    const matchId = await startCorrespondenceMatch(app, [alice, bob], 3);
    await untilDue(app, [alice, bob], matchId, 1);
    await app.app.get(PushWorker).deliverDue();
    expect(service.received.some((r) => r.path === '/gone/bob-phone')).toBe(true);
    const list = await gql<{ myPushSubscriptions: { id: string }[] }>(app, 'query { myPushSubscriptions { id } }', {
      token: bob.token,
    });
    expect(list.data!.myPushSubscriptions).toEqual([]);
  });
});
