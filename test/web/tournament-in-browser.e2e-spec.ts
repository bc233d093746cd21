import type { Move } from '../../src/engine';
import { gql } from '../support/graphql-http';
import { legalMovesOf } from '../matches/match-support';
import type { Player } from './browser-support';
import {
  afterVersion,
  atVersion,
  axeViolations,
  clickMove,
  describeWithBrowser,
  screenshot,
  twoPlayerBrowserTable,
} from './browser-support';

const GAME_MS = 300_000;

/**
 * Issue 30, "Done when": a Swiss tournament in Chromium. One player organizes it from the Tournaments page,
 * both enter on its page, the organizer starts it, both open their round 1 game from the page and play it to
 * its end by clicking, and the page's standings then show the winner's point. axe on every tournament screen.
 */
describeWithBrowser('a Swiss tournament in the browser', () => {
  const table = twoPlayerBrowserTable('tournament', ['tia', 'tom']);

  it(
    'organizes, enters and starts a Swiss; round 1 is played by clicking and the standings show its result',
    async () => {
      const { ann, ben, app } = table;
      const page = ann.page;
      await page.goto('/tournaments');
      await page.getByTestId('tournaments').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('tournament-name').fill(`Cup ${process.pid}`);
      await page.getByTestId('tournament-rounds').fill('1');
      await page.getByTestId('create-tournament-submit').click();
      await page.waitForURL(/\/tournaments\/[0-9a-f-]{36}$/);
      const tournamentUrl = new URL(page.url()).pathname;
      await page.getByTestId('tournament').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Both enter on the page; the list shows the tournament to the other player.
      await page.getByTestId('tournament-join').click();
      await page.getByTestId('tournament-entrants').getByText(ann.name).waitFor();
      await ben.page.goto('/tournaments');
      await ben.page
        .getByTestId('tournament-link')
        .filter({ hasText: `Cup ${process.pid}` })
        .click();
      await ben.page.waitForURL(`**${tournamentUrl}`);
      await ben.page.getByTestId('tournament-join').click();
      await ben.page.getByTestId('tournament-entrants').getByText(ben.name).waitFor();
      await screenshot(ben.page, 'tournament-registration');

      // The organizer starts it: round 1 has one game, both see it and open it from the page.
      await page.getByTestId('tournament-start').click();
      for (const p of [ann, ben]) await p.page.getByTestId('tournament-round-1').waitFor({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      for (const p of [ann, ben]) {
        await p.page.getByTestId('tournament-round-1').getByRole('link', { name: 'Play' }).click();
        await p.page.waitForURL(/\/match\//);
      }
      const matchId = new URL(page.url()).pathname.split('/match/')[1];
      expect(new URL(ben.page.url()).pathname).toBe(`/match/${matchId}`);

      // The whole game by clicks, each move on the page of the player to act.
      const bySeat = await seatsOf(matchId, [ann, ben]);
      for (let guard = 0; guard < 500; guard++) {
        const now = await matchNow(matchId, ann.token!);
        if (now.status !== 'running') break;
        const mover = bySeat[now.toAct!];
        const [move] = await legalMovesOf(app, mover.token!, matchId);
        await atVersion(mover.page, now.version);
        await clickMove(mover.page, JSON.parse(move.notation) as Move);
        await afterVersion(mover.page, now.version);
      }
      const ended = await matchNow(matchId, ann.token!);
      expect(ended.status).toBe('finished');

      // Back on the tournament page: finished, the standings as the match ended.
      for (const p of [ann, ben]) {
        await p.page.goto(tournamentUrl);
        await p.page.getByTestId('tournament-status').getByText('finished').waitFor({ timeout: 15_000 });
      }
      const rows = await page.getByTestId('tournament-standings').locator('tbody tr').all();
      const shown = await Promise.all(
        rows.map(async (row) => (await row.locator('th, td').allTextContents()).slice(0, 3)),
      );
      // A win is 1 point and a loss 0; a draw ½ each (docs/tournaments.md "Results").
      if (ended.winner === null) expect(shown.map(([, , p]) => p)).toEqual(['0.5', '0.5']);
      else
        expect(shown).toEqual([
          ['1', bySeat[ended.winner].name, '1'],
          ['2', bySeat[1 - ended.winner].name, '0'],
        ]);
      await screenshot(page, 'tournament-finished');
      expect(await axeViolations(page)).toEqual([]);
      expect(await axeViolations(ben.page)).toEqual([]);
      for (const p of [ann, ben]) expect({ player: p.name, errors: p.errors }).toEqual({ player: p.name, errors: [] });
    },
    GAME_MS,
  );

  it('organizes one with a time bank, noVacation, a hero, an invitation list and a registration close; the page shows them', async () => {
    const { ann, ben } = table;
    const page = ann.page;
    await page.goto('/tournaments');
    await page.getByTestId('tournaments').waitFor();
    await page.getByTestId('tournament-name').fill(`Invitational ${process.pid}`);
    await page.getByTestId('tournament-rounds').fill('1');
    await page.locator('input[name="tournament-clock"][value="bank"]').check();
    await page.locator('input[name="tournament-noVacation"]').check();
    await page.locator('input[name="hero"][value="warlock"]').check();
    await page.getByTestId('tournament-invited').fill(ben.name);
    // A week ahead, as the reader's local time (datetime-local).
    const close = new Date(Date.now() + 7 * 86_400_000);
    const local = new Date(close.getTime() - close.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByTestId('tournament-registrationClosesAt').fill(local);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('create-tournament-submit').click();
    await page.waitForURL(/\/tournaments\/[0-9a-f-]{36}$/);
    await page.getByTestId('tournament').waitFor();
    await page.getByTestId('tournament-time-control').getByText('Time bank', { exact: false }).waitFor();
    await page.getByTestId('tournament-entry-limits').getByText(ben.name, { exact: false }).waitFor();
    await page.getByTestId('tournament-entry-limits').getByText('Registration closes', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Ann organizes but is not invited: her entry is refused with its words; Ben's is taken.
    await page.getByTestId('tournament-join').click();
    await page.getByRole('alert').getByText('by invitation', { exact: false }).waitFor();
    await ben.page.goto(new URL(page.url()).pathname);
    await ben.page.getByTestId('tournament-join').click();
    await ben.page.getByTestId('tournament-entrants').getByText(ben.name).waitFor();
    await screenshot(page, 'tournament-invitational');
  }, 120_000);

  /** The players of the match, seat by seat, as the match says. */
  async function seatsOf(matchId: string, players: readonly Player[]): Promise<Player[]> {
    const seen = await gql<{ match: { seats: { seat: number; username: string }[] } }>(
      table.app,
      'query($m: ID!) { match(id: $m) { seats { seat username } } }',
      { token: players[0].token, variables: { m: matchId } },
    );
    return [...seen.data!.match.seats]
      .sort((a, b) => a.seat - b.seat)
      .map((s) => players.find((p) => p.name === s.username)!);
  }

  async function matchNow(
    matchId: string,
    token: string,
  ): Promise<{ status: string; version: number; toAct: number | null; winner: number | null }> {
    const seen = await gql<{
      match: {
        status: string;
        version: number;
        table: { toAct: { seat: number } | null };
        result: { winner: number | null } | null;
      };
    }>(table.app, 'query($m: ID!) { match(id: $m) { status version table { toAct { seat } } result { winner } } }', {
      token,
      variables: { m: matchId },
    });
    const m = seen.data!.match;
    return {
      status: m.status,
      version: m.version,
      toAct: m.table.toAct?.seat ?? null,
      winner: m.result?.winner ?? null,
    };
  }
});
