import { apply, legalMoves, seatToAct } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { parseMoveCommand } from '../../src/matches/write/move-command';
import { rules } from '../matches/match-support';
import { NO_SWEEPS, axeViolations, describeWithBrowser, screenshot, twoPlayerBrowserTable } from './browser-support';

/*
 * Standing orders in Chromium (issue 32, docs/correspondence.md "Standing orders"): the follower sets an
 * order at the table ("when the trick is led with this card, play that one"), the opponent leads that card,
 * and the follower's page shows the answer played and the order marked played; the opponent's page shows
 * no trace of orders. Once the match is over, both see the order in the record on the replay page.
 */
describeWithBrowser('standing orders in the browser', () => {
  const table = twoPlayerBrowserTable('orders', ['oann', 'oben'], { ...NO_SWEEPS, CLAIM_ORDER_DELAY: '0' });

  it('sets an order at the table; the opponent triggers it and the move is seen played', async () => {
    const { app, ann, ben } = table;
    const service = app.app.get(MatchesService);
    const players = [ann, ben].map((p) => ({ id: p.id!, username: p.name }));
    const matchId = await service.start(rules('claim'), players, players[0].id, {});
    const start = await service.load(matchId);
    const leaderSeat = seatToAct(start.state)!;
    const [leader, follower] = leaderSeat === 0 ? [ann, ben] : [ben, ann];
    const followerSeat = 1 - leaderSeat;
    // The card the leader will lead, and a legal answer of the follower to it.
    const lead = legalMoves(start.state, leaderSeat)[0];
    const after = apply(start.state, lead);
    if (!after.ok || !('play' in lead)) throw new Error('no lead');
    const reply = legalMoves(after.value, followerSeat).find((m) => 'play' in m)!;
    if (!('play' in reply)) throw new Error('no reply');

    for (const p of [ann, ben]) {
      await p.page.goto(`/match/${matchId}`);
      await p.page.locator('main[data-version="0"]').waitFor();
    }
    const page = follower.page;
    const panel = page.getByTestId('orders');
    await panel.getByText('No orders.').waitFor();
    await panel.getByTestId('order-when').selectOption('LED');
    await panel.getByTestId('order-when-by').selectOption('card');
    await panel.getByTestId('order-when-card').fill(lead.play);
    await panel.getByTestId('order-answer').selectOption('CARD');
    await panel.getByTestId('order-card').fill(reply.play);
    await panel.getByTestId('order-add').click();
    await panel.locator('[data-testid="order"][data-status="ACTIVE"]').getByText(reply.play).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-panel');

    // The opponent leads the card: the order plays the answer at once (CLAIM_ORDER_DELAY=0 here).
    await service.move({
      caller: players[leaderSeat],
      matchId,
      command: parseMoveCommand({ play: lead.play }),
      expectedVersion: 0,
    });
    await page.locator('main[data-version="2"]').waitFor();
    await panel.locator('[data-testid="order"][data-status="FIRED"]').waitFor();
    const runtime = await service.load(matchId);
    expect(runtime.events[2]).toMatchObject({ type: 'move', actorUserId: follower.id, payload: { play: reply.play } });

    // The follower's log marks the move as their order's; the leader sees an ordinary move and no orders of anyone.
    await page.locator('[data-testid="log"] li[data-seq="2"] [data-testid="log-by-order"]').waitFor();
    await leader.page.locator('main[data-version="2"]').waitFor();
    await leader.page.getByTestId('orders').getByText('No orders.').waitFor();
    expect(await leader.page.getByTestId('log-by-order').count()).toBe(0);

    // Played out, the match's record names the order and the move it played: both see it on the replay.
    for (;;) {
      const now = await service.load(matchId);
      if (now.status !== 'running') break;
      const seat = seatToAct(now.state)!;
      const { seat: _seat, ...move } = legalMoves(now.state, seat)[0];
      await service.move({
        caller: players[seat],
        matchId,
        command: parseMoveCommand(move),
        expectedVersion: now.version,
      });
    }
    for (const p of [follower, leader]) {
      await p.page.goto(`/replay/${matchId}`);
      const recorded = p.page.getByTestId('recorded-orders');
      await recorded.getByText('played move 2').waitFor();
      await recorded.getByText(follower.name).waitFor();
      expect(await recorded.textContent()).toContain(reply.play);
      expect(await axeViolations(p.page)).toEqual([]);
    }
    expect([...ann.errors, ...ben.errors]).toEqual([]);
  }, 120_000);
});
