import { parseMoveCommand } from '../../src/matches/write/move-command';
import { dueNow, legalMoves, seededChooser } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { rules } from '../matches/match-support';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { Player } from './browser-support';
import { NO_SWEEPS, browserSuite, describeWithBrowser, newPlayer, register, screenshot } from './browser-support';

/*
 * Forced moves played for you, in Chromium (issue 17, docs/bots.md): the player turns the account's setting
 * on (My matches) and chooses for one match on its table; their partner, driven through the API, plays on
 * until the server plays one of the player's forced moves, which the game log marks.
 */
describeWithBrowser('forced moves in the browser', () => {
  const suite = browserSuite('forced', NO_SWEEPS);
  let ann: Player;
  let ben: RegisteredUser;

  beforeAll(async () => {
    ann = await newPlayer(suite.browser, suite.app, `fann${process.pid}`);
    await register(ann);
    ben = await registerUser(suite.app);
  }, 180_000);

  const setting = async (url: string): Promise<unknown> => {
    const response = await fetch(`${suite.app.baseUrl}${url}`, { headers: { authorization: `Bearer ${ann.token}` } });
    expect(response.status).toBe(200);
    return response.json();
  };

  /** Does `act` and waits for the answer to the GraphQL operation it sends. */
  const answered = async (operation: string, act: () => Promise<unknown>): Promise<void> => {
    const response = ann.page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(operation),
    );
    await act();
    expect((await response).status()).toBe(200);
  };

  it('turns the setting on, overrides it for a match, and marks the move the server played in the log', async () => {
    const { page } = ann;
    await page.goto('/matches');
    const account = page.getByLabel('Play my forced moves for me (in every match)');
    await page.locator('[data-testid="forced-moves-account"]:enabled').waitFor();
    await expect(account.isChecked()).resolves.toBe(false);
    await answered('SetForcedMoves', () => account.click());
    await expect(setting('/api/me/forced-moves')).resolves.toMatchObject({ on: true });
    await expect(account.isChecked()).resolves.toBe(true);

    const service = suite.app.app.get(MatchesService);
    const seats = [{ id: ann.id!, username: ann.name }, ben];
    const matchId = await service.start(rules('claim'), seats, ann.id!);
    await page.goto(`/match/${matchId}`);
    const choice = page.getByLabel('Play my forced moves for me:');
    // The control is enabled once the seat's setting has loaded.
    const loaded = async () => {
      await page.locator('[data-testid="forced-moves-match"]:enabled').waitFor();
      return choice.inputValue();
    };
    await expect(loaded()).resolves.toBe('account');
    // Off for this match, then on again explicitly: the seat's choice overrides the account's.
    await answered('SetMatchForcedMoves', () => choice.selectOption('off'));
    await expect(setting(`/api/matches/${matchId}/forced-moves`)).resolves.toMatchObject({
      on: false,
      overridden: true,
    });
    await answered('SetMatchForcedMoves', () => choice.selectOption('on'));
    await expect(setting(`/api/matches/${matchId}/forced-moves`)).resolves.toMatchObject({
      on: true,
      overridden: true,
    });
    await page.reload();
    await expect(loaded()).resolves.toBe('on');

    // Both seats play through the API (random legal moves) until the server has played a forced move for ann.
    const choose = seededChooser(17);
    for (let guard = 0; guard < 200; guard++) {
      const runtime = await service.load(matchId);
      if (runtime.status !== 'running' || runtime.events.some((e) => e.type === 'move' && e.auto === true)) break;
      const due = dueNow(runtime.state)!;
      const legal = legalMoves(runtime.state, due.seat);
      const { seat: _seat, ...move } = legal[choose(legal.length)];
      await service.move({
        caller: seats[due.seat],
        matchId: matchId,
        command: parseMoveCommand(move),
        expectedVersion: runtime.version,
      });
    }
    const auto = (await service.load(matchId)).events.filter((e) => e.type === 'move' && e.auto === true);
    expect(auto.length).toBeGreaterThan(0);
    expect(auto.every((e) => e.type === 'move' && e.payload.seat === 0)).toBe(true);

    // The log (live, without a reload) tells it, marked apart from the moves players chose.
    const marked = page.getByTestId('log').locator('[data-kind="forcedMove"]');
    await marked.first().waitFor();
    await expect(marked.first().textContent()).resolves.toMatch(
      /^The server played this for .+: it was their only move\.$/,
    );
    // Tests compile without the DOM library: the page's getComputedStyle, typed as much as this reads of it.
    const fontStyle = await marked.first().evaluate((el) => {
      const page = globalThis as unknown as { getComputedStyle(e: unknown): { fontStyle: string } };
      return page.getComputedStyle(el).fontStyle;
    });
    expect(fontStyle).toBe('italic');
    await screenshot(page, 'forced-move-marked');
    expect(ann.errors).toEqual([]);
  }, 240_000);
});
