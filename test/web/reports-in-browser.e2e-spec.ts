import { Admin } from '../../src/cli/admin';
import { MatchesService } from '../../src/matches/matches.service';
import { rules } from '../matches/match-support';
import { gql } from '../support/graphql-http';
import type { Player } from './browser-support';
import {
  axeViolations,
  challengeRefusal,
  describeWithBrowser,
  newPlayer,
  screenshot,
  signIn,
  twoPlayerBrowserTable,
} from './browser-support';

const ADMIN_PASSWORD = 'a long and unusual passphrase';

/*
 * Blocking and reporting from a profile, and the admins' queue, in Chromium (issue 18, docs/players.md "Chat,
 * blocking and reports"): ann reports ben from his profile and blocks him (his open game leaves her list, his
 * challenge is refused), then unblocks him; an admin finds her report, and one of a chat message, in the
 * queue linked from the navigation and resolves it. The buttons are not on one's own profile nor for a
 * visitor without a session; the link is not in a player's navigation and the page refuses a player.
 */
describeWithBrowser('blocking and reporting from a profile, and the admins’ reports queue, in the browser', () => {
  const table = twoPlayerBrowserTable('reports', ['rann', 'rben']);
  let admin: Player;
  let matchId: string;

  beforeAll(async () => {
    const { app, ann, ben } = table;
    const name = `rmod${process.pid}`;
    const cli = new Admin(app.database.url);
    try {
      await cli.createAdmin(name, ADMIN_PASSWORD);
    } finally {
      await cli.close();
    }
    admin = await newPlayer(table.browser, app, name);
    await signIn(admin, ADMIN_PASSWORD);
    // A report of a chat message, filed through the API, so the queue shows a message and its match too.
    const players = [ann, ben].map((p) => ({ id: p.id!, username: p.name }));
    matchId = await app.app.get(MatchesService).start(rules('claim'), players, players[0].id);
    const said = await gql(app, 'mutation($m: ID!) { sendChatMessage(matchId: $m, text: "you will lose") { seq } }', {
      token: ben.token,
      variables: { m: matchId },
    });
    expect(said.errors).toBeUndefined();
    const filed = await gql(
      app,
      'mutation($m: ID!) { report(input: { matchId: $m, messageSeq: 1, reason: "taunts" }) { id } }',
      {
        token: ann.token,
        variables: { m: matchId },
      },
    );
    expect(filed.errors).toBeUndefined();
  }, 180_000);

  /** How many of ben's open games the player's list of open games shows, once it has loaded. */
  const benLobby = async (player: Player) => {
    await player.page.goto('/');
    const list = player.page.getByRole('region', { name: 'Open games' });
    await list.getByTestId('open-lobby').or(list.getByText('No open games from other players')).first().waitFor();
    return list.getByTestId('open-lobby').filter({ hasText: table.ben.name }).count();
  };

  it('lets a player report another from his profile and block him (his game hidden, his challenge refused), then unblock', async () => {
    const { app, ann, ben } = table;
    const opened = await gql(app, 'mutation { createLobby(input: { preset: "claim" }) { id } }', { token: ben.token });
    expect(opened.errors).toBeUndefined();
    expect(await benLobby(ann)).toBe(1);

    const { page } = ann;
    await page.goto(`/players/${ben.name}`);
    const actions = page.getByTestId('player-actions');
    await actions.getByRole('button', { name: `Block ${ben.name}` }).waitFor();
    await page.locator('[data-testid="player-actions"] button:enabled').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept('plays to lose on purpose');
    });
    await actions.getByRole('button', { name: `Report ${ben.name}` }).click();
    await actions.getByText('Reported to the admins. Thank you.').waitFor();
    expect(asked).toEqual([`Why do you report ${ben.name} to the admins?`]);
    // Reporting him twice while the first is open is refused, in words.
    page.once('dialog', (dialog) => void dialog.accept('again'));
    await actions.getByRole('button', { name: `Report ${ben.name}` }).click();
    await actions.getByRole('alert').waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await actions.getByRole('button', { name: `Block ${ben.name}` }).click();
    await actions.getByRole('button', { name: `Unblock ${ben.name}` }).waitFor();
    expect(await actions.textContent()).toContain('cannot challenge you');
    await screenshot(page, 'profile-blocked');
    expect(await axeViolations(page)).toEqual([]);
    // After a reload the page still knows.
    await page.reload();
    await actions.getByRole('button', { name: `Unblock ${ben.name}` }).waitFor();

    // The block holds: his open game leaves her list (not anyone else's), and his challenge is refused.
    expect(await benLobby(ann)).toBe(0);
    expect(await benLobby(admin)).toBe(1);
    expect(await challengeRefusal(app, ben, ann)).toEqual({ code: 'CONFLICT', reason: 'BLOCKED' });

    await page.goto(`/players/${ben.name}`);
    await actions.getByRole('button', { name: `Unblock ${ben.name}` }).click();
    await actions.getByRole('button', { name: `Block ${ben.name}` }).waitFor();
    expect(await benLobby(ann)).toBe(1);
    expect(ann.errors).toEqual([]);
  }, 120_000);

  it('shows no buttons on one’s own profile, only the history switch, and neither to a visitor without a session', async () => {
    const { app, ann, ben } = table;
    const hiddenOnServer = async () => {
      const response = await fetch(`${app.baseUrl}/api/users/${ann.name}`);
      return ((await response.json()) as { historyHidden: boolean }).historyHidden;
    };
    const { page } = ann;
    await page.goto(`/players/${ann.name}`);
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('player-actions').count()).toBe(0);
    // Her own history: hidden, then shown again, as the server says and the page tells.
    const hide = page.getByLabel('Hide my game history');
    // The box follows the server's answer, so it is clicked (check() wants the state at once).
    await hide.click();
    await page.getByText('history hidden').waitFor();
    expect(await hide.isChecked()).toBe(true);
    await expect(hiddenOnServer()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await hide.click();
    await page.locator('[data-testid="hide-history"]:not(:checked):enabled').waitFor();
    await expect(hiddenOnServer()).resolves.toBe(false);
    expect(await page.getByText('history hidden').count()).toBe(0);
    await page.goto(`/players/${ben.name}`);
    await page.getByTestId('player-actions').waitFor();
    expect(await page.getByTestId('hide-history').count()).toBe(0);

    const visitor = await newPlayer(table.browser, app, 'visitor');
    try {
      await visitor.page.goto(`/players/${ben.name}`);
      await visitor.page.getByTestId('profile-page').waitFor();
      expect(await visitor.page.getByTestId('player-actions').count()).toBe(0);
      expect(await visitor.page.getByTestId('hide-history').count()).toBe(0);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  }, 60_000);

  it('keeps the queue from players: no link in their navigation, and the page says they may not', async () => {
    const { page } = table.ann;
    await page.goto('/matches');
    await page.getByTestId('nav-matches').waitFor();
    expect(await page.getByTestId('nav-reports').count()).toBe(0);
    await page.goto('/admin/reports');
    await page.getByTestId('reports-page').getByRole('alert').waitFor();
    expect(await page.getByTestId('reports-page').getByRole('alert').textContent()).toBe('You may not do that here.');
    expect(await page.getByTestId('report').count()).toBe(0);
  }, 60_000);

  it('lists the open reports for an admin, linked from the navigation, and resolves one with a note', async () => {
    const { app, ann, ben } = table;
    const { page } = admin;
    // The admin has played nothing: the empty "My matches" page passes axe too (its link's contrast).
    await page.goto('/matches');
    await page.getByText('No matches yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('nav-reports').click();
    await page.waitForURL(/\/admin\/reports$/);
    const rows = page.getByTestId('report');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    // Oldest first: the message (with its text and a link to its match), then the player.
    const [byMessage, byPlayer] = [rows.nth(0), rows.nth(1)];
    expect(await byMessage.getAttribute('data-reported')).toBe(ben.name);
    expect(await byMessage.getByTestId('report-message').textContent()).toBe('you will lose');
    expect(await byMessage.getByTestId('report-reason').textContent()).toBe('taunts');
    expect(await byMessage.getByTestId('report-match').getAttribute('href')).toBe(`/watch/${matchId}`);
    expect(await byPlayer.getByTestId('report-reason').textContent()).toBe('plays to lose on purpose');
    expect(await byPlayer.getByTestId('report-message').count()).toBe(0);
    expect(await byPlayer.getByTestId('player-link').allTextContents()).toEqual([ann.name, ben.name]);
    await screenshot(page, 'reports-queue');
    expect(await axeViolations(page)).toEqual([]);

    const resolve = byPlayer.getByRole('button', { name: 'Resolve' });
    expect(await resolve.isDisabled()).toBe(true);
    await byPlayer.getByLabel('What was done').fill('warned him');
    await resolve.click();
    await page.getByText(`The report about ${ben.name} is resolved.`).waitFor();
    expect(await rows.count()).toBe(1);

    // The server agrees: one open report left, and the resolved one carries the note and the admin.
    const open = await gql<{ openReports: { reason: string }[] }>(app, '{ openReports { reason } }', {
      token: admin.token,
    });
    expect(open.data?.openReports).toEqual([{ reason: 'taunts' }]);
    const again = await gql(app, 'mutation($i: ReportInput!) { report(input: $i) { id reason } }', {
      token: ann.token,
      variables: { i: { username: ben.name, reason: 'again, after the first was resolved' } },
    });
    expect(again.errors).toBeUndefined();
    await page.reload();
    await rows.nth(1).waitFor();
    expect(await rows.nth(1).getByTestId('report-reason').textContent()).toBe('again, after the first was resolved');
    expect(admin.errors).toEqual([]);
  }, 120_000);
});
