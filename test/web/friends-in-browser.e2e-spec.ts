import { MatchesService } from '../../src/matches/matches.service';
import { rules } from '../matches/match-support';
import { gql } from '../support/graphql-http';
import { axeViolations, describeWithBrowser, screenshot, twoPlayerBrowserTable } from './browser-support';

/*
 * Friends in Chromium (issue 31, docs/players.md "Friends"): ann follows ben from his profile (he hears of it
 * and his profile of her says she follows him), ben follows her back from hers and they are friends; each
 * finds the other on the Friends page (friends, online) and ben's public game with ann among the friends'
 * live games; ann unfollows and the friendship is gone. Axe finds nothing on either page.
 */
describeWithBrowser('follows and friends in the browser', () => {
  const table = twoPlayerBrowserTable('friends', ['fann', 'fben']);

  it('follow, follow back, the Friends page with both lists and a live game, then unfollow', async () => {
    const { app, ann, ben } = table;
    await ann.page.goto(`/players/${ben.name}`);
    const actions = ann.page.getByTestId('player-actions');
    await actions.getByRole('button', { name: `Follow ${ben.name}` }).click();
    await actions.getByText(`You follow ${ben.name}`).waitFor();
    await actions.getByRole('button', { name: `Unfollow ${ben.name}` }).waitFor();
    expect(await axeViolations(ann.page)).toEqual([]);

    // ben is told (the notification log every channel reads), and sees it on ann's profile.
    const log = await gql<{ myNotifications: { kind: string; from: string }[] }>(
      app,
      '{ myNotifications(first: 100) { kind from } }',
      { token: ben.token },
    );
    expect(log.data?.myNotifications).toContainEqual({ kind: 'FOLLOWED', from: ann.name });
    await ben.page.goto(`/players/${ann.name}`);
    const hers = ben.page.getByTestId('player-actions');
    await hers.getByTestId('relation').getByText(`${ann.name} follows you.`).waitFor();
    await hers.getByRole('button', { name: `Follow ${ann.name} back` }).click();
    await hers.getByText(`You and ${ann.name} are friends now.`).waitFor();
    await hers.getByTestId('relation').getByText(`You and ${ann.name} are friends.`).waitFor();

    // A public game of ben's (with ann) is among the friends' live games on ann's Friends page.
    const players = [ann, ben].map((p) => ({ id: p.id!, username: p.name }));
    const matchId = await app.app
      .get(MatchesService)
      .start(rules('claim'), players, players[0].id, { spectators: 'anyone' });
    await ann.page.getByTestId('nav-friends').click();
    const page = ann.page.getByTestId('friends-page');
    await page.getByTestId('friends-list').getByRole('link', { name: ben.name }).waitFor();
    await page.getByTestId('friends-online').getByRole('link', { name: ben.name }).waitFor();
    await page.locator(`[data-testid="friend-game"][data-match="${matchId}"]`).waitFor();
    await page.getByTestId('following-list').getByRole('link', { name: ben.name }).waitFor();
    await page.getByTestId('followers-list').getByRole('link', { name: ben.name }).waitFor();
    expect(await axeViolations(ann.page)).toEqual([]);
    await screenshot(ann.page, 'friends-page');

    // ann unfollows on ben's profile: no friends any more, on either side.
    await ann.page.goto(`/players/${ben.name}`);
    await ann.page.getByRole('button', { name: `Unfollow ${ben.name}` }).click();
    await ann.page.getByText(`You no longer follow ${ben.name}.`).waitFor();
    await ben.page.goto('/friends');
    await ben.page.getByTestId('friends-page').getByTestId('friends-list').getByText('No friends yet.').waitFor();
    expect(await axeViolations(ben.page)).toEqual([]);
  });
});
