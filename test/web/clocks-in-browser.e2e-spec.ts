import { Clock } from '../../src/common/clock';
import { dueNow } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { rules } from '../matches/match-support';
import type { Player } from './browser-support';
import { axeViolations, describeWithBrowser, screenshot, twoPlayerBrowserTable } from './browser-support';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The clocks in Chromium (issue 15): every seat's deadline on the table, claiming the win on time with a
 * confirmation, and an opponent's vacation on the table and in My matches. Nobody waits: a match is
 * started with the server's injectable Clock set days back, so its deadline has really passed for the
 * browser too.
 */
describeWithBrowser('clocks in the browser', () => {
  const table = twoPlayerBrowserTable('clocks', ['ann', 'ben']);
  afterEach(() => jest.restoreAllMocks());

  /** A 2-player match started `daysAgo` days back by the server's clock, and the seat due in it. */
  async function startedAgo(daysPerMove: number, daysAgo: number): Promise<{ matchId: string; due: number }> {
    const { app, ann, ben } = table;
    const service = app.app.get(MatchesService);
    const players = [ann, ben].map((p) => ({ id: p.id!, username: p.name }));
    const spy = jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() - daysAgo * DAY_MS));
    const matchId = await service.start(rules('claim'), players, players[0].id, { daysPerMove });
    spy.mockRestore();
    return { matchId, due: dueNow((await service.load(matchId)).state)!.seat };
  }

  it('shows every seat’s clock and lets the opponent claim the win on time, after a confirmation', async () => {
    const { ann, ben } = table;
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

  it('lets a player choose a time bank and the clock switches in a lobby, and days per move without vacations in a challenge; both show them', async () => {
    const { app, ann, ben } = table;
    const query = async (player: Player, text: string) => {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ query: text }),
      });
      return (await response.json()) as { data: Record<string, unknown> };
    };
    const { page } = ann;
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Open a new game' });
    const clock = form.getByTestId('lobby-time-control');
    await clock.getByLabel('Time bank').check();
    await clock.getByLabel('Days to start with').fill('10');
    await clock.getByLabel('Days added per move').fill('2');
    await clock.getByLabel('At most (days)').fill('20');
    await clock.getByLabel('No automatic time-out').check();
    await clock.getByLabel('No vacation').check();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Open game' }).click();
    const lobby = page.getByTestId('lobby');
    await lobby.waitFor();
    expect(await lobby.textContent()).toContain(
      'Time bank: 10 days, +2 per move, at most 20 · no automatic time-out · no vacation',
    );
    const mine = await query(
      ann,
      '{ myLobbies { status timeControl { daysPerMove bank { initialDays incrementDays maxDays } noAutoTimeout noVacation } } }',
    );
    expect(
      (mine.data.myLobbies as { status: string; timeControl: unknown }[]).find((l) => l.status === 'open'),
    ).toMatchObject({
      timeControl: {
        daysPerMove: null,
        bank: { initialDays: 10, incrementDays: 2, maxDays: 20 },
        noAutoTimeout: true,
        noVacation: true,
      },
    });
    // Others see the same terms in the list of open games.
    await ben.page.goto('/');
    const open = ben.page.getByTestId('open-lobby').filter({ hasText: ann.name });
    await open.first().waitFor();
    expect(await open.first().textContent()).toContain('Time bank: 10 days, +2 per move, at most 20');
    await page.getByRole('button', { name: 'Close this game' }).click();

    await page.goto('/matches');
    const challenge = page.getByRole('form', { name: 'Challenge a player' });
    await challenge.getByLabel('Player').fill(ben.name);
    await challenge.getByRole('radio', { name: 'Days per move' }).check();
    await challenge.getByRole('combobox', { name: 'Days per move' }).selectOption('5');
    await challenge.getByLabel('No vacation').check();
    await challenge.getByRole('button', { name: 'Challenge' }).click();
    const out = page.getByTestId('challenge-out').filter({ hasText: ben.name });
    await out.first().waitFor();
    expect(await out.first().textContent()).toContain('5 days per move · no vacation');
    await ben.page.goto('/matches');
    const incoming = ben.page.getByTestId('challenge-in').filter({ hasText: ann.name });
    await incoming.first().waitFor();
    expect(await incoming.first().textContent()).toContain('5 days per move · no vacation');
    await incoming.first().getByRole('button', { name: 'Accept' }).click();
    await ben.page.waitForURL(/\/match\//);
    const clocks = ben.page.getByRole('region', { name: 'Clocks' });
    await clocks.waitFor();
    expect(await clocks.textContent()).toContain('5 days per move · no vacation');
    await screenshot(ben.page, 'clocks-chosen-in-challenge');

    // After it, a rematch with a time bank instead: chosen under "Rematch with another time control".
    const matchId = /\/match\/([^/?#]+)/.exec(ben.page.url())![1];
    expect((await query(ben, `mutation { resign(matchId: "${matchId}") { status } }`)).data.resign).toEqual({
      status: 'finished',
    });
    await page.goto(`/match/${matchId}`);
    await page.locator('main[data-status="finished"]').waitFor();
    await page.getByText('Rematch with another time control').click();
    const again = page.getByTestId('rematch-time-control');
    // The match had a clock, so the rematch keeps one: no "None" to choose.
    expect(await again.getByRole('radio').count()).toBe(2);
    expect(await again.getByRole('radio', { name: 'Days per move' }).isChecked()).toBe(true);
    await again.getByRole('radio', { name: 'Time bank' }).check();
    await again.getByLabel('Days to start with').fill('4');
    await page.getByRole('button', { name: 'Rematch', exact: true }).click();
    await page.getByText(`Rematch offered to ${ben.name}`).waitFor();
    await ben.page.goto('/matches');
    const offer = ben.page.getByTestId('challenge-in').filter({ hasText: 'offers a rematch' });
    await offer.first().waitFor();
    expect(await offer.first().textContent()).toContain('Time bank: 4 days, +1 per move, at most 14 · no vacation');
    expect(ann.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  });

  it('shows an opponent on vacation, on the table and in My matches', async () => {
    const { app, ann, ben } = table;
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
