import { strongestActivation } from '../../web/src/game/vampire';
import { EN } from '../../web/src/i18n/en';
import { KO } from '../../web/src/i18n/ko';
import { NL } from '../../web/src/i18n/nl';
import type { TestApp } from '../support/test-app';
import type { Player, StoryDeal } from './browser-support';
import {
  PHONE,
  atVersion,
  axeViolations,
  browserSuite,
  describeWithBrowser,
  expectedLog,
  loadDeal,
  logLines,
  movesWith,
  newPlayer,
  playDeal,
  register,
  screenshot,
  startScripted,
  statesOf,
} from './browser-support';

/*
 * The browser client end to end (issue 16): the real app serves a fresh build of web/; players in their
 * own headless Chromium contexts (desktops and a 375 px phone) register, open and join a lobby, and play
 * scripted deals for 2, 3 and 4 players to their end only by clicking. The story log is checked line by
 * line against the story module, banners as powers fire, the language switch, the rules panel by
 * keyboard, the phone dock, notices between matches, and axe-core on every screen. Screenshots go to
 * test-artifacts/web/.
 */

const GAME_MS = 300_000;
/**
 * `npm test` plays the 3- and 4-player games with two seats in browsers (a desktop and the phone) and the
 * others through the API, which keeps its time reasonable; `npm run test:web:full` seats every player in
 * a browser and checks every seat's story.
 */
const FULL = process.env.CLAIM_WEB_FULL === '1';

describeWithBrowser('web client in the browser', () => {
  const suite = browserSuite('play');
  let app: TestApp;
  /** ann (desktop), bob (phone), cid and dee (desktops). */
  const players: Player[] = [];
  const [ann, bob, cid, dee] = [0, 1, 2, 3].map((i) => () => players[i]);
  let twoPlayerMatch = '';

  beforeAll(async () => {
    app = suite.app;
    const tag = `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`;
    for (const [name, viewport] of [
      ['ann', undefined],
      ['bob', PHONE],
      ['cid', undefined],
      ['dee', undefined],
    ] as const)
      players.push(await newPlayer(suite.browser, app, `${name}${tag}`, viewport));
  }, 120_000);

  afterEach(() => {
    for (const p of players) expect({ player: p.name, errors: p.errors }).toEqual({ player: p.name, errors: [] });
  });

  it('serves the client at / with an index.html fallback for client routes, and leaves the API alone', async () => {
    const page = async (url: string, init?: RequestInit) => {
      const response = await fetch(app.baseUrl + url, init);
      return { status: response.status, body: await response.text() };
    };
    for (const route of ['/', '/login', '/match/3f0c5a52-0000-4000-8000-000000000000', '/replay/x']) {
      const { status, body } = await page(route, { headers: { accept: 'text/html' } });
      expect({ route, status, root: body.includes('<div id="root">') }).toEqual({ route, status: 200, root: true });
    }
    expect((await page('/assets/missing-0000.js')).status).toBe(404);
    expect((await page('/favicon.svg')).status).toBe(200);
    const api = await page('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(JSON.parse(api.body)).toEqual({ data: { __typename: 'Query' } });
  });

  it('registers four players; one opens a lobby with an invite link, another joins it from the open games', async () => {
    await ann().page.goto('/');
    await ann().page.waitForURL(/\/login/);
    await screenshot(ann().page, 'login-1280');
    expect(await axeViolations(ann().page)).toEqual([]);
    for (const p of players) await register(p);

    const form = ann().page.getByRole('region', { name: 'Open a new game' });
    await form.getByRole('button', { name: 'Open game' }).click();
    const lobby = ann().page.getByTestId('lobby');
    await lobby.waitFor();
    await ann().page.getByTestId('copy-invite').click();
    await ann().page.getByText('Copied:').waitFor();
    const invite = await ann().page.getByTestId('invite-link').inputValue();
    expect(
      await ann().page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      ),
    ).toBe(invite);
    expect(invite).toBe(ann().page.url());
    await screenshot(ann().page, 'lobby-1280');
    expect(await axeViolations(ann().page)).toEqual([]);

    await bob().page.goto('/');
    const open = bob().page.getByTestId('open-lobby').filter({ hasText: ann().name });
    await open.waitFor();
    await screenshot(bob().page, 'games-375');
    expect(await axeViolations(bob().page)).toEqual([]);
    await open.getByRole('button', { name: 'Join' }).click();
    await bob().page.waitForURL(/\/match\//);
    await ann().page.waitForURL(/\/match\//, { timeout: 15_000 });
    expect(new URL(bob().page.url()).pathname).toBe(new URL(ann().page.url()).pathname);
    // Both browsers contributed entropy by default and each finds its own in the deal (docs/players.md).
    for (const p of [ann(), bob()])
      expect(await p.page.getByTestId('deal-check').getAttribute('data-deal', { timeout: 15_000 })).toBe('mine');

    // Resigning a 2-player game: the other side wins (the 3-player wording is checked below).
    const asked = new Promise<string>((resolve) =>
      ann().page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await ann().page.getByRole('button', { name: 'Resign' }).click();
    expect(await asked).toBe('Resign this match? The other side wins.');
    for (const p of [ann(), bob()]) await p.page.getByTestId('result').waitFor();
    expect(await bob().page.getByTestId('result').getByRole('heading').first().textContent()).toBe('You win!');
  }, 120_000);

  it(
    '2 players, a scripted deal: every power of its factions and heroes in the story, banners, the phone dock, ' +
      'a greyed card by keyboard, the discard pile, the result in words, and the replay by trick and by move',
    async () => {
      const deal = loadDeal('story-2p');
      const seated = [ann(), bob()];
      const names = seated.map((p) => p.name);
      twoPlayerMatch = await startScripted(app, deal, seated);
      for (const p of seated) await p.page.goto(`/match/${twoPlayerMatch}`);
      const states = statesOf(deal);
      const banners = new Map<number, string[]>();
      for (const kind of ['moonTurned', 'cubeStopped', 'phaseTwoBegan'])
        for (const at of movesWith(deal, kind)) banners.set(at, [...(banners.get(at) ?? []), kind]);
      expect([...banners.values()].flat()).toEqual(
        expect.arrayContaining(['moonTurned', 'cubeStopped', 'phaseTwoBegan']),
      );
      let keyboardChecked = false;
      let dockChecked = false;
      let promptShot = false;

      await playDeal(app, twoPlayerMatch, deal, seated, [0, 1], {
        afterMove: async (i) => {
          for (const kind of banners.get(i) ?? [])
            await ann()
              .page.locator(`[data-testid=banners][data-told~=${kind}]`)
              .waitFor({ state: 'attached', timeout: 10_000 });
          const state = states[i + 1];
          if (i === 5) {
            await screenshot(ann().page, 'table-2p-1280');
            await screenshot(bob().page, 'table-2p-375', { fullPage: false });
          }
          // The phone keeps its hand on screen, scrolled to the top of the page or not.
          if (!dockChecked && state.phase === 'one' && i > 3) {
            await bob().page.evaluate(() =>
              (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
            );
            const box = await bob().page.getByTestId('hand').boundingBox();
            expect(box && box.y < PHONE.height && box.y + Math.min(box.height, 60) <= PHONE.height).toBe(true);
            dockChecked = true;
          }
          // A greyed card: reachable by keyboard, and Enter tells why it cannot be played, with its power.
          if (!keyboardChecked && state.pending.length === 0 && (state.leader + state.trick.length) % 2 === 1) {
            const greyed = ann().page.locator('[data-testid=hand] [data-playable=false]').first();
            await greyed.focus();
            await ann().page.keyboard.press('Enter');
            const panel = ann().page.getByTestId('rules-panel');
            await panel.waitFor();
            expect(await panel.getByTestId('rules-reason').textContent()).toMatch(
              /^You cannot play it now: it is .+’s turn\.$/,
            );
            await screenshot(ann().page, 'rules-panel-1280');
            expect(await axeViolations(ann().page)).toEqual([]);
            await ann().page.keyboard.press('Escape');
            await panel.waitFor({ state: 'detached' });
            expect(
              await greyed.evaluate(
                (el) =>
                  el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
              ),
            ).toBe(true);
            keyboardChecked = true;
          }
          const due = state.pending[0];
          if (!promptShot && due?.kind === 'seer') {
            const page = seated[due.seat].page;
            await page.getByTestId('prompt').waitFor();
            // The new decision prompt has the focus.
            expect(
              await page.evaluate(() =>
                (
                  globalThis as unknown as {
                    document: { activeElement: { getAttribute(name: string): string | null } | null };
                  }
                ).document.activeElement?.getAttribute('data-testid'),
              ),
            ).toBe('prompt');
            await screenshot(page, `prompt-seer-${due.seat === 0 ? 1280 : 375}`);
            expect(await axeViolations(page)).toEqual([]);
            promptShot = true;
          }
          if (i === 20) {
            // The story so far, line by line as the story module tells it to ann (R9: bob's draws unnamed).
            expect(await logLines(ann().page, expectedLog(deal, 21, 0, names, EN).length)).toEqual(
              expectedLog(deal, 21, 0, names, EN),
            );
          }
        },
      });
      expect({ keyboardChecked, dockChecked, promptShot }).toEqual({
        keyboardChecked: true,
        dockChecked: true,
        promptShot: true,
      });

      for (const p of seated) await p.page.getByTestId('result').waitFor();
      const all = expectedLog(deal, deal.moves.length, 0, names, EN, true);
      expect(await logLines(ann().page, all.length)).toEqual(all);
      expect(await ann().page.getByTestId('result-why').textContent()).toBe(all[all.length - 1]);
      const kinds = await ann()
        .page.locator('[data-testid=log] .log-line')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
      for (const want of deal.wants) expect(kinds).toContain(want.split(':')[0]);
      await ann().page.getByTestId('discard-pile').locator('summary').click();
      await screenshot(ann().page, 'result-2p-1280');
      await screenshot(bob().page, 'result-2p-375');
      expect(await axeViolations(ann().page)).toEqual([]);
      expect(await axeViolations(bob().page)).toEqual([]);

      // The replay: by trick and by move, and never "Your turn" in a finished game.
      const page = ann().page;
      await page.goto(`/replay/${twoPlayerMatch}`);
      const step = page.getByTestId('replay-step');
      await step.waitFor();
      expect(await step.textContent()).toMatch(/^The deal, before the first of \d+ moves The match started/);
      await page.getByTestId('replay-next-trick').click();
      await page
        .getByTestId('replay-step')
        .filter({ hasText: /· trick 1 of/ })
        .waitFor();
      expect(await step.textContent()).toMatch(/ won trick 1 with | Gelatinous Cube swallowed /);
      await page.getByTestId('replay-next').click();
      expect(await page.getByTestId('replay-next-to-act').textContent()).not.toMatch(/Your/);
      await page.locator('[data-testid=log] li.current').waitFor();
      await screenshot(page, 'replay-1280');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('End');
      await page.getByTestId('result').waitFor();
    },
    GAME_MS,
  );

  it('a rematch: the offer is accepted under My matches and the one who offered is moved to the new table; badge and toast', async () => {
    expect(twoPlayerMatch).not.toBe('');
    await ann().page.goto(`/match/${twoPlayerMatch}`);
    await ann().page.getByRole('button', { name: 'Rematch' }).click();
    await ann().page.getByText(`Rematch offered to ${bob().name}`).waitFor();

    await bob().page.goto('/matches');
    const offer = bob()
      .page.getByTestId('challenge-in')
      .filter({ hasText: `${ann().name} offers a rematch` });
    await offer.getByRole('button', { name: 'Accept' }).click();
    await bob().page.waitForURL(/\/match\//);
    const rematch = new URL(bob().page.url()).pathname;
    // ann did nothing: her notices (myEvents) take her there.
    await ann().page.waitForURL((url) => url.pathname === rematch, { timeout: 15_000 });

    // Whoever is not to move goes elsewhere; when the other plays, a toast says it is their turn there.
    await atVersion(ann().page, 0);
    const turnLine = await ann().page.getByTestId('turn').textContent();
    const [mover, waiter] = turnLine === 'Your turn to play' ? [ann(), bob()] : [bob(), ann()];
    await waiter.page.goto('/');
    await waiter.page.getByRole('region', { name: 'Open games' }).waitFor();
    await mover.page.locator('[data-testid=hand] [data-playable=true]').first().click();
    // A correspondence match asks to confirm the card first (docs/correspondence.md "The confirm step").
    if (await mover.page.getByTestId('send-card').isVisible()) await mover.page.getByTestId('send-card').click();
    const toast = waiter.page.getByTestId('toasts').getByText('It is your move in another match.');
    await toast.waitFor({ timeout: 15_000 });
    await waiter.page.getByTestId('waiting-badge').filter({ hasText: '1' }).waitFor({ timeout: 15_000 });
    await screenshot(waiter.page, `toast-${waiter === bob() ? 375 : 1280}`);
    await waiter.page.getByTestId('toasts').getByRole('button', { name: 'Open' }).click();
    await waiter.page.waitForURL((url) => url.pathname === rematch);

    await mover.page.goto('/matches');
    await mover.page.getByTestId('match-row').first().waitFor();
    await screenshot(mover.page, `matches-${mover === bob() ? 375 : 1280}`);
    expect(await axeViolations(mover.page)).toEqual([]);
  }, 90_000);

  it(
    '3 players, a scripted deal: Gnomes, Giants, Dragons, Trolls, Vampires, Dwarves, Undead and the Lich King, ' +
      'the strongest Vampire proposed, a switch to Korean and to Dutch mid-game, the 3-player resign wording',
    async () => {
      const deal = loadDeal('story-3p');
      const seated = [ann(), bob(), cid()];
      const names = seated.map((p) => p.name);
      const id = await startScripted(app, deal, seated);
      const atTable = FULL ? [0, 1, 2] : [0, 1];
      for (const seat of atTable) await seated[seat].page.goto(`/match/${id}`);
      // The language switch and the resign question happen at seat 0's desktop.
      const switcher = seated[0];
      const states = statesOf(deal);
      const banners = new Map<number, string[]>();
      for (const kind of ['dragonLeads', 'gnomeSmashed', 'phaseTwoBegan'])
        for (const at of movesWith(deal, kind)) banners.set(at, [...(banners.get(at) ?? []), kind]);
      const half = Math.floor(deal.moves.length / 2);
      let vampireChecked = false;

      // Resigning with three players ends in a draw for the other two: the question says so.
      const asked = new Promise<string>((resolve) =>
        switcher.page.once('dialog', (d) => {
          resolve(d.message());
          void d.dismiss();
        }),
      );
      await switcher.page.getByRole('button', { name: 'Resign' }).click();
      expect(await asked).toBe('Resign this match? You lose; the other two players share a draw.');

      await playDeal(app, id, deal, seated, atTable, {
        afterMove: async (i) => {
          for (const kind of banners.get(i) ?? [])
            await switcher.page
              .locator(`[data-testid=banners][data-told~=${kind}]`)
              .waitFor({ state: 'attached', timeout: 10_000 });
          const due = states[i + 1].pending[0];
          if (!vampireChecked && due?.kind === 'vampire' && atTable.includes(due.seat)) {
            const before = states[i + 1];
            const want = strongestActivation(
              due.collected,
              { active: before.activeVampires[due.seat], under: before.underVampires[due.seat] },
              [],
            );
            const prompt = seated[due.seat].page.getByTestId('prompt');
            await prompt.waitFor();
            const pressed = await prompt
              .locator('[data-choice^="activate:"][aria-pressed=true]')
              .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
            expect(pressed).toEqual(want === null ? [] : [want]);
            await screenshot(seated[due.seat].page, `prompt-vampire-${due.seat === 1 ? 375 : 1280}`);
            expect(await axeViolations(seated[due.seat].page)).toEqual([]);
            vampireChecked = true;
          }
          if (i === 8) await screenshot(switcher.page, 'table-3p-1280');
          if (i === half) {
            // Switching to Korean: the table's words and the story change language at once.
            await switcher.page.getByTestId('language').selectOption('ko');
            const korean = expectedLog(deal, i + 1, 0, names, KO);
            expect(await logLines(switcher.page, korean.length)).toEqual(korean);
            expect(await switcher.page.locator('html').getAttribute('lang')).toBe('ko');
            expect(await switcher.page.getByTestId('phase').textContent()).toMatch(/단계/);
            await screenshot(switcher.page, 'table-3p-ko-1280');
            expect(await axeViolations(switcher.page)).toEqual([]);
          }
          if (i === half + 6) {
            await switcher.page.getByTestId('language').selectOption('nl');
            const dutch = expectedLog(deal, i + 1, 0, names, NL);
            expect(await logLines(switcher.page, dutch.length)).toEqual(dutch);
            expect(await switcher.page.getByRole('heading', { name: 'Facties: wie staat voor' }).count()).toBe(1);
          }
        },
      });
      expect(vampireChecked).toBe(true);
      await switcher.page.getByTestId('language').selectOption('en');
      for (const seat of atTable) await seated[seat].page.getByTestId('result').waitFor();
      const all = expectedLog(deal, deal.moves.length, 1, names, EN, true);
      expect(await logLines(bob().page, all.length)).toEqual(all);
      await screenshot(switcher.page, 'result-3p-1280');
      await screenshot(bob().page, 'result-3p-375');
    },
    GAME_MS,
  );

  it(
    '4 players in two teams, a scripted deal: Doppelgangers, Knights, Seers and prize choices, Zombies, ' +
      'the Moon, Cthulhu, Shadows; the story checked for every seat',
    async () => {
      const deal: StoryDeal = loadDeal('story-4p');
      const seated = [ann(), bob(), cid(), dee()];
      const names = seated.map((p) => p.name);
      const id = await startScripted(app, deal, seated);
      const atTable = FULL ? [0, 1, 2, 3] : [0, 1];
      for (const seat of atTable) await seated[seat].page.goto(`/match/${id}`);
      const desk = seated[0];
      const banners = new Map<number, string[]>();
      for (const kind of ['moonTurned', 'cthulhuRemoved', 'phaseTwoBegan'])
        for (const at of movesWith(deal, kind)) banners.set(at, [...(banners.get(at) ?? []), kind]);
      let prizeShot = false;
      const states = statesOf(deal);
      await playDeal(app, id, deal, seated, atTable, {
        afterMove: async (i) => {
          for (const kind of banners.get(i) ?? [])
            await desk.page
              .locator(`[data-testid=banners][data-told~=${kind}]`)
              .waitFor({ state: 'attached', timeout: 10_000 });
          const due = states[i + 1].pending[0];
          if (!prizeShot && due?.kind === 'prize' && atTable.includes(due.seat)) {
            await seated[due.seat].page.getByTestId('prompt').waitFor();
            await screenshot(seated[due.seat].page, `prompt-prize-${due.seat === 1 ? 375 : 1280}`);
            prizeShot = true;
          }
          if (i === 12) {
            await screenshot(desk.page, 'table-4p-1280');
            await screenshot(bob().page, 'table-4p-375', { fullPage: false });
            expect(await axeViolations(desk.page)).toEqual([]);
            expect(await axeViolations(bob().page)).toEqual([]);
            // Every seat at the table reads its own story (R9): checked against the story module for each.
            for (const seat of atTable) {
              const p = seated[seat];
              const mine = expectedLog(deal, i + 1, seat, names, EN);
              expect(await logLines(p.page, mine.length)).toEqual(mine);
            }
          }
        },
      });
      expect(prizeShot).toBe(true);
      for (const seat of atTable) await seated[seat].page.getByTestId('result').waitFor();
      const all = expectedLog(deal, deal.moves.length, 0, names, EN, true);
      expect(await logLines(desk.page, all.length)).toEqual(all);
      await screenshot(desk.page, 'result-4p-1280');
    },
    GAME_MS,
  );

  it('challenges a player by name; the challenged player declines, and the challenger hears of it', async () => {
    await cid().page.goto('/');
    await cid().page.getByTestId('language').selectOption('en');
    await bob().page.goto('/matches');
    const form = bob().page.getByRole('form', { name: 'Challenge a player' });
    await form.getByLabel('Player').fill(cid().name);
    await form.getByRole('button', { name: 'Challenge' }).click();
    await bob().page.getByText(`Challenge sent to ${cid().name}`).waitFor();
    // cid hears of it wherever he is.
    await cid().page.getByTestId('toasts').getByText(`${bob().name} challenges you`).waitFor({ timeout: 15_000 });
    await cid().page.goto('/matches');
    const challenge = cid()
      .page.getByTestId('challenge-in')
      .filter({ hasText: `${bob().name} challenges you` });
    await challenge.getByRole('button', { name: 'Decline' }).click();
    await challenge.waitFor({ state: 'detached' });
    await bob()
      .page.getByTestId('toasts')
      .getByText(`${cid().name} declined your challenge.`)
      .waitFor({ timeout: 15_000 });
    await bob().page.getByTestId('challenge-out').waitFor({ state: 'detached', timeout: 15_000 });
  }, 60_000);

  it('error pages say what happened in words and offer a way back', async () => {
    const page = dee().page;
    await page.goto('/match/3f0c5a52-0000-4000-8000-000000000000');
    const error = page.getByTestId('error-page');
    await error.waitFor();
    expect(await error.textContent()).toContain('There is no such game or match.');
    await screenshot(page, 'error-1280');
    expect(await axeViolations(page)).toEqual([]);
    await error.getByRole('link', { name: 'Back to my matches' }).click();
    await page.waitForURL(/\/matches$/);
    await page.goto('/nowhere');
    await page.getByTestId('error-page').getByRole('link', { name: 'Back to the games' }).waitFor();

    // Sounds are off by default; the setting is kept in this browser.
    const sounds = page.getByTestId('sounds');
    expect(await sounds.getAttribute('aria-pressed')).toBe('false');
    await sounds.click();
    expect(await sounds.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    expect(await page.getByTestId('sounds').getAttribute('aria-pressed')).toBe('true');
  }, 30_000);
});
