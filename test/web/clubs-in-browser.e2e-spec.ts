import { MatchesService } from '../../src/matches/matches.service';
import { rules } from '../matches/match-support';
import { axeViolations, describeWithBrowser, screenshot, twoPlayerBrowserTable } from './browser-support';

/*
 * Clubs in Chromium (issue 31, docs/players.md "Clubs"): ann and ben become friends on each other's profile,
 * ann creates a club taking members by request, ben finds it and asks to join, ann accepts him on the club
 * page, and each finds their game together among the club's live games; ann opens a lobby for the club's
 * members and ben finds it on the club page. The two chat on the club page (live, each sees the other's line
 * without reloading), and ann, the owner, hides a line. Axe finds nothing on the pages.
 */
describeWithBrowser('clubs in the browser', () => {
  const table = twoPlayerBrowserTable('clubs', ['cann', 'cben']);

  it('friends, a club by request, the second joins, both find their game on the club page', async () => {
    const { app, ann, ben } = table;
    // Friends first: a follow each way.
    await ann.page.goto(`/players/${ben.name}`);
    await ann.page
      .getByTestId('player-actions')
      .getByRole('button', { name: `Follow ${ben.name}` })
      .click();
    await ann.page.getByTestId('player-actions').getByText(`You follow ${ben.name}`).waitFor();
    await ben.page.goto(`/players/${ann.name}`);
    const hers = ben.page.getByTestId('player-actions');
    await hers.getByRole('button', { name: `Follow ${ann.name} back` }).click();
    await hers.getByText(`You and ${ann.name} are friends now.`).waitFor();

    // ann creates a club that takes members by request.
    const name = `Owls ${process.pid}`;
    await ann.page.getByTestId('nav-clubs').click();
    const form = ann.page.getByTestId('create-club');
    await form.getByTestId('club-name').fill(name);
    await form.getByTestId('club-description').fill('Slow games, long thoughts.');
    await form.getByTestId('club-admission').selectOption('request');
    expect(await axeViolations(ann.page)).toEqual([]);
    await form.getByTestId('create-club-submit').click();
    await ann.page.getByTestId('club-title').getByText(name).waitFor();
    await ann.page.getByTestId('club-standing').getByText('You are owner of this club.').waitFor();
    const clubPath = new URL(ann.page.url()).pathname;

    // ben finds it by name and asks to join.
    await ben.page.getByTestId('nav-clubs').click();
    await ben.page.getByTestId('club-search').fill(name);
    await ben.page.getByTestId('club-search').press('Enter');
    await ben.page.getByTestId('club-list').getByRole('link', { name }).click();
    await ben.page.getByTestId('club-join').getByText('Ask to join').click();
    await ben.page.getByTestId('club-standing').getByText('Your request waits for an admin.').waitFor();

    // ann accepts him on the club page.
    await ann.page.reload();
    await ann.page
      .getByTestId('club-admin')
      .getByRole('button', { name: `Accept ${ben.name}` })
      .click();
    await ann.page.locator(`[data-testid="club-member"][data-username="${ben.name}"]`).waitFor();
    expect(await axeViolations(ann.page)).toEqual([]);

    // Their game: each finds it among the club's live games.
    const players = [ann, ben].map((p) => ({ id: p.id!, username: p.name }));
    const matchId = await app.app
      .get(MatchesService)
      .start(rules('claim'), players, players[0].id, { spectators: 'anyone' });
    for (const p of [ann, ben]) {
      await p.page.goto(clubPath);
      await p.page
        .getByTestId('club-standing')
        .getByText(p === ann ? 'You are owner' : 'You are member')
        .waitFor();
      await p.page.locator(`[data-testid="club-live"] [data-testid="friend-game"][data-match="${matchId}"]`).waitFor();
      await p.page.locator(`[data-testid="club-member"][data-username="${p === ann ? ben.name : ann.name}"]`).waitFor();
    }
    expect(await axeViolations(ben.page)).toEqual([]);

    // The club chat: both on the club page, each line reaches the other live (docs/players.md "Club chat").
    const annChat = ann.page.getByTestId('club-chat');
    const benChat = ben.page.getByTestId('club-chat');
    await annChat.getByRole('textbox', { name: 'Message' }).fill('Anyone for a slow game?');
    await annChat.getByRole('button', { name: 'Send' }).click();
    await benChat.getByTestId('chat').getByText('Anyone for a slow game?').waitFor();
    await benChat.getByRole('textbox', { name: 'Message' }).fill('Me! Tonight?');
    await benChat.getByRole('button', { name: 'Send' }).click();
    await annChat.getByTestId('chat').getByText('Me! Tonight?').waitFor();
    // A member reports and blocks from the line (as the table talk); the owner may also hide it.
    await benChat.getByRole('button', { name: 'Report' }).waitFor();
    expect(await benChat.getByRole('button', { name: /^Hide/ }).count()).toBe(0);
    expect(await axeViolations(ben.page)).toEqual([]);
    ann.page.once('dialog', (dialog) => void dialog.accept());
    await annChat.getByRole('button', { name: `Hide the line of ${ben.name}` }).click();
    await annChat.getByTestId('chat').getByText('Me! Tonight?').waitFor({ state: 'detached' });
    expect(await axeViolations(ann.page)).toEqual([]);
    await ben.page.reload();
    await benChat.getByTestId('chat').getByText('Anyone for a slow game?').waitFor();
    expect(await benChat.getByTestId('chat').getByText('Me! Tonight?').count()).toBe(0);
    await screenshot(ben.page, 'club-chat');

    // A club-only lobby: ann opens one for the club ("Open to"), ben finds it among the club's open games.
    await ann.page.goto('/');
    await ann.page.locator('select[name="club"]').selectOption({ label: `Members of ${name} only` });
    await ann.page.getByRole('button', { name: 'Open game' }).click();
    await ann.page.waitForURL(/\/lobby\//);
    const lobbyPath = new URL(ann.page.url()).pathname;
    await ben.page.goto(clubPath);
    const lobbyLink = ben.page
      .getByTestId('club-lobbies')
      .getByRole('link', { name: `${ann.name}’s game, 1 of 2 seated` });
    await lobbyLink.waitFor();
    expect(await lobbyLink.getAttribute('href')).toBe(lobbyPath);
    expect(await axeViolations(ben.page)).toEqual([]);
    await screenshot(ann.page, 'club-page');
  }, 90_000);
});
