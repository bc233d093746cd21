import { MailWorker } from '../../src/mail/mail-worker';
import { CorrespondenceService } from '../../src/correspondence/correspondence.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import {
  DAY_MS,
  moveOnce,
  movableClock,
  startCorrespondenceMatch,
  untilDue,
  waitFor,
} from '../correspondence/correspondence-support';
import type { MovableClock } from '../correspondence/correspondence-support';
import { CARD_PATTERN } from './leak-support';
import type { ReceivedMail } from './smtp-support';
import { startSmtpServer } from './smtp-support';

const SET_EMAIL = 'mutation($a: String!) { setEmail(address: $a) { address verifiedAt } }';
const PREFS = `mutation($p: NotificationPreferencesInput!) { setNotificationPreferences(preferences: $p) {
  emailKinds pushKinds emailDigest } }`;

describe('E-mail notices through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let clock: MovableClock;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  const mailsTo = (address: string): ReceivedMail[] => smtp.mails.filter((m) => m.to.includes(address));
  const deliver = () => app.app.get(MailWorker).deliverDue();

  /** Sets the address and follows the mailed link, as the user would. */
  async function verifiedAddress(user: RegisteredUser, address: string): Promise<void> {
    const set = await gql(app, SET_EMAIL, { token: user.token, variables: { a: address } });
    expect(set.errors).toBeUndefined();
    const mail = await waitFor('the verification mail', async () => mailsTo(address).at(-1));
    const link = /https?:\/\/\S+\/api\/mail\/verify\?token=[\w-]+/.exec(mail.decoded)![0];
    const url = new URL(link);
    const response = await fetch(`${app.baseUrl}${url.pathname}${url.search}`);
    expect(response.status).toBe(200);
    // Single use: the same link again is refused, with a clear error and no change.
    const again = await fetch(`${app.baseUrl}${url.pathname}${url.search}`);
    expect(again.status).toBe(400);
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      env: {
        CLAIM_TIMEOUT_SWEEP: '0',
        CLAIM_WEBHOOK_POLL: '0',
        CLAIM_MAIL_POLL: '0',
        CLAIM_PUSH_POLL: '0',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Claim <claim@claim.test>',
        CLAIM_PUBLIC_URL: 'http://claim.test',
      },
    });
    clock = movableClock(app);
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('verifies an address with a single-use link, and mails nothing to an unverified one', async () => {
    const set = await gql<{ setEmail: { address: string; verifiedAt: string | null } }>(app, SET_EMAIL, {
      token: bob.token,
      variables: { a: 'bob@claim.test' },
    });
    expect(set.data!.setEmail).toEqual({ address: 'bob@claim.test', verifiedAt: null });
    const bad = await gql(app, SET_EMAIL, { token: bob.token, variables: { a: 'not an address' } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const matchId = await startCorrespondenceMatch(app, [alice, bob], 3);
    await untilDue(app, [alice, bob], matchId, 1);
    await deliver();
    // Only the verification mail: bob's turn is not mailed to an address he has not confirmed.
    expect(mailsTo('bob@claim.test').map((m) => m.headers.get('subject'))).toEqual([
      'Confirm your e-mail address for Claim',
    ]);
    const wrong = await gql(app, 'mutation { verifyEmail(token: "nope") }');
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('mails "your move" with a plain-text part and a one-click unsubscribe, and never a card', async () => {
    await verifiedAddress(alice, 'alice@claim.test');
    const before = mailsTo('alice@claim.test').length;
    const matchId = await startCorrespondenceMatch(app, [alice, bob], 3);
    await untilDue(app, [alice, bob], matchId, 0);
    await deliver();
    const mail = mailsTo('alice@claim.test')[before];
    expect(mail.headers.get('subject')).toBe('Your move in Claim');
    expect(mail.headers.get('from')).toBe('Claim <claim@claim.test>');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/claim\.test\/api\/mail\/unsubscribe\?token=[\w-]+>/,
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.decoded).toContain(`http://claim.test/match/${matchId}`);
    for (const m of smtp.mails) expect(m.decoded).not.toMatch(CARD_PATTERN);

    // One click (RFC 8058: a POST to the header's URL) stops notice mails; a GET alone changes nothing.
    const link = new URL(/<([^>]+)>/.exec(mail.headers.get('list-unsubscribe')!)![1]);
    expect((await fetch(`${app.baseUrl}${link.pathname}${link.search}`)).status).toBe(200);
    const prefs = await gql<{ notificationPreferences: { emailKinds: string[] } }>(
      app,
      'query { notificationPreferences { emailKinds } }',
      { token: alice.token },
    );
    expect(prefs.data!.notificationPreferences.emailKinds).toEqual(['YOUR_TURN', 'DEADLINE_APPROACHING']);
    const post = await fetch(`${app.baseUrl}${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    const after = mailsTo('alice@claim.test').length;
    await moveOnce(app, [alice, bob], matchId);
    await untilDue(app, [alice, bob], matchId, 0);
    await deliver();
    expect(mailsTo('alice@claim.test').length).toBe(after);
  });

  it('sends one daily digest instead of single mails when asked, at the digest hour', async () => {
    await gql(app, PREFS, {
      token: alice.token,
      variables: { p: { emailKinds: ['YOUR_TURN', 'GAME_OVER'], pushKinds: [], emailDigest: true } },
    });
    const before = mailsTo('alice@claim.test').length;
    const players = [alice, bob];
    const first = await startCorrespondenceMatch(app, players, 3);
    const second = await startCorrespondenceMatch(app, players, 3);
    await untilDue(app, players, first, 0);
    await untilDue(app, players, second, 0);
    await deliver();
    expect(mailsTo('alice@claim.test').length).toBe(before);
    clock.advance(DAY_MS);
    await deliver();
    const digests = mailsTo('alice@claim.test').slice(before);
    expect(digests).toHaveLength(1);
    expect(digests[0].headers.get('subject')).toMatch(/^Claim: \d+ things happened today$/);
    expect(digests[0].decoded).toContain(first);
    expect(digests[0].decoded).toContain(second);
    expect(digests[0].decoded).not.toMatch(CARD_PATTERN);
  });

  it('reminds the seat due before its deadline, once per turn, and not after it moved', async () => {
    await gql(app, PREFS, {
      token: bob.token,
      variables: { p: { emailKinds: ['DEADLINE_APPROACHING'], pushKinds: [], emailDigest: false } },
    });
    await verifiedAddress(bob, 'bob@claim.test');
    const correspondence = app.app.get(CorrespondenceService);
    const players = [alice, bob];
    const matchId = await startCorrespondenceMatch(app, players, 2);
    await untilDue(app, players, matchId, 1);
    const remindersOf = async () => {
      const log = await gql<{ myNotifications: { kind: string; matchId: string; deadline: string }[] }>(
        app,
        'query { myNotifications(after: 0, first: 500) { kind matchId deadline } }',
        { token: bob.token },
      );
      return log.data!.myNotifications.filter((n) => n.kind === 'DEADLINE_APPROACHING' && n.matchId === matchId);
    };
    await correspondence.remind();
    // Two days to move: nothing is near yet.
    expect(await remindersOf()).toHaveLength(0);
    clock.advance(DAY_MS + 60_000);
    await correspondence.remind();
    await correspondence.remind();
    expect(await remindersOf()).toHaveLength(1);
    const before = mailsTo('bob@claim.test').length;
    await deliver();
    expect(
      mailsTo('bob@claim.test')
        .slice(before)
        .map((m) => m.headers.get('subject')),
    ).toContain('Your time in Claim is running out');
    // Bob moves: the 2 h reminder of that turn never goes out, however late it gets.
    await moveOnce(app, players, matchId);
    clock.advance(DAY_MS - 30 * 60_000);
    await correspondence.remind();
    expect(await remindersOf()).toHaveLength(1);
  });

  it('loses no notice between commit and delivery: a server that stops before sending leaves it to the next', async () => {
    await gql(app, PREFS, {
      token: alice.token,
      variables: { p: { emailKinds: ['YOUR_TURN'], pushKinds: [], emailDigest: false } },
    });
    const before = mailsTo('alice@claim.test').length;
    // A second server process commits the moves and stops (its worker off: it never sends)…
    const first = await startTestApp({
      database: app.database,
      jwt: app.config.jwt,
      env: { CLAIM_MAIL_POLL: '0', CLAIM_TIMEOUT_SWEEP: '0', CLAIM_WEBHOOK_POLL: '0', CLAIM_PUSH_POLL: '0' },
    });
    const matchId = await startCorrespondenceMatch(first, [alice, bob], 3);
    await untilDue(first, [alice, bob], matchId, 0);
    await first.close();
    expect(mailsTo('alice@claim.test').length).toBe(before);
    // …and this one, started before and knowing nothing of those moves, sends what is in the outbox.
    await deliver();
    const sent = mailsTo('alice@claim.test').slice(before);
    expect(sent.some((m) => m.decoded.includes(matchId))).toBe(true);
  });
});
