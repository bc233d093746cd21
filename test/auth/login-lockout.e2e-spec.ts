import { PasswordResets } from '../../src/mail/password-reset.service';
import { rest } from '../api/api-support';
import type { MovableClock } from '../correspondence/correspondence-support';
import { movableClock, waitFor } from '../correspondence/correspondence-support';
import type { ReceivedMail } from '../notifications/smtp-support';
import { startSmtpServer } from '../notifications/smtp-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { accessToken user { id } } }';
const REQUEST_LINK = 'mutation($l: String!) { requestSignInLink(login: $l) }';
const USE_LINK = 'mutation($t: String!) { signInWithLink(token: $t) { accessToken user { id username } } }';
const REQUEST_RESET = 'mutation($l: String!) { requestPasswordReset(login: $l) }';
const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) }';

/** Issue 27, P5: failed logins lock the failing network out of one account, never the owner. */
describe('login lock-out per network, and the mailed sign-in link', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let clock: MovableClock;
  let victim: RegisteredUser;
  const victimAddress = () => `${victim.username}@claim.test`;
  const mailsTo = (address: string): ReceivedMail[] => smtp.mails.filter((m) => m.to.includes(address));
  const deliver = () => app.app.get(PasswordResets).deliverDue();
  const linkToken = (mail: ReceivedMail): string => /\/sign-in\?token=([\w-]+)/.exec(mail.decoded)![1];

  /** A login over HTTP from `from` (a trusted proxy's X-Forwarded-For): the error code, or the token. */
  const loginFrom = async (from: string, username: string, password: string): Promise<string> => {
    const response = await fetch(app.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ query: LOGIN, variables: { i: { username, password } } }),
    });
    const body = (await response.json()) as {
      data?: { login: { accessToken: string } } | null;
      errors?: { extensions?: { code?: string } }[];
    };
    return body.errors?.[0]?.extensions?.code ?? (body.data?.login.accessToken ? 'SIGNED_IN' : 'NOTHING');
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      env: { TRUST_PROXY: 'true', CLAIM_MAIL_POLL: '0', SMTP_URL: smtp.url, CLAIM_PUBLIC_URL: 'http://claim.test' },
      rateLimits: { auth: { limit: 1000, windowSeconds: 60 } },
      // 3 per network; so 15 for the name from all networks together (WIDE_FAILURE_FACTOR).
      loginFailureLimit: { limit: 3, windowSeconds: 900 },
    });
    clock = movableClock(app);
    victim = await registerUser(app);
    await gql(app, 'mutation($a: String!) { setEmail(address: $a) { address } }', {
      token: victim.token,
      variables: { a: victimAddress() },
    });
    const verify = await waitFor('the verification mail', async () => mailsTo(victimAddress()).at(-1));
    const link = new URL(/https?:\/\/\S+\/api\/mail\/verify\?token=[\w-]+/.exec(verify.decoded)![0]);
    expect((await fetch(`${app.baseUrl}${link.pathname}${link.search}`)).status).toBe(200);
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("locks only the attacker's networks out of the account; the owner signs in from elsewhere", async () => {
    const attackers = ['198.51.100.7', '203.0.113.7', '2001:db8:aa:1::7'];
    const answers = await Promise.all(
      attackers.map(async (from) => {
        const codes: string[] = [];
        for (let i = 0; i < 4; i++) codes.push(await loginFrom(from, victim.username, `wrong guess ${i}`));
        return codes;
      }),
    );
    // Three failures each, then the network is limited: the 4th attempt is refused before the password is checked.
    for (const codes of answers)
      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    // The whole network, other addresses in it, the right password too (IPv4 /24, IPv6 /64).
    expect(await loginFrom('198.51.100.200', victim.username, victim.password)).toBe('RATE_LIMITED');
    expect(await loginFrom('2001:db8:aa:1:ffff::1', victim.username.toUpperCase(), victim.password)).toBe(
      'RATE_LIMITED',
    );
    // The owner, from any other network: in. Before issue 27 the 9 failures from anywhere locked V out everywhere.
    expect(await loginFrom('192.0.2.10', victim.username, victim.password)).toBe('SIGNED_IN');
    expect(await loginFrom('2001:db8:aa:2::1', victim.username, victim.password)).toBe('SIGNED_IN');
    // The attacker's network may still sign in to other accounts.
    const other = await registerUser(app);
    expect(await loginFrom('198.51.100.7', other.username, other.password)).toBe('SIGNED_IN');
  });

  it('past the wide ceiling a network that failed gets no more tries, while a fresh one still does', async () => {
    // 9 failures so far; 6 more networks fail once each: 15, the ceiling for the name.
    for (let n = 1; n <= 6; n++)
      expect(await loginFrom(`10.${n}.0.1`, victim.username, 'guess')).toBe('UNAUTHENTICATED');
    // 10.1.0.0/24 failed once, below its own limit of 3, but the name is under attack: no more from there.
    expect(await loginFrom('10.1.0.1', victim.username, victim.password)).toBe('RATE_LIMITED');
    // A network that never failed for the name is not held by the ceiling: the owner at home signs in.
    expect(await loginFrom('10.99.0.1', victim.username, victim.password)).toBe('SIGNED_IN');
  });

  it('answers alike whatever it names, and mails a link only to a verified address', async () => {
    const before = smtp.mails.length;
    const unverified = await registerUser(app);
    await gql(app, 'mutation($a: String!) { setEmail(address: $a) { address } }', {
      token: unverified.token,
      variables: { a: `${unverified.username}@claim.test` },
    });
    await waitFor('the unverified account’s verification mail', async () => smtp.mails.length > before);
    const mailsBefore = smtp.mails.length;
    for (const login of [victim.username, unverified.username, 'nobody-by-this-name', 'no.one@claim.test'])
      expect(await gql(app, REQUEST_LINK, { variables: { l: login } })).toEqual({ data: { requestSignInLink: true } });
    for (const login of [victimAddress().toUpperCase(), 'no.one@claim.test'])
      await rest(app).post('/api/sign-in-link', { login }).expect(200, { ok: true });
    // One link, to the victim's verified address: the second request fell within the 5-minute gap.
    expect(await deliver()).toBe(1);
    const sent = smtp.mails.slice(mailsBefore);
    expect(sent.map((m) => m.to)).toEqual([[victimAddress()]]);
    expect(sent[0].headers.get('subject')).toBe('Your link to sign in to Claim');
    expect(sent[0].decoded).toMatch(/http:\/\/claim\.test\/sign-in\?token=[\w-]+/);
  });

  it('signs the owner in once from the locked network; a reset token does not sign in, nor a sign-in token reset', async () => {
    const token = linkToken(mailsTo(victimAddress()).at(-1)!);
    expect(await loginFrom('198.51.100.7', victim.username, victim.password)).toBe('RATE_LIMITED');
    // The owner is behind the attacker's network: the link lets them in all the same.
    const response = await fetch(app.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({ query: USE_LINK, variables: { t: token } }),
    });
    const signedIn = (await response.json()) as {
      data: { signInWithLink: { accessToken: string; user: { id: string } } };
    };
    expect(signedIn.data.signInWithLink.user.id).toBe(victim.id);
    const me = await gql(app, '{ me { id } }', { token: signedIn.data.signInWithLink.accessToken });
    expect(me.data).toEqual({ me: { id: victim.id } });
    // Single use, through either door.
    const again = await gql(app, USE_LINK, { variables: { t: token } });
    expect(again.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: expect.any(Array) },
    });
    await rest(app).post('/api/sign-in-link/complete', { token }).expect(400);

    // A password reset token of the same account is no sign-in link, and a sign-in token no reset.
    clock.advance(6 * 60_000);
    await gql(app, REQUEST_RESET, { variables: { l: victim.username } });
    await gql(app, REQUEST_LINK, { variables: { l: victim.username } });
    expect(await deliver()).toBe(2);
    const [resetMail, linkMail] = mailsTo(victimAddress()).slice(-2);
    const resetToken = /reset-password\?token=([\w-]+)/.exec(resetMail.decoded)![1];
    expect((await gql(app, USE_LINK, { variables: { t: resetToken } })).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    const fresh = linkToken(linkMail);
    expect(
      (await gql(app, RESET, { variables: { t: fresh, p: 'a brand new passphrase' } })).errors?.[0].extensions?.code,
    ).toBe('BAD_USER_INPUT');
    // Over REST the unused link signs in once and answers the session.
    const rested = await rest(app).post('/api/sign-in-link/complete', { token: fresh }).expect(200);
    expect(rested.body).toMatchObject({ accessToken: expect.any(String), user: { id: victim.id } });
  });

  it('refuses an expired link', async () => {
    clock.advance(6 * 60_000);
    await gql(app, REQUEST_LINK, { variables: { l: victimAddress() } });
    expect(await deliver()).toBe(1);
    const token = linkToken(mailsTo(victimAddress()).at(-1)!);
    clock.advance(16 * 60_000); // a link works for 15 minutes
    const expired = await gql(app, USE_LINK, { variables: { t: token } });
    expect(expired.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: expect.any(Array) },
    });
  });
});
