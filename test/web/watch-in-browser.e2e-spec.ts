import { parseMoveCommand } from '../../src/matches/write/move-command';
import { legalMoves, seatToAct } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { playOut, start } from '../social/social-support';
import type { Player } from './browser-support';
import { atVersion, axeViolations, browserSuite, describeWithBrowser, newPlayer, screenshot } from './browser-support';

/**
 * Issue 18 in Chromium, without signing in: the live list of running public games, the watch page of one
 * (updating live as its players move, through matchUpdated without a token), the players' profiles
 * (ratings, history, games, recent matches) and the leaderboards, reached by their links.
 */
describeWithBrowser('watching, profiles and leaderboards in the browser, signed out', () => {
  const suite = browserSuite('watch');
  let app: TestApp;
  let visitor: Player;
  let ann: RegisteredUser;
  let bob: RegisteredUser;
  let running: string;
  let hidden: string;

  beforeAll(async () => {
    app = suite.app;
    [ann, bob] = [await registerUser(app), await registerUser(app)];
    // A rated duel played out (ratings, history, a recent match), one running game anyone may watch, and
    // one only signed-in accounts may watch (not in a visitor's list).
    const rated = await start(app, [ann, bob], { rated: true });
    await playOut(app, rated, [ann, bob], 7);
    running = await start(app, [ann, bob], { spectators: 'anyone' });
    await playOut(app, running, [ann, bob], 8, 3);
    hidden = await start(app, [ann, bob], { spectators: 'signed_in' });
    visitor = await newPlayer(suite.browser, app, 'visitor');
  }, 180_000);

  /** One random legal move by whoever is to act, through the service (as that player). */
  const moveOnce = async (): Promise<number> => {
    const service = app.app.get(MatchesService);
    const runtime = await service.load(running);
    const seat = seatToAct(runtime.state)!;
    const [move] = legalMoves(runtime.state, seat);
    const after = await service.move({
      caller: [ann, bob][seat],
      matchId: running,
      command: parseMoveCommand({ ...move }),
      expectedVersion: runtime.version,
    });
    return after.runtime.version;
  };

  it('lists the running public game, and its watch page follows the moves live without a sign-in', async () => {
    const { page, errors } = visitor;
    await page.goto('/live');
    await page.getByTestId('live-page').waitFor();
    const row = page.locator(`[data-testid="live-game"][data-match="${running}"]`);
    await row.waitFor();
    expect(await page.locator(`[data-testid="live-game"][data-match="${hidden}"]`).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await row.getByTestId('watch-link').click();
    await page.waitForURL(new RegExp(`/watch/${running}$`));
    const service = app.app.get(MatchesService);
    await atVersion(page, (await service.load(running)).version);
    // Signed out all along: no token was ever stored, and the table shows no hand of anyone's.
    const stored = await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
        'claim.accessToken',
      ),
    );
    expect(stored).toBeNull();
    expect(await page.getByTestId('watch-page').getAttribute('data-status')).toBe('running');
    expect(await page.getByTestId('hand').count()).toBe(0);
    expect(await page.getByTestId('hidden-hand').count()).toBe(1);
    expect(await page.getByTestId('nav-sign-in').count()).toBe(1);
    await screenshot(page, 'watch-live');
    for (let i = 0; i < 3; i++) await atVersion(page, await moveOnce());
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('signed out, the watch page shows the spectator story log and the chat, both live, with nowhere to write (issue 28 item 8)', async () => {
    const { page, errors } = visitor;
    const say = (text: string) =>
      gql(app, 'mutation($m: ID!, $t: String!) { sendChatMessage(matchId: $m, text: $t) { seq } }', {
        token: ann.token,
        variables: { m: running, t: text },
      });
    expect((await say('good luck, table')).errors).toBeUndefined();
    await page.goto(`/watch/${running}`);
    const service = app.app.get(MatchesService);
    await atVersion(page, (await service.load(running)).version);
    const log = page.getByTestId('log');
    await log.locator('li').first().waitFor();
    const chat = page.getByTestId('chat');
    await chat.getByText('good luck, table').waitFor();
    expect(await page.locator('form.chat-form').count()).toBe(0);
    const before = await log.locator('li').count();
    const version = await moveOnce();
    await atVersion(page, version);
    // The move's event joins the story without a reload.
    await log.locator('li').nth(before).waitFor({ timeout: 10_000 });
    expect((await say('well played')).errors).toBeUndefined();
    await chat.getByText('well played').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'watch-log-chat');
    expect(errors).toEqual([]);
  }, 120_000);

  it('a player link opens the profile (ratings, their history, games, recent matches); the pool leads to its leaderboard', async () => {
    const { page, errors } = visitor;
    await page.getByTestId('watch-page').getByTestId('player-link').filter({ hasText: ann.username }).first().click();
    await page.waitForURL(new RegExp(`/players/${ann.username}$`));
    const profile = page.getByTestId('profile-page');
    await profile.waitFor();
    const duel = profile.locator('[data-testid="rating"][data-pool="duel"]');
    await duel.waitFor();
    await duel.getByTestId('rating-history').waitFor();
    expect(await duel.getByTestId('rating-history').getAttribute('data-changes')).toBe('1');
    expect(await profile.getByTestId('recent-match').count()).toBe(1);
    expect(await profile.getByTestId('games').textContent()).toContain('1');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'profile');

    await duel.getByRole('link', { name: '2 players' }).click();
    await page.waitForURL(/\/leaderboards\/duel$/);
    const rows = page.getByTestId('leaderboard-row');
    await rows.first().waitFor();
    expect((await rows.allTextContents()).map((r) => r.includes(ann.username) || r.includes(bob.username))).toEqual([
      true,
      true,
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'leaderboard');
    // And from a leaderboard back to a profile.
    await rows.first().getByTestId('player-link').click();
    await page.getByTestId('profile-page').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('the result panel of a rated game that did not count says why (issue 27 P4)', async () => {
    const { page } = visitor;
    const early = await start(app, [ann, bob], { rated: true });
    await playOut(app, early, [ann, bob], 9, 2);
    await app.app.get(MatchesService).resign(bob, early);
    await page.goto(`/watch/${early}`);
    const line = page.getByTestId('rated-outcome');
    await line.waitFor();
    expect(await line.getAttribute('data-outcome')).toBe('too_few_moves');
    expect(await line.textContent()).toContain('did not change ratings');
    expect(await line.textContent()).toContain('5 cards');
  }, 60_000);

  it('a match only signed-in accounts may watch says so instead of showing it', async () => {
    const { page } = visitor;
    await page.goto(`/watch/${hidden}`);
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('watch-page').count()).toBe(0);
  }, 60_000);
});
