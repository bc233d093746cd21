import { ReviewRunner } from '../../src/computer/review-runner';
import { ReviewsRepository } from '../../src/computer/reviews.repository';
import { MatchesService } from '../../src/matches/matches.service';
import { rules } from '../matches/match-support';
import { playOut } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { NO_SWEEPS, axeViolations, describeWithBrowser, screenshot, twoPlayerBrowserTable } from './browser-support';

/*
 * The computer's review in Chromium (issue 33, docs/players.md "Reviews"): a finished match's replay shows the
 * review beside the story (accuracy, the graph, key moments); stepping with the keyboard as seat 1 saw the
 * table shows only that seat's hand (the other's is card backs, R9 at that step), and with every hand open
 * shows the other's hand too. Axe finds nothing.
 */
describeWithBrowser('the review of a finished match in the browser', () => {
  const table = twoPlayerBrowserTable('review', ['rvann', 'rvben'], {
    ...NO_SWEEPS,
    CLAIM_REVIEW_POLL: '1h',
    CLAIM_REVIEW_WORLDS: '1',
    CLAIM_COMPUTER_THREADS: '1',
  });

  it('opens the review, steps as seat 1 and with all hands open, by keyboard', async () => {
    const { app, ann, ben } = table;
    const players = [ann, ben].map((p) => ({ id: p.id!, username: p.name }));
    const matchId = await app.app.get(MatchesService).start(rules('claim'), players, players[0].id);
    await playOut(app, matchId, players as unknown as RegisteredUser[], 21);
    const runner = app.app.get(ReviewRunner);
    for (let round = 0; round < 50; round++) {
      const answer = await app.app.get(MatchesService).load(matchId);
      expect(answer.status).toBe('finished');
      await runner.tick();
      const stored = await app.app.get(ReviewsRepository).find(matchId);
      if (stored[0]?.status === 'done') break;
    }

    const page = ann.page;
    await page.goto(`/replay/${matchId}`);
    const panel = page.getByTestId('review-panel');
    await panel.getByTestId('review-accuracy-0').waitFor();
    await panel.getByTestId('review-accuracy-1').waitFor();
    await panel.getByTestId('review-graph').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // As seat 1 (ben) saw it: keys step the replay; the other seat's hand is never face up.
    const handShown = page.locator('.seat-extra .label', { hasText: /^Hand$/ });
    await page.keyboard.press('2');
    await page
      .getByTestId('replay-seen-as')
      .locator('option:checked', { hasText: ben.name })
      .waitFor({ state: 'attached' });
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.getByTestId('replay-step').getByText('Move 3 of').waitFor();
    await page
      .getByRole('region', { name: new RegExp(ben.name) })
      .first()
      .waitFor();
    await page.getByTestId('review-decision').waitFor();
    expect(await handShown.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // With every hand open: the same step shows ann's hand face up too.
    await page.keyboard.press('a');
    await page
      .getByTestId('replay-seen-as')
      .locator('option:checked', { hasText: 'every hand open' })
      .waitFor({ state: 'attached' });
    await handShown.first().waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('replay-step').getByText('Move 4 of').waitFor();
    await handShown.first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'review-replay');
  }, 180_000);
});
