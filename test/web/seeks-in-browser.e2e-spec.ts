import { gql } from '../support/graphql-http';
import { axeViolations, describeWithBrowser, screenshot, twoPlayerBrowserTable } from './browser-support';

/*
 * Automatch and friends-only lobbies in Chromium (issue 31, docs/lobbies.md "Automatch", docs/players.md
 * "Friends"): ann presses "Play someone now" and waits; ben presses it with the same (default) choices, his seek
 * completes the table and he is taken to the match; ann, still on the Play page, hears SEEK_MATCHED and is taken
 * to the same match. Then ann opens a friends-only game and ben, not her friend, is refused at its page with the
 * clear message, the seat not taken. Axe finds nothing on the screens.
 */
describeWithBrowser('automatch seeks and friends-only lobbies in the browser', () => {
  const table = twoPlayerBrowserTable('seeks', ['sann', 'sben']);

  it('two seeks from the Play page meet in one match, both players land at it', async () => {
    const { app, ann, ben } = table;
    await ann.page.goto('/');
    await ann.page.getByTestId('play-now').click();
    await ann.page.getByRole('status').getByText('Looking for an opponent').waitFor();
    await ann.page.locator('[data-testid="my-seek"][data-status="open"]').waitFor();
    expect(await axeViolations(ann.page)).toEqual([]);
    await screenshot(ann.page, 'seek-waiting');

    await ben.page.goto('/');
    await ben.page.getByTestId('play-now').click();
    await ben.page.waitForURL(/\/match\/[0-9a-f-]{36}$/);
    const matchId = ben.page.url().split('/match/')[1];
    await ann.page.waitForURL(`**/match/${matchId}`);
    for (const p of [ann, ben]) await p.page.locator('main[data-version]').waitFor();
    expect(await axeViolations(ann.page)).toEqual([]);

    const seeks = await gql<{ mySeeks: { status: string; matchId: string | null }[] }>(
      app,
      '{ mySeeks { status matchId } }',
      { token: ann.token },
    );
    expect(seeks.data?.mySeeks).toEqual([{ status: 'matched', matchId }]);
    const notices = await gql<{ myNotifications: { kind: string; matchId: string | null }[] }>(
      app,
      '{ myNotifications(first: 100) { kind matchId } }',
      { token: ann.token },
    );
    expect(notices.data?.myNotifications).toContainEqual({ kind: 'SEEK_MATCHED', matchId });
  });

  it('a friends-only game refuses a player who is not the owner’s friend, with the reason, the seat not taken', async () => {
    const { app, ann, ben } = table;
    await ann.page.goto('/');
    await ann.page.getByLabel('Friends only: only your friends see this game and may join it').check();
    await ann.page.getByRole('button', { name: 'Open game' }).click();
    await ann.page.waitForURL(/\/lobby\/[0-9a-f-]{36}$/);
    const lobbyUrl = new URL(ann.page.url()).pathname;

    await ben.page.goto(lobbyUrl);
    const lobby = ben.page.getByTestId('lobby');
    await lobby.waitFor();
    await ben.page.getByRole('button', { name: 'Join' }).click();
    await ben.page.getByRole('alert').getByText('Only the owner’s friends may join this game.').waitFor();
    expect(await axeViolations(ben.page)).toEqual([]);
    await screenshot(ben.page, 'friends-only-refused');
    const stored = await gql<{ lobby: { status: string; friendsOnly: boolean; seats: { username: string }[] } }>(
      app,
      'query($id: ID!) { lobby(id: $id) { status friendsOnly seats { username } } }',
      { token: ann.token, variables: { id: lobbyUrl.split('/lobby/')[1] } },
    );
    expect(stored.data?.lobby).toEqual({ status: 'open', friendsOnly: true, seats: [{ username: ann.name }] });
    // Not among the open games on his Play page either.
    await ben.page.goto('/');
    await ben.page.getByTestId('play-now').waitFor();
    expect(await ben.page.getByTestId('friends-only').count()).toBe(0);
  });
});
