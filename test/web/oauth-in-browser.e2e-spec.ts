import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { rest } from '../api/api-support';
import { startMatch } from '../matches/match-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { axeViolations, browserSuite, describeWithBrowser, newPlayer, ROOT, type Player } from './browser-support';

const CLIENT_ID = 'my-turn-example';

/** examples/oauth-app built with the project's Vite, served as its author would: another origin, a loopback port. */
async function serveExampleApp(dir: string): Promise<{ server: Server; origin: string }> {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', 'examples/oauth-app', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT },
  );
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Issue 34's whole flow in Chromium: an app on another loopback port (examples/oauth-app, the TypeScript
 * client's ClaimOAuth) asks; the player signs in on Claim's web client, sees the consent page (who asks, what
 * it may do in words, where they go back), and allows; the app trades the code (PKCE), lists "my turn",
 * plays a move with its token and follows the game's stream; the player revokes it in Settings, and the
 * app's next call and its open stream are refused. A second run: the player says no.
 */
describeWithBrowser('an app signs in with Claim in the browser (OAuth 2.0, PKCE)', () => {
  const suite = browserSuite('oauth');
  let exampleDir = '';
  let example: { server: Server; origin: string };
  let ann: RegisteredUser;
  let ben: RegisteredUser;
  let player: Player;

  beforeAll(async () => {
    exampleDir = mkdtempSync(path.join(os.tmpdir(), 'claim-oauth-app-'));
    example = await serveExampleApp(exampleDir);
    ann = await registerUser(suite.app);
    ben = await registerUser(suite.app);
    player = await newPlayer(suite.browser, suite.app, ann.username);
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => example?.server.close(resolve));
    if (exampleDir) rmSync(exampleDir, { recursive: true, force: true });
  });

  const openApp = async (page: Page) => {
    await page.goto(`${example.origin}/?server=${encodeURIComponent(suite.app.baseUrl)}`);
    await page.getByRole('button', { name: 'Sign in with Claim' }).click();
  };

  /** A match between ann and ben where it is ann's move (ben plays until it is). */
  async function annToMove(): Promise<string> {
    const matchId = await startMatch(suite.app, [ann, ben]);
    for (let moves = 0; moves < 10; moves++) {
      const mine = await rest(suite.app, ann.token).get(`/api/matches/${matchId}/legal-moves`).expect(200);
      if ((mine.body as unknown[]).length > 0) return matchId;
      const match = await rest(suite.app, ben.token).get(`/api/matches/${matchId}`).expect(200);
      const [move] = (await rest(suite.app, ben.token).get(`/api/matches/${matchId}/legal-moves`).expect(200)).body as {
        kind: string;
        card: string;
      }[];
      await rest(suite.app, ben.token)
        .post(`/api/matches/${matchId}/play`, {
          card: move.card,
          expectedVersion: (match.body as { version: number }).version,
        })
        .expect(200);
    }
    throw new Error('ann never got the move');
  }

  it('sign in, consent, a move and a stream with the token; revoked in Settings, the next call and the stream are refused', async () => {
    const matchId = await annToMove();
    const before = (
      (await rest(suite.app, ben.token).get(`/api/matches/${matchId}`).expect(200)).body as {
        version: number;
      }
    ).version;
    const { page, errors } = player;
    await openApp(page);

    // Not signed in to Claim in this browser: the web client asks first, then shows the request.
    await page.waitForURL(/\/login\?next=%2Fauthorize%2F/);
    await page.getByLabel('Username').fill(ann.username);
    await page.getByLabel('Password').fill(ann.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.getByTestId('authorize').waitFor();
    await page.getByTestId('oauth-scopes').waitFor();
    expect(await page.getByTestId('oauth-client').textContent()).toBe(`${CLIENT_ID} asks to use your Claim account.`);
    expect(await page.getByTestId('oauth-scopes').getByRole('listitem').allTextContents()).toEqual([
      'Look at matches',
      'Play moves',
    ]);
    expect(await page.getByTestId('oauth-redirect').textContent()).toBe(`${example.origin}/`);
    expect(await axeViolations(page, { moderate: true })).toEqual([]);
    await page.getByTestId('oauth-allow').click();

    // Back at the app, which traded the code for tokens and lists ann's turn.
    await page.waitForURL(`${example.origin}/`);
    await page.getByText(`Signed in with Claim at ${suite.app.baseUrl}.`, { exact: true }).waitFor();
    await page.locator(`li[data-match-id="${matchId}"]`).waitFor();
    await page.getByText('Following the game.').waitFor();
    await page.getByRole('button', { name: `Play a move against ${ben.username}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: / Played / })
      .waitFor();
    const after = (await rest(suite.app, ben.token).get(`/api/matches/${matchId}`).expect(200)).body as {
      version: number;
    };
    expect(after.version).toBeGreaterThan(before);
    await page.getByText(`Following the game: version ${after.version}.`).waitFor();

    // ann revokes the app in Settings (another tab of the same browser).
    const settings = await player.context.newPage();
    await settings.goto(`${suite.app.baseUrl}/settings`);
    const row = settings.getByTestId('authorised-app').filter({ hasText: CLIENT_ID });
    await row.waitFor();
    await settings.getByRole('button', { name: `Revoke the app ${CLIENT_ID}` }).click();
    await settings.getByText('App revoked: it can no longer act for you.').waitFor();
    expect(await row.count()).toBe(0);
    await settings.close();

    // The app's open stream ends, and its next call is refused.
    await page.getByText('The stream has ended: UNAUTHENTICATED.').waitFor();
    await page.getByRole('button', { name: 'Reload my turn' }).click();
    expect(await page.getByRole('alert').textContent()).toMatch(/^Refused \(401 UNAUTHENTICATED\)/);
    expect(errors).toEqual([]);
  }, 180_000);

  it('a second run: the player says no, and the app is sent back access_denied with no token', async () => {
    // A new tab: the app keeps its state per tab (sessionStorage); ann is still signed in to Claim.
    const page = await player.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openApp(page);
    await page.getByTestId('oauth-scopes').waitFor();
    expect(await axeViolations(page, { moderate: true })).toEqual([]);
    await page.getByTestId('oauth-deny').click();
    await page.waitForURL(`${example.origin}/`);
    await page.getByRole('alert').filter({ hasText: 'access_denied' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/^Claim said access_denied/);
    expect(await page.getByRole('status').textContent()).toBe('Not signed in.');
    const apps = await gql<{ authorisedApps: unknown[] }>(suite.app, '{ authorisedApps { id } }', { token: ann.token });
    expect(apps.data?.authorisedApps).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('"Sign out everywhere else" in Settings signs the app out too, and Settings lists it no more', async () => {
    const page = await player.context.newPage();
    await openApp(page);
    await page.getByTestId('oauth-allow').click();
    await page.waitForURL(`${example.origin}/`);
    await page.getByText(`Signed in with Claim at ${suite.app.baseUrl}.`, { exact: true }).waitFor();

    const settings = await player.context.newPage();
    await settings.goto(`${suite.app.baseUrl}/settings`);
    const row = settings.getByTestId('authorised-app').filter({ hasText: CLIENT_ID });
    await row.waitFor();
    await settings.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await settings.getByText('Every other browser and device is signed out.').waitFor();
    expect(await row.count()).toBe(0);
    // This browser stays signed in to Claim: the list is the server's, read afresh.
    await settings.reload();
    await settings.getByTestId('settings-password').waitFor();
    expect(await settings.getByTestId('authorised-app').count()).toBe(0);

    await page.getByRole('button', { name: 'Reload my turn' }).click();
    expect(await page.getByRole('alert').textContent()).toMatch(/^Refused \(401 UNAUTHENTICATED\)/);
  }, 120_000);
});
