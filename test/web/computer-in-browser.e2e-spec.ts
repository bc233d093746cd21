import type { Move } from '../../src/engine';
import type { TestApp } from '../support/test-app';
import { legalMovesOf } from '../matches/match-support';
import type { Player } from './browser-support';
import { afterComputer } from '../computer/computer-support';
import {
  afterVersion,
  atVersion,
  browserSuite,
  clickMove,
  describeWithBrowser,
  newPlayer,
  register,
  screenshot,
} from './browser-support';

const GAME_MS = 300_000;

/**
 * Issue 17: a whole game against the computer in Chromium. The player chooses "The computer" in the
 * new-game form, plays every one of their moves by clicking, and the computer answers through the
 * server; at the end "Rematch" starts the same match again.
 */
describeWithBrowser('playing the computer in the browser', () => {
  const suite = browserSuite('computer', { CLAIM_COMPUTER_THREADS: '1', CLAIM_COMPUTER_SWEEP: '0' });
  let app: TestApp;
  let player: Player;

  beforeAll(async () => {
    app = suite.app;
    player = await newPlayer(suite.browser, app, `eve${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`);
  });

  it(
    'chooses the computer and its level, plays the whole game by clicking, and rematches',
    async () => {
      const { page } = player;
      await register(player);
      await page.getByLabel('The computer').check();
      await page.getByLabel('Level').selectOption('easy');
      await page.getByRole('button', { name: 'Play the computer' }).click();
      await page.waitForURL(/\/match\//);
      const matchId = page.url().split('/match/')[1];
      await page.getByTestId('bot-badge').first().waitFor();
      expect(await page.getByTestId('bot-badge').count()).toBe(1);
      await screenshot(page, 'computer-2p');

      for (let guard = 0; guard < 500; guard++) {
        const now = await afterComputer(app, { token: player.token! }, matchId);
        if (now.status !== 'running') break;
        const [move] = await legalMovesOf(app, player.token!, matchId);
        await atVersion(page, now.version);
        await clickMove(page, JSON.parse(move.notation) as Move);
        await afterVersion(page, now.version);
      }
      await page.locator('main[data-status="finished"]').waitFor({ timeout: 15_000 });
      await page.getByTestId('result').waitFor();
      await screenshot(page, 'computer-2p-result');

      await page.getByRole('button', { name: 'Rematch' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/match/') && !url.pathname.endsWith(matchId));
      await page.getByTestId('bot-badge').first().waitFor();
      expect(player.errors).toEqual([]);
    },
    GAME_MS,
  );
});
