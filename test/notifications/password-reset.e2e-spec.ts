import { PrismaService } from '../../src/database/prisma.service';
import { PasswordResets } from '../../src/mail/password-reset.service';
import { createApiToken, rest } from '../api/api-support';
import type { MovableClock } from '../correspondence/correspondence-support';
import { movableClock, waitFor } from '../correspondence/correspondence-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { ReceivedMail } from './smtp-support';
import { startSmtpServer } from './smtp-support';

const REQUEST = 'mutation($l: String!) { requestPasswordReset(login: $l) }';
const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) }';
const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset by e-mail, through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let clock: MovableClock;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const aliceAddress = () => `${alice.username}@claim.test`;

  const mailsTo = (address: string): ReceivedMail[] => smtp.mails.filter((m) => m.to.includes(address));
  const deliver = () => app.app.get(PasswordResets).deliverDue();
  const queued = () => app.app.get(PrismaService).passwordResetRequest.count();
  const tokenOf = (mail: ReceivedMail): string => /reset-password\?token=([\w-]+)/.exec(mail.decoded)![1];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      env: { CLAIM_MAIL_POLL: '0', SMTP_URL: smtp.url, CLAIM_PUBLIC_URL: 'http://claim.test' },
    });
    clock = movableClock(app);
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
    // alice verifies an address; bob gives one but never verifies it.
    expect(
      (await gql(app, 'mutation($a: String!) { setEmail(address: $a) { address } }', {
        token: alice.token,
        variables: { a: aliceAddress() },
      }).then((r) => r.errors)) ?? null,
    ).toBeNull();
    const verify = await waitFor('the verification mail', async () => mailsTo(aliceAddress()).at(-1));
    const link = new URL(/https?:\/\/\S+\/api\/mail\/verify\?token=[\w-]+/.exec(verify.decoded)![0]);
    expect((await fetch(`${app.baseUrl}${link.pathname}${link.search}`)).status).toBe(200);
    await gql(app, 'mutation($a: String!) { setEmail(address: $a) { address } }', {
      token: bob.token,
      variables: { a: `${bob.username}@claim.test` },
    });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('answers alike for every name, queues every request, and mails a link only to a verified address', async () => {
    const before = smtp.mails.length;
    const queuedBefore = await queued();
    const names = [alice.username, `${bob.username}`, 'nobody-by-this-name', 'no.one@claim.test'];
    for (const login of names) {
      expect(await gql(app, REQUEST, { variables: { l: login } })).toEqual({ data: { requestPasswordReset: true } });
    }
    // REST answers alike too, by address in any case.
    for (const login of [aliceAddress().toUpperCase(), 'no.one@claim.test']) {
      const response = await rest(app).post('/api/password-reset', { login }).expect(200);
      expect(response.body).toEqual({ ok: true });
    }
    // The request path is one insert for every name: what is looked up is looked up later, by the worker.
    expect((await queued()) - queuedBefore).toBe(6);
    expect(smtp.mails.length).toBe(before);

    // One mail, to alice's verified address: her second request came within 5 minutes of the first.
    expect(await deliver()).toBe(1);
    const sent = smtp.mails.slice(before);
    expect(sent.map((m) => m.to)).toEqual([[aliceAddress()]]);
    expect(sent[0].headers.get('subject')).toBe('Reset your Claim password');
    expect(sent[0].decoded).toMatch(/http:\/\/claim\.test\/api\/mail\/reset-password\?token=[\w-]+/);
    expect(sent[0].decoded).toContain('API tokens keep working');
    // Only the token's hash is stored.
    const stored = await app.app.get(PrismaService).passwordResetToken.findMany({ where: { userId: alice.id } });
    expect(stored.map((t) => t.tokenHash)).not.toContain(tokenOf(sent[0]));
    expect(stored.every((t) => /^[0-9a-f]{64}$/.test(t.tokenHash))).toBe(true);
    expect(await deliver()).toBe(0);
  });

  it('sets the new password once: the sessions end, the API token stays, a bad password or token changes nothing', async () => {
    clock.advance(10 * 60_000); // past the gap between two reset mails
    const apiToken = await createApiToken(app, alice.token, ['MATCH_READ']);
    await rest(app).post('/api/password-reset', { login: alice.username }).expect(200);
    expect(await deliver()).toBe(1);
    const token = tokenOf(mailsTo(aliceAddress()).at(-1)!);

    // The mailed link shows a form and changes nothing.
    const page = await fetch(`${app.baseUrl}/api/mail/reset-password?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`name="token" value="${token}"`);

    // A password the policy refuses: BAD_USER_INPUT on newPassword, and the token still works after.
    const weak = await gql(app, RESET, { variables: { t: token, p: 'short' } });
    expect(weak.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { newPassword: [expect.any(String)] },
    });
    expect((await gql(app, '{ me { id } }', { token: alice.token })).data).toEqual({ me: { id: alice.id } });

    await rest(app)
      .post('/api/password-reset/complete', { token, newPassword: NEW_PASSWORD })
      .expect(200, { ok: true });

    // Single use.
    const again = await rest(app)
      .post('/api/password-reset/complete', { token, newPassword: NEW_PASSWORD })
      .expect(400);
    expect(again.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { token: ['is invalid, used or expired'] } });
    // The session signed in before the reset has ended; the personal API token has not.
    expect((await gql(app, '{ me { id } }', { token: alice.token })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    await rest(app, apiToken.secret).get('/api/matches').expect(200);
    // The old password no longer signs in; the new one does.
    const login = 'mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }) { accessToken } }';
    expect(
      (await gql(app, login, { variables: { u: alice.username, p: alice.password } })).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const signedIn = await gql<{ login: { accessToken: string } }>(app, login, {
      variables: { u: alice.username, p: NEW_PASSWORD },
    });
    expect(signedIn.data?.login.accessToken).toEqual(expect.any(String));
    alice = { ...alice, token: signedIn.data!.login.accessToken, password: NEW_PASSWORD };
  });

  it('refuses an expired or unknown token alike', async () => {
    clock.advance(10 * 60_000);
    await gql(app, REQUEST, { variables: { l: alice.username } });
    expect(await deliver()).toBe(1);
    const token = tokenOf(mailsTo(aliceAddress()).at(-1)!);
    clock.advance(61 * 60_000); // the link works for an hour
    for (const t of [token, 'not-a-token', '']) {
      const refused = await gql(app, RESET, { variables: { t, p: NEW_PASSWORD } });
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { token: expect.any(Array) },
      });
    }
    // The form of the page refuses the same way, and nothing changed: the current session still works.
    const form = await fetch(`${app.baseUrl}/api/mail/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, newPassword: NEW_PASSWORD }).toString(),
    });
    expect(form.status).toBe(400);
    expect((await gql(app, '{ me { id } }', { token: alice.token })).data).toEqual({ me: { id: alice.id } });
  });
});

describe('password reset requests are rate-limited per client address (the auth category)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_MAIL_POLL: '0' }, rateLimits: { auth: { limit: 3, windowSeconds: 60 } } });
  });
  afterAll(async () => app?.close());

  it('answers RATE_LIMITED past the limit, over GraphQL and REST together', async () => {
    for (let i = 0; i < 2; i++)
      expect((await gql(app, REQUEST, { variables: { l: `someone${i}` } })).errors).toBeUndefined();
    await rest(app).post('/api/password-reset', { login: 'someone' }).expect(200);
    expect((await gql(app, REQUEST, { variables: { l: 'someone' } })).errors?.[0].extensions?.code).toBe(
      'RATE_LIMITED',
    );
    expect((await rest(app).post('/api/password-reset', { login: 'someone' }).expect(429)).body.code).toBe(
      'RATE_LIMITED',
    );
  });
});
