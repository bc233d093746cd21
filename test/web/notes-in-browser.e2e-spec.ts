import { seatToAct } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { rules } from '../matches/match-support';
import { axeViolations, describeWithBrowser, screenshot, twoPlayerBrowserTable } from './browser-support';

/*
 * Correspondence comfort in Chromium (issue 32): in a days-per-move match the chosen card waits for Send
 * (and Undo takes it back); the notes pane keeps a note on the match and one on a move picked in the story,
 * which the other player never sees.
 */
describeWithBrowser('the confirm step and the notes pane in the browser', () => {
  const table = twoPlayerBrowserTable('notes', ['nann', 'nben']);

  it('sends a card only after Send, and keeps private notes on the match and on a move', async () => {
    const { app, ann, ben } = table;
    const service = app.app.get(MatchesService);
    const players = [ann, ben].map((p) => ({ id: p.id!, username: p.name }));
    const matchId = await service.start(rules('claim'), players, players[0].id, { daysPerMove: 3 });
    const seat = seatToAct((await service.load(matchId)).state)!;
    const [mover, other] = seat === 0 ? [ann, ben] : [ben, ann];
    for (const p of [ann, ben]) {
      await p.page.goto(`/match/${matchId}`);
      await p.page.locator('main[data-version="0"]').waitFor();
    }
    const page = mover.page;
    const playable = page.locator('[data-testid="hand"] [data-playable="true"]').first();
    await playable.waitFor();
    // The default for a days-per-move match: a tap only chooses.
    await playable.click();
    await page.getByTestId('confirm-send').waitFor();
    expect(await playable.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('undo-card').click();
    await page.getByTestId('confirm-send').waitFor({ state: 'detached' });
    expect((await service.load(matchId)).version).toBe(0);
    await playable.click();
    await screenshot(page, 'confirm-send');
    await page.getByTestId('send-card').click();
    await page.locator('main[data-version="1"]').waitFor();
    expect((await service.load(matchId)).version).toBe(1);

    // Notes: one on the match, one on the move just played (picked in the story log).
    const notes = page.getByTestId('notes');
    await notes.getByTestId('note-input').fill('Ben keeps his Goblins.');
    await notes.getByTestId('note-save').click();
    await notes.locator('[data-testid="note"][data-move=""]').getByText('Ben keeps his Goblins.').waitFor();
    await page.getByTestId('log-pick').last().click();
    await notes
      .getByTestId('note-target')
      .getByText(/On move \d+/)
      .waitFor();
    await notes.getByTestId('note-input').fill('Too early for the Seer?');
    await notes.getByTestId('note-save').click();
    await notes.locator('[data-testid="note"]:not([data-move=""])').getByText('Too early for the Seer?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'notes-pane');
    // After a reload they are still there; the other player has none, and nothing on their page says otherwise.
    await page.reload();
    await page.getByTestId('notes').getByTestId('note').nth(1).waitFor();
    await other.page.reload();
    await other.page.locator('main[data-version="1"]').waitFor();
    await other.page.getByTestId('notes').getByText('No notes yet.').waitFor();
    expect(await other.page.content()).not.toContain('Goblins.');
    expect([...ann.errors, ...ben.errors]).toEqual([]);
  }, 60_000);
});
