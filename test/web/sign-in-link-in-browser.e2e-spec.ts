import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { PasswordResets } from '../../src/mail/password-reset.service';
import type { ReceivedMail } from '../notifications/smtp-support';
import { startSmtpServer } from '../notifications/smtp-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { axeViolations, buildClient, describeWithBrowser, launchBrowser, newPlayer } from './browser-support';

/**
 * The mailed sign-in link (docs/players.md "Signing in", the per-network lock-out) in Chromium: wrong
 * passwords from this network pause sign-in for the name, the login page offers "E-mail me a sign-in
 * link", the link arrives at the in-process SMTP server, and opening it (then pressing the button: mail
 * scanners must not use up the token) signs the player in.
 */
describeWithBrowser('the sign-in link in the browser', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let browser: Browser;
  let webDir = '';
  let owner: RegisteredUser;
  const address = () => `${owner.username}@claim.test`;
  const mailsTo = (to: string): ReceivedMail[] => smtp.mails.filter((m) => m.to.includes(to));
  const until = async <T>(what: string, probe: () => T | undefined | false): Promise<T> => {
    for (let i = 0; i < 200; i++) {
      const found = probe();
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'claim-web-sign-in-'));
    await buildClient(webDir);
    smtp = await startSmtpServer();
    app = await startTestApp({
      env: { CLAIM_WEB_DIR: webDir, CLAIM_MAIL_POLL: '0', SMTP_URL: smtp.url, CLAIM_PUBLIC_URL: 'http://claim.test' },
      // Three wrong passwords from this network pause sign-in for the name.
      loginFailureLimit: { limit: 3, windowSeconds: 900 },
    });
    browser = await launchBrowser();
    owner = await registerUser(app);
    await gql(app, 'mutation($a: String!) { setEmail(address: $a) { address } }', {
      token: owner.token,
      variables: { a: address() },
    });
    const verify = await until('the verification mail', () => mailsTo(address()).at(-1));
    const link = new URL(/https?:\/\/\S+\/api\/mail\/verify\?token=[\w-]+/.exec(verify.decoded)![0]);
    expect((await fetch(`${app.baseUrl}${link.pathname}${link.search}`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await smtp?.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  it('locked out by wrong passwords, asks for a link, opens it from the mail and is signed in', async () => {
    const { page, errors } = await newPlayer(browser, app, owner.username);
    await page.goto('/login');
    await page.getByLabel('Username').fill(owner.username);
    for (let i = 0; i < 4; i++) {
      await page.getByLabel('Password').fill(`wrong guess ${i}`);
      await page.getByRole('button', { name: 'Log in' }).last().click();
      await page.getByRole('alert').waitFor();
      if ((await page.getByTestId('mail-link').count()) > 0) break;
    }
    const before = mailsTo(address()).length;
    await page.getByTestId('mail-link').click();
    await page.getByTestId('link-sent').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The mail worker's turn (its poll is off here), then the link from the mail.
    await app.app.get(PasswordResets).deliverDue();
    const mail = await until('the sign-in link', () => mailsTo(address()).length > before && mailsTo(address()).at(-1));
    const token = /http:\/\/claim\.test\/sign-in\?token=([\w-]+)/.exec(mail.decoded)?.[1];
    expect(token).toBeTruthy();
    await page.goto(`/sign-in?token=${token}`);
    // Opening the page alone signs nobody in (a mail scanner would spend the token): the button does.
    await page.getByTestId('use-link').waitFor();
    expect(
      await page.evaluate(() => (globalThis as unknown as Storage).localStorage.getItem('claim.accessToken')),
    ).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('use-link').click();
    await page.getByRole('region', { name: 'Open games' }).waitFor();
    expect(await page.getByTestId('username').textContent()).toBe(owner.username);
    const session = await page.evaluate(() =>
      (globalThis as unknown as Storage).localStorage.getItem('claim.accessToken'),
    );
    const me = await gql<{ me: { username: string } }>(app, '{ me { username } }', { token: session! });
    expect(me.data?.me.username).toBe(owner.username);

    // The token is single-use: the same link again is refused, with the way back to the login page.
    await page.evaluate(() => (globalThis as unknown as Storage).localStorage.clear());
    await page.goto(`/sign-in?token=${token}`);
    await page.getByTestId('use-link').click();
    await page.getByRole('alert').waitFor();
    expect(errors).toEqual([]);
  }, 180_000);
});

type Storage = { localStorage: { getItem(key: string): string | null; clear(): void } };
