import type { Move } from '../../src/engine';
import { afterComputer } from '../computer/computer-support';
import { legalMovesOf } from '../matches/match-support';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import type { Player } from './browser-support';
import {
  atVersion,
  axeViolations,
  browserSuite,
  clickMove,
  describeWithBrowser,
  newPlayer,
  screenshot,
} from './browser-support';

type Storage = { localStorage: { getItem(key: string): string | null } };

/**
 * Issue 28 item 14 in Chromium: from the login page, without an account, "How to play" opens the rules and
 * "Play the computer now" starts a game as a guest at once; the first card played brings a short note on
 * its power (dismissed, and remembered); then the guest keeps the account with a name and a password, and
 * the game stays its own.
 */
describeWithBrowser('guest play in the browser', () => {
  const suite = browserSuite('guest', { CLAIM_COMPUTER_THREADS: '1', CLAIM_COMPUTER_SWEEP: '0' });
  let app: TestApp;
  let visitor: Player;

  beforeAll(async () => {
    app = suite.app;
    visitor = await newPlayer(suite.browser, app, 'visitor');
  });

  it('plays the computer at once as a guest, sees a power explained, and keeps the account', async () => {
    const { page, errors } = visitor;
    await page.goto('/');
    await page.waitForURL(/\/login/);
    // The rules are a link away, signed out.
    await page.getByTestId('rules-link').click();
    await page.getByTestId('rules-page').waitFor();
    expect(await page.locator('[data-testid="rules-page"] [data-power]').count()).toBe(20);
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();

    await page.getByTestId('play-now').click();
    await page.waitForURL(/\/match\//);
    const matchId = page.url().split('/match/')[1];
    await page.getByTestId('guest-strip').waitFor();
    const token = await page.evaluate(() =>
      (globalThis as unknown as Storage).localStorage.getItem('claim.accessToken'),
    );
    expect(token).not.toBeNull();
    const guestName = (await page.getByTestId('username').textContent()) ?? '';
    expect(guestName).toMatch(/^guest-[a-z2-9]{6}$/);
    expect(await page.getByTestId('power-tip').count()).toBe(0);

    // One card, by clicking: its faction's (or hero's) power is explained, beside the table, not over it.
    const now = await afterComputer(app, { token: token! }, matchId);
    const [move] = await legalMovesOf(app, token!, matchId);
    await atVersion(page, now.version);
    await clickMove(page, JSON.parse(move.notation) as Move);
    const tip = page.getByTestId('power-tip');
    await tip.waitFor({ timeout: 15_000 });
    const power = await tip.getAttribute('data-power');
    expect(power).toBeTruthy();
    expect(await page.getByTestId('hand').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'guest-tip');
    await page.getByTestId('dismiss-tip').click();
    const stored = await page.evaluate(() => (globalThis as unknown as Storage).localStorage.getItem('claim.tips'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ dismissed: [power], firstMatch: matchId });

    // What a guest may not do is not offered (the server refuses a guest every lobby and challenge): on the
    // games page, no form to open a game for people, only the computer, under a line to keep the account;
    // no Join button, no challenges.
    const host = await registerUser(app);
    const opened = await gql(app, 'mutation { createLobby(input: { preset: "claim" }) { id } }', { token: host.token });
    expect(opened.errors).toBeUndefined();
    await page.goto('/');
    await page.getByTestId('open-lobby').first().waitFor();
    const createNote = page.getByTestId('guest-create-note');
    await createNote.waitFor();
    expect(await createNote.textContent()).toBe('Keep your account to create games');
    expect(await createNote.locator('a').getAttribute('href')).toBe('/keep-account');
    await page.getByTestId('guest-join-note').waitFor();
    expect(await page.getByLabel('People: open a game for others to join').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Join' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Play the computer' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'guest-lobbies');

    // Keep the account: a name and a password; the game stays its own.
    await createNote.locator('a').click();
    await page.getByTestId('keep-account').waitFor();
    const name = `kept${process.pid.toString(36)}`;
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Password').fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await page.getByTestId('kept').waitFor();
    expect(await page.getByTestId('guest-strip').count()).toBe(0);
    expect(await page.getByTestId('username').textContent()).toBe(name);
    await screenshot(page, 'guest-kept');
    const newToken = await page.evaluate(() =>
      (globalThis as unknown as Storage).localStorage.getItem('claim.accessToken'),
    );
    const mine = await gql<{ myMatches: { id: string; seats: { username: string }[] }[] }>(
      app,
      'query { myMatches { id seats { username } } }',
      { token: newToken! },
    );
    expect(mine.data?.myMatches.find((m) => m.id === matchId)?.seats[0].username).toBe(name);

    // An account now (unrated: 1500 in every pool): Join buttons, greyed with the reason where a lobby's
    // entry rating range leaves the player out (the server would answer RATING_OUT_OF_RANGE).
    const picky = await gql<{ createLobby: { id: string } }>(
      app,
      'mutation { createLobby(input: { preset: "claim", minRating: 1600 }) { id } }',
      { token: host.token },
    );
    expect(picky.errors).toBeUndefined();
    await page.goto('/');
    const rows = page.getByTestId('open-lobby');
    await rows.nth(1).waitFor();
    const ranged = rows.filter({ has: page.getByTestId('entry-range') });
    expect(await ranged.getByTestId('entry-range').textContent()).toBe('Who may join: rating 1600–');
    expect(await ranged.getByTestId('join-refused').textContent()).toBe('Your rating 1500 is below this game’s 1600–');
    expect(await ranged.getByRole('button', { name: 'Join' }).isDisabled()).toBe(true);
    const open = rows.filter({ hasNot: page.getByTestId('entry-range') });
    expect(await open.getByRole('button', { name: 'Join' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('guest-create-note').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
