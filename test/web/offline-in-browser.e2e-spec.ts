import { parseMoveCommand } from '../../src/matches/write/move-command';
import { legalMoves, seatToAct } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import type { Player } from './browser-support';
import { atVersion, browserSuite, describeWithBrowser, newPlayer, register, screenshot } from './browser-support';

/**
 * Issue 28, installable: the one service worker (web/public/sw.js) keeps the app shell and the last answers,
 * so a table reloaded without a network still opens, as it was, saying "offline"; back online it catches up
 * with the moves made meanwhile, by itself.
 */
describeWithBrowser('the table offline in the browser', () => {
  const suite = browserSuite('offline');
  let app: TestApp;
  let ann: Player;
  let bob: RegisteredUser;
  let matchId: string;

  beforeAll(async () => {
    app = suite.app;
    ann = await newPlayer(suite.browser, app, `off${process.pid.toString(36)}`);
    bob = await registerUser(app);
  });

  /** One legal move by whoever is to act (ann or bob), through the service. */
  const moveOnce = async (): Promise<number> => {
    const service = app.app.get(MatchesService);
    const runtime = await service.load(matchId);
    const seat = seatToAct(runtime.state)!;
    const [move] = legalMoves(runtime.state, seat);
    const players = [{ id: ann.id!, username: ann.name }, bob];
    return (
      await service.move({
        caller: players[seat],
        matchId: matchId,
        command: parseMoveCommand({ ...move }),
        expectedVersion: runtime.version,
      })
    ).runtime.version;
  };

  it('reloads the table offline from the kept shell, says so, and catches up when back online', async () => {
    const { page, context, errors } = ann;
    await register(ann);
    matchId = await start(app, [{ id: ann.id!, username: ann.name, password: '', token: ann.token! }, bob], {});
    const version = await moveOnce();
    await page.goto(`/match/${matchId}`);
    await atVersion(page, version);
    // The worker is installed (the shell kept) and controls the page from the next load on.
    await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    await page.reload();
    await atVersion(page, version);
    await page.waitForFunction('navigator.serviceWorker.controller !== null');
    expect(await page.getByTestId('offline').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline').waitFor();
    await atVersion(page, version);
    await page.getByTestId('hand').waitFor();
    await screenshot(page, 'offline-table');

    // Screens and languages that are chunks of their own, never opened online, open offline too: the worker
    // kept every chunk of the build when it installed (web/vite.config.mts's shell-assets.json).
    await page.getByTestId('nav-rules').click();
    await page.getByTestId('rules-page').waitFor();
    await page.getByTestId('language').selectOption('nl');
    await page.locator('nav.topbar', { hasText: 'Spellen' }).waitFor();
    await page.getByTestId('language').selectOption('en');
    await page.locator('nav.topbar', { hasText: 'Games' }).waitFor();
    await page.goBack();
    await page.getByTestId('offline').waitFor();
    await atVersion(page, version);

    // Meanwhile the game goes on; back online, the table catches up without a reload.
    const later = await moveOnce();
    await context.setOffline(false);
    await page.getByTestId('offline').waitFor({ state: 'detached' });
    await page.locator(`main[data-version="${later}"]`).waitFor({ timeout: 40_000 });
    expect(errors).toEqual([]);
  }, 120_000);
});
