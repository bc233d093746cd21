import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import type { Browser } from 'playwright-core';
import { Clock } from '../../src/common/clock';
import { dueNow } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { rules } from '../matches/match-support';
import { startTestApp, type TestApp } from '../support/test-app';
import type { Player } from './browser-support';
import {
  axeViolations,
  buildClient,
  describeWithBrowser,
  launchBrowser,
  newPlayer,
  register,
  screenshot,
} from './browser-support';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The clocks in Chromium (issue 15): every seat's deadline on the table, claiming the win on time with a
 * confirmation, and an opponent's vacation on the table and in My matches. Nobody waits: a match is
 * started with the server's injectable Clock set days back, so its deadline has really passed for the
 * browser too.
 */
describeWithBrowser('clocks in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let webDir: string;
  let ann: Player;
  let ben: Player;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'claim-web-clocks-'));
    await buildClient(webDir);
    app = await startTestApp({ env: { CLAIM_WEB_DIR: webDir, CLAIM_TIMEOUT_SWEEP: '0', CLAIM_WEBHOOK_POLL: '0' } });
    browser = await launchBrowser();
    ann = await newPlayer(browser, app, `ann${process.pid}`);
    ben = await newPlayer(browser, app, `ben${process.pid}`);
    for (const p of [ann, ben]) await register(p);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });
  afterEach(() => jest.restoreAllMocks());

  /** A 2-player match started `daysAgo` days back by the server's clock, and the seat due in it. */
  async function startedAgo(daysPerMove: number, daysAgo: number): Promise<{ matchId: string; due: number }> {
    const service = app.app.get(MatchesService);
    const players = [ann, ben].map((p) => ({ id: p.id!, username: p.name }));
    const spy = jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() - daysAgo * DAY_MS));
    const matchId = await service.start(rules('claim'), players, players[0].id, { daysPerMove });
    spy.mockRestore();
    return { matchId, due: dueNow((await service.load(matchId)).state)!.seat };
  }

  it('shows every seat’s clock and lets the opponent claim the win on time, after a confirmation', async () => {
    const { matchId, due } = await startedAgo(1, 2);
    const claimant = due === 0 ? ben : ann;
    const late = due === 0 ? ann : ben;
    const { page } = claimant;
    await page.goto(`/match/${matchId}`);
    const clocks = page.getByRole('region', { name: 'Clocks' });
    await clocks.waitFor();
    await expect(clocks.getByTestId(`clock-${due}`).textContent()).resolves.toContain(late.name);
    await expect(clocks.getByTestId(`clock-${due}`).textContent()).resolves.toMatch(/to move · Time ran out/);
    await expect(clocks.getByTestId(`clock-${1 - due}`).textContent()).resolves.toContain('waiting');
    expect(await clocks.textContent()).toContain('1 day per move');
    // The player who is late sees the same clocks and no claim button.
    await late.page.goto(`/match/${matchId}`);
    await late.page.getByRole('region', { name: 'Clocks' }).waitFor();
    expect(await late.page.getByRole('button', { name: 'Claim the win on time' }).count()).toBe(0);

    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await screenshot(page, 'clocks-claim');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Claim the win on time' }).click();
    await page.locator('main[data-status="finished"]').waitFor();
    expect(dialogs).toEqual([`Claim the win on time? The match ends and ${late.name} loses.`]);
    expect(claimant.errors).toEqual([]);
  });

  it('shows an opponent on vacation, on the table and in My matches', async () => {
    // The deal picks the first leader; My matches shows an opponent's vacation on a match waiting for them.
    let { matchId, due } = await startedAgo(3, 0);
    for (let tries = 0; tries < 30 && due !== 0; tries++) ({ matchId, due } = await startedAgo(3, 0));
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
      body: JSON.stringify({ query: 'mutation { startVacation(days: 7) { vacation { endsAt } } }' }),
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();

    const { page } = ben;
    await page.goto(`/match/${matchId}`);
    await page.getByRole('region', { name: 'Clocks' }).getByTestId('vacation-badge').waitFor();
    expect(await page.getByTestId('clock-0').getByTestId('vacation-badge').textContent()).toMatch(
      /^On vacation until /,
    );
    await page.goto('/matches');
    const row = page.getByTestId('match-row').filter({ has: page.getByTestId('vacation-badge') });
    await row.first().waitFor();
    expect(await row.first().getByTestId('vacation-badge').textContent()).toContain(`${ann.name}: On vacation until`);
    await screenshot(page, 'clocks-vacation-my-matches');
    expect(ben.errors).toEqual([]);
  });
});
