import request from 'supertest';
import { createApiToken, rest } from '../api/api-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { browserKeys } from './push-support';
import type { ReceivedMail } from './smtp-support';
import { startSmtpServer } from './smtp-support';

const NOTIFICATION_FIELDS =
  'seq createdAt kind matchId seat version deadline challengeId challengeStatus from messageSeq tournamentId tournamentEvent round orderId clubId clubEvent appealId appealVerdict clubMatchId boardsPlayed board forfeit unanswered';
const PREFS_FIELDS = 'emailKinds pushKinds emailDigest';

/** The REST mirror of the notification features answers what GraphQL answers, through the same services. */
describe('Notifications over REST, as over GraphQL (issue 14)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  const http = () => request(app.baseUrl);
  const bearer = (user: RegisteredUser) => `Bearer ${user.token}`;
  const mailsTo = (address: string): ReceivedMail[] => smtp.mails.filter((m) => m.to.includes(address));
  const tokenOf = (mail: ReceivedMail): string => /\/api\/mail\/verify\?token=([\w-]+)/.exec(mail.decoded)![1];
  async function graphql<T>(user: RegisteredUser | null, query: string, variables?: Record<string, unknown>) {
    const response = await gql<T>(app, query, { token: user?.token, variables });
    expect(response.errors).toBeUndefined();
    return response.data!;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      env: {
        CLAIM_TIMEOUT_SWEEP: '0',
        CLAIM_WEBHOOK_POLL: '0',
        CLAIM_MAIL_POLL: '0',
        CLAIM_PUSH_POLL: '0',
        CLAIM_PUSH_ALLOW_PRIVATE_ADDRESSES: 'true',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Claim <claim@claim.test>',
        CLAIM_PUBLIC_URL: 'http://claim.test',
      },
    });
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('refuses every account route without a credential (401 UNAUTHENTICATED)', async () => {
    const calls = [
      http().get('/api/notifications'),
      http().get('/api/me/notification-preferences'),
      http().put('/api/me/notification-preferences').send({ emailKinds: [], pushKinds: [], emailDigest: false }),
      http().get('/api/me/email'),
      http().put('/api/me/email').send({ address: 'x@claim.test' }),
      http().delete('/api/me/email'),
      http().get('/api/push/subscriptions'),
      http().post('/api/push/subscriptions').send({ endpoint: 'https://127.0.0.1/p', p256dh: 'a', auth: 'b' }),
      http().delete('/api/push/subscriptions/00000000-0000-4000-8000-000000000000'),
    ];
    for (const call of calls) {
      const response = await call;
      expect([response.status, response.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  it('reads the notification log as myNotifications does, paged by after/first, and refuses a bad cursor', async () => {
    for (let i = 0; i < 3; i++)
      await rest(app, alice.token).post('/api/challenges', { username: bob.username, preset: 'claim' }).expect(200);
    const viaGraphql = await graphql<{ myNotifications: unknown[] }>(
      bob,
      `query { myNotifications { ${NOTIFICATION_FIELDS} } }`,
    );
    expect(viaGraphql.myNotifications).toHaveLength(3);
    const all = await http().get('/api/notifications').set('authorization', bearer(bob)).expect(200);
    expect(all.body).toEqual(viaGraphql.myNotifications);
    expect((all.body as { kind: string }[]).map((n) => n.kind)).toEqual(['INVITATION', 'INVITATION', 'INVITATION']);

    const page = await http().get('/api/notifications?after=1&first=1').set('authorization', bearer(bob)).expect(200);
    const pageViaGraphql = await graphql<{ myNotifications: unknown[] }>(
      bob,
      `query { myNotifications(after: 1, first: 1) { ${NOTIFICATION_FIELDS} } }`,
    );
    expect(page.body).toEqual(pageViaGraphql.myNotifications);
    expect((page.body as { seq: number }[]).map((n) => n.seq)).toEqual([2]);

    for (const bad of ['after=-1', 'after=x', 'first=0', 'first=501']) {
      const response = await http().get(`/api/notifications?${bad}`).set('authorization', bearer(bob)).expect(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.body.fields as object)).toEqual([bad.split('=')[0]]);
    }
  });

  it('reads and replaces notification preferences as GraphQL does; bad input is 400 and changes nothing', async () => {
    const defaults = await http().get('/api/me/notification-preferences').set('authorization', bearer(alice));
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({
      emailKinds: ['YOUR_TURN', 'DEADLINE_APPROACHING'],
      pushKinds: ['YOUR_TURN', 'DEADLINE_APPROACHING', 'CHAT'],
      emailDigest: false,
    });
    const wanted = { emailKinds: ['GAME_OVER', 'YOUR_TURN'], pushKinds: [], emailDigest: true };
    const set = await http()
      .put('/api/me/notification-preferences')
      .set('authorization', bearer(alice))
      .send(wanted)
      .expect(200);
    expect(set.body).toEqual(wanted);
    const viaGraphql = await graphql<{ notificationPreferences: unknown }>(
      alice,
      `query { notificationPreferences { ${PREFS_FIELDS} } }`,
    );
    expect(viaGraphql.notificationPreferences).toEqual(wanted);

    for (const bad of [
      { ...wanted, emailKinds: ['NOT_A_KIND'] },
      { ...wanted, pushKinds: 'YOUR_TURN' },
      { ...wanted, emailDigest: 'yes' },
      { emailKinds: [], pushKinds: [] },
    ]) {
      const response = await http()
        .put('/api/me/notification-preferences')
        .set('authorization', bearer(alice))
        .send(bad)
        .expect(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.body.fields as object).length).toBeGreaterThan(0);
    }
    const after = await http().get('/api/me/notification-preferences').set('authorization', bearer(alice));
    expect(after.body).toEqual(wanted);

    // Reading needs match:read, changing needs lobby: the scopes of the GraphQL operations.
    const reader = (await createApiToken(app, alice.token, ['MATCH_READ'])).secret;
    await http().get('/api/me/notification-preferences').set('authorization', `Bearer ${reader}`).expect(200);
    const refused = await http()
      .put('/api/me/notification-preferences')
      .set('authorization', `Bearer ${reader}`)
      .send(wanted);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('sets, re-sends, verifies and removes an e-mail address as setEmail/verifyEmail/removeEmail do', async () => {
    const auth = bearer(bob);
    const none = await http().get('/api/me/email').set('authorization', auth).expect(404);
    expect([none.body.code, none.body.entity]).toEqual(['NOT_FOUND', 'EmailAddress']);
    expect((await graphql<{ myEmail: unknown }>(bob, 'query { myEmail { address } }')).myEmail).toBeNull();

    const bad = await http().put('/api/me/email').set('authorization', auth).send({ address: 'not an address' });
    expect([bad.status, bad.body.code, Object.keys(bad.body.fields as object)]).toEqual([
      400,
      'BAD_USER_INPUT',
      ['address'],
    ]);
    await http().put('/api/me/email').set('authorization', auth).send({ address: 42 }).expect(400);
    await http().get('/api/me/email').set('authorization', auth).expect(404);
    expect(mailsTo('bob@claim.test')).toHaveLength(0);

    const set = await http().put('/api/me/email').set('authorization', auth).send({ address: ' bob@claim.test ' });
    expect([set.status, set.body]).toEqual([200, { address: 'bob@claim.test', verifiedAt: null }]);
    // The same address again is the resend: a fresh link, and the first one no longer works.
    await http().put('/api/me/email').set('authorization', auth).send({ address: 'bob@claim.test' }).expect(200);
    const [first, second] = mailsTo('bob@claim.test').map(tokenOf);
    expect(first).not.toEqual(second);
    const stale = await http().post('/api/email/verify').send({ token: first });
    expect([stale.status, stale.body.code, Object.keys(stale.body.fields as object)]).toEqual([
      400,
      'BAD_USER_INPUT',
      ['token'],
    ]);
    await http().post('/api/email/verify').send({}).expect(400);
    expect((await http().post('/api/email/verify').send({ token: second }).expect(200)).body).toEqual({ ok: true });
    await http().post('/api/email/verify').send({ token: second }).expect(400);

    const mine = await http().get('/api/me/email').set('authorization', auth).expect(200);
    expect(mine.body.verifiedAt).toEqual(expect.any(String));
    const viaGraphql = await graphql<{ myEmail: unknown }>(bob, 'query { myEmail { address verifiedAt } }');
    expect(mine.body).toEqual(viaGraphql.myEmail);

    // Account settings are for a signed-in session, never a personal token (as RequireSession in GraphQL).
    const token = (await createApiToken(app, bob.token, ['MATCH_READ', 'MATCH_PLAY', 'LOBBY'])).secret;
    const refused = await http().delete('/api/me/email').set('authorization', `Bearer ${token}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);

    expect((await http().delete('/api/me/email').set('authorization', auth).expect(200)).body).toEqual({ ok: true });
    await http().get('/api/me/email').set('authorization', auth).expect(404);
    const again = await http().delete('/api/me/email').set('authorization', auth).expect(404);
    expect(again.body.code).toBe('NOT_FOUND');
  });

  it('offers the VAPID key and adds, lists and removes push subscriptions as GraphQL does', async () => {
    const key = await http().get('/api/push/vapid-public-key').expect(200);
    expect(key.body).toEqual({
      publicKey: (await graphql<{ pushPublicKey: string }>(null, 'query { pushPublicKey }')).pushPublicKey,
    });

    const auth = bearer(alice);
    const keys = browserKeys();
    const bad = await http()
      .post('/api/push/subscriptions')
      .set('authorization', auth)
      .send({ endpoint: 'http://127.0.0.1/push', p256dh: 'short', auth: keys.auth })
      .expect(400);
    expect([bad.body.code, Object.keys(bad.body.fields as object).sort()]).toEqual([
      'BAD_USER_INPUT',
      ['endpoint', 'p256dh'],
    ]);
    await http().post('/api/push/subscriptions').set('authorization', auth).send({ endpoint: 7 }).expect(400);
    expect((await http().get('/api/push/subscriptions').set('authorization', auth).expect(200)).body).toEqual([]);

    const endpoint = 'https://127.0.0.1:9/push/alice-laptop';
    const added = await http()
      .post('/api/push/subscriptions')
      .set('authorization', auth)
      .send({ endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .expect(200);
    expect(added.body).toEqual({ id: expect.any(String), endpoint, createdAt: expect.any(String) });
    const listed = await http().get('/api/push/subscriptions').set('authorization', auth).expect(200);
    const viaGraphql = await graphql<{ myPushSubscriptions: unknown[] }>(
      alice,
      'query { myPushSubscriptions { id endpoint createdAt } }',
    );
    expect(listed.body).toEqual([added.body]);
    expect(listed.body).toEqual(viaGraphql.myPushSubscriptions);

    // Not hers: not found, and nothing removed.
    const id = (added.body as { id: string }).id;
    for (const [user, path] of [
      [bob, `/api/push/subscriptions/${id}`],
      [alice, '/api/push/subscriptions/not-a-uuid'],
    ] as const) {
      const response = await http().delete(path).set('authorization', bearer(user)).expect(404);
      expect([response.body.code, response.body.entity]).toEqual(['NOT_FOUND', 'PushSubscription']);
    }
    expect((await http().get('/api/push/subscriptions').set('authorization', auth)).body).toHaveLength(1);
    await http().delete(`/api/push/subscriptions/${id}`).set('authorization', auth).expect(200, { ok: true });
    expect((await http().get('/api/push/subscriptions').set('authorization', auth)).body).toEqual([]);
  });
});
