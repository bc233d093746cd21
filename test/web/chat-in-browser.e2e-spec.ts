import { Client } from 'pg';
import { rules } from '../matches/match-support';
import type { Player } from './browser-support';
import {
  axeViolations,
  challengeRefusal,
  describeWithBrowser,
  openTable,
  screenshot,
  twoPlayerBrowserTable,
} from './browser-support';

/*
 * The table talk in Chromium (issue 18): two players chat beside the game log, live both ways; one reports
 * a message and then blocks the other, whose lines (old and new) disappear from their screen only.
 */
describeWithBrowser('chat in the browser', () => {
  const table = twoPlayerBrowserTable('chat', ['cann', 'cben']);

  const chatOf = (player: Player) => player.page.getByRole('region', { name: 'Table talk' });
  const linesOf = async (player: Player) =>
    (await chatOf(player).locator('li .chat-text').allTextContents()).map((s) => s.trim());

  async function say(player: Player, text: string): Promise<void> {
    const chat = chatOf(player);
    await chat.getByPlaceholder('Message').fill(text);
    await chat.getByRole('button', { name: 'Send' }).click();
  }

  it('lets two players chat live beside the game log, report a line, and block (hiding the other’s lines)', async () => {
    const { app, ann, ben } = table;
    const matchId = await openTable(table, rules('claim'));
    for (const p of [ann, ben]) {
      await chatOf(p).waitFor();
      await p.page.getByRole('region', { name: 'The story so far' }).waitFor();
    }
    await expect(chatOf(ann).textContent()).resolves.toContain('No messages yet.');

    await say(ann, '  Good luck, Ben!  ');
    await chatOf(ben).getByText('Good luck, Ben!').waitFor();
    await say(ben, 'Thanks, you too');
    await chatOf(ann).getByText('Thanks, you too').waitFor();
    expect(await linesOf(ann)).toEqual(['Good luck, Ben!', 'Thanks, you too']);
    expect(await chatOf(ben).locator('li').first().getAttribute('data-author')).toBe(ann.name);
    await screenshot(ann.page, 'chat-table');
    expect(await axeViolations(ann.page)).toEqual([]);

    // Ann reports Ben's line: a prompt asks why.
    ann.page.once('dialog', (dialog) => void dialog.accept('rude, in fact'));
    await chatOf(ann).locator(`li[data-author="${ben.name}"]`).getByRole('button', { name: 'Report' }).click();
    await chatOf(ann).getByText('Reported to the admins. Thank you.').waitFor();
    const db = new Client({ connectionString: app.database.url });
    await db.connect();
    const { rows: reports } = await db
      .query('SELECT reason, message_text FROM reports WHERE match_id = $1', [matchId])
      .finally(() => db.end());
    expect(reports).toEqual([{ reason: 'rude, in fact', message_text: 'Thanks, you too' }]);

    // Ann blocks Ben after a confirmation: his line goes, and so does what he writes next.
    ann.page.once('dialog', (dialog) => void dialog.accept());
    await chatOf(ann)
      .getByRole('button', { name: `Block ${ben.name}` })
      .click();
    await chatOf(ann)
      .getByRole('button', { name: `Unblock ${ben.name}` })
      .waitFor();
    expect(await linesOf(ann)).toEqual(['Good luck, Ben!']);
    await say(ben, 'you cannot hear me');
    await say(ann, 'quiet now');
    await chatOf(ben).getByText('quiet now').waitFor();
    await chatOf(ann).getByText('quiet now').waitFor();
    expect(await linesOf(ann)).toEqual(['Good luck, Ben!', 'quiet now']);
    expect(await linesOf(ben)).toEqual(['Good luck, Ben!', 'Thanks, you too', 'you cannot hear me', 'quiet now']);
    // Ben's challenge now fails: the block holds beyond the chat.
    expect(await challengeRefusal(app, ben, ann)).toEqual({ code: 'CONFLICT', reason: 'BLOCKED' });

    // Unblocking shows everything again, after a reload too.
    await chatOf(ann)
      .getByRole('button', { name: `Unblock ${ben.name}` })
      .click();
    await chatOf(ann).getByText('you cannot hear me').waitFor();
    await ann.page.reload();
    await chatOf(ann).getByText('you cannot hear me').waitFor();
    expect(await linesOf(ann)).toEqual(['Good luck, Ben!', 'Thanks, you too', 'you cannot hear me', 'quiet now']);
    expect([...ann.errors, ...ben.errors]).toEqual([]);
  }, 120_000);
});
